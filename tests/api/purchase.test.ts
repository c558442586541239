import { describe, expect, it } from 'vitest';
import { getBytes, pdfText } from '../support/pdf';
import { describeApi, type Agent, type ApiEnv } from '../support/api';
import { billingSetup, KA_SUPPLIER_GSTIN, MH_SUPPLIER_GSTIN } from '../support/billing';
import { closingOf, systemLedger, totalsByCompany } from '../support/ledger';

/** A company with what a bill needs, and two suppliers: one of its own state, one of another. */
async function withSuppliers(env: ApiEnv) {
  const me = await env.company();
  const b = await billingSetup(me.api);
  const supplier = async (LedgerName: string, GSTIN: string) =>
    (
      await me.api.post('/api/insertsupplier').send({
        LegalName: LedgerName,
        LedgerName,
        GSTIN,
        Openingbalance: 0,
        balanceType: 'Credit',
      })
    ).body.PLID as number;
  return {
    ...me,
    b,
    cipla: await supplier('Cipla Distributors', KA_SUPPLIER_GSTIN),
    mumbai: await supplier('Mumbai Pharma', MH_SUPPLIER_GSTIN),
  };
}

type Setup = Awaited<ReturnType<typeof withSuppliers>>;

/** The purchase of 100 PX1 (10 June), and a bill selling 60 of them on 15 June. */
async function boughtAndSold(s: Setup) {
  const saved = await s.api.post('/api/insertpurchase').send(purchase(s));
  const sale = await s.api.post('/api/insertbilling').send({
    BillDate: '2026-06-15',
    InvType: 1,
    SID: s.b.seriesA,
    CustomerID: s.b.local,
    items: [{ ItemID: s.b.paracetamol, BatchId: 'PX1', Quantity: 60, GrossAmount: 12.5 }],
  });
  return { saved, PurchaseID: saved.body.PurchaseID as number, sale };
}

/**
 * 20 cough syrups bought at 8.00 less 10% with 5 free (144.00 for 25 units), then each item's
 * stock kept without batches as on the year's end: [quantity, value] rows.
 */
async function coughBoughtAndStock(s: Setup) {
  const bought = await s.api.post('/api/insertpurchase').send(
    purchase(s, {
      items: [{ ItemID: s.b.cough, Quantity: 20, FreeQty: 5, GrossAmount: 8, DiscountPer: 10 }],
    }),
  );
  const stock = (await s.api.get('/api/stock?AsOn=2026-12-31')).body.data as Array<
    Record<string, unknown>
  >;
  const unbatched = (ItemId: number) =>
    stock
      .filter((r) => r.ItemId === ItemId && r.BatchNo === null)
      .map((r) => [r.Quantity, r.Value]);
  return { bought, unbatched };
}

/**
 * 100 strips of paracetamol (12%) at 10.00 in batch PX1, and 10 + 2 free cough syrups (5%) at
 * 40.00 less 10% in batch CS9: taxable 1,000.00 + 360.00, tax 120.00 + 18.00, total 1,498.00.
 */
function purchase(s: Setup, extra: Record<string, unknown> = {}) {
  return {
    PurchaseDate: '2026-06-10',
    SupplierID: s.cipla,
    SupplierBillNo: 'CD/1042',
    SupplierBillDate: '2026-06-09',
    items: [
      {
        ItemID: s.b.paracetamol,
        BatchNo: 'PX1',
        ExpiryDate: '2028-05-31',
        MRP: 15,
        Quantity: 100,
        GrossAmount: 10,
      },
      {
        ItemID: s.b.cough,
        BatchNo: 'CS9',
        ExpiryDate: '2027-01-31',
        MRP: 60,
        Quantity: 10,
        FreeQty: 2,
        GrossAmount: 40,
        DiscountPer: 10,
      },
    ],
    ...extra,
  };
}

async function stockOf(api: Agent, ItemId: number): Promise<number> {
  const res = await api.get(`/api/stock?ItemId=${ItemId}&AsOn=2026-12-31`);
  return (res.body.data as Array<{ Quantity: number }>).reduce((s, r) => s + r.Quantity, 0);
}

describeApi('Purchase invoices and stock', (env) => {
  describe('POST /api/insertpurchase', () => {
    it('numbers the purchase, computes it as a sale is computed, and posts Purchase and Input GST against the supplier', async () => {
      const s = await withSuppliers(env);

      const res = await s.api.post('/api/insertpurchase').send(purchase(s));

      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Purchase saved successfully!',
        PurchaseID: expect.any(Number),
      });
      const saved = (await s.api.get(`/api/GetPurchase?PurchaseID=${res.body.PurchaseID}`)).body
        .data;
      expect(saved).toMatchObject({
        PurchaseNo: 1,
        SupplierName: 'Cipla Distributors',
        InterState: false,
        TaxableAmount: 1360,
        CGST: 69,
        SGST: 69,
        IGST: 0,
        TaxAmount: 138,
        RoundOff: 0,
        BillAmount: 1498,
      });
      expect(
        saved.items.map((l: Record<string, unknown>) => [
          l.BatchNo,
          l.TotalItemAmt,
          l.TaxAmount,
          l.LineAmount,
        ]),
      ).toEqual([
        ['PX1', 1000, 120, 1120],
        ['CS9', 360, 18, 378],
      ]);
      expect(await closingOf(s.api, s.cipla)).toEqual({ amount: 1498, side: 'Cr' });
      expect(await closingOf(s.api, await systemLedger(s.api, 'Purchase'))).toEqual({
        amount: 1360,
        side: 'Dr',
      });
      expect(await closingOf(s.api, await systemLedger(s.api, 'Input CGST'))).toEqual({
        amount: 69,
        side: 'Dr',
      });
      const [totals] = await totalsByCompany(env);
      expect(totals.debit).toBe(totals.credit);
    });

    it('prints the purchase on A4: the supplier and its bill, the batches, Input GST and the total', async () => {
      const s = await withSuppliers(env);
      const saved = await s.api.post('/api/insertpurchase').send(purchase(s));
      const other = await env.company();

      const res = await getBytes(s.api, `/api/printpurchase/${saved.body.PurchaseID}`);
      const { text } = await pdfText(res.body as Buffer);
      const theirs = await getBytes(other.api, `/api/printpurchase/${saved.body.PurchaseID}`);

      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      for (const seen of [
        'Purchase Invoice',
        'Supplier (Bill From)',
        'Cipla Distributors',
        `GSTIN/UIN: ${KA_SUPPLIER_GSTIN}`,
        'Supplier Bill No.',
        'CD/1042',
        '09-06-2026',
        'Batch PX1',
        'Exp 31-05-2028',
        'Batch CS9',
        'NOS', // each line's unit
        '1,360.00',
        '1,498.00',
      ])
        expect(text, seen).toContain(seen);
      expect(text).not.toContain('Reverse Charge');
      expect(text).not.toContain('We declare');
      expect(theirs.status).toBe(404);
    });

    it('takes Input IGST from a supplier of another state', async () => {
      const s = await withSuppliers(env);

      const res = await s.api
        .post('/api/insertpurchase')
        .send(purchase(s, { SupplierID: s.mumbai }));
      const saved = (await s.api.get(`/api/GetPurchase?PurchaseID=${res.body.PurchaseID}`)).body
        .data;

      expect(saved).toMatchObject({
        InterState: true,
        CGST: 0,
        SGST: 0,
        IGST: 138,
        BillAmount: 1498,
      });
      expect(await closingOf(s.api, await systemLedger(s.api, 'Input IGST'))).toEqual({
        amount: 138,
        side: 'Dr',
      });
    });

    it('takes no input GST from a supplier without a GSTIN: the whole amount is the cost, posted to Purchase against the supplier', async () => {
      const s = await withSuppliers(env);
      const local = (
        await s.api.post('/api/insertsupplier').send({
          LegalName: 'Local Unregd Traders',
          LedgerName: 'Local Unregd Traders',
          Openingbalance: 0,
          balanceType: 'Credit',
        })
      ).body.PLID as number;
      const line = { ItemID: s.b.cough, BatchNo: 'OR1', Quantity: 10 };

      const exclusive = await s.api.post('/api/insertpurchase').send(
        purchase(s, {
          SupplierID: local,
          SupplierBillNo: 'L/1',
          items: [{ ...line, GrossAmount: 13 }],
        }),
      );
      const inclusive = await s.api.post('/api/insertpurchase').send(
        purchase(s, {
          SupplierID: local,
          SupplierBillNo: 'L/2',
          GSTIncluding: 1,
          items: [{ ...line, GrossAmount: 13.65 }],
        }),
      );
      const read = async (id: number) =>
        (await s.api.get(`/api/GetPurchase?PurchaseID=${id}`)).body.data;

      expect([exclusive.status, inclusive.status]).toEqual([201, 201]);
      expect(await read(exclusive.body.PurchaseID)).toMatchObject({
        TaxableAmount: 130,
        CGST: 0,
        SGST: 0,
        IGST: 0,
        TaxAmount: 0,
        BillAmount: 130,
        items: [expect.objectContaining({ TaxPer: 0, TotalItemAmt: 130, TaxAmount: 0 })],
      });
      expect(await read(inclusive.body.PurchaseID)).toMatchObject({
        TaxableAmount: 136.5,
        TaxAmount: 0,
        RoundOff: 0.5,
        BillAmount: 137,
      });
      expect(await closingOf(s.api, local)).toEqual({ amount: 267, side: 'Cr' });
      expect(await closingOf(s.api, await systemLedger(s.api, 'Purchase'))).toEqual({
        amount: 266.5,
        side: 'Dr',
      });
      // Its stock is at the whole amount paid: no credit is taken back.
      expect(
        (await s.api.get(`/api/stock?ItemId=${s.b.cough}&AsOn=2026-12-31`)).body.data.find(
          (r: { BatchNo: string | null }) => r.BatchNo === 'OR1',
        ),
      ).toMatchObject({ Quantity: 20, Value: 266.5 });
      for (const name of ['Input CGST', 'Input SGST', 'Input IGST'])
        expect(await closingOf(s.api, await systemLedger(s.api, name))).toEqual({
          amount: 0,
          side: expect.any(String),
        });
      for (const t of await totalsByCompany(env)) expect(t.debit).toBe(t.credit);
    });

    it('keeps a GST-inclusive purchase inclusive when an edit does not send GSTIncluding, and takes it when sent', async () => {
      const s = await withSuppliers(env);
      const body = purchase(s, {
        GSTIncluding: 1,
        items: [{ ItemID: s.b.paracetamol, BatchNo: 'IN1', Quantity: 10, GrossAmount: 11.2 }],
      });
      const saved = await s.api.post('/api/insertpurchase').send(body);
      const withoutIt: Record<string, unknown> = { ...body };
      delete withoutIt.GSTIncluding;
      const PurchaseID = saved.body.PurchaseID as number;
      const read = async () =>
        (await s.api.get(`/api/GetPurchase?PurchaseID=${PurchaseID}`)).body.data;

      const edited = await s.api
        .post('/api/updatepurchase')
        .send({ ...withoutIt, PurchaseID, Narration: 'Narration corrected' });
      const afterEdit = await read();
      const madeExclusive = await s.api
        .post('/api/updatepurchase')
        .send({ ...withoutIt, PurchaseID, GSTIncluding: 0 });

      expect([saved.status, edited.status, madeExclusive.status]).toEqual([201, 200, 200]);
      expect(afterEdit).toMatchObject({
        GSTIncluding: true,
        Narration: 'Narration corrected',
        TaxableAmount: 100,
        BillAmount: 112,
      });
      expect(await read()).toMatchObject({ GSTIncluding: false, TaxableAmount: 112 });
      expect(await closingOf(s.api, s.cipla)).toEqual({ amount: 125, side: 'Cr' });
      for (const t of await totalsByCompany(env)) expect(t.debit).toBe(t.credit);
    });

    it("refuses a supplier's bill entered twice in the year, and takes it again once the first entry is cancelled", async () => {
      const s = await withSuppliers(env);
      const first = await s.api.post('/api/insertpurchase').send(purchase(s));

      const twice = await s.api
        .post('/api/insertpurchase')
        .send(purchase(s, { SupplierBillNo: 'cd/1042' }));
      const otherSupplier = await s.api
        .post('/api/insertpurchase')
        .send(purchase(s, { SupplierID: s.mumbai }));
      await s.api
        .post('/api/cancelpurchase')
        .send({ PurchaseID: first.body.PurchaseID, Reason: 'Wrong rates' });
      const again = await s.api.post('/api/insertpurchase').send(purchase(s));

      expect([twice.status, twice.body.errors]).toEqual([
        400,
        { SupplierBillNo: "This supplier's bill cd/1042 is already entered as purchase 1." },
      ]);
      expect(otherSupplier.status).toBe(201);
      expect(again.status).toBe(201);
      expect(
        (await s.api.get(`/api/GetPurchase?PurchaseID=${again.body.PurchaseID}`)).body.data
          .PurchaseNo,
      ).toBe(3);
    });

    it("enters a supplier's bill once when it is sent five times at once", async () => {
      const s = await withSuppliers(env);

      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          s.api.post('/api/insertpurchase').send(purchase(s, { SupplierBillNo: 'DUP-1' })),
        ),
      );

      expect(answers.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400]);
      const live = (await s.api.get('/api/getpurchases')).body.data as Array<{
        SupplierBillNo: string;
      }>;
      expect(live.filter((p) => p.SupplierBillNo === 'DUP-1')).toHaveLength(1);
    });

    it("refuses a supplier's bill dated after the purchase, saving nothing", async () => {
      const s = await withSuppliers(env);

      const res = await s.api
        .post('/api/insertpurchase')
        .send(purchase(s, { PurchaseDate: '2026-06-10', SupplierBillDate: '2026-06-11' }));

      expect([res.status, res.body.errors]).toEqual([
        400,
        { SupplierBillDate: "The supplier's bill date cannot be after the purchase date." },
      ]);
      expect((await s.api.get('/api/getpurchases')).body.data).toEqual([]);
    });

    it('refuses a batch already expired by the purchase date, saving nothing, and takes one expiring later that day', async () => {
      const s = await withSuppliers(env);
      const line = { ItemID: s.b.paracetamol, BatchNo: 'ZZ2', Quantity: 1, GrossAmount: 1 };
      const before = await stockOf(s.api, s.b.paracetamol);

      const expired = await s.api.post('/api/insertpurchase').send(
        purchase(s, {
          items: [
            { ...line, ExpiryDate: '2028-05-31' },
            { ...line, BatchNo: 'ZZ3', ExpiryDate: '2026-06-10' },
          ],
        }),
      );
      const stock = await stockOf(s.api, s.b.paracetamol);
      const later = await s.api
        .post('/api/insertpurchase')
        .send(purchase(s, { items: [{ ...line, ExpiryDate: '2026-06-11' }] }));

      expect([expired.status, expired.body.errors]).toEqual([
        400,
        {
          'items[1].ExpiryDate':
            'This batch expired on 10-06-2026, by the purchase date: expired goods cannot be taken into stock.',
        },
      ]);
      expect(stock).toBe(before);
      expect(later.status).toBe(201);
      // The same batch named again without its expiry, after it has expired: still refused.
      const again = await s.api.post('/api/insertpurchase').send(
        purchase(s, {
          PurchaseDate: '2026-06-12',
          SupplierBillNo: 'CD/1043',
          SupplierBillDate: '2026-06-12',
          items: [line],
        }),
      );
      expect([again.status, again.body.errors]).toEqual([
        400,
        {
          'items[0].ExpiryDate':
            'This batch expired on 11-06-2026, by the purchase date: expired goods cannot be taken into stock.',
        },
      ]);
      expect(await stockOf(s.api, s.b.paracetamol)).toBe(before + 1);
    });

    it("refuses another company's supplier and item", async () => {
      const s = await withSuppliers(env);
      const other = await withSuppliers(env);

      const supplier = await s.api
        .post('/api/insertpurchase')
        .send(purchase(s, { SupplierID: other.cipla }));
      const item = await s.api
        .post('/api/insertpurchase')
        .send(
          purchase(s, { items: [{ ItemID: other.b.paracetamol, Quantity: 1, GrossAmount: 1 }] }),
        );

      expect([supplier.status, supplier.body.errors.SupplierID]).toEqual([
        400,
        'Supplier not found.',
      ]);
      expect(item.status).toBe(400);
      expect(await stockOf(s.api, s.b.paracetamol)).toBe(100); // its opening stock alone
    });
  });

  describe('paying suppliers bill by bill', () => {
    /** Two bills of Cipla: 1,498.00 on 10 June (purchase()) and 112.00 on 20 June. */
    async function twoBills(s: Setup) {
      const first = (await s.api.post('/api/insertpurchase').send(purchase(s))).body
        .PurchaseID as number;
      const second = (
        await s.api.post('/api/insertpurchase').send(
          purchase(s, {
            PurchaseDate: '2026-06-20',
            SupplierBillNo: 'CD/1100',
            items: [{ ItemID: s.b.paracetamol, Quantity: 10, GrossAmount: 10 }],
          }),
        )
      ).body.PurchaseID as number;
      return { first, second, cash: await systemLedger(s.api, 'Cash') };
    }
    const pay = (s: Setup, cash: number, Debit: number, extra: Record<string, unknown> = {}) =>
      s.api.post('/api/insertupdatePayment').send({
        RDate: '2026-06-25',
        AccGroupid: 6,
        PLID: cash,
        PartyID: s.cipla,
        Debit,
        ...extra,
      });

    it("lists a supplier's open purchases by its bill numbers, and a payment settles the oldest first", async () => {
      const s = await withSuppliers(env);
      const { first, second, cash } = await twoBills(s);

      const before = (await s.api.get(`/api/openbills?PLID=${s.cipla}`)).body.data;
      const paid = await pay(s, cash, 1500);
      const after = (await s.api.get(`/api/openbills?PLID=${s.cipla}`)).body.data;

      expect(
        before.map((b: Record<string, unknown>) => [b.BillID, b.InvoiceNo, b.Outstanding]),
      ).toEqual([
        [first, 'CD/1042', 1498],
        [second, 'CD/1100', 112],
      ]);
      expect(paid.status).toBe(201);
      expect(after).toEqual([
        expect.objectContaining({
          BillID: second,
          InvoiceNo: 'CD/1100',
          BillAmount: 112,
          Settled: 2,
          Outstanding: 110,
        }),
      ]);
      expect(await closingOf(s.api, s.cipla)).toEqual({ amount: 110, side: 'Cr' });
      const listed = (await s.api.get('/api/getpurchases')).body.data as Array<
        Record<string, unknown>
      >;
      expect(listed.map((r) => [r.PurchaseID, r.Outstanding])).toEqual([
        [second, 110],
        [first, 0],
      ]);
    });

    it('pays the bills a payment names, refuses more than a bill owes, and keeps a paid purchase from being cancelled', async () => {
      const s = await withSuppliers(env);
      const { first, second, cash } = await twoBills(s);

      const named = await pay(s, cash, 100, { Allocations: [{ BillID: second, Amount: 100 }] });
      const tooMuch = await pay(s, cash, 500, { Allocations: [{ BillID: second, Amount: 50 }] });
      const beyondPaid = await pay(s, cash, 10, { Allocations: [{ BillID: first, Amount: 20 }] });
      const cancel = await s.api
        .post('/api/cancelpurchase')
        .send({ PurchaseID: second, Reason: 'Wrong bill' });

      expect(named.status).toBe(201);
      expect(tooMuch.status).toBe(400);
      expect([beyondPaid.status, beyondPaid.body.errors]).toEqual([
        400,
        {
          'items[0].Allocations':
            'The amounts set against bills cannot add up to more than the amount paid.',
        },
      ]);
      expect([cancel.status, cancel.body.error]).toEqual([
        409,
        'Payments are set against this purchase. Remove them from those payments before cancelling it.',
      ]);
      expect(
        (await s.api.get(`/api/openbills?PLID=${s.cipla}`)).body.data.map(
          (b: Record<string, unknown>) => [b.BillID, b.Outstanding],
        ),
      ).toEqual([
        [first, 1498],
        [second, 12],
      ]);
    });

    it('keeps a paid purchase with its supplier: moving it to another supplier is refused and nothing changes', async () => {
      const s = await withSuppliers(env);
      const { first, cash } = await twoBills(s);
      await pay(s, cash, 500, { Allocations: [{ BillID: first, Amount: 500 }] });

      const moved = await s.api
        .post('/api/updatepurchase')
        .send({ PurchaseID: first, ...purchase(s, { SupplierID: s.mumbai }) });

      expect([moved.status, moved.body.errors]).toEqual([
        400,
        {
          SupplierID:
            'Payments are set against this purchase. Remove them from those payments before changing its supplier.',
        },
      ]);
      expect(
        (await s.api.get(`/api/openbills?PLID=${s.cipla}`)).body.data.map(
          (b: Record<string, unknown>) => [b.BillID, b.Settled, b.Outstanding],
        ),
      ).toEqual([
        [first, 500, 998],
        [expect.any(Number), 0, 112],
      ]);
      expect((await s.api.get(`/api/openbills?PLID=${s.mumbai}`)).body.data).toEqual([]);
      expect(await closingOf(s.api, s.mumbai)).toEqual({ amount: 0, side: expect.any(String) });
      expect(await closingOf(s.api, s.cipla)).toEqual({ amount: 1110, side: 'Cr' });
    });

    it("never sets a customer's receipt against purchases, nor a supplier's payment against sales invoices", async () => {
      const s = await withSuppliers(env);
      const { cash } = await twoBills(s);
      const sale = await s.api.post('/api/insertbilling').send({
        BillDate: '2026-06-15',
        InvType: 1,
        SID: s.b.seriesA,
        CustomerID: s.b.local,
        items: [{ ItemID: s.b.paracetamol, Quantity: 2, GrossAmount: 50 }],
      });

      await pay(s, cash, 1000);
      await s.api
        .post('/api/insertupdatereciept')
        .send({ RDate: '2026-06-25', AccGroupid: 6, PLID: cash, PartyID: s.b.local, Debit: 50 });

      const customerBills = (await s.api.get(`/api/openbills?PLID=${s.b.local}`)).body.data;
      expect(customerBills).toEqual([
        expect.objectContaining({ BillID: sale.body.BillID, Settled: 50, Outstanding: 62 }),
      ]);
      expect(
        (await s.api.get(`/api/openbills?PLID=${s.cipla}`)).body.data.map(
          (b: Record<string, unknown>) => b.Outstanding,
        ),
      ).toEqual([498, 112]);
    });
  });

  describe('GET /api/purchaseregister', () => {
    it('lists each purchase with its input GST, by the supplier bill and our number, and totals per day and for the period without the cancelled ones', async () => {
      const s = await withSuppliers(env);
      await s.api.post('/api/insertpurchase').send(purchase(s)); // 10 June, Cipla (Karnataka)
      const inter = await s.api
        .post('/api/insertpurchase')
        .send(purchase(s, { SupplierID: s.mumbai, SupplierBillNo: 'MP/77' })); // 10 June, Maharashtra
      const cancelled = await s.api
        .post('/api/insertpurchase')
        .send(purchase(s, { SupplierBillNo: 'CD/1050', PurchaseDate: '2026-06-12' }));
      await s.api
        .post('/api/cancelpurchase')
        .send({ PurchaseID: cancelled.body.PurchaseID, Reason: 'Keyed twice' });

      const res = await s.api.get('/api/purchaseregister?FromDate=2026-06-01&ToDate=2026-06-30');
      const { text: print } = await pdfText(
        (await getBytes(s.api, '/api/print/purchaseregister?FromDate=2026-06-01&ToDate=2026-06-30'))
          .body as Buffer,
      );

      expect(res.status).toBe(200);
      const { rows, days, totals } = res.body.data;
      expect(
        rows.map((r: Record<string, unknown>) => [
          r.InvoiceNo,
          r.PurchaseNo,
          r.BillDate,
          r.SupplierName,
          r.PlaceOfSupply,
          r.PlaceOfSupplyName,
          r.TaxableAmount,
          r.CGST,
          r.SGST,
          r.IGST,
          r.BillAmount,
          r.Status,
        ]),
      ).toEqual([
        [
          'CD/1042',
          1,
          '2026-06-10',
          'Cipla Distributors',
          '29',
          'Karnataka',
          1360,
          69,
          69,
          0,
          1498,
          'Active',
        ],
        [
          'MP/77',
          2,
          '2026-06-10',
          'Mumbai Pharma',
          '27',
          'Maharashtra',
          1360,
          0,
          0,
          138,
          1498,
          'Active',
        ],
        [
          'CD/1050',
          3,
          '2026-06-12',
          'Cipla Distributors',
          '29',
          'Karnataka',
          0,
          0,
          0,
          0,
          0,
          'Cancelled',
        ],
      ]);
      expect(inter.body.PurchaseID).toBe(rows[1].BillID);
      expect(days).toEqual([
        expect.objectContaining({ BillDate: '2026-06-10', Bills: 2, IGST: 138, BillAmount: 2996 }),
      ]);
      expect(totals).toMatchObject({
        Bills: 2,
        TaxableAmount: 2720,
        CGST: 69,
        SGST: 69,
        IGST: 138,
        BillAmount: 2996,
      });
      expect(print).toContain('Purchase Register');
      expect(print).toContain('Mumbai Pharma');
      expect(print).toContain('Supplier State');
      expect(print).toContain('2,996.00');
    });
  });

  describe('batches and the stock ledger', () => {
    it("makes the lines' batches and takes the quantities, free ones too, into the company's godown", async () => {
      const s = await withSuppliers(env);
      await s.api.post('/api/insertpurchase').send(purchase(s));

      const batches = (await s.api.get(`/api/getbatches?ItemId=${s.b.cough}`)).body.data;
      const stock = (await s.api.get('/api/stock?AsOn=2026-12-31')).body.data;

      expect(batches).toEqual([
        expect.objectContaining({
          BatchNo: 'CS9',
          ExpiryDate: '2027-01-31',
          MRP: 60,
          PurchaseRate: 40,
          Available: 12,
          Expired: false,
        }),
      ]);
      expect(stock).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            ItemName: 'Paracetamol 500',
            BatchNo: null,
            GodownName: 'Main',
            Quantity: 100,
          }), // the item's opening stock
          expect.objectContaining({
            ItemName: 'Paracetamol 500',
            BatchNo: 'PX1',
            GodownName: 'Main',
            Quantity: 100,
            Value: 1000,
          }),
          expect.objectContaining({
            ItemName: 'Cough Syrup',
            BatchNo: 'CS9',
            GodownName: 'Main',
            Quantity: 12,
            Value: 360, // its cost: 10 at 40.00 less 10%, over 12 units with the 2 free
          }),
        ]),
      );
    });

    it('values each batch at its cost: net of discount, spread over free units, without the GST in an inclusive rate, rounded once', async () => {
      const s = await withSuppliers(env);
      const line = (BatchNo: string, ItemID: number, more: Record<string, unknown>) => ({
        ItemID,
        BatchNo,
        ExpiryDate: '2028-05-31',
        ...more,
      });
      const bought = await s.api.post('/api/insertpurchase').send(
        purchase(s, {
          items: [
            line('AM1', s.b.paracetamol, { Quantity: 143, GrossAmount: 62, DiscountPer: 5 }),
            line('RND', s.b.paracetamol, {
              Quantity: 7,
              FreeQty: 2,
              GrossAmount: 10,
              ExpiryDate: '2026-12-31',
            }),
            line('PC1', s.b.cough, { Quantity: 200, FreeQty: 20, GrossAmount: 11 }),
          ],
        }),
      );
      const inclusive = await s.api.post('/api/insertpurchase').send(
        purchase(s, {
          SupplierBillNo: 'CD/1100',
          GSTIncluding: 1,
          items: [line('OR1', s.b.cough, { Quantity: 200, GrossAmount: 13.65 })],
        }),
      );
      const sale = await s.api.post('/api/insertbilling').send({
        BillDate: '2026-06-15',
        InvType: 1,
        SID: s.b.seriesA,
        CustomerID: s.b.local,
        items: [{ ItemID: s.b.paracetamol, BatchId: 'RND', Quantity: 4, GrossAmount: 12.5 }],
      });

      const stock = (await s.api.get('/api/stock?AsOn=2026-12-31')).body.data as Array<
        Record<string, unknown>
      >;
      const near = (await s.api.get('/api/nearexpiry?Days=30&AsOn=2026-12-01')).body.data;

      expect([bought.status, inclusive.status, sale.status]).toEqual([201, 201, 201]);
      expect(
        stock.filter((r) => r.BatchNo !== null).map((r) => [r.BatchNo, r.Quantity, r.Value]),
      ).toEqual(
        expect.arrayContaining([
          ['AM1', 143, 8422.7], // 143 x 58.90 (62.00 less 5%), not 143 x 62.00
          ['PC1', 220, 2200], // 2,200.00 for 220 units with the 20 free
          ['OR1', 200, 2600], // 13.65 holds 5% GST: 13.00 a unit
          ['RND', 5, 38.89], // 5 x 70.00 / 9 rounded once, not 5 x 7.78
        ]),
      );
      expect(near).toEqual([
        expect.objectContaining({ BatchNo: 'RND', Quantity: 5, Value: 38.89 }),
      ]);
    });

    it('values an item kept without batches at the average cost of its purchases, its opening stock with them, and an item never bought at none', async () => {
      const s = await withSuppliers(env);
      const { bought, unbatched } = await coughBoughtAndStock(s);

      expect(bought.status).toBe(201);
      // 20 at 8.00 less 10% is 144.00 for 25 units; the 100 opening ones with them: 125 x 5.76.
      expect(unbatched(s.b.cough)).toEqual([[125, 720]]);
      expect(unbatched(s.b.paracetamol)).toEqual([[100, null]]);
    });

    it('values opening stock at the opening rate typed on its item, averaged with the purchases that follow', async () => {
      const s = await withSuppliers(env);
      const rated = await Promise.all([
        s.api.put(`/api/rest/item/${s.b.paracetamol}`).send({ OpeningRate: 4.5 }),
        s.api.put(`/api/rest/item/${s.b.cough}`).send({ OpeningRate: 5 }),
      ]);
      const { unbatched } = await coughBoughtAndStock(s);

      expect(rated.map((r) => r.status)).toEqual([200, 200]);
      // 100 opening at 4.50.
      expect(unbatched(s.b.paracetamol)).toEqual([[100, 450]]);
      // 100 opening at 5.00 (500.00) and 25 bought for 144.00: 125 units for 644.00.
      expect(unbatched(s.b.cough)).toEqual([[125, 644]]);
    });

    it("lists an item's batches nearest expiry first, and finds a batch again whatever its case", async () => {
      const s = await withSuppliers(env);
      await s.api.post('/api/insertpurchase').send(purchase(s));
      await s.api.post('/api/insertpurchase').send(
        purchase(s, {
          SupplierBillNo: 'CD/1100',
          items: [
            { ItemID: s.b.paracetamol, BatchNo: 'px1', Quantity: 20, GrossAmount: 10 },
            {
              ItemID: s.b.paracetamol,
              BatchNo: 'PX0',
              ExpiryDate: '2027-03-31',
              Quantity: 5,
              GrossAmount: 10,
            },
          ],
        }),
      );

      const batches = (await s.api.get(`/api/getbatches?ItemId=${s.b.paracetamol}`)).body.data;

      expect(
        batches.map((b: { BatchNo: string; Available: number }) => [b.BatchNo, b.Available]),
      ).toEqual([
        ['PX0', 5],
        ['PX1', 120],
      ]);
    });

    it('keeps the expiry and MRP of a batch in stock: another purchase giving others is refused, an edit of its own purchase corrects them', async () => {
      const s = await withSuppliers(env);
      const first = await s.api.post('/api/insertpurchase').send(purchase(s));
      const line = { ItemID: s.b.paracetamol, BatchNo: 'px1', Quantity: 1, GrossAmount: 10 };
      const another = (extra: Record<string, unknown>, SupplierBillNo: string) =>
        s.api
          .post('/api/insertpurchase')
          .send(purchase(s, { SupplierBillNo, items: [{ ...line, ...extra }] }));

      const typo = await another({ ExpiryDate: '2026-12-01', MRP: 1 }, 'CD/1101');
      const same = await another({ ExpiryDate: '2028-05-31', MRP: 15 }, 'CD/1102');
      const batchAfterOthers = (await s.api.get(`/api/getbatches?ItemId=${s.b.paracetamol}`)).body
        .data[0];
      // Its own purchase alone moves the cough syrup batch CS9: an edit may correct its expiry.
      const fixed = await s.api.post('/api/updatepurchase').send({
        PurchaseID: first.body.PurchaseID,
        ...purchase(s),
        items: [purchase(s).items[1]].map((l) => ({ ...l, ExpiryDate: '2027-02-28' })),
      });
      const cough = (await s.api.get(`/api/getbatches?ItemId=${s.b.cough}`)).body.data[0];

      expect([typo.status, typo.body.errors]).toEqual([
        400,
        {
          'items[0].ExpiryDate':
            'Batch PX1 of Paracetamol 500 is in stock with expiry 31-05-2028: give the same, or another batch number.',
          'items[0].MRP':
            'Batch PX1 of Paracetamol 500 is in stock with MRP 15.00: give the same, or another batch number.',
        },
      ]);
      expect(same.status).toBe(201);
      expect(batchAfterOthers).toMatchObject({ BatchNo: 'PX1', ExpiryDate: '2028-05-31', MRP: 15 });
      expect(fixed.status).toBe(200);
      expect(cough).toMatchObject({ BatchNo: 'CS9', ExpiryDate: '2027-02-28' });
    });

    it('follows an edit and a cancel: the balance is always the sum of the live movements', async () => {
      const s = await withSuppliers(env);
      const saved = await s.api.post('/api/insertpurchase').send(purchase(s));

      const edited = await s.api.post('/api/updatepurchase').send({
        PurchaseID: saved.body.PurchaseID,
        ...purchase(s),
        items: [{ ItemID: s.b.paracetamol, BatchNo: 'PX1', Quantity: 80, GrossAmount: 10 }],
      });
      const afterEdit = [await stockOf(s.api, s.b.paracetamol), await stockOf(s.api, s.b.cough)];
      await s.api
        .post('/api/cancelpurchase')
        .send({ PurchaseID: saved.body.PurchaseID, Reason: 'Returned' });
      const afterCancel = [await stockOf(s.api, s.b.paracetamol), await stockOf(s.api, s.b.cough)];
      const [sums] = (
        await env.db.sequelize.query(
          'SELECT SUM("QtyMilli") AS live FROM "stockMove" WHERE "IsDeleted" = :no',
          { replacements: { no: false } },
        )
      )[0] as Array<{ live: number | null }>;

      // Each item opened the year with 100 (its Quantity).
      expect(edited.status).toBe(200);
      expect(afterEdit).toEqual([180, 100]);
      expect(afterCancel).toEqual([100, 100]);
      expect(Number(sums.live ?? 0)).toBe(200_000);
      expect(await closingOf(s.api, s.cipla)).toEqual({ amount: 0, side: expect.any(String) });
    });

    it('refuses to edit or cancel a purchase whose stock is sold below what the change takes back, naming the batch and what is left', async () => {
      const s = await withSuppliers(env);
      const { PurchaseID, sale } = await boughtAndSold(s);
      const withPx1 = (Quantity: number) => {
        const p = purchase(s);
        return { PurchaseID, ...p, items: [{ ...p.items[0], Quantity }, p.items[1]] };
      };
      const px1 = async () =>
        (await s.api.get(`/api/getbatches?ItemId=${s.b.paracetamol}`)).body.data[0].Available;

      const edited = await s.api.post('/api/updatepurchase').send(withPx1(50));
      const cancelled = await s.api
        .post('/api/cancelpurchase')
        .send({ PurchaseID, Reason: 'Returned' });
      const stockAfterRefusals = await px1();
      const unsoldTakenBack = await s.api.post('/api/updatepurchase').send(withPx1(70));

      expect(sale.status).toBe(201);
      expect([edited.status, edited.body.errors]).toEqual([
        400,
        {
          'items[0].Quantity':
            'Only 40 of Paracetamol 500 batch PX1 is in stock, so this purchase cannot take back 50 of it.',
        },
      ]);
      expect([cancelled.status, cancelled.body.error]).toEqual([
        400,
        'Only 40 of Paracetamol 500 batch PX1 is in stock, so this purchase cannot take back 100 of it.',
      ]);
      expect(stockAfterRefusals).toBe(40);
      expect(unsoldTakenBack.status).toBe(200);
      expect(await px1()).toBe(10);
      const stored = (await s.api.get(`/api/GetPurchase?PurchaseID=${PurchaseID}`)).body.data;
      expect([stored.DocStatus, stored.Version, stored.items[0].Quantity]).toEqual([1, 2, 70]);
      expect(await closingOf(s.api, s.cipla)).toEqual({ amount: 1162, side: 'Cr' });
      for (const t of await totalsByCompany(env)) expect(t.debit).toBe(t.credit);
    });

    it('refuses moving a purchase to a date after the sales its stock made, and takes an earlier one', async () => {
      const s = await withSuppliers(env);
      const { PurchaseID, sale } = await boughtAndSold(s);

      const later = await s.api.post('/api/updatepurchase').send({
        PurchaseID,
        ...purchase(s, { PurchaseDate: '2026-06-20', SupplierBillDate: '2026-06-20' }),
      });
      const dateOf = async () =>
        String(
          (await s.api.get(`/api/GetPurchase?PurchaseID=${PurchaseID}`)).body.data.PurchaseDate,
        ).slice(0, 10);
      const afterRefusal = await dateOf();
      const earlier = await s.api.post('/api/updatepurchase').send({
        PurchaseID,
        ...purchase(s, { PurchaseDate: '2026-06-05', SupplierBillDate: '2026-06-05' }),
      });
      const onTheDay = await s.api.post('/api/updatepurchase').send({
        PurchaseID,
        ...purchase(s, { PurchaseDate: '2026-06-15', SupplierBillDate: '2026-06-15' }),
      });

      expect(sale.status).toBe(201);
      expect([later.status, later.body.errors]).toEqual([
        400,
        {
          PurchaseDate:
            'Paracetamol 500 batch PX1 that left on 15-06-2026 came from this purchase: it cannot be dated after 15-06-2026.',
        },
      ]);
      expect(afterRefusal).toBe('2026-06-10');
      expect([earlier.status, onTheDay.status]).toEqual([200, 200]);
      expect(await dateOf()).toBe('2026-06-15');
    });

    it('refuses cancelling, or cutting below what had left, a purchase whose stock a sale took before a later purchase came in', async () => {
      const s = await withSuppliers(env);
      // 100 of PX1 on 10 June, 60 sold on 15 June, 100 more bought on 20 June: 140 held today.
      const { PurchaseID, sale } = await boughtAndSold(s);
      const restock = await s.api.post('/api/insertpurchase').send(
        purchase(s, {
          PurchaseDate: '2026-06-20',
          SupplierBillNo: 'CD/2000',
          SupplierBillDate: '2026-06-20',
        }),
      );
      const p = purchase(s);

      const cancelled = await s.api
        .post('/api/cancelpurchase')
        .send({ PurchaseID, Reason: 'Returned' });
      const cut = await s.api.post('/api/updatepurchase').send({
        PurchaseID,
        ...p,
        items: [{ ...p.items[0], Quantity: 50 }, p.items[1]],
      });
      const toSixty = await s.api.post('/api/updatepurchase').send({
        PurchaseID,
        ...p,
        items: [{ ...p.items[0], Quantity: 60 }, p.items[1]],
      });

      expect([sale.status, restock.status]).toEqual([201, 201]);
      expect([cancelled.status, cancelled.body.errors]).toEqual([
        400,
        {
          items:
            'Paracetamol 500 batch PX1 that left on 15-06-2026 came from this purchase: it cannot be cancelled.',
        },
      ]);
      expect([cut.status, cut.body.errors]).toEqual([
        400,
        {
          items:
            'Paracetamol 500 batch PX1 that left on 15-06-2026 came from this purchase: it cannot bring in less than had left by then.',
        },
      ]);
      expect(toSixty.status).toBe(200);
    });

    it('lets an edit take back sold stock once the company allows negative stock, as a sale may', async () => {
      const s = await withSuppliers(env);
      const { saved } = await boughtAndSold(s);
      const company = (await s.api.get('/api/getcompany')).body.data[0];
      await s.api.post('/api/updatecompany').send({ ...company, AllowNegativeStock: 1 });
      const p = purchase(s);

      const edited = await s.api.post('/api/updatepurchase').send({
        PurchaseID: saved.body.PurchaseID,
        ...p,
        items: [{ ...p.items[0], Quantity: 50 }, p.items[1]],
      });

      expect(edited.status).toBe(200);
      expect(
        (await s.api.get(`/api/getbatches?ItemId=${s.b.paracetamol}`)).body.data[0].Available,
      ).toBe(-10);
    });

    it("keeps a company's stock and batches to itself", async () => {
      const s = await withSuppliers(env);
      const other = await withSuppliers(env);
      await other.api.post('/api/insertpurchase').send(purchase(other));

      const mine = (await s.api.get('/api/stock')).body.data as Array<{
        ItemId: number;
        BatchNo: string | null;
      }>;
      expect(mine.map((r) => r.ItemId).sort()).toEqual([s.b.paracetamol, s.b.cough].sort());
      expect(mine.every((r) => r.BatchNo === null)).toBe(true);
      expect((await s.api.get(`/api/getbatches?ItemId=${other.b.paracetamol}`)).body.data).toEqual(
        [],
      );
      expect((await s.api.get('/api/getpurchases')).body.data).toEqual([]);
    });

    it("opens the year with each item's Quantity, rewritten when the item changes", async () => {
      const s = await withSuppliers(env);
      const opening = (await s.api.get(`/api/stock?ItemId=${s.b.paracetamol}`)).body.data;

      const changed = await s.api
        .post('/api/updateitemdetails')
        .send({ ItemId: s.b.paracetamol, Quantity: 150.5 });

      expect(opening).toEqual([
        expect.objectContaining({ GodownName: 'Main', BatchNo: null, Quantity: 100 }),
      ]);
      expect(changed.status).toBe(200);
      expect(await stockOf(s.api, s.b.paracetamol)).toBe(150.5);
      expect(
        (await s.api.get(`/api/stock?ItemId=${s.b.paracetamol}&AsOn=2026-03-31`)).body.data,
      ).toEqual([]);
    });

    it('takes a sale out of the batch it names, and gives it back when the bill is cancelled', async () => {
      const s = await withSuppliers(env);
      await s.api.post('/api/insertpurchase').send(purchase(s));
      const sale = await s.api.post('/api/insertbilling').send({
        BillDate: '2026-06-15',
        InvType: 1,
        SID: s.b.seriesA,
        CustomerID: s.b.local,
        items: [
          { ItemID: s.b.paracetamol, BatchId: 'px1', Quantity: 10, FreeQty: 1, GrossAmount: 12.5 },
          { ItemID: s.b.cough, Quantity: 3, GrossAmount: 50 },
        ],
      });
      const batchAfterSale = (await s.api.get(`/api/getbatches?ItemId=${s.b.paracetamol}`)).body
        .data[0].Available;
      const coughAfterSale = await stockOf(s.api, s.b.cough);
      await s.api
        .post('/api/cancelbilling')
        .send({ BillID: sale.body.BillID, Reason: 'Returned unopened' });

      expect(sale.status).toBe(201);
      expect(batchAfterSale).toBe(89);
      expect(coughAfterSale).toBe(100 + 12 - 3);
      expect(
        (await s.api.get(`/api/getbatches?ItemId=${s.b.paracetamol}`)).body.data[0].Available,
      ).toBe(100);
      expect(await stockOf(s.api, s.b.cough)).toBe(112);
    });

    it('refuses to sell an expired batch, or more of a batch than the godown holds, naming both', async () => {
      const s = await withSuppliers(env);
      await s.api.post('/api/insertpurchase').send(purchase(s));
      const sell = (items: unknown[], BillDate = '2026-06-15') =>
        s.api
          .post('/api/insertbilling')
          .send({ BillDate, InvType: 1, SID: s.b.seriesA, CustomerID: s.b.local, items });

      const tooMany = await sell([
        { ItemID: s.b.paracetamol, BatchId: 'PX1', Quantity: 95, FreeQty: 6, GrossAmount: 12.5 },
      ]);
      const expired = await sell(
        [{ ItemID: s.b.cough, BatchId: 'CS9', Quantity: 1, GrossAmount: 50 }],
        '2027-02-01',
      );
      const allOfIt = await sell([
        { ItemID: s.b.paracetamol, BatchId: 'PX1', Quantity: 100, GrossAmount: 12.5 },
      ]);

      expect([tooMany.status, tooMany.body.errors]).toEqual([
        400,
        { 'items[0].Quantity': 'Only 100 of Paracetamol 500 batch PX1 is in stock.' },
      ]);
      expect([expired.status, expired.body.errors]).toEqual([
        400,
        { 'items[0].BatchId': 'Batch CS9 of Cough Syrup expired on 31-01-2027.' },
      ]);
      expect(allOfIt.status).toBe(201);
      expect(
        (await s.api.get(`/api/getbatches?ItemId=${s.b.paracetamol}`)).body.data[0].Available,
      ).toBe(0);
      expect((await s.api.get('/api/getsaleinvoices')).body.data).toHaveLength(1);
    });

    it('sells the last 10 units of a batch to exactly 10 of 20 bills made at once', async () => {
      const s = await withSuppliers(env);
      await s.api.post('/api/insertpurchase').send(
        purchase(s, {
          items: [{ ItemID: s.b.paracetamol, BatchNo: 'LAST', Quantity: 10, GrossAmount: 10 }],
        }),
      );

      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          s.api.post('/api/insertbilling').send({
            BillDate: '2026-06-15',
            InvType: 1,
            SID: s.b.seriesA,
            CustomerID: s.b.local,
            items: [{ ItemID: s.b.paracetamol, BatchId: 'LAST', Quantity: 1, GrossAmount: 12.5 }],
          }),
        ),
      );

      expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
      expect(
        answers.filter((a) => a.status === 400).map((a) => a.body.errors['items[0].Quantity']),
      ).toEqual(Array(10).fill('Only 0 of Paracetamol 500 batch LAST is in stock.'));
      expect(
        (await s.api.get(`/api/getbatches?ItemId=${s.b.paracetamol}`)).body.data.find(
          (b: { BatchNo: string }) => b.BatchNo === 'LAST',
        ).Available,
      ).toBe(0);
    });

    it('lists batches near expiry with their quantity and value, and the expired ones first', async () => {
      const s = await withSuppliers(env);
      await s.api.post('/api/insertpurchase').send(
        purchase(s, {
          items: [
            {
              ItemID: s.b.paracetamol,
              BatchNo: 'OLD',
              ExpiryDate: '2026-06-30',
              Quantity: 5,
              GrossAmount: 10,
            },
            {
              ItemID: s.b.paracetamol,
              BatchNo: 'SOON',
              ExpiryDate: '2026-08-15',
              Quantity: 8,
              GrossAmount: 10,
            },
            {
              ItemID: s.b.cough,
              BatchNo: 'LATER',
              ExpiryDate: '2027-06-30',
              Quantity: 4,
              GrossAmount: 40,
            },
          ],
        }),
      );

      const res = await s.api.get('/api/nearexpiry?Days=60&AsOn=2026-07-01');

      expect(
        res.body.data.map((r: Record<string, unknown>) => [
          r.BatchNo,
          r.Expired,
          r.DaysLeft,
          r.Quantity,
          r.Value,
        ]),
      ).toEqual([
        ['OLD', true, -1, 5, 50],
        ['SOON', false, 45, 8, 80],
      ]);
    });

    it("shows an item's movements with a running balance after its opening", async () => {
      const s = await withSuppliers(env);
      await s.api.post('/api/insertpurchase').send(purchase(s));
      await s.api.post('/api/insertbilling').send({
        BillDate: '2026-06-15',
        InvType: 1,
        SID: s.b.seriesA,
        CustomerID: s.b.local,
        items: [
          {
            ItemID: s.b.paracetamol,
            BatchId: 'PX1',
            Quantity: 10,
            FreeQty: 1,
            GrossAmount: 12.5,
          },
        ],
      });

      const res = await s.api.get(
        `/api/stockledger?ItemId=${s.b.paracetamol}&FromDate=2026-06-01&ToDate=2026-06-30`,
      );

      expect(res.body.data).toMatchObject({ Opening: 100, Closing: 189 });
      expect(
        res.body.data.Moves.map((m: Record<string, unknown>) => [
          m.MoveDate,
          m.DocType,
          m.BatchNo,
          m.In,
          m.Out,
          m.Balance,
        ]),
      ).toEqual([
        ['2026-06-10', 'purchaseInvoice', 'PX1', 100, 0, 200],
        ['2026-06-15', 'salesInvoice', 'PX1', 0, 11, 189],
      ]);
    });

    it('answers 400, not 500, to bad stock parameters', async () => {
      const s = await withSuppliers(env);

      for (const url of [
        '/api/stock?ItemId=abc',
        '/api/stock?AsOn=2026-02-30',
        '/api/getbatches',
        '/api/GetPurchase?PurchaseID=x',
        '/api/nearexpiry?Days=-1',
        '/api/stockledger?ItemId=1&FromDate=2026-07-01&ToDate=2026-06-01',
      ]) {
        expect((await s.api.get(url)).status, url).toBe(400);
      }
    });
  });
});
