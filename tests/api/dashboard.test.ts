import { expect, it } from 'vitest';
import { describeApi, type Agent } from '../support/api';
import { bill, billingSetup } from '../support/billing';
import { bankLedger, systemLedger } from '../support/ledger';
import { DAY, loadVan, vanSetup } from '../support/van';

/**
 * A Karnataka company up to 15 July 2026, worked by hand (each support bill is 294.00):
 *   Asha Stores (30 credit days): 10 April 294 (94 received 1 July: 200 due, 96 days old, overdue); 20 June 294 (25 days, not yet due)
 *   Pune Pharma (no credit days): 31 May 294 (100 received into the bank on 15 July: 194 due, overdue)
 *   Walk In: 15 July 280.00 (20 Paracetamol at 12.50 + 12%), due today, not overdue
 *   a 1 July bill cancelled; a 20 July bill after the date
 * Receivables 968, overdue 394. Cash 94; SBI 2,50,000 opening + 100.
 */
async function company(api: Agent) {
  const b = await billingSetup(api);
  const cash = await systemLedger(api, 'Cash');
  const sbi = await bankLedger(api, 'SBI Current Account', { Openingbalance: 250000 });
  await api.post('/api/insertstatutory').send({
    PLID: b.local,
    PanNo: 'ABCDE1234F',
    FssaiNo: '10020042005678',
    DrugLicenseNo: 'KA-BLR-20B-1234',
    CreditDays: 30,
    Status: 1,
  });
  await api.post('/api/insertbilling').send(bill(b, { BillDate: '2026-04-10' }));
  await api
    .post('/api/insertbilling')
    .send(bill(b, { BillDate: '2026-05-31', CustomerID: b.outside }));
  await api.post('/api/insertbilling').send(bill(b, { BillDate: '2026-06-20' }));
  const walkIn = await api.post('/api/insertbilling').send({
    BillDate: '2026-07-15',
    InvType: 2,
    SID: b.seriesC,
    CustomerID: b.walkIn,
    BillMode: 1,
    items: [{ ItemID: b.paracetamol, Quantity: 20, GrossAmount: 12.5 }],
  });
  expect(walkIn.body.BillID).toBeGreaterThan(0);
  const cancelled = await api.post('/api/insertbilling').send(bill(b, { BillDate: '2026-07-01' }));
  await api.post('/api/cancelbilling').send({ BillID: cancelled.body.BillID, Reason: 'Duplicate' });
  await api.post('/api/insertbilling').send(bill(b, { BillDate: '2026-07-20' }));
  await api
    .post('/api/insertupdatereciept')
    .send({ RDate: '2026-07-01', AccGroupid: 6, PLID: cash, PartyID: b.local, Debit: 94 });
  await api
    .post('/api/insertupdatereciept')
    .send({ RDate: '2026-07-15', AccGroupid: 5, PLID: sbi, PartyID: b.outside, Debit: 100 });
  return { b, cash, sbi };
}

describeApi('Dashboard', (env) => {
  it("answers the day's and month's sales and receipts, receivables and overdue, cash and bank, the top debtors and sales per month", async () => {
    const { api } = await env.company('Mysuru Pharma');
    const { b, cash, sbi } = await company(api);

    const res = await api.get('/api/dashboard?AsOn=2026-07-15');

    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      AsOn: '2026-07-15',
      CompanyName: 'Mysuru Pharma',
      FYear: expect.any(String),
      sales: { today: 280, todayBills: 1, month: 280, monthBills: 1 },
      receipts: { today: 100, month: 194 },
      receivables: { total: 968, overdue: 394 },
      cash: 94,
      bank: 250100,
    });
    expect(d.cashBank).toEqual([
      { PLID: cash, LedgerName: 'Cash', Kind: 'Cash', Balance: 94 },
      { PLID: sbi, LedgerName: 'SBI Current Account', Kind: 'Bank', Balance: 250100 },
    ]);
    expect(d.topDebtors).toEqual([
      { PLID: b.local, LedgerName: 'Asha Stores', Outstanding: 494, Overdue: 200 },
      { PLID: b.walkIn, LedgerName: 'Walk In', Outstanding: 280, Overdue: 0 },
      { PLID: b.outside, LedgerName: 'Pune Pharma', Outstanding: 194, Overdue: 194 },
    ]);
    expect(d.salesByMonth).toHaveLength(12);
    expect(d.salesByMonth.slice(0, 5)).toEqual([
      { Month: '2026-04', Label: 'Apr 2026', Sales: 294, Bills: 1 },
      { Month: '2026-05', Label: 'May 2026', Sales: 294, Bills: 1 },
      { Month: '2026-06', Label: 'Jun 2026', Sales: 294, Bills: 1 },
      { Month: '2026-07', Label: 'Jul 2026', Sales: 280, Bills: 1 },
      { Month: '2026-08', Label: 'Aug 2026', Sales: 0, Bills: 0 },
    ]);
    // The outstanding report agrees with the dashboard.
    expect((await api.get('/api/outstanding?AsOn=2026-07-15')).body.data).toMatchObject({
      Total: 968,
      Overdue: 394,
    });
  });

  it('counts the cash and bank ledgers kept in groups under Cash-in-Hand and Bank Accounts, as the trial balance does', async () => {
    const { api } = await env.company();
    const coop = await api
      .post('/api/insertgroup')
      .send({ Ggroup: 'Cooperative Banks', GUnder: 5 });
    const counter = await api.post('/api/insertgroup').send({ Ggroup: 'Counter Cash', GUnder: 6 });
    const sbi = await bankLedger(api, 'SBI Current Account', { Openingbalance: 250000 });
    const society = await bankLedger(api, 'Coop Society Current', {
      Openingbalance: 5000,
      AccGroupid: coop.body.GSlNo,
    });
    const till = await bankLedger(api, 'Shop Till', {
      Openingbalance: 300,
      AccGroupid: counter.body.GSlNo,
    });

    const d = (await api.get('/api/dashboard?AsOn=2026-07-15')).body.data;

    expect([coop.status, counter.status]).toEqual([201, 201]);
    expect(d.cashBank).toEqual([
      { PLID: expect.any(Number), LedgerName: 'Cash', Kind: 'Cash', Balance: 0 },
      { PLID: till, LedgerName: 'Shop Till', Kind: 'Cash', Balance: 300 },
      { PLID: society, LedgerName: 'Coop Society Current', Kind: 'Bank', Balance: 5000 },
      { PLID: sbi, LedgerName: 'SBI Current Account', Kind: 'Bank', Balance: 250000 },
    ]);
    expect([d.cash, d.bank]).toEqual([300, 255000]);
  });

  it("shows nothing of another company's and refuses a date that is not one", async () => {
    const mine = await env.company();
    const theirs = await env.company();
    await company(theirs.api);

    const res = await mine.api.get('/api/dashboard?AsOn=2026-07-15');

    expect(res.body.data).toMatchObject({
      sales: { today: 0, month: 0 },
      receipts: { today: 0, month: 0 },
      receivables: { total: 0, overdue: 0 },
      topDebtors: [],
      bank: 0,
    });
    expect(res.body.data.cashBank.map((c: { LedgerName: string }) => c.LedgerName)).toEqual([
      'Cash',
    ]);
    expect(res.body.data.salesByMonth.every((m: { Sales: number }) => m.Sales === 0)).toBe(true);
    expect((await mine.api.get('/api/dashboard?AsOn=15-07-2026')).status).toBe(400);
  });

  it('counts the vans loaded on the day and lists each loaded day whose van is not settled', async () => {
    const who = await env.company();
    const c = await vanSetup(who);
    await loadVan(who.api, c, '2026-06-14');
    await loadVan(who.api, c, DAY);
    const depot = await who.api.post('/api/InsertVanload/').send({
      BranchID: c.branch2,
      VanID: c.depotVan,
      VanDate: DAY,
      Items: [{ ItemID: c.paracetamol, Stock: 5 }],
    });
    expect(depot.status).toBe(201);
    const settled = await who.api.post('/api/insertvansettlement').send({
      VanID: c.van,
      VanDate: '2026-06-14',
      CashHanded: 0,
      Items: [
        { ItemID: c.paracetamol, Returned: 50 },
        { ItemID: c.cough, Returned: 10 },
      ],
    });
    expect(settled.status).toBe(201);
    const vans = async () => (await who.api.get(`/api/dashboard?AsOn=${DAY}`)).body.data.vans;

    expect(await vans()).toEqual({
      loadedToday: 2,
      unsettled: [
        { SheetID: 2, VanID: c.van, VanDate: DAY, VehicleNo: 'KA09AB1234' },
        { SheetID: 3, VanID: c.depotVan, VanDate: DAY, VehicleNo: 'KA09CD5678' },
      ],
    });

    // Reopened, the 14th is unsettled again; a later day's sheet is not counted on the 15th.
    const reopened = await who.api
      .post('/api/reopenvansettlement')
      .send({ VanID: c.van, VanDate: '2026-06-14', Reason: 'Recount' });
    expect(reopened.status).toBe(200);
    await loadVan(who.api, c, '2026-06-16');
    const after = await vans();
    expect(after.loadedToday).toBe(2);
    expect(after.unsettled.map((v: { VanDate: string }) => v.VanDate)).toEqual([
      '2026-06-14',
      DAY,
      DAY,
    ]);
    const other = await env.company();
    expect((await other.api.get(`/api/dashboard?AsOn=${DAY}`)).body.data.vans).toEqual({
      loadedToday: 0,
      unsettled: [],
    });
  });
});

describeApi('Dashboard: the steps to a first bill', (env) => {
  /** Which of the setup steps the dashboard says are done, by key. */
  const done = async (api: Agent) => {
    const res = await api.get('/api/dashboard?AsOn=2026-07-15');
    expect(res.status).toBe(200);
    const steps = res.body.data.setup as Array<{ key: string; done: boolean; to: string }>;
    return Object.fromEntries(steps.map((s) => [s.key, s.done]));
  };

  it('lists what a new company has still to do, in order, and marks each step as it is done', async () => {
    const { api } = await env.company('Fresh Start Traders');

    const res = await api.get('/api/dashboard?AsOn=2026-07-15');
    expect(
      (res.body.data.setup as Array<{ key: string; label: string; to: string }>).map((s) => [
        s.key,
        s.to,
      ]),
    ).toEqual([
      ['gstin', '/CompanyLicense'],
      ['taxes', '/TaxMaster'],
      ['rates', '/RateMaster'],
      ['items', '/ItemDetails'],
      ['stock', '/Purchase'],
      ['series', '/InvoiceSeries'],
      ['customers', '/CommonCustomer'],
      ['bills', '/SalesInvoice'],
    ]);
    expect(res.body.data.setup[0].label).toBe("Enter the company's GSTIN");
    expect(Object.values(await done(api))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);

    let licence = api.post('/api/updatecompanylicense');
    for (const [k, v] of Object.entries({
      GSTINo: '29AAGCB7383J1Z4',
      GSTRegDate: '2020-07-01',
      PanNo: 'AAGCB7383J',
      FSSAINo: '11223344556677',
      ExpiryDateFSSAI: '2036-03-31',
      ExpiryDate: '2036-03-31',
    }))
      licence = licence.field(k, v);
    const saved = await licence;
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    expect(await done(api)).toMatchObject({ gstin: true, taxes: false });

    const b = await billingSetup(api);
    expect(await done(api)).toEqual({
      gstin: true,
      taxes: true,
      rates: true,
      items: true,
      stock: true,
      series: true,
      customers: true,
      bills: false,
    });

    await api.post('/api/insertbilling').send(bill(b, { BillDate: '2026-07-15' }));
    expect(Object.values(await done(api)).every(Boolean)).toBe(true);
  });

  it("counts only the company's own records", async () => {
    const mine = await env.company();
    const theirs = await env.company();
    await company(theirs.api);

    expect(Object.values(await done(mine.api)).some(Boolean)).toBe(false);
  });
});
