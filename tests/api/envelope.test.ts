import { describe, expect, it, vi } from 'vitest';
import { describeApi } from '../support/api';
import { servedRoutes } from '../support/routes';

/** Nothing an error says may come from the inside: SQL, the ORM, a stack frame or a file path. */
function expectNothingLeaks(body: unknown): void {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/\bSELECT\b|\bINSERT INTO\b|\bUPDATE "|\bWHERE\b/);
  expect(text).not.toMatch(/sqlite|postgres|relation "|syntax error/i);
  expect(text).not.toMatch(/sequelize/i);
  expect(text).not.toMatch(/\bat \S+ \(|\n\s+at |\bat [^ ]*:\d+:\d+/);
  expect(text).not.toMatch(/\/work\/|\/home\/|node_modules|\.[jt]s:\d+|[A-Z]:\\\\/);
}

describeApi('Envelope', (env) => {
  describe('malformed JSON', () => {
    it('answers 400 with a JSON error, with or without a session', async () => {
      const { api } = await env.company();

      const answers = [
        await api
          .post('/api/insertbranch')
          .set('Content-Type', 'application/json')
          .send('{"BranchName": "Head'),
        await env.anon().post('/api/login').set('Content-Type', 'application/json').send('{nope}'),
      ];

      for (const res of answers) {
        expect(res.status).toBe(400);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.body).toEqual({ success: false, error: 'The request body is not valid JSON.' });
      }
      expect(await env.models.byName('branch').count()).toBe(0);
    });
  });

  describe('unknown /api paths', () => {
    it('answer 404 JSON, whatever the method', async () => {
      const { api } = await env.company();

      const answers = [
        await api.get('/api/nosuchthing'),
        await api.post('/api/insertnothing'),
        await api.patch('/api/getbranch'),
        await api.get('/api/rest/nosuchresource'),
      ];

      for (const res of answers) {
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.body).toEqual({ success: false, error: expect.any(String) });
      }
    });
  });

  describe('unexpected errors', () => {
    it('answer 500 with one sentence and nothing of the inside, and are logged for the operator', async () => {
      const { api } = await env.company();
      const q = (s: string) => env.db.sequelize.getQueryInterface().quoteIdentifier(s);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      // A table gone missing is the cleanest failure the database can give without a test route.
      await env.db.sequelize.query(`ALTER TABLE ${q('branch')} RENAME TO ${q('branch_away')}`);
      try {
        const res = await api.get('/api/getbranch');

        expect(res.status).toBe(500);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.body).toEqual({ success: false, error: 'An unexpected error occurred' });
        expectNothingLeaks(res.body);
        expect(logged).toHaveBeenCalled();
      } finally {
        await env.db.sequelize.query(`ALTER TABLE ${q('branch_away')} RENAME TO ${q('branch')}`);
        logged.mockRestore();
      }
    });
  });

  describe('error bodies', () => {
    it('never carry SQL, ORM names, stack frames or file paths', async () => {
      const a = await env.company('Alpha Traders');
      const b = await env.company('Beta Traders');
      const branch = await a.api.post('/api/insertbranch').send({ BranchName: 'Head Office' });

      const answers = [
        await a.api.post('/api/insertbranch').send({ BranchName: 'Head Office' }),
        await a.api
          .post('/api/insertbranch')
          .send({ BranchName: 'Head/Office', Phoneno: 'x', Pincode: 'y', Country: 'z' }),
        await a.api.post('/api/insertroute').send({ RootName: 'Beat', BranchId: 424242 }),
        await a.api.get('/api/getroute?_sort=Nope'),
        await a.api.get('/api/getroute?_start=x'),
        await a.api.get('/api/rest/route?filter={bad'),
        await a.api.get('/api/rest/branch/abc'),
        await b.api.get(`/api/rest/branch/${branch.body.BranchId}`),
        await b.api.get(`/api/getbranch?CompanyID=${a.CompanyID}`),
        await env.anon().get('/api/getbranch'),
        await env
          .anon()
          .post('/api/login')
          .send({ CompanyID: a.CompanyID, Username: 'admin', Password: 'nope' }),
        await a.api.delete('/api/deletebranch').send({}),
        await a.api.post('/api/insertfinancial').send({ StartDate: '2026-02-30', EndDate: 'soon' }),
      ];

      expect(answers.map((r) => r.status)).toEqual([
        409, 400, 400, 400, 400, 400, 404, 404, 403, 401, 401, 400, 400,
      ]);
      for (const res of answers) {
        expect(res.body.success).toBe(false);
        expect(typeof res.body.error).toBe('string');
        expectNothingLeaks(res.body);
      }
    });
  });

  describe('writes', () => {
    it('answer 201 with success, the message and the new key on create, 200 on update and delete', async () => {
      const { api } = await env.company();

      const created = await api.post('/api/insertbranch').send({ BranchName: 'Head Office' });
      const updated = await api
        .post('/api/updatebranch')
        .send({ BranchId: created.body.BranchId, BranchName: 'Main Office' });
      const deleted = await api
        .delete('/api/deletebranch')
        .send({ BranchId: created.body.BranchId });

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        message: 'Branch information submitted successfully!',
        BranchId: expect.any(Number),
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        success: true,
        message: 'Branch updated successfully!',
        BranchId: created.body.BranchId,
      });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({
        success: true,
        message: 'Branch deleted successfully!',
        BranchId: created.body.BranchId,
      });
    });

    it('answer 201 on a REST create', async () => {
      const { api } = await env.company();

      const res = await api.post('/api/rest/branch').send({ BranchName: 'Head Office' });

      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Branch information submitted successfully!',
        data: { BranchName: 'Head Office' },
      });
    });

    it('answer reads as {success, data}', async () => {
      const { api } = await env.company();
      const created = await api.post('/api/insertbranch').send({ BranchName: 'Head Office' });

      const list = await api.get('/api/getbranch');
      const one = await api.get(`/api/rest/branch/${created.body.BranchId}`);

      expect(list.body).toEqual({
        success: true,
        data: [expect.objectContaining({ BranchName: 'Head Office' })],
      });
      expect(one.body).toEqual({
        success: true,
        data: expect.objectContaining({ BranchId: created.body.BranchId }),
      });
    });
  });

  describe('GET /api/openapi.json', () => {
    it('needs a session', async () => {
      const res = await env.anon().get('/api/openapi.json');

      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: 'Not logged in' });
    });

    it('names the paths the spec calls', async () => {
      const { api } = await env.company();

      const res = await api.get('/api/openapi.json');

      expect(res.status).toBe(200);
      expect(res.body.openapi).toMatch(/^3\./);
      expect(Object.keys(res.body.paths)).toEqual(
        expect.arrayContaining([
          '/api/getbranch',
          '/api/insertroute',
          '/api/rest/branch/{id}',
          '/api/login',
          '/api/getfinancialcmp/{companyId}',
        ]),
      );
    });

    it('documents every route the app serves, with its method', async () => {
      const { api } = await env.company();

      const res = await api.get('/api/openapi.json');

      const served = servedRoutes(env.app);
      expect(served.length).toBeGreaterThan(30);
      const missing = served
        .filter(([method, path]) => !res.body.paths[path]?.[method])
        .map(([m, p]) => `${m.toUpperCase()} ${p}`);
      expect(missing).toEqual([]);
    });

    it('describes the branch create body with the limits of the declaration', async () => {
      const { api } = await env.company();

      const res = await api.get('/api/openapi.json');

      const body =
        res.body.paths['/api/insertbranch'].post.requestBody.content['application/json'].schema;
      expect(body.properties.BranchName).toMatchObject({ type: 'string', maxLength: 100 });
      expect(body.required).toContain('BranchName');
      expect(body.properties).not.toHaveProperty('BranchId');
    });
  });

  describe('GET /api/docs', () => {
    it('answers HTML with a session', async () => {
      const { api } = await env.company();

      const res = await api.get('/api/docs');

      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toMatch(/<html/i);
    });

    it('needs a session', async () => {
      const res = await env.anon().get('/api/docs');

      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: 'Not logged in' });
    });
  });
});
