import { expect, it } from 'vitest';
import { describeApi, type Agent } from '../support/api';
import { bill, billingSetup, KA_SUPPLIER_GSTIN, MH_SUPPLIER_GSTIN } from '../support/billing';
import { closingOf, systemLedger } from '../support/ledger';
import { getBytes, lineOf, pdfText } from '../support/pdf';

async function supplier(api: Agent, LedgerName: string, GSTIN: string) {
  const res = await api.post('/api/insertsupplier').send({
    LegalName: LedgerName,
    LedgerName,
    GSTIN,
    Openingbalance: 0,
    balanceType: 'Credit',
  });
  if (res.status !== 201) throw new Error(`supplier failed: ${JSON.stringify(res.body)}`);
  return res.body.PLID as number;
}

/** A purchase of `qty` paracetamol (12%) at 10.00: 100 make 1,000.00 + 120.00 = 1,120.00. */
async function purchase(
  api: Agent,
  item: number,
  SupplierID: number,
  PurchaseDate: string,
  SupplierBillNo: string,
  qty: number,
  SupplierBillDate = PurchaseDate,
) {
  const res = await api.post('/api/insertpurchase').send({
    PurchaseDate,
    SupplierID,
    SupplierBillNo,
    SupplierBillDate,
    items: [
      {
        ItemID: item,
        BatchNo: 'PX1',
        ExpiryDate: '2028-05-31',
        MRP: 15,
        Quantity: qty,
        GrossAmount: 10,
      },
    ],
  });
  if (res.status !== 201) throw new Error(`purchase failed: ${JSON.stringify(res.body)}`);
  return res.body.PurchaseID as number;
}

const names = (data: { customers: Array<{ LedgerName: string }> }) =>
  data.customers.map((c) => c.LedgerName);

describeApi('Outstanding payables', (env) => {
  it("adds a supplier's opening balance on account, so that what is owed to it is its ledger balance", async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const cipla = await supplier(api, 'Cipla Distributors', KA_SUPPLIER_GSTIN);
    await api.post('/api/updatesupplier').send({ PLID: cipla, Openingbalance: 5000 });
    await purchase(api, b.paracetamol, cipla, '2026-06-20', 'CD/2', 10); // 112.00

    const res = await api.get('/api/outstanding?Side=payable&AsOn=2026-07-15');

    expect(res.body.data.customers).toEqual([
      expect.objectContaining({
        LedgerName: 'Cipla Distributors',
        OnAccount: 5000,
        Outstanding: 5112,
      }),
    ]);
    expect(await closingOf(api, cipla)).toEqual({ amount: 5112, side: 'Cr' });
    // No credit days: the bill is overdue; what is on account has no date to be overdue from.
    expect(res.body.data).toMatchObject({ OnAccount: 5000, Total: 5112, Overdue: 112 });
  });

  it('puts what is owed to suppliers, and what of it is overdue, on the dashboard', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const cipla = await supplier(api, 'Cipla Distributors', KA_SUPPLIER_GSTIN);
    const mumbai = await supplier(api, 'Mumbai Pharma', MH_SUPPLIER_GSTIN);
    await api.post('/api/updatesupplier').send({ PLID: cipla, Openingbalance: 5000 });
    const terms = await api
      .post('/api/insertstatutorysupplier')
      .send({ PLID: mumbai, CreditDays: 30, Status: 1 });
    expect(terms.status).toBe(201);
    await purchase(api, b.paracetamol, cipla, '2026-06-20', 'CD/2', 10); // 112.00, overdue
    await purchase(api, b.paracetamol, mumbai, '2026-07-01', 'MP/7', 100); // IGST: 1,120.00, not yet due
    // A bill of a customer is not the company's debt.
    await api.post('/api/insertbilling').send(bill(b, { BillDate: '2026-07-01' }));

    const res = await api.get('/api/dashboard?AsOn=2026-07-15');

    expect(res.body.data.payables).toEqual({ total: 6232, overdue: 112 });
    expect(res.body.data.receivables).toEqual({ total: 294, overdue: 294 });
  });

  it("nets a payment made on account against the supplier's overdue bills: overdue is never above what is owed", async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const cash = await systemLedger(api, 'Cash');
    const cipla = await supplier(api, 'Cipla Distributors', KA_SUPPLIER_GSTIN);
    await purchase(api, b.paracetamol, cipla, '2026-06-20', 'CD/2', 100); // 1,120.00, overdue
    await purchase(api, b.paracetamol, cipla, '2026-07-15', 'CD/3', 10); // 112.00, due today
    await api.post('/api/insertupdatePayment').send({
      RDate: '2026-07-01',
      AccGroupid: 6,
      PLID: cash,
      PartyID: cipla,
      Debit: 1200,
      Allocations: [],
    });

    const res = await api.get('/api/outstanding?Side=payable&AsOn=2026-07-15');

    expect(res.body.data).toMatchObject({ OnAccount: -1200, Total: 32, Overdue: 0 });
    expect(res.body.data.customers[0]).toMatchObject({ Outstanding: 32, Overdue: 0 });
  });

  it("ages each supplier's unpaid purchase bills past its credit days, counting only payments made by the date", async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const cipla = await supplier(api, 'Cipla Distributors', KA_SUPPLIER_GSTIN);
    const mumbai = await supplier(api, 'Mumbai Pharma', MH_SUPPLIER_GSTIN);
    const cash = await systemLedger(api, 'Cash');
    await api.post('/api/insertstatutorysupplier').send({
      PLID: cipla,
      PanNo: 'ABCDE1234F',
      FssaiNo: '10020042005678',
      DrugLicenseNo: 'KA-BLR-20B-1234',
      CreditDays: 30,
      Status: 1,
    });
    const april = await purchase(api, b.paracetamol, cipla, '2026-04-10', 'CD/1', 100); // 1,120.00, 96 days old on 15 July
    // 112.00, billed by the supplier on 18 June, taken in on the 20th: 27 days from its bill
    const june = await purchase(api, b.paracetamol, cipla, '2026-06-20', 'CD/2', 10, '2026-06-18');
    const may = await purchase(api, b.paracetamol, mumbai, '2026-05-31', 'MP/7', 50); // 500.00 + IGST 60.00, 45 days, no credit days
    const cancelled = await purchase(api, b.paracetamol, cipla, '2026-07-01', 'CD/3', 10);
    await api.post('/api/cancelpurchase').send({ PurchaseID: cancelled, Reason: 'Duplicate' });
    await purchase(api, b.paracetamol, cipla, '2026-07-20', 'CD/4', 10); // after the date
    const pay = (RDate: string, Debit: number) =>
      api
        .post('/api/insertupdatePayment')
        .send({ RDate, AccGroupid: 6, PLID: cash, PartyID: cipla, Debit });
    expect((await pay('2026-07-01', 120)).status).toBe(201); // settles 120.00 of CD/1
    expect((await pay('2026-07-20', 1000)).status).toBe(201); // the rest of CD/1, after 15 July

    const res = await api.get('/api/outstanding?Side=payable&AsOn=2026-07-15');

    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual(['Cipla Distributors', 'Mumbai Pharma']);
    const [c, m] = res.body.data.customers;
    expect(c.Bills).toEqual([
      {
        BillID: april,
        InvoiceNo: 'CD/1',
        BillDate: '2026-04-10',
        Total: 1120,
        Settled: 120,
        Outstanding: 1000,
        Days: 96,
        DaysOverdue: 66,
      },
      {
        BillID: june,
        InvoiceNo: 'CD/2',
        BillDate: '2026-06-18',
        Total: 112,
        Settled: 0,
        Outstanding: 112,
        Days: 27,
        DaysOverdue: 0,
      },
    ]);
    expect(c).toMatchObject({
      PLID: cipla,
      CreditDays: 30,
      Outstanding: 1112,
      Overdue: 1000,
      Ageing: { '0-30': 112, '31-60': 0, '61-90': 0, '90+': 1000 },
    });
    expect(m).toMatchObject({
      PLID: mumbai,
      CreditDays: null,
      Outstanding: 560,
      Overdue: 560,
      Bills: [
        expect.objectContaining({ BillID: may, InvoiceNo: 'MP/7', Days: 45, DaysOverdue: 45 }),
      ],
    });
    expect(res.body.data).toMatchObject({
      Side: 'payable',
      Total: 1672,
      Overdue: 1560,
      Ageing: { '0-30': 112, '31-60': 560, '61-90': 0, '90+': 1000 },
    });

    const { text } = await pdfText(
      (await getBytes(api, '/api/print/outstanding?Side=payable&AsOn=2026-07-15')).body as Buffer,
    );
    expect(text).toContain('Outstanding Payables');
    expect(text).toMatch(/Supplier\s+0-30 days/);
    expect(lineOf(text, 'CD/1')).toBe('CD/1 10-04-2026 1,120.00 120.00 1,000.00 96 66');
    expect(lineOf(text, /^\s*Total\s+112\.00/)).toBe(
      'Total 112.00 560.00 0.00 1,000.00 0.00 1,672.00 1,560.00',
    );

    // By the end of July the second payment has cleared CD/1, and CD/4 has come in.
    const july = (await api.get('/api/outstanding?Side=payable&AsOn=2026-07-31')).body.data;
    expect(july.customers[0].Bills.map((x: { InvoiceNo: string }) => x.InvoiceNo)).toEqual([
      'CD/2',
      'CD/4',
    ]);
    // One supplier; and the receivables side knows nothing of purchases.
    expect(
      names(
        (await api.get(`/api/outstanding?Side=payable&AsOn=2026-07-15&PLID=${mumbai}`)).body.data,
      ),
    ).toEqual(['Mumbai Pharma']);
    expect((await api.get('/api/outstanding?AsOn=2026-07-15')).body.data).toMatchObject({
      customers: [],
      Total: 0,
    });
  });

  it('counts a receipt against a sales bill only from its date', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const cash = await systemLedger(api, 'Cash');
    await api.post('/api/insertbilling').send(bill(b)); // 294.00 on 15 June
    await api
      .post('/api/insertupdatereciept')
      .send({ RDate: '2026-07-20', AccGroupid: 6, PLID: cash, PartyID: b.local, Debit: 94 });

    const settled = async (AsOn: string) =>
      (await api.get(`/api/outstanding?AsOn=${AsOn}`)).body.data.customers[0].Bills[0].Settled;
    expect(await settled('2026-07-15')).toBe(0);
    expect(await settled('2026-07-20')).toBe(94);
  });

  it("keeps another company's purchases out and refuses a side that is not one", async () => {
    const mine = await env.company();
    const theirs = await env.company();
    const b = await billingSetup(theirs.api);
    const cipla = await supplier(theirs.api, 'Cipla Distributors', KA_SUPPLIER_GSTIN);
    await purchase(theirs.api, b.paracetamol, cipla, '2026-06-10', 'CD/1', 100);

    expect(
      (await theirs.api.get('/api/outstanding?Side=payable&AsOn=2026-12-31')).body.data.Total,
    ).toBe(1120);
    expect(
      (await mine.api.get('/api/outstanding?Side=payable&AsOn=2026-12-31')).body.data,
    ).toMatchObject({
      customers: [],
      Total: 0,
    });
    expect((await mine.api.get('/api/outstanding?Side=owed')).status).toBe(400);
  });
});
