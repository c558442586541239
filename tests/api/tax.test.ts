import { describe, expect, it } from 'vitest';
import { GROUP } from '../../fixtures';
import { describeApi, storedRow } from '../support/api';

describeApi('Tax master', (env) => {
  it('creates GST split in half, lists, updates and deletes it', async () => {
    const { api } = await env.company();

    const created = await api.post('/api/inserttaxmaster').send({ AccGroupid: GROUP.GST, GST: 18 });
    const listed = await api.get('/api/gettaxmaster');
    const updated = await api
      .post('/api/updatetaxmaster')
      .send({ TaxID: created.body.TaxID, GST: 5, CGST: 2.5, SGST: 2.5 });
    const deleted = await api
      .delete('/api/deletetaxmaster')
      .send({ TaxID: created.body.TaxID, DeletedBy: 1 });
    const after = await api.get('/api/gettaxmaster');

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Tax submitted successfully!',
      TaxID: expect.any(Number),
    });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ AccGroupid: GROUP.GST, GST: 18, CGST: 9, SGST: 9, VAT: null }),
    ]);
    expect(updated.body).toMatchObject({
      message: 'Tax updated successfully!',
      data: { GST: 5, CGST: 2.5, SGST: 2.5 },
    });
    expect(deleted.body.message).toBe('Tax deleted successfully!');
    expect(after.body.data).toEqual([]);
  });

  it('splits an odd number of hundredths so the halves still add up', async () => {
    const { api } = await env.company();

    const res = await api.post('/api/inserttaxmaster').send({ AccGroupid: GROUP.GST, GST: 0.05 });

    expect(res.body.data).toMatchObject({ GST: 0.05, CGST: 0.03, SGST: 0.02 });
    const row = await storedRow(env, 'tax', res.body.TaxID);
    // Stored in hundredths of a percent (Postgres hands a BIGINT back as text).
    expect([row?.GST, row?.CGST, row?.SGST].map(Number)).toEqual([5, 3, 2]);
  });

  it('refuses a second tax of the same name, the one made from its rate included', async () => {
    const { api } = await env.company();

    const first = await api.post('/api/inserttaxmaster').send({ AccGroupid: GROUP.GST, GST: 28 });
    const again = await api
      .post('/api/inserttaxmaster')
      .send({ AccGroupid: GROUP.GST, GST: 28, CGST: 15, SGST: 13 });
    const named = await api
      .post('/api/inserttaxmaster')
      .send({ AccGroupid: GROUP.GST, GST: 5, TaxName: 'gst 28%' });
    const listed = (await api.get('/api/gettaxmaster')).body.data;

    expect(first.status).toBe(201);
    expect([again.status, again.body.errors]).toEqual([
      409,
      { TaxName: 'A tax of this name already exists.' },
    ]);
    expect([named.status, named.body.errors]).toEqual([
      409,
      { TaxName: 'A tax of this name already exists.' },
    ]);
    expect(listed).toHaveLength(1);
  });

  it('finds taxes in its list by the name pickers show, as typed in part', async () => {
    const { api } = await env.company();
    for (const GST of [5, 12, 18])
      await api.post('/api/inserttaxmaster').send({ AccGroupid: GROUP.GST, GST });
    await api.post('/api/inserttaxmaster').send({ AccGroupid: GROUP.VAT, VAT: 12.5 });
    const names = async (q: string) =>
      ((await api.get('/api/gettaxmaster').query({ q })).body.data as { TaxName: string }[])
        .map((t) => t.TaxName)
        .sort();

    expect(await names('12')).toEqual(['GST 12%', 'VAT 12.5%']);
    expect(await names('gst')).toEqual(['GST 12%', 'GST 18%', 'GST 5%']);
  });

  it('keeps halves that add up to GST, and refuses halves that do not', async () => {
    const { api } = await env.company();

    const uneven = await api
      .post('/api/inserttaxmaster')
      .send({ AccGroupid: GROUP.GST, GST: 12, CGST: 8, SGST: 4 });
    const wrong = await api
      .post('/api/inserttaxmaster')
      .send({ AccGroupid: GROUP.GST, GST: 12, CGST: 8, SGST: 5 });

    expect(uneven.status).toBe(201);
    expect(uneven.body.data).toMatchObject({ CGST: 8, SGST: 4 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ CGST: 'CGST and SGST must add up to GST.' });
  });

  it('keeps VAT under group 26 only, and GST under group 24 only', async () => {
    const { api } = await env.company();

    const vat = await api
      .post('/api/inserttaxmaster')
      .send({ AccGroupid: GROUP.VAT, VAT: 14.5, GST: 18, CGST: 9, SGST: 9 });
    const gst = await api
      .post('/api/inserttaxmaster')
      .send({ AccGroupid: GROUP.GST, GST: 28, VAT: 5 });

    expect(vat.body.data).toMatchObject({ VAT: 14.5, GST: null, CGST: null, SGST: null });
    expect(gst.body.data).toMatchObject({ GST: 28, VAT: null });
  });

  it('offers only account groups 24 and 26, and asks for the rate of the group chosen', async () => {
    const { api } = await env.company();

    const other = await api
      .post('/api/inserttaxmaster')
      .send({ AccGroupid: GROUP.SUNDRY_DEBTORS, GST: 5 });
    const noGst = await api.post('/api/inserttaxmaster').send({ AccGroupid: GROUP.GST });
    const noVat = await api.post('/api/inserttaxmaster').send({ AccGroupid: GROUP.VAT });
    const tooMany = await api
      .post('/api/inserttaxmaster')
      .send({ AccGroupid: GROUP.GST, GST: 5.125 });

    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ AccGroupid: 'Please select a valid Account Group.' });
    expect(noGst.body.errors).toEqual({ GST: 'GST is required.' });
    expect(noVat.body.errors).toEqual({ VAT: 'VAT is required.' });
    expect(tooMany.status).toBe(400);
  });

  it('says the TaxID messages', async () => {
    const { api } = await env.company();

    const update = await api.post('/api/updatetaxmaster').send({ GST: 5 });
    const del = await api.delete('/api/deletetaxmaster').send({ TaxID: 'abc' });
    const delMissing = await api.delete('/api/deletetaxmaster').send({});

    expect(update.status).toBe(400);
    expect(update.body.error).toBe('TaxID is required for the update.');
    expect(del.status).toBe(400);
    expect(del.body.error).toBe('TaxID is missing or invalid. Cannot delete.');
    expect(delMissing.body.error).toBe('TaxID is missing or invalid. Cannot delete.');
  });

  it("keeps a company's taxes to itself", async () => {
    const a = await env.company('Alpha Traders');
    const b = await env.company('Beta Traders');
    const tax = await a.api.post('/api/inserttaxmaster').send({ AccGroupid: GROUP.GST, GST: 18 });

    const seen = await b.api.get('/api/gettaxmaster');
    const update = await b.api.post('/api/updatetaxmaster').send({ TaxID: tax.body.TaxID, GST: 5 });
    const del = await b.api.delete('/api/deletetaxmaster').send({ TaxID: tax.body.TaxID });

    expect(seen.body.data).toEqual([]);
    expect(update.status).toBe(404);
    expect(del.status).toBe(404);
  });
});
