import { describe, expect, it } from 'vitest';
import { describeApi } from '../support/api';

const DUPLICATE = 'Duplicate entry detected. Please enter unique data.';

/** The three tabs as the old screen names them in each call (spec 7.6), and their lookups (7.2). */
const TABS = [
  {
    insert: 'Role',
    update: 'role',
    list: 'roles',
    key: 'RoleId',
    name: 'Role',
    lookup: 'GetRoleByRoleId',
  },
  {
    insert: 'Dept',
    update: 'department',
    list: 'departments',
    key: 'DeptID',
    name: 'Dept',
    lookup: 'GetDepartmentByDeptID',
  },
  {
    insert: 'Designation',
    update: 'designation',
    list: 'designations',
    key: 'DesignationId',
    name: 'Designation',
    lookup: 'getdesigbydesigid',
  },
] as const;

describeApi('Employee Master', (env) => {
  describe.each(TABS)('tab $insert', (tab) => {
    it('adds, lists, looks up, renames and deletes an entry', async () => {
      const { api, CompanyID, Empid } = await env.company();

      const created = await api
        .post('/api/insertempmaster')
        .send({ tab: tab.insert, formData: { [tab.name]: 'Sales' }, CompanyID, Empid });
      const id = created.body[tab.key];
      const listed = await api.get(`/api/getempmaster/${tab.list}`).query({ CompanyID });
      const looked = await api.get(`/api/${tab.lookup}/${id}`);
      const updated = await api.put('/api/updateempmaster').send({
        tab: tab.update,
        formData: { [tab.key]: id, [tab.name]: 'Field Sales' },
        CompanyID,
        Empid,
      });
      const renamed = await api.get(`/api/getempmaster/${tab.list}`);
      const deleted = await api
        .delete('/api/deleteempmaster')
        .send({ tab: tab.update, id, CompanyID, Empid });
      const emptied = await api.get(`/api/getempmaster/${tab.list}`);

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        message: 'Data submitted successfully!',
      });
      expect(listed.body.data).toEqual([
        expect.objectContaining({ [tab.key]: id, [tab.name]: 'Sales' }),
      ]);
      expect(looked.body.data).toMatchObject({ [tab.key]: id, [tab.name]: 'Sales' });
      expect(updated.body).toMatchObject({ success: true, message: 'Data updated successfully!' });
      expect(renamed.body.data[0][tab.name]).toBe('Field Sales');
      expect(deleted.body).toMatchObject({ success: true, message: 'Data deleted successfully!' });
      expect(emptied.body.data).toEqual([]);
    });

    it('refuses a name that differs from another in the tab only by case', async () => {
      const { api } = await env.company();
      await api
        .post('/api/insertempmaster')
        .send({ tab: tab.insert, formData: { [tab.name]: 'Sales' } });

      const res = await api
        .post('/api/insertempmaster')
        .send({ tab: tab.insert, formData: { [tab.name]: ' SALES ' } });

      expect(res.status).toBe(409);
      expect(res.body.error).toBe(DUPLICATE);
      expect(res.body.errors).toEqual({ [tab.name]: DUPLICATE });
    });

    it('refuses a rename onto another name of the tab', async () => {
      const { api } = await env.company();
      await api
        .post('/api/insertempmaster')
        .send({ tab: tab.insert, formData: { [tab.name]: 'Sales' } });
      const other = await api
        .post('/api/insertempmaster')
        .send({ tab: tab.insert, formData: { [tab.name]: 'Accounts' } });

      const res = await api.put('/api/updateempmaster').send({
        tab: tab.update,
        formData: { [tab.key]: other.body[tab.key], [tab.name]: 'sales' },
      });

      expect(res.status).toBe(409);
      expect(res.body.error).toBe(DUPLICATE);
    });

    it('takes a name again once its entry is deleted', async () => {
      const { api } = await env.company();
      const first = await api
        .post('/api/insertempmaster')
        .send({ tab: tab.insert, formData: { [tab.name]: 'Sales' } });
      await api.delete('/api/deleteempmaster').send({ tab: tab.insert, id: first.body[tab.key] });

      const again = await api
        .post('/api/insertempmaster')
        .send({ tab: tab.insert, formData: { [tab.name]: 'Sales' } });

      expect(again.status).toBe(201);
    });

    it('asks for the name', async () => {
      const { api } = await env.company();

      const res = await api
        .post('/api/insertempmaster')
        .send({ tab: tab.insert, formData: { [tab.name]: '  ' } });

      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual([tab.name]);
      expect(res.body.errors[tab.name]).toMatch(/ is required\.$/);
    });

    it("keeps each company's entries to itself: lists, lookups, renames and deletes", async () => {
      const alpha = await env.company();
      const beta = await env.company();
      const mine = await alpha.api
        .post('/api/insertempmaster')
        .send({ tab: tab.insert, formData: { [tab.name]: 'Sales' } });
      const id = mine.body[tab.key];

      const theirs = await beta.api
        .post('/api/insertempmaster')
        .send({ tab: tab.insert, formData: { [tab.name]: 'Sales' } });
      const list = await beta.api.get(`/api/getempmaster/${tab.list}`);
      const lookup = await beta.api.get(`/api/${tab.lookup}/${id}`);
      const rename = await beta.api
        .put('/api/updateempmaster')
        .send({ tab: tab.update, formData: { [tab.key]: id, [tab.name]: 'Taken' } });
      const remove = await beta.api.delete('/api/deleteempmaster').send({ tab: tab.update, id });
      const still = await alpha.api.get(`/api/${tab.lookup}/${id}`);

      expect(theirs.status).toBe(201);
      expect(list.body.data.map((r: Record<string, unknown>) => r[tab.key])).toEqual([
        theirs.body[tab.key],
      ]);
      expect(lookup.status).toBe(404);
      expect(rename.status).toBe(404);
      expect(remove.status).toBe(404);
      expect(still.body.data[tab.name]).toBe('Sales');
    });
  });

  it('refuses an unknown tab', async () => {
    const { api } = await env.company();

    const list = await api.get('/api/getempmaster/salaries');
    const insert = await api
      .post('/api/insertempmaster')
      .send({ tab: 'Salary', formData: { Role: 'x' } });

    expect(list.status).toBe(400);
    expect(insert.status).toBe(400);
    expect(insert.body.error).toBe('Tab must be Role, Dept or Designation.');
  });

  it('refuses a body naming another company', async () => {
    const alpha = await env.company();
    const beta = await env.company();

    const res = await alpha.api
      .post('/api/insertempmaster')
      .send({ tab: 'Role', formData: { Role: 'Sales' }, CompanyID: beta.CompanyID });

    expect(res.status).toBe(403);
  });

  it('refuses to delete a role still given to an employee', async () => {
    const { api, Empid } = await env.company();
    const role = await api
      .post('/api/insertempmaster')
      .send({ tab: 'Role', formData: { Role: 'Manager' } });
    await api
      .post('/api/updatedocument')
      .field('Empid', String(Empid))
      .field('PFNo', 'PF001')
      .field('DateOfJoining', '2024-06-01')
      .field('RoleId', String(role.body.RoleId));

    const res = await api
      .delete('/api/deleteempmaster')
      .send({ tab: 'role', id: role.body.RoleId });

    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This role is used by 1 employee document and cannot be deleted.');
  });

  it('needs a session', async () => {
    await env.company();

    const res = await env.anon().get('/api/getempmaster/roles');

    expect(res.status).toBe(401);
  });
});
