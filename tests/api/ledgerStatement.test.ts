import { describe, expect, it } from 'vitest';
import { post } from '../../backend/src/ledger/entries';
import { describeApi, type ApiEnv, type SignedIn } from '../support/api';
import { bill, billingSetup } from '../support/billing';
import { systemLedger } from '../support/ledger';

/** Posts a balanced document straight through the ledger service, as invoices and vouchers will. */
async function postDocument(
  env: ApiEnv,
  who: SignedIn,
  EntryDate: string,
  DocId: number,
  lines: Array<{ PLID: number; Debit: number; Credit: number }>,
) {
  await env.db.write((t) =>
    post(t, {
      CompanyID: who.CompanyID,
      Empid: who.Empid,
      FYearID: who.FYearID,
      EntryDate,
      Type: 'TEST',
      DocId,
      lines,
    }),
  );
}

describeApi('Ledger statement', (env) => {
  it('shows the opening balance, the entries in date order with a running balance, and the closing balance', async () => {
    const who = await env.company();
    const { api } = who;
    const customer = await api.post('/api/insertcustomer').send({
      LegalName: 'Asha Stores',
      LedgerName: 'Asha Stores',
      Openingbalance: 1000,
      balanceType: 'Debit',
    });
    const PLID = customer.body.PLID;
    const sales = await systemLedger(api, 'Sales');
    const cash = await systemLedger(api, 'Cash');
    await postDocument(env, who, '2026-06-10', 2, [
      { PLID: cash, Debit: 50000, Credit: 0 },
      { PLID, Debit: 0, Credit: 50000 },
    ]);
    await postDocument(env, who, '2026-05-01', 1, [
      { PLID, Debit: 25050, Credit: 0 },
      { PLID: sales, Debit: 0, Credit: 25050 },
    ]);
    await postDocument(env, who, '2026-07-01', 3, [
      { PLID: cash, Debit: 100000, Credit: 0 },
      { PLID, Debit: 0, Credit: 100000 },
    ]);

    const res = await api.get(`/api/getledgerstatement?PLID=${PLID}`);

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      PLID,
      LedgerName: 'Asha Stores',
      FromDate: '2026-04-01',
      ToDate: '2027-03-31',
      Opening: { amount: 1000, side: 'Dr' },
      TotalDebit: 250.5,
      TotalCredit: 1500,
      Closing: { amount: 249.5, side: 'Cr' },
    });
    expect(
      res.body.data.lines.map(
        (l: { EntryDate: string; Debit: number; Credit: number; Balance: unknown }) => [
          l.EntryDate,
          l.Debit,
          l.Credit,
          l.Balance,
        ],
      ),
    ).toEqual([
      ['2026-05-01', 250.5, 0, { amount: 1250.5, side: 'Dr' }],
      ['2026-06-10', 0, 500, { amount: 750.5, side: 'Dr' }],
      ['2026-07-01', 0, 1000, { amount: 249.5, side: 'Cr' }],
    ]);
  });

  it("names each entry's other side as Tally's Particulars do: a bill's Sales, a receipt's cash, the cash's customer", async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const cash = await systemLedger(api, 'Cash');
    const sold = await api.post('/api/insertbilling').send(bill(b));
    expect(sold.status).toBe(201);
    const received = await api.post('/api/insertupdatereciept').send({
      RDate: '2026-07-01',
      AccGroupid: 6,
      PLID: cash,
      PartyID: b.local,
      Debit: 100,
    });
    expect(received.status).toBe(201);
    const particulars = async (PLID: number) =>
      (
        (await api.get(`/api/getledgerstatement?PLID=${PLID}`)).body.data.lines as Array<{
          Particulars: string | null;
        }>
      ).map((l) => l.Particulars);

    expect(await particulars(b.local)).toEqual(['Sales', 'Cash']);
    expect(await particulars(cash)).toEqual(['Asha Stores']);
  });

  it('brings forward what is dated before the range and leaves out what is after it', async () => {
    const who = await env.company();
    const { api } = who;
    const customer = await api.post('/api/insertcustomer').send({
      LegalName: 'Asha Stores',
      LedgerName: 'Asha Stores',
      Openingbalance: 1000,
      balanceType: 'Debit',
    });
    const PLID = customer.body.PLID;
    const sales = await systemLedger(api, 'Sales');
    await postDocument(env, who, '2026-05-01', 1, [
      { PLID, Debit: 20000, Credit: 0 },
      { PLID: sales, Debit: 0, Credit: 20000 },
    ]);
    await postDocument(env, who, '2026-06-01', 2, [
      { PLID, Debit: 30000, Credit: 0 },
      { PLID: sales, Debit: 0, Credit: 30000 },
    ]);
    await postDocument(env, who, '2026-07-01', 3, [
      { PLID, Debit: 40000, Credit: 0 },
      { PLID: sales, Debit: 0, Credit: 40000 },
    ]);

    const res = await api.get(
      `/api/getledgerstatement?PLID=${PLID}&FromDate=2026-06-01&ToDate=2026-06-30`,
    );

    expect(res.body.data).toMatchObject({
      Opening: { amount: 1200, side: 'Dr' },
      Closing: { amount: 1500, side: 'Dr' },
    });
    expect(res.body.data.lines).toHaveLength(1);
  });

  it('pages the entries of a period, each page carrying on the running balance of the one before', async () => {
    const who = await env.company();
    const { api } = who;
    const customer = await api.post('/api/insertcustomer').send({
      LegalName: 'Asha Stores',
      LedgerName: 'Asha Stores',
      Openingbalance: 1000,
      balanceType: 'Debit',
    });
    const PLID = customer.body.PLID;
    const sales = await systemLedger(api, 'Sales');
    const dates = [
      '2026-05-02',
      '2026-05-20',
      '2026-05-28',
      '2026-06-03',
      '2026-06-03',
      '2026-06-30',
    ];
    for (const [i, date] of [...dates, '2026-07-10', '2026-07-20'].entries())
      await postDocument(env, who, date, i + 1, [
        { PLID, Debit: 10000 * (i + 1), Credit: 0 },
        { PLID: sales, Debit: 0, Credit: 10000 * (i + 1) },
      ]);
    const period = `/api/getledgerstatement?PLID=${PLID}&FromDate=2026-05-15&ToDate=2026-07-15`;
    const whole = (await api.get(period)).body.data;
    const shown = (l: { EntryDate: string; Debit: number; Balance: unknown }) => [
      l.EntryDate,
      l.Debit,
      l.Balance,
    ];

    const pages = [];
    for (let at = 0; at < 7; at += 2)
      pages.push((await api.get(`${period}&_start=${at}&_end=${at + 2}`)).body.data);

    // 1,000 opening + 100 on 2 May brought forward; 200 to 700 in the period; 800 after it.
    expect(whole).toMatchObject({
      Opening: { amount: 1100, side: 'Dr' },
      Total: 6,
      TotalDebit: 2700,
      Closing: { amount: 3800, side: 'Dr' },
    });
    expect(whole.lines.map(shown)[0]).toEqual(['2026-05-20', 200, { amount: 1300, side: 'Dr' }]);
    expect(pages.flatMap((p) => p.lines.map(shown))).toEqual(whole.lines.map(shown));
    for (const p of pages)
      expect(p).toMatchObject({ Opening: whole.Opening, Total: 6, Closing: whole.Closing });
    expect(pages[3].lines).toEqual([]);
    expect((await api.get(`${period}&_start=-1&_end=2`)).status).toBe(400);
    expect((await api.get(`${period}&_start=0&_end=x`)).status).toBe(400);
  });

  it('refuses dates outside the financial year or in the wrong order', async () => {
    const { api } = await env.company();
    const cash = await systemLedger(api, 'Cash');

    const before = await api.get(
      `/api/getledgerstatement?PLID=${cash}&FromDate=2026-03-31&ToDate=2026-04-30`,
    );
    const reversed = await api.get(
      `/api/getledgerstatement?PLID=${cash}&FromDate=2026-05-01&ToDate=2026-04-30`,
    );
    const missing = await api.get('/api/getledgerstatement');

    expect(before.status).toBe(400);
    expect(before.body.error).toBe('The dates must fall within the financial year 2026-27.');
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toBe('From Date must not be after To Date.');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('PLID is missing or invalid.');
  });

  it('refuses to delete a ledger other documents still post to', async () => {
    const who = await env.company();
    const { api } = who;
    const customer = await api.post('/api/insertcustomer').send({
      LegalName: 'Asha Stores',
      LedgerName: 'Asha Stores',
      Openingbalance: 0,
      balanceType: 'Debit',
    });
    const sales = await systemLedger(api, 'Sales');
    await postDocument(env, who, '2026-05-01', 1, [
      { PLID: customer.body.PLID, Debit: 100, Credit: 0 },
      { PLID: sales, Debit: 0, Credit: 100 },
    ]);

    const res = await api.delete('/api/deletecustomer').send({ PLID: customer.body.PLID });

    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This ledger has entries and cannot be deleted.');
  });

  it('refuses a document whose debits and credits differ, saving none of it', async () => {
    const who = await env.company();
    const cash = await systemLedger(who.api, 'Cash');
    const sales = await systemLedger(who.api, 'Sales');

    const attempt = postDocument(env, who, '2026-05-01', 1, [
      { PLID: cash, Debit: 100, Credit: 0 },
      { PLID: sales, Debit: 0, Credit: 99 },
    ]);

    await expect(attempt).rejects.toMatchObject({ status: 409 });
    expect(await env.models.byName('ledgerEntry').count()).toBe(0);
  });

  it("answers 404 for another company's ledger", async () => {
    const a = await env.company();
    const b = await env.company();
    const cash = await systemLedger(a.api, 'Cash');

    const res = await b.api.get(`/api/getledgerstatement?PLID=${cash}`);

    expect(res.status).toBe(404);
  });
});
