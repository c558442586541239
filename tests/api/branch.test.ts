import { describe, expect, it } from 'vitest';
import { describeApi, storedRow, type Agent } from '../support/api';

const DUPLICATE = 'Branch Name already exists.';
const valid = {
  BranchName: 'Head Office',
  Address: '12 MG Road',
  Country: 1,
  State: 27,
  City: 'Bengaluru',
  District: 'Bengaluru Urban',
  Pincode: '560001',
  Phoneno: '0802345678',
  Mobileno: '9876543210',
};

async function names(api: Agent): Promise<string[]> {
  const res = await api.get('/api/getbranch');
  return res.body.data.map((b: { BranchName: string }) => b.BranchName);
}

describeApi('Branch master', (env) => {
  describe('round trip', () => {
    it('creates, lists, updates and deletes a branch with the spec messages', async () => {
      const { api, CompanyID } = await env.company();

      const created = await api.post('/api/insertbranch').send(valid);
      const listed = await api.get('/api/getbranch');
      const updated = await api
        .post('/api/updatebranch')
        .send({ BranchId: created.body.BranchId, BranchName: 'Main Office', Pincode: '560002' });
      const relisted = await api.get('/api/getbranch');
      const deleted = await api
        .delete('/api/deletebranch')
        .send({ BranchId: created.body.BranchId });
      const emptied = await api.get('/api/getbranch');

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        message: 'Branch information submitted successfully!',
        BranchId: expect.any(Number),
      });
      expect(listed.body.data).toEqual([
        expect.objectContaining({ ...valid, BranchId: created.body.BranchId, CompanyID }),
      ]);
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        success: true,
        message: 'Branch updated successfully!',
        BranchId: created.body.BranchId,
      });
      expect(relisted.body.data).toEqual([
        expect.objectContaining({ ...valid, BranchName: 'Main Office', Pincode: '560002' }),
      ]);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({
        success: true,
        message: 'Branch deleted successfully!',
        BranchId: created.body.BranchId,
      });
      expect(emptied.body.data).toEqual([]);
    });

    it('round-trips through the REST routes too', async () => {
      const { api } = await env.company();

      const created = await api.post('/api/rest/branch').send(valid);
      const id = created.body.data.BranchId;
      const updated = await api.put(`/api/rest/branch/${id}`).send({ Address: '1 Brigade Road' });
      const read = await api.get(`/api/rest/branch/${id}`);
      const deleted = await api.delete(`/api/rest/branch/${id}`);
      const gone = await api.get(`/api/rest/branch/${id}`);

      expect(created.status).toBe(201);
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        message: 'Branch updated successfully!',
        data: { BranchId: id, Address: '1 Brigade Road', BranchName: 'Head Office' },
      });
      expect(read.body.data).toMatchObject({ ...valid, Address: '1 Brigade Road' });
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe('Branch deleted successfully!');
      expect(gone.status).toBe(404);
    });
  });

  describe('POST /api/insertbranch', () => {
    it('refuses a name that differs from an existing one only in case', async () => {
      const { api } = await env.company();
      await api.post('/api/insertbranch').send({ BranchName: 'Head Office' });

      const res = await api.post('/api/insertbranch').send({ BranchName: '  HEAD office ' });

      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual({ BranchName: DUPLICATE });
    });

    it('refuses each invalid field with its spec message', async () => {
      const { api } = await env.company();
      const cases: Array<[string, unknown, string]> = [
        ['BranchName', 'Head-Office', 'Branch Name can only contain letters, numbers, and spaces.'],
        [
          'BranchName',
          'Head Office!',
          'Branch Name can only contain letters, numbers, and spaces.',
        ],
        ['BranchName', undefined, 'Branch Name is required.'],
        ['BranchName', '   ', 'Branch Name is required.'],
        ['BranchName', 'A'.repeat(101), 'Branch Name cannot exceed 100 characters.'],
        ['Phoneno', '08023456789', 'Phoneno must be a valid 10-digit number.'],
        ['Phoneno', '080-234567', 'Phoneno must be a valid 10-digit number.'],
        ['Mobileno', '98765432100', 'Mobileno must be a valid 10-digit number.'],
        ['Mobileno', '98765 4321', 'Mobileno must be a valid 10-digit number.'],
        ['Pincode', '5600011', 'Pincode must be a valid 6-digit number.'],
        ['Pincode', '56OO01', 'Pincode must be a valid 6-digit number.'],
      ];

      const answers = [];
      for (const [field, value] of cases) {
        const res = await api.post('/api/insertbranch').send({ ...valid, [field]: value });
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
      expect(await env.models.byName('branch').count()).toBe(0);
    });

    it('accepts phone numbers and pincodes of fewer digits, as the spec says "at most"', async () => {
      const { api } = await env.company();

      const res = await api
        .post('/api/insertbranch')
        .send({ ...valid, Phoneno: '2345', Mobileno: '98765', Pincode: '5600' });

      expect(res.status).toBe(201);
    });

    it('needs only the name', async () => {
      const { api } = await env.company();

      const res = await api.post('/api/insertbranch').send({ BranchName: 'Depot 2' });

      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        BranchName: 'Depot 2',
        Address: null,
        Country: null,
        Pincode: null,
      });
    });

    it('refuses a country or state that does not exist', async () => {
      const { api } = await env.company();

      const res = await api
        .post('/api/insertbranch')
        .send({ ...valid, Country: 9999, State: 9999 });

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ Country: 'Country not found.', State: 'State not found.' });
    });

    it('takes CreatedBy from the session, whatever the client sends', async () => {
      const { api, Empid } = await env.company();

      const res = await api
        .post('/api/insertbranch')
        .send({ ...valid, CreatedBy: 999, ModifiedBy: 999, CreatedDate: '1999-01-01' });

      const row = await storedRow(env, 'branch', res.body.BranchId);
      expect(row).toMatchObject({ CreatedBy: Empid, ModifiedBy: null, ModifiedDate: null });
      expect(Math.abs(Date.now() - (row!.CreatedDate as Date).getTime())).toBeLessThan(60_000);
    });
  });

  describe('POST /api/updatebranch', () => {
    it('accepts the branch keeping its own name, in any case', async () => {
      const { api } = await env.company();
      const created = await api.post('/api/insertbranch').send(valid);

      const same = await api
        .post('/api/updatebranch')
        .send({ BranchId: created.body.BranchId, BranchName: 'Head Office', Address: '2 MG Road' });
      const recased = await api
        .post('/api/updatebranch')
        .send({ BranchId: created.body.BranchId, BranchName: 'HEAD OFFICE' });

      expect(same.status).toBe(200);
      expect(recased.status).toBe(200);
      expect(await names(api)).toEqual(['HEAD OFFICE']);
    });

    it("refuses renaming to another live branch's name", async () => {
      const { api } = await env.company();
      await api.post('/api/insertbranch').send({ BranchName: 'Head Office' });
      const depot = await api.post('/api/insertbranch').send({ BranchName: 'Depot' });

      const res = await api
        .post('/api/updatebranch')
        .send({ BranchId: depot.body.BranchId, BranchName: 'head office' });

      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        error: DUPLICATE,
        errors: { BranchName: DUPLICATE },
      });
      expect(await names(api)).toEqual(['Depot', 'Head Office']);
    });

    it("accepts a deleted branch's name", async () => {
      const { api } = await env.company();
      const old = await api.post('/api/insertbranch').send({ BranchName: 'Head Office' });
      const depot = await api.post('/api/insertbranch').send({ BranchName: 'Depot' });
      await api.delete('/api/deletebranch').send({ BranchId: old.body.BranchId });

      const res = await api
        .post('/api/updatebranch')
        .send({ BranchId: depot.body.BranchId, BranchName: 'Head Office' });

      expect(res.status).toBe(200);
    });

    it('validates the fields it is sent, and refuses blanking the name', async () => {
      const { api } = await env.company();
      const created = await api.post('/api/insertbranch').send(valid);

      const badPin = await api
        .post('/api/updatebranch')
        .send({ BranchId: created.body.BranchId, Pincode: '1234567' });
      const blank = await api
        .post('/api/updatebranch')
        .send({ BranchId: created.body.BranchId, BranchName: '' });

      expect(badPin.status).toBe(400);
      expect(badPin.body.errors).toEqual({ Pincode: 'Pincode must be a valid 6-digit number.' });
      expect(blank.status).toBe(400);
      expect(blank.body.errors).toEqual({ BranchName: 'Branch Name is required.' });
      expect(await names(api)).toEqual(['Head Office']);
    });

    it('keeps the fields it is not sent', async () => {
      const { api } = await env.company();
      const created = await api.post('/api/insertbranch').send(valid);

      await api.post('/api/updatebranch').send({ BranchId: created.body.BranchId, City: 'Mysuru' });

      const read = await api.get(`/api/rest/branch/${created.body.BranchId}`);
      expect(read.body.data).toMatchObject({ ...valid, City: 'Mysuru' });
    });

    it('takes ModifiedBy from the session and leaves CreatedBy alone', async () => {
      await env.company('Alpha Traders');
      const { api, Empid } = await env.company('Beta Traders');
      const created = await api.post('/api/insertbranch').send(valid);

      await api.post('/api/updatebranch').send({
        BranchId: created.body.BranchId,
        BranchName: 'Main Office',
        ModifiedBy: 1,
        CreatedBy: 1,
        ModifiedDate: '1999-01-01',
      });

      const row = await storedRow(env, 'branch', created.body.BranchId);
      expect(Empid).not.toBe(1);
      expect(row).toMatchObject({ BranchName: 'Main Office', CreatedBy: Empid, ModifiedBy: Empid });
      expect(Math.abs(Date.now() - (row!.ModifiedDate as Date).getTime())).toBeLessThan(60_000);
    });

    it('answers 404 for a branch that does not exist', async () => {
      const { api } = await env.company();

      const res = await api
        .post('/api/updatebranch')
        .send({ BranchId: 424242, BranchName: 'Ghost' });

      expect(res.status).toBe(404);
      expect(res.body.success).toBe(false);
    });

    it('answers 400 without BranchId', async () => {
      const { api } = await env.company();

      const res = await api.post('/api/updatebranch').send({ BranchName: 'Ghost' });

      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: 'BranchId is missing or invalid.' });
    });

    it('refuses updating a deleted branch with 409', async () => {
      const { api } = await env.company();
      const created = await api.post('/api/insertbranch').send(valid);
      await api.delete('/api/deletebranch').send({ BranchId: created.body.BranchId });

      const res = await api
        .post('/api/updatebranch')
        .send({ BranchId: created.body.BranchId, BranchName: 'Revived' });

      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, error: 'This branch has already been deleted.' });
    });
  });

  describe('DELETE /api/deletebranch', () => {
    it('soft-deletes: the row stays, flagged with who deleted it and when', async () => {
      await env.company('Alpha Traders');
      const { api, Empid } = await env.company('Beta Traders');
      const created = await api.post('/api/insertbranch').send(valid);

      const res = await api
        .delete('/api/deletebranch')
        .send({ BranchId: created.body.BranchId, DeletedBy: 1, DeletedDate: '1999-01-01' });

      expect(res.status).toBe(200);
      const row = await storedRow(env, 'branch', created.body.BranchId);
      expect(Empid).not.toBe(1);
      expect(row).toMatchObject({ BranchName: 'Head Office', IsDeleted: true, DeletedBy: Empid });
      expect(Math.abs(Date.now() - (row!.DeletedDate as Date).getTime())).toBeLessThan(60_000);
    });

    it('takes the branch out of the list, the lookup by id and the duplicate check', async () => {
      const { api } = await env.company();
      const created = await api.post('/api/insertbranch').send(valid);
      await api.post('/api/insertbranch').send({ BranchName: 'Depot' });

      await api.delete('/api/deletebranch').send({ BranchId: created.body.BranchId });

      expect(await names(api)).toEqual(['Depot']);
      expect((await api.get(`/api/rest/branch/${created.body.BranchId}`)).status).toBe(404);
      expect((await api.get('/api/getbranch?q=head')).body.data).toEqual([]);
      const again = await api.post('/api/insertbranch').send(valid);
      expect(again.status).toBe(201);
      expect(again.body.BranchId).not.toBe(created.body.BranchId);
    });

    it('answers 409 when the branch is already deleted', async () => {
      const { api } = await env.company();
      const created = await api.post('/api/insertbranch').send(valid);
      await api.delete('/api/deletebranch').send({ BranchId: created.body.BranchId });

      const res = await api.delete('/api/deletebranch').send({ BranchId: created.body.BranchId });

      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, error: 'This branch has already been deleted.' });
    });

    it('refuses with 409 while a live route uses the branch, and deletes once it is free', async () => {
      const { api } = await env.company();
      const branch = await api.post('/api/insertbranch').send(valid);
      const route = await api
        .post('/api/insertroute')
        .send({ RootName: 'Beat 1', BranchId: branch.body.BranchId });

      const refused = await api
        .delete('/api/deletebranch')
        .send({ BranchId: branch.body.BranchId });
      await api.delete('/api/deleteroute').send({ RootId: route.body.RootId });
      const accepted = await api
        .delete('/api/deletebranch')
        .send({ BranchId: branch.body.BranchId });

      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        success: false,
        error: 'This branch is used by 1 route and cannot be deleted.',
      });
      expect(accepted.status).toBe(200);
    });

    it('answers 400 without BranchId', async () => {
      const { api } = await env.company();

      const res = await api.delete('/api/deletebranch').send({ DeletedBy: 1 });

      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: 'BranchId is missing or invalid.' });
    });

    it('answers 404 for a branch that does not exist', async () => {
      const { api } = await env.company();

      const res = await api.delete('/api/deletebranch').send({ BranchId: 424242 });

      expect(res.status).toBe(404);
    });
  });
});
