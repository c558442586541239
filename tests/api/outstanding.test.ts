import { expect, it } from 'vitest';
import { describeApi } from '../support/api';
import { bill, billingSetup } from '../support/billing';
import { closingOf, systemLedger } from '../support/ledger';
import { getBytes, lineOf, pdfText } from '../support/pdf';

describeApi('Outstanding receivables', (env) => {
  it("ages each customer's open bills as on a date, past its credit days, per customer and in total", async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const cash = await systemLedger(api, 'Cash');
    await api.post('/api/insertstatutory').send({
      PLID: b.local,
      PanNo: 'ABCDE1234F',
      FssaiNo: '10020042005678',
      DrugLicenseNo: 'KA-BLR-20B-1234',
      CreditDays: 30,
      Status: 1,
    });
    const april = await api.post('/api/insertbilling').send(bill(b, { BillDate: '2026-04-10' })); // 294.00, 96 days old on 15 July
    const june = await api.post('/api/insertbilling').send(bill(b, { BillDate: '2026-06-20' })); // 294.00, 25 days old
    await api
      .post('/api/insertbilling')
      .send(bill(b, { BillDate: '2026-05-31', CustomerID: b.outside })); // Pune Pharma: 46 days, no credit days
    await api
      .post('/api/insertupdatereciept')
      .send({ RDate: '2026-07-01', AccGroupid: 6, PLID: cash, PartyID: b.local, Debit: 94 }); // settles 94 of the April bill
    const cancelled = await api
      .post('/api/insertbilling')
      .send(bill(b, { BillDate: '2026-07-01' }));
    await api
      .post('/api/cancelbilling')
      .send({ BillID: cancelled.body.BillID, Reason: 'Duplicate' });
    await api.post('/api/insertbilling').send(bill(b, { BillDate: '2026-07-20' })); // after the date

    const res = await api.get('/api/outstanding?AsOn=2026-07-15');

    expect(res.status).toBe(200);
    const asha = res.body.data.customers.find(
      (c: { LedgerName: string }) => c.LedgerName === 'Asha Stores',
    );
    expect(asha.Bills).toEqual([
      {
        BillID: april.body.BillID,
        InvoiceNo: 'A/1',
        BillDate: '2026-04-10',
        Total: 294,
        Settled: 94,
        Outstanding: 200,
        Days: 96,
        DaysOverdue: 66,
      },
      {
        BillID: june.body.BillID,
        InvoiceNo: 'A/2',
        BillDate: '2026-06-20',
        Total: 294,
        Settled: 0,
        Outstanding: 294,
        Days: 25,
        DaysOverdue: 0,
      },
    ]);
    expect(asha).toMatchObject({
      CreditDays: 30,
      Outstanding: 494,
      Overdue: 200,
      Ageing: { '0-30': 294, '31-60': 0, '61-90': 0, '90+': 200 },
    });
    expect(res.body.data).toMatchObject({
      Total: 788,
      Overdue: 494,
      Ageing: { '0-30': 294, '31-60': 294, '61-90': 0, '90+': 200 },
    });
    expect(
      (await api.get(`/api/outstanding?AsOn=2026-07-15&PLID=${b.outside}`)).body.data.customers.map(
        (c: { LedgerName: string }) => c.LedgerName,
      ),
    ).toEqual(['Pune Pharma']);
  });

  it("adds what is on account to the bills, so that each customer's outstanding is its ledger balance", async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const cash = await systemLedger(api, 'Cash');
    // Opening balances owed from before: 1,000.00 by Asha Stores, and 750.00 by a customer
    // with no bill this year.
    const opening = async (LedgerName: string, Openingbalance: number) =>
      (
        await api.post('/api/insertcustomer').send({
          LegalName: LedgerName,
          LedgerName,
          Openingbalance,
          balanceType: 'Debit',
        })
      ).body.PLID as number;
    const old = await opening('Old Town Chemists', 750);
    await api.post('/api/insertstatutory').send({ PLID: old, CreditDays: 15, Status: 1 });
    await api.post('/api/updatecustomer').send({ PLID: b.local, Openingbalance: 1000 });
    await api.post('/api/insertbilling').send(bill(b, { BillDate: '2026-06-20' })); // 294.00
    // 100.00 received from Asha and set against no bill.
    await api.post('/api/insertupdatereciept').send({
      RDate: '2026-07-01',
      AccGroupid: 6,
      PLID: cash,
      PartyID: b.local,
      Debit: 100,
      Allocations: [],
    });

    const res = await api.get('/api/outstanding?AsOn=2026-07-15');
    const dash = await api.get('/api/dashboard?AsOn=2026-07-15');

    expect(res.status).toBe(200);
    const of = (name: string) =>
      res.body.data.customers.find((c: { LedgerName: string }) => c.LedgerName === name);
    expect(of('Asha Stores')).toMatchObject({ OnAccount: 900, Outstanding: 1194 });
    expect(of('Asha Stores').Bills).toHaveLength(1);
    // A party owing on account alone keeps its credit terms on the report.
    expect(of('Old Town Chemists')).toMatchObject({
      OnAccount: 750,
      Outstanding: 750,
      Bills: [],
      CreditDays: 15,
    });
    expect(await closingOf(api, b.local)).toEqual({ amount: 1194, side: 'Dr' });
    expect(await closingOf(api, old)).toEqual({ amount: 750, side: 'Dr' });
    // The ageing is the bills'; what is on account has no bill date and a column of its own, so
    // the columns add up to the outstanding.
    expect(res.body.data).toMatchObject({
      OnAccount: 1650,
      Total: 1944,
      Ageing: { '0-30': 294, '31-60': 0, '61-90': 0, '90+': 0, 'On Account': 1650 },
    });
    expect(of('Asha Stores').Ageing).toEqual({
      '0-30': 294,
      '31-60': 0,
      '61-90': 0,
      '90+': 0,
      'On Account': 900,
    });
    expect(dash.body.data.receivables.total).toBe(1944);
    // Printed: the amount on account under the party's bills, and in its own ageing column.
    const { text } = await pdfText(
      (await getBytes(api, '/api/print/outstanding?AsOn=2026-07-15')).body as Buffer,
    );
    expect(lineOf(text, 'On Account')).toBe('On Account 900.00');
    expect(lineOf(text, /^\s*Total\s+294\.00/)).toBe(
      'Total 294.00 0.00 0.00 0.00 1,650.00 1,944.00 294.00',
    );
    expect(dash.body.data.topDebtors.map((d: { Outstanding: number }) => d.Outstanding)).toEqual([
      1194, 750,
    ]);
  });

  it("nets a customer's advance against its overdue bills, so overdue never exceeds what it owes, on the report, its print and the dashboard", async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const cash = await systemLedger(api, 'Cash');
    // No credit days: the April and June bills are overdue on 15 July, the 15 July one not yet.
    for (const BillDate of ['2026-04-10', '2026-06-20', '2026-07-15'])
      await api.post('/api/insertbilling').send(bill(b, { BillDate })); // 294.00 each
    await api.post('/api/insertupdatereciept').send({
      RDate: '2026-07-01',
      AccGroupid: 6,
      PLID: cash,
      PartyID: b.local,
      Debit: 400,
      Allocations: [], // an advance, set against no bill
    });

    const res = await api.get('/api/outstanding?AsOn=2026-07-15');
    const dash = await api.get('/api/dashboard?AsOn=2026-07-15');
    const { text } = await pdfText(
      (await getBytes(api, '/api/print/outstanding?AsOn=2026-07-15')).body as Buffer,
    );

    // 588.00 of overdue bills less the 400.00 advance; the bill of the day is not due.
    expect(res.body.data.customers).toEqual([
      expect.objectContaining({
        LedgerName: 'Asha Stores',
        OnAccount: -400,
        Outstanding: 482,
        Overdue: 188,
      }),
    ]);
    expect(res.body.data).toMatchObject({ Total: 482, Overdue: 188 });
    expect(dash.body.data.receivables).toEqual({ total: 482, overdue: 188 });
    expect(dash.body.data.topDebtors).toEqual([
      expect.objectContaining({ LedgerName: 'Asha Stores', Outstanding: 482, Overdue: 188 }),
    ]);
    expect(lineOf(text, /^\s*Asha Stores\s+\d/)).toMatch(/ 482\.00 188\.00$/);
  });

  it("keeps another company's bills out and refuses a date that is not one", async () => {
    const mine = await env.company();
    const theirs = await env.company();
    const b = await billingSetup(theirs.api);
    await theirs.api.post('/api/insertbilling').send(bill(b));

    expect((await mine.api.get('/api/outstanding?AsOn=2026-12-31')).body.data).toMatchObject({
      customers: [],
      Total: 0,
    });
    expect((await mine.api.get('/api/outstanding?AsOn=31-12-2026')).status).toBe(400);
    expect((await mine.api.get('/api/outstanding?PLID=x')).status).toBe(400);
  });

  it("answers 404 for another company's customer, no party, or a customer asked as a supplier, as a ledger statement does", async () => {
    const mine = await env.company();
    const theirs = await env.company();
    const b = await billingSetup(theirs.api);
    await theirs.api.post('/api/insertbilling').send(bill(b));
    const own = await billingSetup(mine.api);

    const answers = await Promise.all(
      [
        `/api/outstanding?PLID=${b.local}`,
        '/api/outstanding?PLID=999999',
        `/api/outstanding?PLID=${own.local}&Side=payable`,
        `/api/print/outstanding?PLID=${b.local}`,
      ].map((url) => mine.api.get(url)),
    );

    expect(answers.map((r) => [r.status, r.body.error])).toEqual([
      [404, 'Record not found.'],
      [404, 'Record not found.'],
      [404, 'Record not found.'],
      [404, 'Record not found.'],
    ]);
    expect((await mine.api.get(`/api/outstanding?PLID=${own.local}`)).status).toBe(200);
  });

  it('refuses a party, side or date given twice, rather than answering for every party', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    await api.post('/api/insertbilling').send(bill(b));
    await api.post('/api/insertbilling').send(bill(b, { CustomerID: b.outside }));

    const answers = await Promise.all(
      [
        `/api/outstanding?PLID=${b.local}&PLID=${b.outside}`,
        '/api/outstanding?Side=payable&Side=receivable',
        `/api/print/outstanding?PLID=${b.local}&PLID=${b.outside}`,
        '/api/trialbalance?FromDate=2026-04-01&FromDate=2026-04-02&ToDate=2026-05-01',
        '/api/dashboard?AsOn=2026-07-01&AsOn=2026-07-02',
      ].map((url) => api.get(url)),
    );
    const one = await api.get(`/api/outstanding?PLID=${b.local}&AsOn=2026-12-31`);

    expect(answers.map((r) => [r.status, r.body.error])).toEqual([
      [400, 'PLID must be given once.'],
      [400, 'Side must be given once.'],
      [400, 'PLID must be given once.'],
      [400, 'FromDate must be given once.'],
      [400, 'AsOn must be given once.'],
    ]);
    expect(one.body.data.customers.map((c: { PLID: number }) => c.PLID)).toEqual([b.local]);
  });
});
