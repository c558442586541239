import { describe, expect, it } from 'vitest';
import { companyUpdate, describeApi, type Agent } from '../support/api';
import { bill, billingSetup, KA_SUPPLIER_GSTIN } from '../support/billing';
import { bankLedger, systemLedger } from '../support/ledger';

type Node = {
  GName: string;
  opening: number;
  debit: number;
  credit: number;
  closing: number;
  groups: Node[];
  ledgers: Array<{
    LedgerName: string;
    opening: number;
    debit: number;
    credit: number;
    closing: number;
  }>;
};

/** Every ledger of the tree, with its figures (rupees, as the API answers). */
function ledgersOf(heads: Node[]): Record<string, [number, number, number, number]> {
  const out: Record<string, [number, number, number, number]> = {};
  const walk = (n: Node) => {
    for (const l of n.ledgers) out[l.LedgerName] = [l.opening, l.debit, l.credit, l.closing];
    n.groups.forEach(walk);
  };
  heads.forEach(walk);
  return out;
}

async function tb(api: Agent, query = '') {
  const res = await api.get(`/api/trialbalance${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { heads: Node[]; totals: Record<string, number> };
}

describeApi('Trial balance', (env) => {
  it('balances after opening balances, a sale, a purchase, a receipt, a payment, a contra and a journal, each ledger where its group is', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const checks: Array<Record<string, number>> = [];
    const balanced = async () => checks.push((await tb(api)).totals);
    const cash = await systemLedger(api, 'Cash');
    const supplier = (
      await api.post('/api/insertsupplier').send({
        LegalName: 'Cipla',
        LedgerName: 'Cipla',
        GSTIN: KA_SUPPLIER_GSTIN,
        Openingbalance: 500,
        balanceType: 'Credit',
      })
    ).body.PLID;
    const bank = await bankLedger(api, 'SBI Current');
    await balanced();
    const sale = await api.post('/api/insertbilling').send(bill(b)); // 294.00 to Asha Stores
    await balanced();
    await api.post('/api/insertpurchase').send({
      PurchaseDate: '2026-06-10',
      SupplierID: supplier,
      SupplierBillNo: 'C-1',
      SupplierBillDate: '2026-06-09',
      items: [{ ItemID: b.paracetamol, Quantity: 10, GrossAmount: 10 }],
    }); // 112.00
    await balanced();
    await api
      .post('/api/insertupdatereciept')
      .send({ RDate: '2026-06-20', AccGroupid: 6, PLID: cash, PartyID: b.local, Debit: 200 });
    await api
      .post('/api/insertupdatePayment')
      .send({ RDate: '2026-06-21', AccGroupid: 6, PLID: cash, PartyID: supplier, Debit: 112 });
    const contra = await api
      .post('/api/insertupdateContraEntry')
      .send({ Cdate: '2026-06-22', AccGroupid: 5, PLID: bank, PartyID: cash, Debit: 50 });
    const journal = await api.post('/api/insertupdatejournal').send({
      Jdate: '2026-06-23',
      journalEntries: [
        { PLID: b.outside, Debit: 25 },
        { PLID: cash, Credit: 25 },
      ],
    });
    await balanced();
    const second = await api.post('/api/insertbilling').send(bill(b, { CustomerID: b.outside })); // unpaid, then cancelled
    await api
      .post('/api/cancelbilling')
      .send({ BillID: second.body.BillID, Reason: 'Wrong customer' });
    await balanced();

    for (const t of checks) {
      expect(t.openingDebit).toBe(t.openingCredit);
      expect(t.debit).toBe(t.credit);
      expect(t.closingDebit).toBe(t.closingCredit);
    }
    const { heads, totals } = await tb(api);
    const ledgers = ledgersOf(heads);
    expect(ledgers.Cipla).toEqual([-500, 112, 112, -500]);
    expect(ledgers.Purchase).toEqual([0, 100, 0, 100]);
    expect([sale.status, contra.status, journal.status], JSON.stringify(contra.body)).toEqual([
      201, 201, 201,
    ]);
    expect(ledgers['Asha Stores']).toEqual([0, 294, 200, 94]);
    expect(ledgers['Pune Pharma']).toEqual([0, 25, 0, 25]); // the journal alone: its cancelled bill is gone
    expect(ledgers.Cash[3]).toBe(200 - 112 - 50 - 25);
    expect(
      heads.find((h) => h.GName === 'Current Liabilities')?.groups.map((g) => g.GName),
    ).toEqual(expect.arrayContaining(['Sundry Creditors']));
    expect(totals.openingDebit).toBe(500);
  });

  it("balances after an edit, the edited bill's new figures in place of its old ones", async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const saved = await api.post('/api/insertbilling').send(bill(b)); // 294.00
    const before = ledgersOf((await tb(api)).heads)['Asha Stores'];

    const edit = await api.post('/api/updatebilling').send({
      BillID: saved.body.BillID,
      ...bill(b, { items: [{ ItemID: b.paracetamol, Quantity: 20, GrossAmount: 12.5 }] }),
    }); // 20 x 12.50 = 250.00 + 12% 30.00 = 280.00
    const { heads, totals } = await tb(api);

    expect(edit.status).toBe(200);
    expect(before).toEqual([0, 294, 0, 294]);
    expect(ledgersOf(heads)['Asha Stores']).toEqual([0, 280, 0, 280]);
    expect(totals.debit).toBe(totals.credit);
    expect(totals.closingDebit).toBe(totals.closingCredit);
    expect(totals.debit).toBe(280);
  });

  it('brings everything before the period forward into the opening', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    await api.post('/api/insertbilling').send(bill(b)); // 15 June

    const june = ledgersOf((await tb(api, '?FromDate=2026-06-01&ToDate=2026-06-30')).heads);
    const july = ledgersOf((await tb(api, '?FromDate=2026-07-01&ToDate=2026-07-31')).heads);

    expect(june['Asha Stores']).toEqual([0, 294, 0, 294]);
    expect(july['Asha Stores']).toEqual([294, 0, 0, 294]);
  });

  it('takes a period that starts and ends inside a month from the entries at its edges', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    for (const BillDate of ['2026-06-10', '2026-06-15', '2026-06-20', '2026-07-05'])
      await api.post('/api/insertbilling').send(bill(b, { BillDate }));

    const week = ledgersOf((await tb(api, '?FromDate=2026-06-12&ToDate=2026-06-18')).heads);
    const across = ledgersOf((await tb(api, '?FromDate=2026-06-12&ToDate=2026-07-03')).heads);
    const day = ledgersOf((await tb(api, '?FromDate=2026-07-05&ToDate=2026-07-05')).heads);

    expect(week['Asha Stores']).toEqual([294, 294, 0, 588]);
    expect(across['Asha Stores']).toEqual([294, 588, 0, 882]);
    expect(day['Asha Stores']).toEqual([882, 294, 0, 1176]);
  });

  it("shows only the company's own ledgers, and refuses dates outside its year", async () => {
    const mine = await env.company();
    const theirs = await env.company();
    const b = await billingSetup(theirs.api);
    await theirs.api.post('/api/insertbilling').send(bill(b));

    expect(Object.keys(ledgersOf((await tb(mine.api)).heads))).toEqual([]);
    expect((await mine.api.get('/api/trialbalance?FromDate=2020-01-01')).status).toBe(400);
    expect((await mine.api.get('/api/trialbalance?FromDate=2026-13-01')).status).toBe(400);
  });

  it("starts the next year's sales and expenses at nothing and carries their balance as the Profit & Loss A/c; the party's balance goes on", async () => {
    const who = await env.company('Alpha Traders');
    const { api } = who;
    const b = await billingSetup(api);
    const sale = await api.post('/api/insertbilling').send(bill(b)); // 294.00 to Asha Stores
    expect(sale.status).toBe(201);
    const first = await tb(api);
    const PL_HEADS = [
      'Sales Accounts',
      'Purchase Accounts',
      'Direct Incomes',
      'Indirect Incomes',
      'Direct Expenses',
      'Indirect Expenses',
    ];
    const profit =
      first.heads
        .filter((h) => PL_HEADS.includes(h.GName))
        .reduce((n, h) => n + Math.round(h.closing * 100), 0) / 100; // summed in paise
    expect(profit).toBeLessThan(0); // a credit: the sale's income

    // The next financial year, chosen on the company, and a fresh login into it.
    const next = await api
      .post('/api/insertfinancial')
      .send({ StartDate: '2027-04-01', EndDate: '2028-03-31', Status: 1 });
    const chosen = await api
      .post('/api/updatecompany')
      .send(companyUpdate(who.CompanyID, { FYearID: next.body.FYearID }));
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const login = await api
      .post('/api/login')
      .send({ CompanyID: who.CompanyID, Username: who.username, Password: who.password });
    expect(login.body.FYearID).toBe(next.body.FYearID);

    const { heads, totals } = await tb(api);
    const ledgers = ledgersOf(heads);
    expect(ledgers.Sales).toBeUndefined();
    expect(ledgers['Profit & Loss A/c']).toEqual([profit, 0, 0, profit]);
    expect(ledgers['Asha Stores']).toEqual([294, 0, 0, 294]);
    expect(totals.openingDebit).toBe(totals.openingCredit);
    expect(totals.closingDebit).toBe(totals.closingCredit);

    // The statements agree: Sales opens the year at nothing, the customer at what he owes.
    const sales = await systemLedger(api, 'Sales');
    const salesStatement = await api.get(`/api/getledgerstatement?PLID=${sales}`);
    const customer = await api.get(`/api/getledgerstatement?PLID=${b.local}`);
    expect(salesStatement.body.data.Opening.amount).toBe(0);
    expect(customer.body.data.Opening).toEqual({ amount: 294, side: 'Dr' });
  });
});
