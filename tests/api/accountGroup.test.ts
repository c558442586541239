import { describe, expect, it } from 'vitest';
import { GROUP } from '../../fixtures';
import { describeApi, storedRow, type Agent } from '../support/api';

type Node = {
  GSlNo: number;
  GName: string;
  GUnder: number;
  Level: number;
  CompanyID: number | null;
};

async function tree(api: Agent): Promise<Node[]> {
  const res = await api.get('/api/getAccGroup');
  expect(res.status).toBe(200);
  return res.body.data;
}

describeApi('Account master', (env) => {
  describe('GET /api/getAccGroup', () => {
    it('lists the predefined chart, shared by every company, with parents and levels', async () => {
      const { api } = await env.company();

      const nodes = await tree(api);

      expect(nodes.find((n) => n.GSlNo === GROUP.SUNDRY_DEBTORS)).toMatchObject({
        GName: 'Sundry Debtors',
        GUnder: GROUP.CURRENT_ASSETS,
        Level: 1,
        CompanyID: null,
      });
      expect(nodes.find((n) => n.GSlNo === GROUP.GST)).toMatchObject({
        GName: 'GST',
        GUnder: GROUP.DUTIES_AND_TAXES,
        Level: 2,
      });
      expect(nodes.filter((n) => n.GUnder === 0).length).toBeGreaterThan(5);
    });
  });

  describe('heads and groups', () => {
    it('creates a head, a group under it and a group under that, each one level deeper', async () => {
      const { api, CompanyID } = await env.company();

      const head = await api.post('/api/inserthead').send({ GName: 'Project Funds', CompanyID });
      const group = await api
        .post('/api/insertgroup')
        .send({ Ggroup: 'Site Advances', GUnder: head.body.GSlNo });
      const sub = await api
        .post('/api/insertgroup')
        .send({ Ggroup: 'Site A', GUnder: group.body.GSlNo });

      expect(head.status).toBe(201);
      expect(head.body).toMatchObject({
        success: true,
        message: 'Account group submitted successfully!',
        GSlNo: expect.any(Number),
      });
      expect(head.body.GSlNo).toBeGreaterThanOrEqual(177);
      const nodes = await tree(api);
      expect(nodes.find((n) => n.GSlNo === head.body.GSlNo)).toMatchObject({
        GName: 'Project Funds',
        GUnder: 0,
        Level: 0,
        CompanyID,
      });
      expect(nodes.find((n) => n.GSlNo === group.body.GSlNo)).toMatchObject({
        GName: 'Site Advances',
        GUnder: head.body.GSlNo,
        Level: 1,
      });
      expect(nodes.find((n) => n.GSlNo === sub.body.GSlNo)).toMatchObject({
        GName: 'Site A',
        GUnder: group.body.GSlNo,
        Level: 2,
      });
    });

    it('puts a group under a predefined head', async () => {
      const { api } = await env.company();

      const res = await api
        .post('/api/insertgroup')
        .send({ Ggroup: 'Retail Debtors', GUnder: GROUP.SUNDRY_DEBTORS });

      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        GName: 'Retail Debtors',
        GUnder: GROUP.SUNDRY_DEBTORS,
        Level: 2,
      });
    });

    it('makes a group without a parent a head', async () => {
      const { api } = await env.company();

      const res = await api.post('/api/insertgroup').send({ Ggroup: 'Loose Group' });

      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ GUnder: 0, Level: 0 });
    });

    it('refuses a missing name, a duplicate name and an unknown parent, with the message on the form key', async () => {
      const { api } = await env.company();

      const noName = await api.post('/api/inserthead').send({ GName: '  ' });
      const dupHead = await api.post('/api/inserthead').send({ GName: 'sundry debtors' });
      const dupGroup = await api
        .post('/api/insertgroup')
        .send({ Ggroup: 'SUNDRY DEBTORS', GUnder: GROUP.CURRENT_ASSETS });
      const noParent = await api.post('/api/insertgroup').send({ Ggroup: 'Orphan', GUnder: 99999 });

      expect(noName.status).toBe(400);
      expect(noName.body.errors).toEqual({ GName: 'Group Name is required.' });
      expect(dupHead.status).toBe(409);
      expect(dupHead.body.errors).toEqual({ GName: 'Account group already exists.' });
      expect(dupGroup.status).toBe(409);
      expect(dupGroup.body.errors).toEqual({ Ggroup: 'Account group already exists.' });
      expect(noParent.status).toBe(400);
      expect(noParent.body.errors).toEqual({ GUnder: 'Parent Group not found.' });
    });

    it('renames a head and moves a group, keeping the levels of what is under it', async () => {
      const { api } = await env.company();
      const head = await api.post('/api/inserthead').send({ GName: 'Project Funds' });
      const group = await api
        .post('/api/insertgroup')
        .send({ Ggroup: 'Site Advances', GUnder: head.body.GSlNo });
      const sub = await api
        .post('/api/insertgroup')
        .send({ Ggroup: 'Site A', GUnder: group.body.GSlNo });

      const renamed = await api
        .post('/api/Updatehead')
        .send({ GSlNo: head.body.GSlNo, GName: 'Project Capital' });
      const moved = await api
        .post('/api/Updategroup')
        .send({ GSlNo: group.body.GSlNo, Ggroup: 'Site Loans', GUnder: GROUP.SUNDRY_DEBTORS });

      expect(renamed.status).toBe(200);
      expect(renamed.body.message).toBe('Account group updated successfully!');
      expect(moved.status).toBe(200);
      const nodes = await tree(api);
      expect(nodes.find((n) => n.GSlNo === head.body.GSlNo)).toMatchObject({
        GName: 'Project Capital',
        GUnder: 0,
      });
      expect(nodes.find((n) => n.GSlNo === group.body.GSlNo)).toMatchObject({
        GName: 'Site Loans',
        GUnder: GROUP.SUNDRY_DEBTORS,
        Level: 2,
      });
      expect(nodes.find((n) => n.GSlNo === sub.body.GSlNo)).toMatchObject({ Level: 3 });
    });

    it('refuses to move a group under itself or under one of its own groups', async () => {
      const { api } = await env.company();
      const head = await api.post('/api/inserthead').send({ GName: 'Project Funds' });
      const group = await api
        .post('/api/insertgroup')
        .send({ Ggroup: 'Site Advances', GUnder: head.body.GSlNo });

      const self = await api
        .post('/api/Updategroup')
        .send({ GSlNo: group.body.GSlNo, GUnder: group.body.GSlNo });
      const loop = await api
        .post('/api/Updategroup')
        .send({ GSlNo: head.body.GSlNo, GUnder: group.body.GSlNo });

      const message = 'A group cannot be placed under itself or one of its sub groups.';
      expect(self.status).toBe(400);
      expect(self.body.errors).toEqual({ GUnder: message });
      expect(loop.status).toBe(400);
      expect(loop.body.errors).toEqual({ GUnder: message });
    });
  });

  describe('DELETE /api/Deletegroup', () => {
    it('deletes an empty group of the company (soft, with who and when)', async () => {
      const { api, Empid } = await env.company();
      const group = await api
        .post('/api/insertgroup')
        .send({ Ggroup: 'Retail Debtors', GUnder: GROUP.SUNDRY_DEBTORS });

      const res = await api
        .delete('/api/Deletegroup')
        .send({ GSlNo: group.body.GSlNo, DeletedBy: 1 });

      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Account group deleted successfully!',
      });
      expect((await tree(api)).some((n) => n.GSlNo === group.body.GSlNo)).toBe(false);
      expect(await storedRow(env, 'accountGroup', group.body.GSlNo)).toMatchObject({
        IsDeleted: true,
        DeletedBy: Empid,
      });
    });

    it('refuses to delete or change a predefined group', async () => {
      const { api } = await env.company();

      const del = await api.delete('/api/Deletegroup').send({ GSlNo: GROUP.SUNDRY_DEBTORS });
      const rename = await api
        .post('/api/Updategroup')
        .send({ GSlNo: GROUP.SUNDRY_DEBTORS, Ggroup: 'Debtors' });
      const renameHead = await api
        .post('/api/Updatehead')
        .send({ GSlNo: GROUP.CURRENT_ASSETS, GName: 'Assets' });

      expect(del.status).toBe(403);
      expect(del.body).toEqual({
        success: false,
        error: 'This is a predefined value and cannot be deleted.',
      });
      expect(rename.status).toBe(403);
      expect(rename.body.error).toBe('This is a predefined value and cannot be changed.');
      expect(renameHead.status).toBe(403);
      expect((await tree(api)).find((n) => n.GSlNo === GROUP.SUNDRY_DEBTORS)?.GName).toBe(
        'Sundry Debtors',
      );
    });

    it('refuses to delete a group that has groups under it', async () => {
      const { api } = await env.company();
      const head = await api.post('/api/inserthead').send({ GName: 'Project Funds' });
      await api.post('/api/insertgroup').send({ Ggroup: 'Site Advances', GUnder: head.body.GSlNo });

      const res = await api.delete('/api/Deletegroup').send({ GSlNo: head.body.GSlNo });

      expect(res.status).toBe(409);
      expect(res.body.error).toBe('This account group has sub groups and cannot be deleted.');
      expect((await tree(api)).some((n) => n.GSlNo === head.body.GSlNo)).toBe(true);
    });
  });

  describe('tenancy', () => {
    it("keeps a company's heads and groups to itself", async () => {
      const a = await env.company('Alpha Traders');
      const b = await env.company('Beta Traders');
      const head = await a.api.post('/api/inserthead').send({ GName: 'Project Funds' });

      const seen = await tree(b.api);
      const rename = await b.api
        .post('/api/Updatehead')
        .send({ GSlNo: head.body.GSlNo, GName: 'Taken' });
      const under = await b.api
        .post('/api/insertgroup')
        .send({ Ggroup: 'Sneaky', GUnder: head.body.GSlNo });
      const del = await b.api.delete('/api/Deletegroup').send({ GSlNo: head.body.GSlNo });
      const sameName = await b.api.post('/api/inserthead').send({ GName: 'Project Funds' });

      expect(seen.some((n) => n.GSlNo === head.body.GSlNo)).toBe(false);
      expect(rename.status).toBe(404);
      expect(under.status).toBe(400);
      expect(under.body.errors).toEqual({ GUnder: 'Parent Group not found.' });
      expect(del.status).toBe(404);
      expect(sameName.status).toBe(201);
    });
  });
});
