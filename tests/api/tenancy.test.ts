import { describe, expect, it } from 'vitest';
import { describeApi, storedRow, type ApiEnv, type SignedIn } from '../support/api';

const MISMATCH = { success: false, error: 'Invalid CompanyID or Empid' };

/** Two companies, A with a branch, a route on it and a second financial year; B with nothing of its own. */
async function twoCompanies(env: ApiEnv) {
  const a = await env.company('Alpha Traders');
  const b = await env.company('Beta Traders');
  const branch = await a.api
    .post('/api/insertbranch')
    .send({ BranchName: 'Alpha Head Office', Pincode: '560001' });
  const route = await a.api
    .post('/api/insertroute')
    .send({ RootName: 'Alpha Beat', BranchId: branch.body.BranchId, Status: 1 });
  const year = await a.api
    .post('/api/insertfinancial')
    .send({ StartDate: '2025-04-01', EndDate: '2026-03-31', Status: 1 });
  expect([branch.status, route.status, year.status]).toEqual([201, 201, 201]);
  return {
    a,
    b,
    BranchId: branch.body.BranchId as number,
    RootId: route.body.RootId as number,
    FYearID: year.body.FYearID as number,
  };
}

async function branchRow(env: ApiEnv, BranchId: number) {
  return storedRow(env, 'branch', BranchId);
}

describeApi('Tenancy', (env) => {
  describe('lists', () => {
    it("never show another company's rows", async () => {
      const { a, b } = await twoCompanies(env);
      const own = await b.api.post('/api/insertbranch').send({ BranchName: 'Beta Office' });
      expect(own.status).toBe(201);
      const lists: Array<[string, string]> = [
        ['/api/getbranch', 'BranchId'],
        ['/api/getroute', 'RootId'],
        ['/api/getfinancial', 'FYearID'],
        ['/api/rest/branch', 'BranchId'],
        ['/api/rest/route', 'RootId'],
        ['/api/rest/financialYear', 'FYearID'],
      ];

      for (const [path, key] of lists) {
        const mine = await a.api.get(path);
        const theirs = await b.api.get(path);

        const ids = (res: typeof mine) => res.body.data.map((r: Record<string, number>) => r[key]);
        expect([path, mine.status, theirs.status]).toEqual([path, 200, 200]);
        expect(ids(mine).length).toBeGreaterThan(0);
        expect(ids(theirs).filter((id: number) => ids(mine).includes(id))).toEqual([]);
        expect(theirs.body.data.map((r: { CompanyID: number }) => r.CompanyID)).toEqual(
          theirs.body.data.map(() => b.CompanyID),
        );
      }
    });

    it("finds nothing of another company's by search", async () => {
      const { b } = await twoCompanies(env);

      const res = await b.api.get('/api/getbranch?q=alpha');

      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    });
  });

  describe('GET /api/rest/branch/:id', () => {
    it("answers another company's branch exactly as a branch that does not exist", async () => {
      const { b, BranchId } = await twoCompanies(env);

      const theirs = await b.api.get(`/api/rest/branch/${BranchId}`);
      const missing = await b.api.get('/api/rest/branch/987654');

      expect(theirs.status).toBe(404);
      expect(missing.status).toBe(404);
      expect(theirs.body).toEqual(missing.body);
      expect(theirs.body.success).toBe(false);
    });

    it('answers the own branch', async () => {
      const { a, BranchId } = await twoCompanies(env);

      const res = await a.api.get(`/api/rest/branch/${BranchId}`);

      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        BranchId,
        BranchName: 'Alpha Head Office',
        CompanyID: a.CompanyID,
      });
    });
  });

  describe("writes to another company's branch", () => {
    it('POST /api/updatebranch answers 404 and changes nothing', async () => {
      const { b, BranchId } = await twoCompanies(env);
      const before = await branchRow(env, BranchId);

      const res = await b.api
        .post('/api/updatebranch')
        .send({ BranchId, BranchName: 'Taken Over' });

      expect(res.status).toBe(404);
      expect(res.body).toEqual((await b.api.get('/api/rest/branch/987654')).body);
      expect(await branchRow(env, BranchId)).toEqual(before);
    });

    it('PUT /api/rest/branch/:id answers 404 and changes nothing', async () => {
      const { b, BranchId } = await twoCompanies(env);
      const before = await branchRow(env, BranchId);

      const res = await b.api
        .put(`/api/rest/branch/${BranchId}`)
        .send({ BranchName: 'Taken Over' });

      expect(res.status).toBe(404);
      expect(await branchRow(env, BranchId)).toEqual(before);
    });

    it('DELETE /api/deletebranch answers 404 and deletes nothing', async () => {
      const { b, BranchId } = await twoCompanies(env);
      const before = await branchRow(env, BranchId);

      const res = await b.api.delete('/api/deletebranch').send({ BranchId });

      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
      expect(await branchRow(env, BranchId)).toEqual(before);
    });

    it('DELETE /api/rest/branch/:id answers 404 and deletes nothing', async () => {
      const { b, BranchId } = await twoCompanies(env);
      const before = await branchRow(env, BranchId);

      const res = await b.api.delete(`/api/rest/branch/${BranchId}`);

      expect(res.status).toBe(404);
      expect(await branchRow(env, BranchId)).toEqual(before);
    });
  });

  describe('companies and employees', () => {
    it("show only the session's own company and employees", async () => {
      const { a, b } = await twoCompanies(env);

      const companies = await b.api.get('/api/rest/company');
      const employees = await b.api.get('/api/rest/employee');

      expect(companies.body.data.map((c: { CompanyID: number }) => c.CompanyID)).toEqual([
        b.CompanyID,
      ]);
      expect(employees.body.data.map((e: { Empid: number }) => e.Empid)).toEqual([b.Empid]);
      expect((await b.api.get(`/api/rest/company/${a.CompanyID}`)).status).toBe(404);
      expect((await b.api.get(`/api/rest/employee/${a.Empid}`)).status).toBe(404);
    });

    it("answer 404 to changing another company's company or employee record, and change nothing", async () => {
      const { a, b } = await twoCompanies(env);
      const before = [
        await storedRow(env, 'company', a.CompanyID),
        await storedRow(env, 'employee', a.Empid),
      ];

      const answers = [
        await b.api.put(`/api/rest/company/${a.CompanyID}`).send({ CompanyName: 'Taken Over' }),
        await b.api.put(`/api/rest/employee/${a.Empid}`).send({ Password: 'taken over 123' }),
        await b.api.delete(`/api/rest/employee/${a.Empid}`),
      ];

      expect(answers.map((r) => r.status)).toEqual([404, 404, 404]);
      expect([
        await storedRow(env, 'company', a.CompanyID),
        await storedRow(env, 'employee', a.Empid),
      ]).toEqual(before);
      const login = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID: a.CompanyID, Username: a.username, Password: a.password });
      expect(login.status).toBe(200);
    });
  });

  describe('CompanyID and Empid sent by the client', () => {
    type Send = (me: SignedIn, other: SignedIn) => PromiseLike<{ status: number; body: unknown }>;
    const mismatches: Array<[string, Send]> = [
      ['CompanyID in the query', (me, o) => me.api.get(`/api/getbranch?CompanyID=${o.CompanyID}`)],
      ['companyid in the query', (me, o) => me.api.get(`/api/getroute?companyid=${o.CompanyID}`)],
      [
        'header CompanyID',
        (me, o) => me.api.get('/api/getbranch').set('CompanyID', String(o.CompanyID)),
      ],
      [
        'header companyid',
        (me, o) => me.api.get('/api/getbranch').set('companyid', String(o.CompanyID)),
      ],
      [
        'CompanyID in the body',
        (me, o) =>
          me.api.post('/api/insertbranch').send({ BranchName: 'Sneaky', CompanyID: o.CompanyID }),
      ],
      [
        'Empid in the query',
        (me, o) => me.api.get(`/api/getroute?CompanyID=${me.CompanyID}&Empid=${o.Empid}`),
      ],
      ['header empid', (me, o) => me.api.get('/api/getroute').set('empid', String(o.Empid))],
      [
        'Empid in the body',
        (me, o) =>
          me.api.post('/api/insertroute').send({ RootName: 'Sneaky', BranchId: 1, Empid: o.Empid }),
      ],
      [
        'CompanyID in a delete body',
        (me, o) => me.api.delete('/api/deletebranch').send({ BranchId: 1, CompanyID: o.CompanyID }),
      ],
    ];

    it("refuses a CompanyID or Empid other than the session's, wherever it is sent, with 403", async () => {
      const me = await env.company('Alpha Traders');
      const other = await env.company('Beta Traders');

      const answers = [];
      for (const [where, send] of mismatches) {
        const res = await send(me, other);
        answers.push({ where, status: res.status, body: res.body });
      }

      expect(answers).toEqual(
        mismatches.map(([where]) => ({ where, status: 403, body: MISMATCH })),
      );
      expect(await env.models.byName('branch').count()).toBe(0);
      expect(await env.models.byName('route').count()).toBe(0);
    });

    it('accepts values equal to the session in the query, the headers and the body', async () => {
      const me = await env.company('Alpha Traders');
      await env.company('Beta Traders');

      const list = await me.api
        .get(`/api/getroute?CompanyID=${me.CompanyID}&Empid=${me.Empid}`)
        .set('CompanyID', String(me.CompanyID))
        .set('empid', String(me.Empid));
      const create = await me.api.post('/api/insertbranch').send({
        BranchName: 'Head Office',
        CompanyID: me.CompanyID,
        Empid: me.Empid,
        CreatedBy: me.Empid,
      });

      expect(list.status).toBe(200);
      expect(create.status).toBe(201);
    });

    it('refuses a create body carrying another CompanyID and stores nothing', async () => {
      const me = await env.company('Alpha Traders');
      const other = await env.company('Beta Traders');

      const res = await me.api
        .post('/api/insertbranch')
        .send({ BranchName: 'Planted Branch', CompanyID: other.CompanyID });

      expect(res.status).toBe(403);
      expect(await env.models.byName('branch').count()).toBe(0);
      const theirs = await other.api.get('/api/getbranch');
      expect(theirs.body.data).toEqual([]);
    });
  });

  describe('GET /api/getfinancialcmp/:companyId', () => {
    it("refuses another company's id with 403", async () => {
      const { b, a } = await twoCompanies(env);

      const res = await b.api.get(`/api/getfinancialcmp/${a.CompanyID}`);

      expect(res.status).toBe(403);
      expect(res.body).toEqual(MISMATCH);
    });

    it("answers the own company's years", async () => {
      const { a, FYearID } = await twoCompanies(env);

      const res = await a.api.get(`/api/getfinancialcmp/${a.CompanyID}`);

      expect(res.status).toBe(200);
      expect(res.body.data.map((y: { FYearID: number }) => y.FYearID).sort()).toEqual(
        [a.FYearID, FYearID].sort(),
      );
      expect(res.body.data.map((y: { FYear: string }) => y.FYear).sort()).toEqual([
        '2025-26',
        '2026-27',
      ]);
    });
  });

  describe('references across companies', () => {
    it("refuses a route on another company's branch with Branch not found", async () => {
      const { b, BranchId } = await twoCompanies(env);

      const res = await b.api
        .post('/api/insertroute')
        .send({ RootName: 'Beta Beat', BranchId, Status: 1 });

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ BranchId: 'Branch not found.' });
      expect(await env.models.byName('route').count({ where: { CompanyID: b.CompanyID } })).toBe(0);
    });

    it("refuses moving a route onto another company's branch", async () => {
      const { b, BranchId } = await twoCompanies(env);
      const own = await b.api.post('/api/insertbranch').send({ BranchName: 'Beta Office' });
      const route = await b.api
        .post('/api/insertroute')
        .send({ RootName: 'Beta Beat', BranchId: own.body.BranchId, Status: 1 });

      const res = await b.api.put(`/api/rest/route/${route.body.RootId}`).send({ BranchId });

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ BranchId: 'Branch not found.' });
      expect((await storedRow(env, 'route', route.body.RootId))?.BranchId).toBe(own.body.BranchId);
    });
  });

  describe('uniqueness', () => {
    it('allows the same branch name in two companies', async () => {
      const { b } = await twoCompanies(env);

      const res = await b.api.post('/api/insertbranch').send({ BranchName: 'alpha head office' });

      expect(res.status).toBe(201);
    });

    it('allows the same route name in two companies', async () => {
      const { b } = await twoCompanies(env);
      const branch = await b.api.post('/api/insertbranch').send({ BranchName: 'Beta Office' });

      const res = await b.api
        .post('/api/insertroute')
        .send({ RootName: 'Alpha Beat', BranchId: branch.body.BranchId, Status: 1 });

      expect(res.status).toBe(201);
    });

    it('allows the same financial year in two companies', async () => {
      const { b } = await twoCompanies(env);

      const res = await b.api
        .post('/api/insertfinancial')
        .send({ StartDate: '2025-04-01', EndDate: '2026-03-31', Status: 1 });

      expect(res.status).toBe(201);
    });
  });

  describe('fields the client may not set', () => {
    it('ignores IsDeleted, CreatedBy, unknown fields and a missing CompanyID on create', async () => {
      const me = await env.company('Alpha Traders');
      await env.company('Beta Traders');

      const res = await me.api.post('/api/insertbranch').send({
        BranchName: 'Head Office',
        IsDeleted: true,
        CreatedBy: 99,
        CreatedDate: '2001-01-01',
        DeletedBy: 99,
        Foo: 'x',
      });

      expect(res.status).toBe(201);
      const row = (await branchRow(env, res.body.BranchId))!;
      expect(row).toMatchObject({
        CompanyID: me.CompanyID,
        IsDeleted: false,
        CreatedBy: me.Empid,
        DeletedBy: null,
        DeletedDate: null,
      });
      expect(Math.abs(Date.now() - (row.CreatedDate as Date).getTime())).toBeLessThan(60_000);
      expect(row).not.toHaveProperty('Foo');
      const list = await me.api.get('/api/getbranch');
      expect(list.body.data.map((r: { BranchId: number }) => r.BranchId)).toEqual([
        res.body.BranchId,
      ]);
    });
  });
});
