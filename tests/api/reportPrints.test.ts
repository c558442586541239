import { expect, it } from 'vitest';
import { describeApi, type Agent } from '../support/api';
import { bill, billingSetup, KA_GSTIN, MH_GSTIN, supplierOf } from '../support/billing';
import { systemLedger } from '../support/ledger';
import { getBytes, lineOf, pdfText } from '../support/pdf';

/**
 * A small company, by hand: on 15 June a bill to Asha Stores (Karnataka, as the company) of
 * 10,000 paracetamol at 12.50 = 1,25,000.00 + CGST 7,500.00 + SGST 7,500.00 = 1,40,000.00, and
 * one to Pune Pharma (Maharashtra) of 2 cough syrups at 50.00 = 100.00 + IGST 5.00 = 105.00;
 * on 1 July a cash receipt of 40,000.00 from Asha Stores.
 */
async function smallCompany(api: Agent) {
  const b = await billingSetup(api, { opening: 100_000 });
  const a1 = await api.post('/api/insertbilling').send(
    bill(b, {
      items: [{ ItemID: b.paracetamol, Quantity: 10000, GrossAmount: 12.5 }],
    }),
  );
  const a2 = await api.post('/api/insertbilling').send(
    bill(b, {
      CustomerID: b.outside,
      items: [{ ItemID: b.cough, Quantity: 2, GrossAmount: 50 }],
    }),
  );
  expect([a1.status, a2.status]).toEqual([201, 201]);
  const cash = await systemLedger(api, 'Cash');
  const paid = await api
    .post('/api/insertupdatereciept')
    .send({ RDate: '2026-07-01', AccGroupid: 6, PLID: cash, PartyID: b.local, Debit: 40000 });
  expect(paid.status).toBe(201);
  return b;
}

async function printed(api: Agent, url: string) {
  const res = await getBytes(api, url);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.body as Buffer);
}

describeApi('Reports printed as A4 PDFs', (env) => {
  it('prints each report with the company, its name, its period and its figures in Indian grouping', async () => {
    const { api } = await env.company('Sri Lakshmi Pharma');
    await smallCompany(api);
    const june = 'FromDate=2026-06-01&ToDate=2026-06-30';

    const tb = await printed(api, `/api/print/trialbalance?${june}`);
    expect(tb.size).toMatch(/595(\.\d+)? x 841(\.\d+)? pts \(A4\)/);
    expect(tb.text).toContain('Sri Lakshmi Pharma');
    expect(tb.text).toContain('Trial Balance');
    expect(tb.text).toContain('From 01-06-2026 to 30-06-2026');
    expect(tb.text).toContain('Page 1 of 1');
    expect(lineOf(tb.text, 'Asha Stores')).toMatch(/Asha Stores 1,40,000\.00 1,40,000\.00$/);
    expect(lineOf(tb.text, 'Pune Pharma')).toMatch(/Pune Pharma 105\.00 105\.00$/);
    expect(lineOf(tb.text, 'Grand Total')).toBe(
      'Grand Total 0.00 0.00 1,40,105.00 1,40,105.00 1,40,105.00 1,40,105.00',
    );

    const db = await printed(api, '/api/print/daybook?FromDate=2026-06-15');
    expect(db.text).toContain('Day Book');
    expect(db.text).toContain('On 15-06-2026');
    expect(lineOf(db.text, 'A/1')).toMatch(
      /^15-06-2026 Sales Invoice A\/1 Asha Stores .*1,40,000\.00 Active$/,
    );
    expect(lineOf(db.text, 'A/2')).toMatch(/105\.00 Active$/);
    expect(lineOf(db.text, /^\s*Total/)).toBe('Total 1,40,105.00');

    const sr = await printed(api, `/api/print/salesregister?${june}`);
    expect(sr.size).toMatch(/841(\.\d+)? x 595(\.\d+)? pts \(A4\)/); // landscape
    expect(sr.text).toContain('Sales Register');
    expect(lineOf(sr.text, 'A/1')).toContain(
      `Asha Stores ${KA_GSTIN} 29-Karnataka 1,25,000.00 7,500.00 7,500.00 0.00 0.00 1,40,000.00 Active`,
    );
    expect(lineOf(sr.text, 'Total 15-06-2026')).toBe(
      'Total 15-06-2026 (2 bills) 1,25,100.00 7,500.00 7,500.00 5.00 0.00 1,40,105.00',
    );
    expect(lineOf(sr.text, 'Total (2 bills)')).toBe(
      'Total (2 bills) 1,25,100.00 7,500.00 7,500.00 5.00 0.00 1,40,105.00',
    );

    const g = await printed(api, `/api/print/gstr1?${june}`);
    expect(g.text).toContain('GSTR-1 Summary');
    expect(lineOf(g.text, KA_GSTIN)).toBe(
      `${KA_GSTIN} Asha Stores A/1 15-06-2026 1,40,000.00 29-Karnataka 12 1,25,000.00 0.00 7,500.00 7,500.00`,
    );
    expect(lineOf(g.text, MH_GSTIN)).toBe(
      `${MH_GSTIN} Pune Pharma A/2 15-06-2026 105.00 27-Maharashtra 5 100.00 5.00 0.00 0.00`,
    );
    expect(lineOf(g.text, /^\s*A\s+A\/1/)).toBe('A A/1 A/2 2 0 2');

    // As on 30 June the July receipt has not yet come in; on 15 July it has.
    const before = await printed(api, '/api/print/outstanding?AsOn=2026-06-30');
    expect(before.text).toContain('Outstanding Receivables');
    expect(before.text).toContain('As on 30-06-2026');
    // No credit days: every day since the bill is a day overdue.
    expect(lineOf(before.text, 'A/1')).toBe('A/1 15-06-2026 1,40,000.00 0.00 1,40,000.00 15 15');
    const after = await printed(api, '/api/print/outstanding?AsOn=2026-07-15');
    expect(lineOf(after.text, 'A/1')).toBe(
      'A/1 15-06-2026 1,40,000.00 40,000.00 1,00,000.00 30 30',
    );
    expect(lineOf(after.text, /^\s*Total\s+1,00,105\.00\s*$/)).toBe('Total 1,00,105.00');
    expect(lineOf(after.text, /^\s*Total\s+1,00,105\.00\s+0\.00/)).toBe(
      'Total 1,00,105.00 0.00 0.00 0.00 0.00 1,00,105.00 1,00,105.00',
    );
  });

  it('prints a cancelled bill of the sales register in its date place, its figures 0 and Cancelled', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    await api.post('/api/insertbilling').send(bill(b)); // A/1, 15 June, 294.00
    const wrong = await api.post('/api/insertbilling').send(bill(b, { BillDate: '2026-06-16' })); // A/2, the day's only bill
    await api.post('/api/cancelbilling').send({ BillID: wrong.body.BillID, Reason: 'Duplicate' });
    await api.post('/api/insertbilling').send(bill(b, { BillDate: '2026-06-17' })); // A/3
    const june = 'FromDate=2026-06-01&ToDate=2026-06-30';

    const { text } = await printed(api, `/api/print/salesregister?${june}`);
    const json = (await api.get(`/api/salesregister?${june}`)).body.data;

    const lines = text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim());
    const at = (label: string) => lines.findIndex((l) => l.includes(label));
    expect(at('Total 15-06-2026') < at('A/2') && at('A/2') < at('A/3')).toBe(true);
    expect(lineOf(text, 'A/2')).toBe(
      `16-06-2026 A/2 Asha Stores ${KA_GSTIN} 29-Karnataka 0.00 0.00 0.00 0.00 0.00 0.00 Cancelled`,
    );
    expect(lineOf(text, 'Total (2 bills)')).toMatch(/ 588\.00$/);
    expect(json.rows[1]).toMatchObject({ InvoiceNo: 'A/2', BillAmount: 0, Status: 'Cancelled' });
  });

  it("never prints another company's figures, and refuses what the JSON report refuses", async () => {
    const mine = await env.company('Sri Lakshmi Pharma');
    const theirs = await env.company('Other Traders');
    await smallCompany(mine.api);
    const b = await billingSetup(theirs.api, { opening: 100_000 });
    await theirs.api.post('/api/insertbilling').send(
      bill(b, {
        CustomerID: b.walkIn,
        SID: b.seriesC,
        InvType: 2,
        items: [{ ItemID: b.paracetamol, Quantity: 777, GrossAmount: 10 }], // 7,770.00 + 932.40
      }),
    );
    const queries = [
      'trialbalance?FromDate=2026-06-01&ToDate=2026-06-30',
      'daybook?FromDate=2026-06-15',
      'salesregister?FromDate=2026-06-15',
      'gstr1?FromDate=2026-06-01&ToDate=2026-06-30',
      'outstanding?AsOn=2026-06-30',
    ];
    for (const q of queries) {
      const { text } = await printed(mine.api, `/api/print/${q}`);
      expect(text).toContain('Sri Lakshmi Pharma');
      expect(text).not.toMatch(/Other Traders|Walk In|7,770\.00|8,702\.40|C\/1/);
    }
    expect((await mine.api.get('/api/print/daybook?FromDate=15-06-2026')).status).toBe(400);
    expect(
      (await mine.api.get('/api/print/trialbalance?FromDate=2026-06-30&ToDate=2026-06-01')).status,
    ).toBe(400);
    expect((await mine.api.get('/api/print/outstanding?PLID=x')).status).toBe(400);
    expect((await env.anon().get('/api/print/daybook?FromDate=2026-06-15')).status).toBe(401);
  });

  it('refuses to print figures beyond what it can print to the paisa (absurd purchases), answering 422 and not failing', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const SupplierID = await supplierOf(api);
    // Each 9,00,000 crore and its GST, within what one bill may total (under 10^15 paise); eleven
    // of them pass 2^53 paise in the Purchase ledger.
    for (let i = 1; i <= 11; i++) {
      const res = await api.post('/api/insertpurchase').send({
        PurchaseDate: '2026-06-12',
        SupplierID,
        SupplierBillNo: `BIG-${i}`,
        SupplierBillDate: '2026-06-10',
        items: [1, 2].map(() => ({ ItemID: b.cough, Quantity: 1000, GrossAmount: 4_500_000_000 })),
      });
      expect(res.status).toBe(201);
    }

    for (const url of ['/api/print/trialbalance', '/api/print/daybook?FromDate=2026-06-12']) {
      const res = await api.get(url);
      expect([url, res.status, res.body]).toEqual([
        url,
        422,
        { success: false, error: 'The figures here are too large to print to the paisa.' },
      ]);
    }
  });
});
