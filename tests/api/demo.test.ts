import { expect, it } from 'vitest';
import { seedDemo } from '../../backend/src/demo/seedDemo';
import { describeApi, type ApiEnv } from '../support/api';
import { totalsByCompany } from '../support/ledger';
import { getBytes, pdfText } from '../support/pdf';

/** The demo seeded, and its user logged in. */
async function demo(env: ApiEnv) {
  const said = await seedDemo(env.db, env.models, env.app);
  const CompanyID = Number(/CompanyID (\d+)/.exec(said)?.[1]);
  const api = env.anon();
  const login = await api
    .post('/api/login')
    .send({ CompanyID, Username: 'demo', Password: 'demo1234' });
  expect(login.status).toBe(200);
  return { said, api };
}

describeApi('Demo company (npm run demo)', (env) => {
  it('keys a month of trade through the API: twelve bills in two series, CGST and SGST or IGST, each to the rupee', async () => {
    const { said, api } = await demo(env);

    const bills = await api.get('/api/getsaleinvoices?_start=0&_end=50&_sort=BillID&_order=ASC');

    expect(said).toBe(
      "Demo company 'Sahyadri Pharma Distributors' created (CompanyID 1). Log in as demo / demo1234.",
    );
    const rows = (bills.body.data as Array<Record<string, unknown>>).map((b) => [
      b.InvoiceNo,
      b.CustomerName,
      b.TaxableAmount,
      b.CGST,
      b.SGST,
      b.IGST,
      b.RoundOff,
      b.BillAmount,
    ]);
    // By hand: SPD/1 is 60 x 14.50 + 30 x 25.00 at 12% and 40 x 17.50 less 2.5% at 5%: taxable
    // 870.00 + 750.00 + 682.50, tax 104.40 + 90.00 + 34.13 (CGST 114.27, SGST 114.26), 2,531.03
    // to 2,531. SPD/2 goes to Pune: 4,000.00 at 12% and 1,360.00 at 18%, IGST 724.80.
    expect(rows.slice(0, 3)).toEqual([
      ['SPD/1', 'Asha Medicals', 2302.5, 114.27, 114.26, 0, -0.03, 2531],
      ['SPD/2', 'Pune Pharma Agencies', 5360, 0, 0, 724.8, 0.2, 6085],
      ['SPC/1', 'Sri Lakshmi Medical Stores', 700, 53.4, 53.4, 0, 0.2, 807],
    ]);
    expect(rows.map((r) => r[0])).toEqual([
      'SPD/1',
      'SPD/2',
      'SPC/1',
      'SPD/3',
      'SPD/4',
      'SPC/2',
      'SPD/5',
      'SPD/6',
      'SPC/3',
      'SPD/7',
      'SPC/4', // the van's two bills of 26 November
      'SPC/5',
    ]);
    for (const t of await totalsByCompany(env)) expect(t.debit).toBe(t.credit);
  });

  it('shows what is owed, bill by bill, after the receipts, and the stock left in each batch', async () => {
    const { api } = await demo(env);

    const owed = (await api.get('/api/outstanding?AsOn=2026-11-30')).body.data;
    const stock = (await api.get('/api/stock?AsOn=2026-12-31')).body.data as Array<
      Record<string, unknown>
    >;

    // Asha's first bill is paid in cash, her opening 2,500.00 is owed on account; Pune's
    // 5,000.00 by bank settles its oldest bill first.
    const of = (name: string) =>
      (owed.customers as Array<{ LedgerName: string; Outstanding: number; Bills: unknown[] }>).find(
        (c) => c.LedgerName === name,
      );
    expect(of('Asha Medicals')).toMatchObject({
      OnAccount: 2500,
      Outstanding: 2500 + 3270 + 2363 + 1667,
    });
    expect(of('Asha Medicals')?.Bills).toHaveLength(3);
    expect(of('Pune Pharma Agencies')?.Bills[0]).toMatchObject({
      InvoiceNo: 'SPD/2',
      Total: 6085,
      Settled: 5000,
      Outstanding: 1085,
    });
    // The van's bills (430.00 cash, 359.00 GPay) stay owed until a receipt is keyed for them.
    expect(owed).toMatchObject({ OnAccount: 2500, Total: 9800 + 7637 + 2373 + 430 + 359 });
    // Bought 400 of each (300 Vitamin C); sold with the free quantities; the van sold 24
    // Paracetamol and 18 ORS and brought the rest back to the godown.
    expect(stock.map((s) => [s.ItemCode, s.BatchNo, s.Quantity])).toEqual([
      ['PCM500', 'PC2611', 400 - 66 - 20 - 110 - 80 - 24],
      ['CTZ10', 'CT2610', 400 - 30 - 40 - 12 - 80],
      ['AMX500', 'AM2609', 400 - 50 - 24 - 30 - 6],
      ['ORS21', 'OR2610', 400 - 40 - 30 - 50 - 20 - 18],
      ['VTC500', 'VC2608', 300 - 40 - 10 - 36],
    ]);
  });

  it("offers each customer its price list's rate when billing, not the MRP", async () => {
    const { api } = await demo(env);
    const customers = (await api.get('/api/GetPartyLedgerCustomer')).body.data as Array<{
      PLID: number;
      LedgerName: string;
    }>;
    const rateOf = async (name: string) => {
      const PLID = customers.find((c) => c.LedgerName === name)!.PLID;
      const items = (await api.get(`/api/getitemdetails?PLID=${PLID}`)).body.data as Array<{
        ItemCode: string;
        ProductRate: number | null;
        MRP: number;
      }>;
      return items.find((i) => i.ItemCode === 'PCM500');
    };
    expect(await rateOf('Asha Medicals')).toMatchObject({ ProductRate: 14.5, MRP: 20 });
    expect(await rateOf('Pune Pharma Agencies')).toMatchObject({ ProductRate: 14.5 });
    expect(await rateOf('Sri Lakshmi Medical Stores')).toMatchObject({ ProductRate: 16 });
  });

  it('prints its bills as a registered Karnataka company, and has a van day settled', async () => {
    const { api } = await demo(env);

    const { text } = await pdfText((await getBytes(api, '/api/printinvoice/1')).body as Buffer);
    const vans = (await api.get('/api/getVehicle')).body.data as Array<{ VID: number }>;
    const day = await api.get(`/api/getvansettlement?VanID=${vans[0].VID}&VanDate=2026-11-26`);

    expect(text).toContain('State Name: Karnataka, Code: 29');
    expect(text).toMatch(/GSTIN\/UIN: 29AAECS4821K1Z\w/);
    expect(day.body.data).toMatchObject({ Settled: true, CashBills: 430, Difference: 0 });
  });

  it('runs once: a second run finds the company and adds nothing', async () => {
    await demo(env);
    const count = async () =>
      Number(
        (
          (await env.db.sequelize.query('SELECT COUNT(*) AS n FROM "salesInvoice"'))[0] as Array<{
            n: number | string;
          }>
        )[0].n,
      );
    const before = await count();

    const again = await seedDemo(env.db, env.models, env.app);

    expect(again).toBe(
      'The demo company is already there (CompanyID 1). Log in as demo / demo1234.',
    );
    expect(await count()).toBe(before);
  });
});
