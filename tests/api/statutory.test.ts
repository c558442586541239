import { describe, expect, it } from 'vitest';
import { describeApi, storedRows } from '../support/api';

// The ledger master (customers and suppliers) is another issue's; until it lands PLID is an
// opaque ledger number here.
const PLID = 501;
const details = { PanNo: 'ABCDE1234F', FssaiNo: '10020042005678', DrugLicenseNo: 'KA-BLR-20B-1234', CreditDays: 30, Status: 1 };

describeApi('Customer statutory', (env) => {
  it('lists only the newest record of each PLID, updates and deletes it with its history', async () => {
    const { api } = await env.company();
    await api.post('/api/rest/customerStatutory').send({ ...details, PLID, PanNo: 'OLDPAN1234' });
    const newest = await api.post('/api/rest/customerStatutory').send({ ...details, PLID });
    await api.post('/api/rest/customerStatutory').send({ ...details, PLID: 502 });

    const listed = await api.get('/api/getstatutory');
    const updated = await api.post('/api/updatestatutory').send({ PLRID: newest.body.data.PLRID, CreditDays: 45 });
    const searched = await api.get('/api/getstatutory').query({ q: '501' });
    const deleted = await api.delete('/api/deletestatutory').send({ PLRID: newest.body.data.PLRID, DeletedBy: 1 });
    const after = await api.get('/api/getstatutory');

    expect(listed.body.data.map((r: { PLID: number; PanNo: string }) => [r.PLID, r.PanNo])).toEqual([[PLID, 'ABCDE1234F'], [502, 'ABCDE1234F']]);
    expect(updated.body).toMatchObject({ success: true, message: 'Customer statutory updated successfully!' });
    expect(searched.body.data).toEqual([expect.objectContaining({ PLID, CreditDays: 45 })]);
    expect(deleted.body.message).toBe('Customer statutory deleted successfully!');
    expect(after.body.data.map((r: { PLID: number }) => r.PLID)).toEqual([502]);
    expect((await storedRows(env, 'customerStatutory', { PLID })).every((r) => r.IsDeleted)).toBe(true);
  });

  it('has no create call of its own', async () => {
    const { api } = await env.company();

    const res = await api.post('/api/insertstatutory').send({ ...details, PLID });

    expect(res.status).toBe(404);
  });

  it('says the Pan No messages', async () => {
    const { api } = await env.company();
    const row = await api.post('/api/rest/customerStatutory').send({ ...details, PLID });

    const long = await api.post('/api/updatestatutory').send({ PLRID: row.body.data.PLRID, PanNo: 'ABCDE1234FG' });
    const symbols = await api.post('/api/updatestatutory').send({ PLRID: row.body.data.PLRID, PanNo: 'ABCDE-1234' });

    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ PanNo: 'Pan No cannot exceed 10 characters.' });
    expect(symbols.status).toBe(400);
    expect(symbols.body.errors).toEqual({ PanNo: 'Pan No can only contain alphabets and numbers.' });
  });

  it("keeps a company's records to itself", async () => {
    const a = await env.company('Alpha Traders');
    const b = await env.company('Beta Traders');
    const row = await a.api.post('/api/rest/customerStatutory').send({ ...details, PLID });

    const seen = await b.api.get('/api/getstatutory');
    const update = await b.api.post('/api/updatestatutory').send({ PLRID: row.body.data.PLRID, CreditDays: 1 });
    const del = await b.api.delete('/api/deletestatutory').send({ PLRID: row.body.data.PLRID });

    expect(seen.body.data).toEqual([]);
    expect(update.status).toBe(404);
    expect(del.status).toBe(404);
  });
});

describeApi('Supplier statutory', (env) => {
  it('creates with ledger type 2, lists the newest per PLID, updates and deletes', async () => {
    const { api, CompanyID, Empid } = await env.company();

    const first = await api.post('/api/insertstatutorysupplier').send({ ...details, PLID, CreditDays: 15 });
    const second = await api.post('/api/insertstatutorysupplier').send({ ...details, PLID, CreditDays: 60 });
    const listed = await api.get('/api/getstatutorysupplier');
    const updated = await api.post('/api/updatestatutorysupplier').send({ PLRID: second.body.PLRID, FssaiNo: '99999999999999' });
    const deleted = await api.delete('/api/deletestatutorysupplier').set({ CompanyID: String(CompanyID), Empid: String(Empid) }).send({ PLRID: second.body.PLRID });
    const after = await api.get('/api/getstatutorysupplier');

    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: 'Supplier record submitted successfully!', PLRID: expect.any(Number) });
    expect(listed.body.data).toEqual([expect.objectContaining({ PLRID: second.body.PLRID, PLID, CreditDays: 60, LedgerType: 2 })]);
    expect(updated.body).toMatchObject({ message: 'Supplier record updated successfully!', data: { FssaiNo: '99999999999999' } });
    expect(deleted.body.message).toBe('Supplier record deleted successfully!');
    expect(after.body.data).toEqual([]);
  });

  it('says the Pan No and PLID messages', async () => {
    const { api } = await env.company();

    const long = await api.post('/api/insertstatutorysupplier').send({ ...details, PLID, PanNo: 'ABCDE1234FG' });
    const symbols = await api.post('/api/insertstatutorysupplier').send({ ...details, PLID, PanNo: 'AB CDE1234' });
    const noPlid = await api.post('/api/insertstatutorysupplier').send(details);

    expect(long.body.errors).toEqual({ PanNo: 'Pan No cannot exceed 10 characters.' });
    expect(symbols.body.errors).toEqual({ PanNo: 'Pan No can only contain alphabets and numbers.' });
    expect(noPlid.body.errors).toEqual({ PLID: 'PLID is required.' });
  });

  it('refuses a delete naming another company in its headers', async () => {
    const { api, Empid } = await env.company();
    const row = await api.post('/api/insertstatutorysupplier').send({ ...details, PLID });

    const res = await api.delete('/api/deletestatutorysupplier').set({ CompanyID: '9999', Empid: String(Empid) }).send({ PLRID: row.body.PLRID });

    expect(res.status).toBe(403);
  });
});
