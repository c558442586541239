import { expect, it } from 'vitest';
import { describeApi } from '../support/api';
import { bill, billingSetup, MH_GSTIN } from '../support/billing';

describeApi('Sales register', (env) => {
  it('lists each invoice with its GST split and place of supply, and totals per day and for the period without the cancelled ones', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    await api.post('/api/insertbilling').send(bill(b)); // 15 June, Asha Stores, same state
    const outside = await api.post('/api/insertbilling').send(bill(b, { CustomerID: b.outside })); // 15 June, Maharashtra
    const cancelled = await api
      .post('/api/insertbilling')
      .send(bill(b, { BillDate: '2026-06-16' }));
    await api
      .post('/api/cancelbilling')
      .send({ BillID: cancelled.body.BillID, Reason: 'Duplicate' });
    const one = (await api.get(`/api/getsaleinvoice/${outside.body.BillID}`)).body.data;

    const res = await api.get('/api/salesregister?FromDate=2026-06-01&ToDate=2026-06-30');

    expect(res.status).toBe(200);
    const { rows, days, totals } = res.body.data;
    expect(
      rows.map((r: Record<string, unknown>) => [
        r.InvoiceNo,
        r.CustomerName,
        r.PlaceOfSupply,
        r.Status,
      ]),
    ).toEqual([
      ['A/1', 'Asha Stores', '29', 'Active'],
      ['A/2', 'Pune Pharma', '27', 'Active'],
      ['A/3', 'Asha Stores', '29', 'Cancelled'],
    ]);
    expect(rows[1]).toMatchObject({
      GSTIN: MH_GSTIN,
      TaxableAmount: one.TaxableAmount,
      IGST: one.IGST,
      CGST: 0,
      BillAmount: one.BillAmount,
    });
    expect(days).toEqual([
      expect.objectContaining({
        BillDate: '2026-06-15',
        Bills: 2,
        BillAmount: rows[0].BillAmount + rows[1].BillAmount,
      }),
    ]);
    expect(totals).toMatchObject({
      Bills: 2,
      CGST: rows[0].CGST,
      IGST: rows[1].IGST,
      BillAmount: rows[0].BillAmount + rows[1].BillAmount,
    });
  });

  it("keeps another company's invoices out, and refuses a period that is not one", async () => {
    const mine = await env.company();
    const theirs = await env.company();
    const b = await billingSetup(theirs.api);
    await theirs.api.post('/api/insertbilling').send(bill(b));

    expect((await mine.api.get('/api/salesregister?FromDate=2026-06-15')).body.data.rows).toEqual(
      [],
    );
    expect(
      (await mine.api.get('/api/salesregister?FromDate=2026-06-30&ToDate=2026-06-01')).status,
    ).toBe(400);
  });
});
