import { financialYear } from '../../resources';
import { describe, expect, it } from 'vitest';
import { describeApi } from '../support/api';

const DUPLICATE = 'Duplicate entry found. Please use a different series name.';

describeApi('Invoice series', (env) => {
  describe('round trip', () => {
    it("creates a series in the session's year, lists it as 'B2B / A', updates and deletes it", async () => {
      const { api, CompanyID, FYearID } = await env.company();

      const created = await api
        .post('/api/insertinvoice')
        .send({ InvType: 1, Series: 'A', FYearID: 999, CompanyID });
      const listed = await api.get(`/api/getinvoice?CompanyID=${CompanyID}`);
      const updated = await api
        .post('/api/updateinvoice')
        .send({ SID: created.body.SID, InvType: 2, Series: 'Retail' });
      const relisted = await api.get('/api/getinvoice');
      const deleted = await api
        .delete('/api/deleteinvoice')
        .send({ SID: created.body.SID, DeletedBy: 1, DeletedDate: '2026-05-01' });
      const emptied = await api.get('/api/getinvoice');

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        message: 'Invoice series submitted successfully!',
        SID: expect.any(Number),
      });
      expect(listed.body.data).toEqual([
        expect.objectContaining({
          SID: created.body.SID,
          InvType: 1,
          Series: 'A',
          FYearID,
          SeriesLabel: 'B2B / A',
        }),
      ]);
      expect(updated.body).toMatchObject({
        success: true,
        message: 'InvoiceSeries updated successfully!',
      });
      expect(relisted.body.data).toEqual([
        expect.objectContaining({ InvType: 2, Series: 'Retail', SeriesLabel: 'B2C / Retail' }),
      ]);
      expect(deleted.body).toMatchObject({
        success: true,
        message: 'Invoice series deleted successfully!',
      });
      expect(emptied.body.data).toEqual([]);
    });

    it('answers the series of one type for GET /api/getinvtype and /api/getinvoicebyid', async () => {
      const { api, CompanyID } = await env.company();
      await api.post('/api/insertinvoice').send({ InvType: 1, Series: 'A' });
      await api.post('/api/insertinvoice').send({ InvType: 2, Series: 'R' });

      const b2b = await api.get(`/api/getinvtype?CompanyID=${CompanyID}&InvType=1`);
      const b2c = await api.get(`/api/getinvoicebyid?CompanyID=${CompanyID}&InvType=2`);

      expect(b2b.body.data).toEqual([
        expect.objectContaining({ SID: expect.any(Number), Series: 'A' }),
      ]);
      expect(b2c.body.data).toEqual([expect.objectContaining({ Series: 'R' })]);
    });

    it('searches series by contains', async () => {
      const { api } = await env.company();
      await api.post('/api/insertinvoice').send({ InvType: 1, Series: 'North' });
      await api.post('/api/insertinvoice').send({ InvType: 1, Series: 'South' });

      const res = await api.get('/api/getinvoice?q=ort');

      expect(res.body.data.map((r: { Series: string }) => r.Series)).toEqual(['North']);
    });
  });

  describe('rules', () => {
    it('refuses a name that would not fit the 16-character invoice number, or has other characters, on create and rename', async () => {
      const { api } = await env.company();
      const ok = await api.post('/api/insertinvoice').send({ InvType: 1, Series: 'GST/26-27' });

      const long = await api.post('/api/insertinvoice').send({ InvType: 1, Series: 'Counter10A' });
      const spaced = await api.post('/api/insertinvoice').send({ InvType: 1, Series: 'A B' });
      const renamed = await api
        .post('/api/updateinvoice')
        .send({ SID: ok.body.SID, Series: 'Wholesale1' });

      expect(ok.status).toBe(201);
      for (const res of [long, spaced, renamed]) {
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual({
          Series: 'Series name can have at most 9 characters: letters, digits, - or /.',
        });
      }
    });

    it('refuses the same series name in the same year, whatever the case or type: invoice numbers are unique in a year', async () => {
      const { api } = await env.company();
      const first = await api.post('/api/insertinvoice').send({ InvType: 1, Series: 'Main' });

      const again = await api.post('/api/insertinvoice').send({ InvType: 1, Series: ' MAIN ' });
      const otherType = await api.post('/api/insertinvoice').send({ InvType: 2, Series: 'main' });
      const renamed = await api.post('/api/insertinvoice').send({ InvType: 1, Series: 'Second' });
      const clash = await api
        .post('/api/updateinvoice')
        .send({ SID: renamed.body.SID, Series: 'main' });

      expect(first.status).toBe(201);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        success: false,
        error: DUPLICATE,
        errors: { Series: DUPLICATE },
      });
      expect(otherType.status).toBe(409);
      expect(clash.status).toBe(409);
      expect(clash.body.errors).toEqual({ Series: DUPLICATE });
    });

    it('requires a type and a series', async () => {
      const { api } = await env.company();

      const noType = await api.post('/api/insertinvoice').send({ Series: 'A' });
      const badType = await api.post('/api/insertinvoice').send({ InvType: 3, Series: 'A' });
      const noSeries = await api.post('/api/insertinvoice').send({ InvType: 1, Series: ' ' });

      expect(noType.body.errors).toEqual({ InvType: 'Invoice Type is required.' });
      expect(badType.body.errors).toEqual({ InvType: 'Please select a valid Invoice Type.' });
      expect(noSeries.body.errors).toEqual({ Series: 'Series is required.' });
    });
  });

  describe('financial year', () => {
    it('refuses a series when the session has no financial year', async () => {
      const { api, CompanyID, username, password } = await env.company();
      // The company's current year cannot be deleted through the API (it is in use), so the
      // state of a company left without a year is set up in the table directly.
      await env.models.of(financialYear).update({ IsDeleted: true }, { where: { CompanyID } });
      await api.post('/api/login').send({ CompanyID, Username: username, Password: password });

      const res = await api.post('/api/insertinvoice').send({ InvType: 1, Series: 'A' });

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        FYearID: 'FYearID not found. Please fetch the financial year first.',
      });
    });
  });

  describe('GET /api/getfinyearbyid', () => {
    it("answers the session's year, or one of the company's by FYearID", async () => {
      const { api, FYearID } = await env.company();

      const session = await api.get('/api/getfinyearbyid');
      const byId = await api.get(`/api/getfinyearbyid?FYearID=${FYearID}`);

      expect(session.body.data).toMatchObject({ FYearID, FYear: '2026-27' });
      expect(byId.body.data).toMatchObject({ FYearID, FYear: '2026-27' });
    });

    it("answers 404 for another company's year", async () => {
      const a = await env.company();
      const b = await env.company();

      const res = await b.api.get(`/api/getfinyearbyid?FYearID=${a.FYearID}`);

      expect(res.status).toBe(404);
    });
  });

  describe('tenancy', () => {
    it("neither shows, changes nor deletes another company's series, and lets each company use the same name", async () => {
      const a = await env.company();
      const b = await env.company();
      const theirs = await a.api.post('/api/insertinvoice').send({ InvType: 1, Series: 'A' });

      const list = await b.api.get('/api/getinvtype?InvType=1');
      const update = await b.api
        .post('/api/updateinvoice')
        .send({ SID: theirs.body.SID, Series: 'B' });
      const remove = await b.api.delete('/api/deleteinvoice').send({ SID: theirs.body.SID });
      const own = await b.api.post('/api/insertinvoice').send({ InvType: 1, Series: 'A' });

      expect(list.body.data).toEqual([]);
      expect(update.status).toBe(404);
      expect(remove.status).toBe(404);
      expect(own.status).toBe(201);
    });
  });
});
