import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../../backend/src/db/fixtures';
import { describeApi, storedRow } from '../support/api';

const NOT_LOGGED_IN = { success: false, error: 'Not logged in' };

describeApi('Shell lookups', (env) => {
  describe('GET /api/getcompanynav', () => {
    it("answers the session's company name", async () => {
      await env.company('Alpha Traders');
      const { api, CompanyID } = await env.company('Beta Traders');

      const res = await api.get(`/api/getcompanynav?CompanyID=${CompanyID}`);

      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { CompanyID, CompanyName: 'Beta Traders' } });
    });
  });

  describe('GET /api/getfinancialbyid', () => {
    it('answers the dates of the year made at sign-up', async () => {
      const { api, FYearID } = await env.company();

      const res = await api.get('/api/getfinancialbyid');

      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        FYearID,
        FYear: '2026-27',
        StartDate: '2026-04-01',
        EndDate: '2027-03-31',
        Status: 1,
      });
    });
  });

  describe('GET /api/getFYearID', () => {
    it("answers the session's year id in a list", async () => {
      const { api, FYearID } = await env.company();

      const res = await api.get('/api/getFYearID');

      expect(res.body).toEqual({ success: true, data: [{ FYearID }] });
    });
  });

  describe('GET /api/getEmpbyid', () => {
    it('answers the signed-in employee in a list, without the password', async () => {
      await env.company('Alpha Traders', { username: 'ravi' });
      const { api, Empid } = await env.company('Beta Traders', { username: 'asha' });

      const res = await api.get(`/api/getEmpbyid?Empid=${Empid}`);

      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0]).toMatchObject({
        Empid,
        FirstName: 'Asha',
        LastName: 'Rao',
        Username: 'asha',
        Mobile: '9876543210',
        Email: 'asha@example.com',
      });
      expect(Object.keys(res.body.data[0])).toEqual(
        expect.arrayContaining(['Address', 'District', 'State']),
      );
      expect(res.body.data[0]).not.toHaveProperty('Password');
    });
  });

  describe('GET /api/getEmpdocbyid', () => {
    it('answers an empty list while there are no employee documents', async () => {
      const { api } = await env.company();

      const res = await api.get('/api/getEmpdocbyid');

      expect(res.body).toEqual({ success: true, data: [] });
    });
  });

  describe('GET /api/getcompanylogo', () => {
    it('answers a null logo until one is uploaded', async () => {
      const { api } = await env.company();

      const res = await api.get('/api/getcompanylogo');

      expect(res.body).toEqual({ success: true, data: { Logo: null } });
    });
  });

  describe('shell lookups without a session', () => {
    it('answer 401 Not logged in', async () => {
      await env.company();
      const paths = [
        '/api/getcompanynav',
        '/api/getfinancialbyid',
        '/api/getFYearID',
        '/api/getEmpbyid',
        '/api/getEmpdocbyid',
        '/api/getcompanylogo',
        '/api/getcountrybyid/1',
      ];

      const answers = [];
      for (const path of paths) {
        const res = await env.anon().get(path);
        answers.push({ path, status: res.status, body: res.body });
      }

      expect(answers).toEqual(paths.map((path) => ({ path, status: 401, body: NOT_LOGGED_IN })));
    });
  });

  describe('GET /api/getcountry', () => {
    it('answers the shared countries without a session, India with State divisions and numeric PIN codes', async () => {
      const shared = await env.models.byName('country').count({ where: { CompanyID: null } });

      const res = await env.anon().get('/api/getcountry');

      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(shared);
      expect(
        res.body.data.find((c: { CountryName: string }) => c.CountryName === 'India'),
      ).toMatchObject({ CountryId: 1, CountryDivisionType: 'State', PinType: 1, CompanyID: null });
    });

    it("answers the shared countries and the company's own with a session, and nobody else's", async () => {
      const alpha = await env.company('Alpha Traders');
      const beta = await env.company('Beta Traders');
      const added = await alpha.api.post('/api/rest/country').send({ CountryName: 'Atlantis' });
      expect(added.status).toBe(201);
      const names = (res: { body: { data: Array<{ CountryName: string }> } }) =>
        res.body.data.map((c) => c.CountryName);

      const own = await alpha.api.get('/api/getcountry');
      const other = await beta.api.get('/api/getcountry');
      const guest = await env.anon().get('/api/getcountry');

      expect(names(own)).toContain('Atlantis');
      expect(names(own)).toContain('India');
      expect(names(other)).not.toContain('Atlantis');
      expect(names(other)).toContain('India');
      expect(names(guest)).not.toContain('Atlantis');
    });

    it('keeps the shared rows read-only', async () => {
      const { api } = await env.company();

      const update = await api.put('/api/rest/country/1').send({ CountryName: 'Bharat' });
      const remove = await api.delete('/api/rest/country/1');

      expect(update.status).toBe(403);
      expect(update.body).toEqual({
        success: false,
        error: 'This is a predefined value and cannot be changed.',
      });
      expect(remove.status).toBe(403);
      expect(remove.body).toEqual({
        success: false,
        error: 'This is a predefined value and cannot be deleted.',
      });
      expect(await storedRow(env, 'country', 1)).toMatchObject({
        CountryName: 'India',
        IsDeleted: false,
      });
    });
  });

  describe('GET /api/getstate', () => {
    it.each([['without a session'], ['with a session']])(
      'answers the 36 Indian states and union territories with GST codes %s',
      async (how) => {
        const api = how === 'with a session' ? (await env.company()).api : env.anon();

        const res = await api.get('/api/getstate?CountryId=1');

        expect(res.status).toBe(200);
        const states = res.body.data as Array<{ StateName: string; StateCode: string }>;
        expect(states).toHaveLength(36);
        expect(states.find((s) => s.StateName === 'Karnataka')?.StateCode).toBe('29');
        expect(states.find((s) => s.StateName === 'Tamil Nadu')?.StateCode).toBe('33');
        for (const s of states) expect(s.StateCode).toMatch(/^\d{2}$/);
        expect(new Set(states.map((s) => s.StateCode)).size).toBe(36);
      },
    );

    it('lists states alphabetically', async () => {
      const res = await env.anon().get('/api/getstate?CountryId=1');

      const names = res.body.data.map((s: { StateName: string }) => s.StateName);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    });
  });

  describe('GET /api/getcountrybyid/:countryId', () => {
    it('answers one country', async () => {
      const { api } = await env.company();

      const res = await api.get('/api/getcountrybyid/1');

      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        CountryId: 1,
        CountryName: 'India',
        CurrencyName: 'Indian Rupee',
        CountryCode: 'IN',
      });
    });

    it('answers 404 for a country that does not exist', async () => {
      const { api } = await env.company();

      const res = await api.get('/api/getcountrybyid/999');

      expect(res.status).toBe(404);
    });
  });

  describe('reference fixtures', () => {
    it('change nothing when loaded a second time', async () => {
      const tables = ['country', 'state', 'accountGroup', 'unit'];
      const count = async () => Promise.all(tables.map((t) => env.models.byName(t).count()));
      const before = await count();

      await loadFixtures(env.db, env.models);

      expect(await count()).toEqual(before);
      expect(before.every((n) => n > 0)).toBe(true);
    });

    it("leave a company's own rows and new ids alone when loaded again", async () => {
      const { api } = await env.company();
      await api.post('/api/rest/country').send({ CountryName: 'Atlantis' });

      await loadFixtures(env.db, env.models);
      const next = await api.post('/api/rest/country').send({ CountryName: 'Lemuria' });

      expect(next.status).toBe(201);
      const own = await env.models
        .byName('country')
        .count({ where: { CountryName: ['Atlantis', 'Lemuria'] } });
      expect(own).toBe(2);
    });
  });
});
