import { describe, expect, it } from 'vitest';
import { describeApi, type Agent } from '../support/api';
import { bill, billingSetup, buyPx1, supplierOf, type Billing } from '../support/billing';
import { systemLedger, totalsByCompany } from '../support/ledger';

/** Two bills to the same-state customer: 294.00 (15 June) and 56.00 (20 June). */
async function twoBills(api: Agent, b: Billing) {
  const first = await api.post('/api/insertbilling').send(bill(b));
  const second = await api.post('/api/insertbilling').send(
    bill(b, {
      BillDate: '2026-06-20',
      items: [{ ItemID: b.paracetamol, Quantity: 4, GrossAmount: 12.5 }],
    }),
  );
  return { first: first.body.BillID as number, second: second.body.BillID as number };
}

const receipt = (b: Billing, cash: number, Debit: number, extra: Record<string, unknown> = {}) => ({
  RDate: '2026-07-01',
  AccGroupid: 6,
  PLID: cash,
  PartyID: b.local,
  Debit,
  ...extra,
});

describeApi('Bill-wise settlement', (env) => {
  describe('GET /api/openbills', () => {
    it("lists a customer's open bills oldest first, and a receipt settles the oldest first by default", async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const { first, second } = await twoBills(api, b);
      const cash = await systemLedger(api, 'Cash');

      const before = await api.get(`/api/openbills?PLID=${b.local}`);
      await api.post('/api/insertupdatereciept').send(receipt(b, cash, 300));
      const after = await api.get(`/api/openbills?PLID=${b.local}`);

      expect(before.body.data).toEqual([
        {
          BillID: first,
          BillNo: 1,
          InvoiceNo: 'A/1',
          BillDate: '2026-06-15',
          BillAmount: 294,
          Settled: 0,
          Outstanding: 294,
        },
        {
          BillID: second,
          BillNo: 2,
          InvoiceNo: 'A/2',
          BillDate: '2026-06-20',
          BillAmount: 56,
          Settled: 0,
          Outstanding: 56,
        },
      ]);
      expect(after.body.data).toEqual([
        {
          BillID: second,
          BillNo: 2,
          InvoiceNo: 'A/2',
          BillDate: '2026-06-20',
          BillAmount: 56,
          Settled: 6,
          Outstanding: 50,
        },
      ]);
    });

    it('settles the bills a receipt names, keeps an empty list on account, and refuses more than a bill owes', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const { first, second } = await twoBills(api, b);
      const cash = await systemLedger(api, 'Cash');

      const named = await api
        .post('/api/insertupdatereciept')
        .send(receipt(b, cash, 100, { Allocations: [{ BillID: second, Amount: 56 }] }));
      const onAccount = await api
        .post('/api/insertupdatereciept')
        .send(receipt(b, cash, 40, { Allocations: [] }));
      const tooMuch = await api
        .post('/api/insertupdatereciept')
        .send(receipt(b, cash, 500, { Allocations: [{ BillID: first, Amount: 300 }] }));
      const thirdPaisa = await api
        .post('/api/insertupdatereciept')
        .send(receipt(b, cash, 20, { Allocations: [{ BillID: first, Amount: 10.005 }] }));

      expect(named.status).toBe(201);
      expect(onAccount.status).toBe(201);
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.errors).toEqual({
        'items[0].Allocations':
          'The amount set against A/1 must be above 0 and at most its outstanding 294.00.',
      });
      expect([thirdPaisa.status, thirdPaisa.body.errors]).toEqual([
        400,
        { 'items[0].Allocations': 'The amount set against A/1 can have at most 2 decimals.' },
      ]);
      const noSuchBill = await api
        .post('/api/insertupdatereciept')
        .send(receipt(b, cash, 20, { Allocations: [{ BillID: 999999, Amount: 20 }] }));
      expect([noSuchBill.status, noSuchBill.body.errors]).toEqual([
        400,
        { 'items[0].Allocations': 'One of the bills chosen is not an open bill of this party.' },
      ]);
      const open = (await api.get(`/api/openbills?PLID=${b.local}`)).body.data;
      expect(open).toEqual([expect.objectContaining({ BillID: first, Outstanding: 294 })]);
      expect((await api.get('/api/GetReceiptNo')).body.ReNo).toBe(3);
    });
  });

  describe('GET /api/openbills?Voucher=', () => {
    it("offers a receipt a customer's sales bills and a payment none of them, as their saves accept", async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      await twoBills(api, b);
      const cash = await systemLedger(api, 'Cash');

      const forReceipt = await api.get(`/api/openbills?PLID=${b.local}&Voucher=receipt`);
      const forPayment = await api.get(`/api/openbills?PLID=${b.local}&Voucher=payment`);
      const unknown = await api.get(`/api/openbills?PLID=${b.local}&Voucher=contra`);
      // A refund paid to the customer: nothing it could be set against, so it saves on account.
      const refund = await api.post('/api/insertupdatePayment').send({
        RDate: '2026-07-01',
        AccGroupid: 6,
        PLID: cash,
        PartyID: b.local,
        Debit: 100,
      });

      expect(forReceipt.body.data.map((x: { InvoiceNo: string }) => x.InvoiceNo)).toEqual([
        'A/1',
        'A/2',
      ]);
      expect(forPayment.body.data).toEqual([]);
      expect([unknown.status, unknown.body.error]).toEqual([
        400,
        'Voucher must be receipt or payment.',
      ]);
      expect(refund.status).toBe(201);
    });
  });

  it("says a bill's outstanding as the screen shows amounts, in Indian digit groups", async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    // 100 x 12.50 at 12%: 1,400.00.
    const big = await api
      .post('/api/insertbilling')
      .send(bill(b, { items: [{ ItemID: b.paracetamol, Quantity: 100, GrossAmount: 12.5 }] }));
    const cash = await systemLedger(api, 'Cash');

    const tooMuch = await api
      .post('/api/insertupdatereciept')
      .send(receipt(b, cash, 2000, { Allocations: [{ BillID: big.body.BillID, Amount: 1500 }] }));

    expect([tooMuch.status, tooMuch.body.errors]).toEqual([
      400,
      {
        'items[0].Allocations':
          'The amount set against A/1 must be above 0 and at most its outstanding 1,400.00.',
      },
    ]);
  });

  describe('a saved receipt as its edit sees it', () => {
    it('reads each line with the bills it is set against, and lists those bills without its own part', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const { first, second } = await twoBills(api, b);
      const cash = await systemLedger(api, 'Cash');
      // 294 clears A/1 whole and 30 goes against A/2 (56.00): A/1 is no longer an open bill.
      const made = await api.post('/api/insertupdatereciept').send(receipt(b, cash, 324));

      const read = await api.get(`/api/receipt/${made.body.ReceiptId}`);
      const open = await api.get(`/api/openbills?PLID=${b.local}&Voucher=receipt`);
      const asItsEditSees = await api.get(
        `/api/openbills?PLID=${b.local}&Voucher=receipt&Except=${made.body.ReceiptId}`,
      );
      const withoutKind = await api.get(`/api/openbills?PLID=${b.local}&Except=1`);

      expect(read.body.data.items).toEqual([
        expect.objectContaining({
          PartyID: b.local,
          Debit: 324,
          Allocations: [
            { BillID: first, Amount: 294 },
            { BillID: second, Amount: 30 },
          ],
        }),
      ]);
      expect(open.body.data).toEqual([
        expect.objectContaining({ InvoiceNo: 'A/2', Settled: 30, Outstanding: 26 }),
      ]);
      expect(asItsEditSees.body.data).toEqual([
        expect.objectContaining({ InvoiceNo: 'A/1', Settled: 0, Outstanding: 294 }),
        expect.objectContaining({ InvoiceNo: 'A/2', Settled: 0, Outstanding: 56 }),
      ]);
      expect([withoutKind.status, withoutKind.body.error]).toEqual([400, 'Except needs Voucher.']);
    });
  });

  describe('a receipt of several lines from one customer', () => {
    it('settles a bill from two lines, by oldest first or as named, counting each line once', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const { first, second } = await twoBills(api, b);
      const cash = await systemLedger(api, 'Cash');
      const lines = (...items: Array<Record<string, unknown>>) => ({
        RDate: '2026-07-01',
        AccGroupid: 6,
        PLID: cash,
        items: items.map((l) => ({ PartyID: b.local, ...l })),
      });

      // 200 + 94 by oldest first: A/1 (294.00) settled whole.
      const oldest = await api
        .post('/api/insertupdatereciept')
        .send(lines({ Debit: 200 }, { Debit: 94 }));
      const afterOldest = (await api.get(`/api/openbills?PLID=${b.local}`)).body.data;
      // 20 + 30 named against A/2 (56.00): 50 of its 56, within what it owes.
      const named = await api
        .post('/api/insertupdatereciept')
        .send(
          lines(
            { Debit: 20, Allocations: [{ BillID: second, Amount: 20 }] },
            { Debit: 30, Allocations: [{ BillID: second, Amount: 30 }] },
          ),
        );
      const afterNamed = (await api.get(`/api/openbills?PLID=${b.local}`)).body.data;

      expect([oldest.status, named.status]).toEqual([201, 201]);
      expect(afterOldest.map((x: { BillID: number }) => x.BillID)).toEqual([second]);
      expect(afterNamed).toEqual([
        expect.objectContaining({ BillID: second, Settled: 50, Outstanding: 6 }),
      ]);
      expect(afterOldest.some((x: { BillID: number }) => x.BillID === first)).toBe(false);
    });

    it('says what is wrong with an amount set against a bill, not only that the bills add up to too much', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const { first } = await twoBills(api, b);
      const cash = await systemLedger(api, 'Cash');

      const res = await api.post('/api/insertupdatereciept').send(
        receipt(b, cash, 10, {
          Allocations: [
            { BillID: first, Amount: -50 },
            { BillID: first, Amount: 100 },
          ],
        }),
      );

      expect([res.status, res.body.errors]).toEqual([
        400,
        {
          'items[0].Allocations':
            'The amount set against A/1 must be above 0 and at most its outstanding 294.00.',
        },
      ]);
    });
  });

  describe('an edited receipt that names no bills', () => {
    it('keeps the bills it was set against, and what it held on account, as Tally keeps Agst Ref', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const { first, second } = await twoBills(api, b);
      const cash = await systemLedger(api, 'Cash');
      // 100 received: 56 set against the newer bill, the other 44 kept on account.
      const made = await api
        .post('/api/insertupdatereciept')
        .send(receipt(b, cash, 100, { Allocations: [{ BillID: second, Amount: 56 }] }));
      expect(made.status).toBe(201);
      const outstanding = async () =>
        Object.fromEntries(
          (
            (await api.get(`/api/openbills?PLID=${b.local}`)).body.data as Array<{
              BillID: number;
              Outstanding: number;
            }>
          ).map((o) => [o.BillID, o.Outstanding]),
        );

      // Only the narration changed, as a clerk altering it would send it.
      const renamed = await api
        .post('/api/updateReceipt')
        .send(receipt(b, cash, 100, { ReceiptId: made.body.ReceiptId, Narration: 'By hand' }));
      expect(renamed.status).toBe(200);
      expect(await outstanding()).toEqual({ [first]: 294 });

      // Lowered below what was set: the bill keeps what the amount still covers.
      const lowered = await api
        .post('/api/updateReceipt')
        .send(receipt(b, cash, 50, { ReceiptId: made.body.ReceiptId }));
      expect(lowered.status).toBe(200);
      expect(await outstanding()).toEqual({ [first]: 294, [second]: 6 });

      // Raised beyond what it was: the bill keeps its 50, and only the rise of 30 goes to the
      // oldest bill, as a new receipt's would.
      const raised = await api
        .post('/api/updateReceipt')
        .send(receipt(b, cash, 80, { ReceiptId: made.body.ReceiptId }));
      expect(raised.status).toBe(200);
      expect(await outstanding()).toEqual({ [first]: 264, [second]: 6 });
    });
  });

  describe('a bill named twice in one receipt', () => {
    it('is held to what it owes across both, on a new receipt and on an edit', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const { first, second } = await twoBills(api, b);
      const cash = await systemLedger(api, 'Cash');
      const twice = (BillID: number, Amount: number) => [
        { BillID, Amount },
        { BillID, Amount },
      ];

      const made = await api
        .post('/api/insertupdatereciept')
        .send(receipt(b, cash, 588, { Allocations: twice(first, 294) }));
      const fits = await api
        .post('/api/insertupdatereciept')
        .send(receipt(b, cash, 56, { Allocations: twice(second, 28) }));
      const edited = await api
        .post('/api/updateReceipt')
        .send(
          receipt(b, cash, 112, { ReceiptId: fits.body.ReceiptId, Allocations: twice(second, 56) }),
        );

      expect(made.status).toBe(400);
      expect(made.body.errors).toEqual({
        'items[0].Allocations':
          'The amounts set against A/1 add up to more than its outstanding 294.00.',
      });
      expect(fits.status).toBe(201);
      expect(edited.status).toBe(400);
      expect(edited.body.errors).toEqual({
        'items[0].Allocations':
          'The amounts set against A/2 add up to more than its outstanding 56.00.',
      });
      const open = (await api.get(`/api/openbills?PLID=${b.local}`)).body.data;
      expect(open).toEqual([expect.objectContaining({ BillID: first, Outstanding: 294 })]);
    });
  });

  describe('a settled invoice', () => {
    it('cannot be cancelled until the receipt lets it go; deleting the receipt releases it', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const { first } = await twoBills(api, b);
      const cash = await systemLedger(api, 'Cash');
      await api.post('/api/insertupdatereciept').send(receipt(b, cash, 100));

      const refused = await api
        .post('/api/cancelbilling')
        .send({ BillID: first, Reason: 'Wrong customer' });
      await api.delete('/api/deleteReciept').send({ ReNo: 1 });
      const cancelled = await api
        .post('/api/cancelbilling')
        .send({ BillID: first, Reason: 'Wrong customer' });

      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(
        'Receipts are set against this invoice. Remove them from those receipts before cancelling it.',
      );
      expect(cancelled.status).toBe(200);
      for (const t of await totalsByCompany(env)) expect(t.debit).toBe(t.credit);
    });

    it('cannot be moved to another customer while a receipt is set against it; the settlement stays', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const { first } = await twoBills(api, b);
      const cash = await systemLedger(api, 'Cash');
      await api.post('/api/insertupdatereciept').send(receipt(b, cash, 100));

      const moved = await api
        .post('/api/updatebilling')
        .send({ BillID: first, ...bill(b, { CustomerID: b.outside }) });

      expect([moved.status, moved.body.errors]).toEqual([
        400,
        {
          CustomerID:
            'Receipts are set against this invoice. Remove them from those receipts before changing its customer.',
        },
      ]);
      expect(
        (await api.get(`/api/openbills?PLID=${b.local}`)).body.data.map(
          (o: Record<string, unknown>) => [o.BillID, o.Settled, o.Outstanding],
        ),
      ).toEqual([
        [first, 100, 194],
        [expect.any(Number), 0, 56],
      ]);
      expect((await api.get(`/api/openbills?PLID=${b.outside}`)).body.data).toEqual([]);
      expect((await api.get(`/api/getsaleinvoice/${first}`)).body.data).toMatchObject({
        CustomerID: b.local,
        Version: 1,
      });
      for (const t of await totalsByCompany(env)) expect(t.debit).toBe(t.credit);
    });

    it('shows its outstanding in the invoice list and on the customer statement', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const { first } = await twoBills(api, b);
      const cash = await systemLedger(api, 'Cash');
      await api.post('/api/insertupdatereciept').send(receipt(b, cash, 94));

      const list = (await api.get('/api/getsaleinvoices')).body.data;
      const statement = (await api.get(`/api/getledgerstatement?PLID=${b.local}`)).body.data;

      expect(list.find((r: { BillID: number }) => r.BillID === first)).toMatchObject({
        Settled: 94,
        Outstanding: 200,
      });
      expect(
        statement.lines.find(
          (l: { Type: string; DocId: number }) => l.Type === 'SAL' && l.DocId === first,
        ),
      ).toMatchObject({ DocNo: 'A/1', Outstanding: 200 });
    });

    it('shows on a statement ending before the receipt what the bill had open then, and no outstanding on the Sales ledger', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const { first } = await twoBills(api, b);
      const cash = await systemLedger(api, 'Cash');
      const sales = await systemLedger(api, 'Sales');
      await api.post('/api/insertupdatereciept').send(receipt(b, cash, 94));

      const june = (await api.get(`/api/getledgerstatement?PLID=${b.local}&ToDate=2026-06-30`)).body
        .data;
      const july = (await api.get(`/api/getledgerstatement?PLID=${b.local}&ToDate=2026-07-01`)).body
        .data;
      const salesLines = (await api.get(`/api/getledgerstatement?PLID=${sales}`)).body.data.lines;
      const billLine = (s: { lines: Array<{ Type: string; DocId: number }> }) =>
        s.lines.find((l) => l.Type === 'SAL' && l.DocId === first);

      expect(billLine(june)).toMatchObject({ DocNo: 'A/1', Outstanding: 294 });
      expect(billLine(july)).toMatchObject({ DocNo: 'A/1', Outstanding: 200 });
      expect(salesLines.length).toBeGreaterThan(0);
      expect(salesLines.filter((l: object) => 'Outstanding' in l)).toEqual([]);
    });

    it('counts on a sales bill only the receipts set against it, not a payment set against the purchase of the same number', async () => {
      const { api } = await env.company();
      const b = await billingSetup(api);
      const { first } = await twoBills(api, b);
      const cash = await systemLedger(api, 'Cash');
      const cipla = await supplierOf(api);
      const purchase = await buyPx1(api, b, { SupplierID: cipla });
      // The purchase has the key the first sales bill has, and 1,000.00 is paid against it.
      expect(purchase.body.PurchaseID).toBe(first);
      await api.post('/api/insertupdatePayment').send({
        RDate: '2026-07-01',
        AccGroupid: 6,
        PLID: cash,
        PartyID: cipla,
        Debit: 1000,
        Allocations: [{ BillID: purchase.body.PurchaseID, Amount: 1000 }],
      });
      await api.post('/api/insertupdatereciept').send(receipt(b, cash, 94));

      const statement = (await api.get(`/api/getledgerstatement?PLID=${b.local}`)).body.data;

      expect(
        statement.lines.find(
          (l: { Type: string; DocId: number }) => l.Type === 'SAL' && l.DocId === first,
        ),
      ).toMatchObject({ DocNo: 'A/1', Outstanding: 200 });
    });
  });
});

describeApi('Bill-wise settlement under concurrency', (env) => {
  it('never settles more than a bill owes when two receipts are set against it at once', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const BillID = (await api.post('/api/insertbilling').send(bill(b))).body.BillID;
    const cash = await systemLedger(api, 'Cash');
    await api.post('/api/insertupdatereciept').send(receipt(b, cash, 200, { Allocations: [] }));
    await api.post('/api/insertupdatereciept').send(receipt(b, cash, 200, { Allocations: [] }));

    const answers = await Promise.all(
      [1, 2].map((ReNo) =>
        api
          .put('/api/updateReceipt')
          .send(receipt(b, cash, 200, { ReNo, Allocations: [{ BillID, Amount: 200 }] })),
      ),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const [row] = (await api.get('/api/getsaleinvoices')).body.data;
    expect(row).toMatchObject({ Settled: 200, Outstanding: 94 });
  });

  it("edits a customer's bill and their receipt at once, again and again, both saved", async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const BillID = (await api.post('/api/insertbilling').send(bill(b))).body.BillID;
    const cash = await systemLedger(api, 'Cash');
    // In the bill's month: the two post to the same month of the customer's ledger.
    const RDate = '2026-06-20';
    await api
      .post('/api/insertupdatereciept')
      .send(receipt(b, cash, 100, { RDate, Allocations: [] }));

    // A bill's edit locks the bill, then posts to the customer's ledger; a receipt's edit posts
    // to the same ledger and settles against the same bills. On Postgres the two once waited
    // on each other until one was killed as a deadlock (a 500).
    for (let round = 1; round <= 6; round++) {
      const answers = await Promise.all([
        api.post('/api/updatebilling').send(bill(b, { BillID, Narration: `Edit ${round}` })),
        api
          .put('/api/updateReceipt')
          .send(receipt(b, cash, 100 + round, { RDate, ReNo: 1, Allocations: [] })),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
    }
    const [row] = (await api.get('/api/getsaleinvoices')).body.data;
    expect(row.Narration).toBe('Edit 6');
    for (const t of await totalsByCompany(env)) expect(t.debit).toBe(t.credit);
  });
});
