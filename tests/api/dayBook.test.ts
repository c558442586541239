import { describe, expect, it } from 'vitest';
import { describeApi } from '../support/api';
import { bill, billingSetup, KA_SUPPLIER_GSTIN, supplierOf } from '../support/billing';
import { bankLedger, systemLedger } from '../support/ledger';

/** The day book's rows as a clerk reads them: date, type, number, amount, status. */
const linesOf = (res: { body: { data: { rows: Array<Record<string, unknown>> } } }) =>
  res.body.data.rows.map((r) => [r.Date, r.TypeName, r.DocNo, r.Amount, r.Status]);

describeApi('Day book', (env) => {
  it("lists the period's documents in date and number order, with their ledgers, amounts, links and the cancelled ones", async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const cash = await systemLedger(api, 'Cash');
    const cipla = (
      await api.post('/api/insertsupplier').send({
        LegalName: 'Cipla',
        LedgerName: 'Cipla',
        GSTIN: KA_SUPPLIER_GSTIN,
        Openingbalance: 0,
        balanceType: 'Credit',
      })
    ).body.PLID;
    const sale = await api.post('/api/insertbilling').send(bill(b)); // 15 June, 294.00
    await api
      .post('/api/insertupdatereciept')
      .send({ RDate: '2026-06-16', AccGroupid: 6, PLID: cash, PartyID: b.local, Debit: 94 });
    const purchase = await api.post('/api/insertpurchase').send({
      PurchaseDate: '2026-06-14',
      SupplierID: cipla,
      SupplierBillNo: 'C-1',
      SupplierBillDate: '2026-06-14',
      items: [{ ItemID: b.paracetamol, Quantity: 10, GrossAmount: 10 }],
    });
    const wrong = await api
      .post('/api/insertbilling')
      .send(bill(b, { BillDate: '2026-06-16', CustomerID: b.outside }));
    await api
      .post('/api/cancelbilling')
      .send({ BillID: wrong.body.BillID, Reason: 'Wrong customer' });
    await api.post('/api/insertbilling').send(bill(b, { BillDate: '2026-07-01' })); // outside the period

    const res = await api.get('/api/daybook?FromDate=2026-06-01&ToDate=2026-06-30');

    expect(res.status).toBe(200);
    expect(linesOf(res)).toEqual([
      ['2026-06-14', 'Purchase Invoice', '1', 112, 'Active'],
      ['2026-06-15', 'Sales Invoice', 'A/1', 294, 'Active'],
      ['2026-06-16', 'Receipt', '1', 94, 'Active'],
      ['2026-06-16', 'Sales Invoice', 'A/2', 0, 'Cancelled'],
    ]);
    const [first, second, third] = res.body.data.rows;
    expect(first).toMatchObject({
      DocId: purchase.body.PurchaseID,
      Debit: expect.stringContaining('Purchase'),
      Credit: 'Cipla',
    });
    expect(second).toMatchObject({
      Debit: 'Asha Stores',
      Link: `/SalesInvoice/${sale.body.BillID}`,
    });
    expect(third).toMatchObject({ Debit: 'Cash', Credit: 'Asha Stores', Link: '/Reciept?ReNo=1' });
    expect(res.body.data.Total).toBe(500);
  });

  it("shows a bill rounded down at its total, not with the Round Off's debit added", async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const sale = await api.post('/api/insertbilling').send(
      bill(b, { items: [{ ItemID: b.paracetamol, Quantity: 1, GrossAmount: 12 }] }), // 13.44 rounded to 13
    );

    const res = await api.get('/api/daybook?FromDate=2026-06-15');

    expect(sale.body.data).toMatchObject({ BillAmount: 13, RoundOff: -0.44 });
    expect(res.body.data.rows).toMatchObject([
      { DocNo: 'A/1', Debit: expect.stringContaining('Asha Stores'), Amount: 13 },
    ]);
    expect(res.body.data.Total).toBe(13);
  });

  it('lists cancelled receipts, payments, journals and contras by their number, marked Cancelled with 0', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const cash = await systemLedger(api, 'Cash');
    const bank = await bankLedger(api);
    const supplier = await supplierOf(api);
    const receipt = { RDate: '2026-06-16', AccGroupid: 6, PLID: cash, PartyID: b.local };
    await api.post('/api/insertupdatereciept').send({ ...receipt, Debit: 94 });
    await api.post('/api/insertupdatereciept').send({ ...receipt, Debit: 100000 });
    await api
      .post('/api/insertupdatePayment')
      .send({ RDate: '2026-06-17', AccGroupid: 6, PLID: cash, PartyID: supplier, Debit: 50 });
    await api.post('/api/insertupdatejournal').send({
      Jdate: '2026-06-18',
      journalEntries: [
        { PLID: b.outside, Debit: 25 },
        { PLID: b.local, Credit: 25 },
      ],
    });
    await api
      .post('/api/insertupdateContraEntry')
      .send({ Cdate: '2026-06-19', AccGroupid: 5, PLID: bank, PartyID: cash, Debit: 40 });
    for (const [url, key] of [
      ['/api/cancelreceipt', { ReNo: 2 }],
      ['/api/cancelpayment', { PUNo: 1 }],
      ['/api/canceljournal', { JoNo: 1 }],
      ['/api/cancelcontra', { CeNo: 1 }],
    ] as const)
      expect((await api.post(url).send({ ...key, Reason: 'Keyed in error' })).status).toBe(200);

    const res = await api.get('/api/daybook?FromDate=2026-06-16&ToDate=2026-06-19');

    expect(linesOf(res)).toEqual([
      ['2026-06-16', 'Receipt', '1', 94, 'Active'],
      ['2026-06-16', 'Receipt', '2', 0, 'Cancelled'],
      ['2026-06-17', 'Payment', '1', 0, 'Cancelled'],
      ['2026-06-18', 'Journal', '1', 0, 'Cancelled'],
      ['2026-06-19', 'Contra Entry', '1', 0, 'Cancelled'],
    ]);
    expect(res.body.data.Total).toBe(94);
  });

  it('keeps a deleted receipt by its number, marked Deleted with 0 and no link, so its number leaves no unexplained gap', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const cash = await systemLedger(api, 'Cash');
    const receipt = { RDate: '2026-06-16', AccGroupid: 6, PLID: cash, PartyID: b.local };
    for (const Debit of [10, 20, 30])
      expect((await api.post('/api/insertupdatereciept').send({ ...receipt, Debit })).status).toBe(
        201,
      );
    expect((await api.delete('/api/deleteReciept').send({ ReNo: 2 })).status).toBe(200);

    const res = await api.get('/api/daybook?FromDate=2026-06-16&ToDate=2026-06-16');

    expect(linesOf(res)).toEqual([
      ['2026-06-16', 'Receipt', '1', 10, 'Active'],
      ['2026-06-16', 'Receipt', '3', 30, 'Active'],
      ['2026-06-16', 'Receipt', '2', 0, 'Deleted'],
    ]);
    const deleted = res.body.data.rows.find((r: { Status: string }) => r.Status === 'Deleted');
    expect(deleted.Link).toBeNull();
    expect(res.body.data.Total).toBe(40);
  });

  it("keeps other companies' documents out, and refuses dates that are not", async () => {
    const mine = await env.company();
    const theirs = await env.company();
    const b = await billingSetup(theirs.api);
    await theirs.api.post('/api/insertbilling').send(bill(b));

    expect((await mine.api.get('/api/daybook?FromDate=2026-06-15')).body.data.rows).toEqual([]);
    expect((await mine.api.get('/api/daybook?FromDate=2026-06-31')).status).toBe(400);
    expect((await mine.api.get('/api/daybook')).status).toBe(400);
  });
});
