import { describe, expect, it } from 'vitest';
import { describeApi, storedRow, type Agent } from '../support/api';

const DUPLICATE = 'route name already exists. Please choose a different name.';

/** A signed-in company with one branch to hang routes on. */
async function withBranch(env: Parameters<Parameters<typeof describeApi>[1]>[0], name?: string) {
  const signedIn = await env.company(name);
  const branch = await signedIn.api.post('/api/insertbranch').send({ BranchName: 'Head Office' });
  expect(branch.status).toBe(201);
  return { ...signedIn, BranchId: branch.body.BranchId as number };
}

async function names(api: Agent): Promise<string[]> {
  const res = await api.get('/api/getroute');
  return res.body.data.map((r: { RootName: string }) => r.RootName);
}

describeApi('Route master', (env) => {
  describe('round trip', () => {
    it('creates, lists, updates and deletes a route with the spec messages', async () => {
      const { api, BranchId, CompanyID } = await withBranch(env);

      const created = await api
        .post('/api/insertroute')
        .send({ RootName: 'Market Beat', BranchId, Status: 1 });
      const listed = await api.get(`/api/getroute?CompanyID=${CompanyID}`);
      const updated = await api
        .post('/api/updateroute')
        .send({ RootId: created.body.RootId, RootName: 'Market Beat East', BranchId, Status: 2 });
      const relisted = await api.get('/api/getroute');
      const deleted = await api
        .delete('/api/deleteroute')
        .send({ RootId: created.body.RootId, CompanyID });
      const emptied = await api.get('/api/getroute');

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        message: 'Route information submitted successfully!',
        RootId: expect.any(Number),
      });
      expect(listed.body.data).toEqual([
        expect.objectContaining({
          RootId: created.body.RootId,
          RootName: 'Market Beat',
          BranchId,
          Status: 1,
          CompanyID,
        }),
      ]);
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        success: true,
        message: 'Route updated successfully!',
        RootId: created.body.RootId,
      });
      expect(relisted.body.data).toEqual([
        expect.objectContaining({ RootName: 'Market Beat East', Status: 2 }),
      ]);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({
        success: true,
        message: 'Route deleted successfully!',
        RootId: created.body.RootId,
      });
      expect(emptied.body.data).toEqual([]);
    });

    it('makes a route Active when no status is sent', async () => {
      const { api, BranchId } = await withBranch(env);

      const res = await api.post('/api/insertroute').send({ RootName: 'Market Beat', BranchId });

      expect(res.status).toBe(201);
      expect(res.body.data.Status).toBe(1);
    });
  });

  describe('POST /api/insertroute', () => {
    it('refuses each invalid field with its spec message', async () => {
      const { api, BranchId } = await withBranch(env);
      const cases: Array<[string, unknown, string]> = [
        ['RootName', undefined, 'Route Name is  required.'],
        ['RootName', '', 'Route Name is  required.'],
        ['RootName', '   ', 'Route Name is  required.'],
        ['Status', 3, 'Status must be Active or Inactive.'],
        ['Status', 0, 'Status must be Active or Inactive.'],
        ['Status', 'active', 'Status must be Active or Inactive.'],
        ['BranchId', undefined, 'Branch is required.'],
        ['BranchId', '', 'Branch is required.'],
        ['BranchId', null, 'Branch is required.'],
      ];

      const answers = [];
      for (const [field, value] of cases) {
        const res = await api
          .post('/api/insertroute')
          .send({ RootName: 'Market Beat', BranchId, Status: 1, [field]: value });
        answers.push({ field, value, status: res.status, body: res.body });
      }

      expect(answers).toEqual(
        cases.map(([field, value, message]) => ({
          field,
          value,
          status: 400,
          body: { success: false, error: message, errors: { [field]: message } },
        })),
      );
      expect(await env.models.byName('route').count()).toBe(0);
    });

    it('accepts status 2, Inactive', async () => {
      const { api, BranchId } = await withBranch(env);

      const res = await api
        .post('/api/insertroute')
        .send({ RootName: 'Market Beat', BranchId, Status: 2 });

      expect(res.status).toBe(201);
      expect(res.body.data.Status).toBe(2);
    });

    it('refuses a name that differs from an existing route only in case', async () => {
      const { api, BranchId } = await withBranch(env);
      await api.post('/api/insertroute').send({ RootName: 'Market Beat', BranchId });

      const res = await api.post('/api/insertroute').send({ RootName: ' MARKET beat ', BranchId });

      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        error: DUPLICATE,
        errors: { RootName: DUPLICATE },
      });
      expect(await names(api)).toEqual(['Market Beat']);
    });

    it("accepts a deleted route's name again", async () => {
      const { api, BranchId } = await withBranch(env);
      const first = await api.post('/api/insertroute').send({ RootName: 'Market Beat', BranchId });
      await api.delete('/api/deleteroute').send({ RootId: first.body.RootId });

      const res = await api.post('/api/insertroute').send({ RootName: 'market beat', BranchId });

      expect(res.status).toBe(201);
      expect(await names(api)).toEqual(['market beat']);
    });

    it('refuses a branch that does not exist or is deleted', async () => {
      const { api } = await withBranch(env);
      const gone = await api.post('/api/insertbranch').send({ BranchName: 'Closed Depot' });
      await api.delete('/api/deletebranch').send({ BranchId: gone.body.BranchId });

      const missing = await api
        .post('/api/insertroute')
        .send({ RootName: 'Beat A', BranchId: 424242 });
      const deleted = await api
        .post('/api/insertroute')
        .send({ RootName: 'Beat B', BranchId: gone.body.BranchId });

      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ BranchId: 'Branch not found.' });
      expect(deleted.status).toBe(400);
      expect(deleted.body.errors).toEqual({ BranchId: 'Branch not found.' });
    });

    it('takes CreatedBy from the session, whatever the client sends', async () => {
      await env.company('Alpha Traders');
      const { api, BranchId, Empid } = await withBranch(env, 'Beta Traders');

      const res = await api.post('/api/insertroute').send({
        RootName: 'Market Beat',
        BranchId,
        CreatedBy: 1,
        CreatedDate: '1999-01-01',
        RootId: 777,
      });

      const row = await storedRow(env, 'route', res.body.RootId);
      expect(Empid).not.toBe(1);
      expect(res.body.RootId).not.toBe(777);
      expect(row).toMatchObject({ CreatedBy: Empid, IsDeleted: false });
      expect(Math.abs(Date.now() - (row!.CreatedDate as Date).getTime())).toBeLessThan(60_000);
    });
  });

  describe('POST /api/updateroute', () => {
    it('accepts the route keeping its own name', async () => {
      const { api, BranchId } = await withBranch(env);
      const created = await api
        .post('/api/insertroute')
        .send({ RootName: 'Market Beat', BranchId });

      const res = await api
        .post('/api/updateroute')
        .send({ RootId: created.body.RootId, RootName: 'Market Beat', BranchId, Status: 2 });

      expect(res.status).toBe(200);
    });

    it("refuses renaming to another live route's name", async () => {
      const { api, BranchId } = await withBranch(env);
      await api.post('/api/insertroute').send({ RootName: 'Market Beat', BranchId });
      const other = await api.post('/api/insertroute').send({ RootName: 'Station Beat', BranchId });

      const res = await api
        .post('/api/updateroute')
        .send({ RootId: other.body.RootId, RootName: 'MARKET BEAT', BranchId });

      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual({ RootName: DUPLICATE });
      expect(await names(api)).toEqual(['Market Beat', 'Station Beat']);
    });

    it('ignores IsDeleted, ModifiedBy and ModifiedDate sent by the client', async () => {
      await env.company('Alpha Traders');
      const { api, BranchId, Empid } = await withBranch(env, 'Beta Traders');
      const created = await api
        .post('/api/insertroute')
        .send({ RootName: 'Market Beat', BranchId });

      const res = await api.post('/api/updateroute').send({
        RootId: created.body.RootId,
        RootName: 'Market Beat',
        BranchId,
        Status: 1,
        IsDeleted: true,
        ModifiedBy: 1,
        ModifiedDate: '1999-01-01',
      });

      expect(res.status).toBe(200);
      const row = await storedRow(env, 'route', created.body.RootId);
      expect(row).toMatchObject({ IsDeleted: false, ModifiedBy: Empid, DeletedBy: null });
      expect(Math.abs(Date.now() - (row!.ModifiedDate as Date).getTime())).toBeLessThan(60_000);
      expect(await names(api)).toEqual(['Market Beat']);
    });

    it('refuses blanking the name or an invalid status', async () => {
      const { api, BranchId } = await withBranch(env);
      const created = await api
        .post('/api/insertroute')
        .send({ RootName: 'Market Beat', BranchId });

      const blank = await api
        .post('/api/updateroute')
        .send({ RootId: created.body.RootId, RootName: ' ' });
      const status = await api
        .post('/api/updateroute')
        .send({ RootId: created.body.RootId, Status: 5 });

      expect(blank.status).toBe(400);
      expect(blank.body.errors).toEqual({ RootName: 'Route Name is  required.' });
      expect(status.status).toBe(400);
      expect(status.body.errors).toEqual({ Status: 'Status must be Active or Inactive.' });
    });
  });

  describe('DELETE /api/deleteroute', () => {
    it('soft-deletes with DeletedBy from the session, ignoring the placeholder the client sends', async () => {
      await env.company('Alpha Traders');
      const { api, BranchId, Empid, CompanyID } = await withBranch(env, 'Beta Traders');
      const created = await api
        .post('/api/insertroute')
        .send({ RootName: 'Market Beat', BranchId });

      const res = await api
        .delete('/api/deleteroute')
        .send({ RootId: created.body.RootId, CompanyID, DeletedBy: 1 });

      expect(res.status).toBe(200);
      const row = await storedRow(env, 'route', created.body.RootId);
      expect(row).toMatchObject({ RootName: 'Market Beat', IsDeleted: true, DeletedBy: Empid });
      expect(Math.abs(Date.now() - (row!.DeletedDate as Date).getTime())).toBeLessThan(60_000);
      expect((await api.get(`/api/rest/route/${created.body.RootId}`)).status).toBe(404);
    });

    it('answers 409 when the route is already deleted', async () => {
      const { api, BranchId } = await withBranch(env);
      const created = await api
        .post('/api/insertroute')
        .send({ RootName: 'Market Beat', BranchId });
      await api.delete('/api/deleteroute').send({ RootId: created.body.RootId });

      const res = await api.delete('/api/deleteroute').send({ RootId: created.body.RootId });

      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, error: 'This route has already been deleted.' });
    });

    it('answers 400 without RootId', async () => {
      const { api } = await withBranch(env);

      const res = await api.delete('/api/deleteroute').send({});

      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: 'RootId is missing or invalid.' });
    });
  });
});
