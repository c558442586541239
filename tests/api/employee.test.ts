import { describe, expect, it } from 'vitest';
import { describeApi, storedRow, validEmployee } from '../support/api';

/** A second employee as the Employee Registration screen sends it. */
const ravi = (changes: Record<string, unknown> = {}) => ({
  ...validEmployee('ravi', 'ravi password'),
  ConfirmPassword: 'ravi password',
  FirstName: 'Ravi',
  LastName: 'Kumar',
  Mobile: '9123456780',
  PhoneNo: '9123456781',
  Email: 'ravi@example.com',
  DOB: '1990-05-01',
  Gender: 'Male',
  City: 'Mysuru',
  District: 'Mysuru',
  State: 'Karnataka',
  Country: 'India',
  ...changes,
});

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describeApi('Employee creation', (env) => {
  describe('round trip', () => {
    it('creates, lists, updates and deletes an employee, never answering a password', async () => {
      const { api, CompanyID } = await env.company();

      const created = await api
        .post('/api/insertemployee')
        .send({ ...ravi(), CompanyID, IsDeleted: 0, CreatedBy: 1, CreatedDate: '2020-01-01' });
      const listed = await api.get('/api/getemployee').query({ CompanyID });
      const updated = await api
        .post('/api/updateemployee')
        .send({ Empid: created.body.Empid, FirstName: 'Ravi Shankar', CompanyID, ModifiedBy: 1 });
      const deleted = await api
        .delete('/api/deleteemployee')
        .send({ Empid: created.body.Empid, DeletedBy: 1, DeletedDate: '2020-01-01' });
      const after = await api.get('/api/getemployee');

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        message: 'Employee submitted successfully!',
        Empid: expect.any(Number),
      });
      expect(listed.body.data).toHaveLength(2);
      expect(listed.body.data[1]).toMatchObject({
        FirstName: 'Ravi',
        Mobile: '9123456780',
        DOB: '1990-05-01',
        Gender: 'Male',
      });
      expect(JSON.stringify(listed.body)).not.toMatch(/Password|scrypt/i);
      expect(updated.body).toMatchObject({
        success: true,
        message: 'Employee updated successfully!',
      });
      expect(updated.body.data.FirstName).toBe('Ravi Shankar');
      expect(updated.body.data).not.toHaveProperty('Password');
      expect(deleted.body).toMatchObject({
        success: true,
        message: 'Employee deleted successfully!',
      });
      expect(after.body.data).toHaveLength(1);
    });

    it('stores the password only as a hash, and the new employee can sign in with it', async () => {
      const { api, CompanyID } = await env.company();
      const created = await api.post('/api/insertemployee').send(ravi());

      const row = await storedRow(env, 'employee', created.body.Empid);
      const login = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID, Username: 'ravi', Password: 'ravi password' });

      expect(String(row?.Password)).not.toContain('ravi password');
      expect(row).not.toHaveProperty('ConfirmPassword');
      expect(login.status).toBe(200);
    });

    it('changes the password on update when both are given, and keeps it when left blank', async () => {
      const { api, CompanyID } = await env.company();
      const created = await api.post('/api/insertemployee').send(ravi());

      await api
        .post('/api/updateemployee')
        .send({ Empid: created.body.Empid, Password: '', ConfirmPassword: '', City: 'Hassan' });
      const unchanged = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID, Username: 'ravi', Password: 'ravi password' });
      await api.post('/api/updateemployee').send({
        Empid: created.body.Empid,
        Password: 'a new secret',
        ConfirmPassword: 'a new secret',
      });
      const changed = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID, Username: 'ravi', Password: 'a new secret' });

      expect(unchanged.status).toBe(200);
      expect(changed.status).toBe(200);
    });

    it('searches by first-name prefix only', async () => {
      const { api } = await env.company();
      await api.post('/api/insertemployee').send(ravi());
      await api.post('/api/insertemployee').send(
        ravi({
          FirstName: 'Pravin',
          Username: 'pravin',
          Mobile: '9000000001',
          PhoneNo: '9000000002',
        }),
      );

      const res = await api.get('/api/getemployee?q=ra');

      expect(res.body.data.map((e: { FirstName: string }) => e.FirstName)).toEqual(['Ravi']);
    });
  });

  describe('from the Employee Registration list (POST /api/rest/employee)', () => {
    it('makes an employee who can sign in, with the password kept hashed', async () => {
      const { api, CompanyID } = await env.company();

      const created = await api.post('/api/rest/employee').send(ravi());
      const login = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID, Username: 'ravi', Password: 'ravi password' });
      const row = await storedRow(env, 'employee', created.body.data.Empid);

      expect(created.status).toBe(201);
      expect(login.status).toBe(200);
      expect(JSON.stringify(row)).not.toContain('ravi password');
    });
  });

  describe('validation', () => {
    it("refuses each invalid field with the creation screen's message", async () => {
      const { api } = await env.company();
      const cases: Array<[string, unknown, string]> = [
        ['FirstName', 'Ravi2', 'Name must contain only alphabets and spaces'],
        ['FirstName', ' ', 'Please fill out all required fields.'],
        ['LastName', 'Kumar_', 'Last name must contain only alphabets and spaces'],
        ['LastName', '', 'Please fill out all required fields.'],
        ['City', 'Mysuru 2', 'Only alphabets and spaces are allowed'],
        ['District', 'D1', 'Only alphabets and spaces are allowed'],
        ['State', 'K@rnataka', 'Only alphabets and spaces are allowed'],
        ['Country', 'India!', 'Only alphabets and spaces are allowed'],
        ['Email', 'ravi.example.com', 'Invalid email format'],
        ['Email', '', 'Please fill out all required fields.'],
        ['Mobile', '91234', 'Mobile number must be 10 digits and contain only numbers'],
        ['PhoneNo', '91234567ab', 'Phone number must be 10 digits and contain only numbers'],
        ['Pincode', '5700', 'Pincode must be exactly 6 digits'],
        ['Username', '', 'Please fill out all required fields.'],
        ['Gender', 'Unknown', 'Please select a valid Gender.'],
        ['ConfirmPassword', 'something else', 'Passwords do not match.'],
        ['DOB', yearsAgo(18, 1), 'Employee must be at least 18 years old.'],
      ];
      for (const [field, value, message] of cases) {
        const res = await api.post('/api/insertemployee').send(ravi({ [field]: value }));

        expect(res.status, `${field}=${String(value)}`).toBe(400);
        expect(res.body.errors[field], field).toBe(message);
      }
    });

    it('takes an employee who turns 18 today', async () => {
      const { api } = await env.company();

      const res = await api.post('/api/insertemployee').send(ravi({ DOB: yearsAgo(18) }));

      expect(res.status).toBe(201);
    });

    it('refuses a confirmation that differs on update', async () => {
      const { api } = await env.company();
      const created = await api.post('/api/insertemployee').send(ravi());

      const res = await api.post('/api/updateemployee').send({
        Empid: created.body.Empid,
        Password: 'first secret',
        ConfirmPassword: 'second secret',
      });

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ ConfirmPassword: 'Passwords do not match.' });
    });
  });

  describe('duplicates', () => {
    it('refuses a mobile, phone, username or first name the company already has', async () => {
      const { api } = await env.company(); // the first employee is Asha, 9876543210 / 9876543211, admin
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [
          { Mobile: '9876543210' },
          'Mobile',
          'Mobile number already exists. Please use a different number.',
        ],
        [
          { PhoneNo: '9876543211' },
          'PhoneNo',
          'Phone number already exists. Please use a different number.',
        ],
        [
          { Username: 'ADMIN' },
          'Username',
          'Username already exists. Please use a different username.',
        ],
        [
          { FirstName: 'asha' },
          'FirstName',
          'Employee name already exists. Please choose a different name.',
        ],
      ];
      for (const [changes, field, message] of cases) {
        const res = await api.post('/api/insertemployee').send(ravi(changes));

        expect(res.status, field).toBe(409);
        expect(res.body.errors[field], field).toBe(message);
      }
    });

    it("refuses an update onto another employee's mobile", async () => {
      const { api } = await env.company();
      const created = await api.post('/api/insertemployee').send(ravi());

      const res = await api
        .post('/api/updateemployee')
        .send({ Empid: created.body.Empid, Mobile: '9876543210' });

      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual({
        Mobile: 'Mobile number already exists. Please use a different number.',
      });
    });

    it('allows the numbers, username and name another company uses', async () => {
      const alpha = await env.company();
      const beta = await env.company();
      await alpha.api.post('/api/insertemployee').send(ravi());

      const res = await beta.api.post('/api/insertemployee').send(ravi());

      expect(res.status).toBe(201);
    });
  });

  describe('tenancy', () => {
    it("cannot read, update or delete another company's employee", async () => {
      const alpha = await env.company();
      const beta = await env.company();
      const theirs = await beta.api.post('/api/insertemployee').send(ravi());

      const list = await alpha.api.get('/api/getemployee');
      const read = await alpha.api.get(`/api/rest/employee/${theirs.body.Empid}`);
      const update = await alpha.api
        .post('/api/updateemployee')
        .send({ Empid: theirs.body.Empid, FirstName: 'Taken' });
      const remove = await alpha.api
        .delete('/api/deleteemployee')
        .send({ Empid: theirs.body.Empid });

      expect(list.body.data.map((e: { Empid: number }) => e.Empid)).toEqual([alpha.Empid]);
      expect(read.status).toBe(404);
      expect(update.status).toBe(404);
      expect(remove.status).toBe(404);
    });

    it('refuses a body naming another company', async () => {
      const alpha = await env.company();
      const beta = await env.company();

      const res = await alpha.api
        .post('/api/insertemployee')
        .send({ ...ravi(), CompanyID: beta.CompanyID });

      expect(res.status).toBe(403);
      expect(res.body.error).toBe('Invalid CompanyID or Empid');
    });
  });

  describe('changing the password', () => {
    /** Ravi, created by the administrator and signed in on two clients. */
    async function raviSignedInTwice() {
      const admin = await env.company();
      const created = await admin.api.post('/api/insertemployee').send(ravi());
      const sessions = [env.anon(), env.anon()];
      for (const s of sessions)
        await s
          .post('/api/login')
          .send({ CompanyID: admin.CompanyID, Username: 'ravi', Password: 'ravi password' });
      return { admin, Empid: created.body.Empid as number, sessions };
    }

    it('signs the employee out everywhere when an administrator sets a new password through updateemployee', async () => {
      const { admin, Empid, sessions } = await raviSignedInTwice();

      const res = await admin.api
        .post('/api/updateemployee')
        .send({ Empid, Password: 'a new secret', ConfirmPassword: 'a new secret' });

      expect(res.status).toBe(200);
      const after = await Promise.all(sessions.map((s) => s.get('/api/getemployee')));
      expect(after.map((r) => r.status)).toEqual([401, 401]);
      expect((await admin.api.get('/api/getemployee')).status).toBe(200);
      const login = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID: admin.CompanyID, Username: 'ravi', Password: 'a new secret' });
      expect(login.status).toBe(200);
    });

    it('signs the employee out everywhere when the password is set through PUT /api/rest/employee/:id', async () => {
      const { admin, Empid, sessions } = await raviSignedInTwice();

      const res = await admin.api
        .put(`/api/rest/employee/${Empid}`)
        .send({ Password: 'a new secret', ConfirmPassword: 'a new secret' });

      expect(res.status).toBe(200);
      const after = await Promise.all(sessions.map((s) => s.get('/api/getemployee')));
      expect(after.map((r) => r.status)).toEqual([401, 401]);
    });

    it('keeps the employee signed in when an update leaves the password blank or out', async () => {
      const { admin, Empid, sessions } = await raviSignedInTwice();

      const blank = await admin.api
        .post('/api/updateemployee')
        .send({ Empid, Password: '', ConfirmPassword: '', City: 'Hassan' });
      const without = await admin.api.post('/api/updateemployee').send({ Empid, City: 'Mandya' });

      expect([blank.status, without.status]).toEqual([200, 200]);
      const after = await Promise.all(sessions.map((s) => s.get('/api/getemployee')));
      expect(after.map((r) => r.status)).toEqual([200, 200]);
    });

    it('signs the administrator out too when he sets his own password, as a reset does', async () => {
      const admin = await env.company();

      const res = await admin.api
        .post('/api/updateemployee')
        .send({ Empid: admin.Empid, Password: 'a new secret', ConfirmPassword: 'a new secret' });

      expect(res.status).toBe(200);
      expect((await admin.api.get('/api/getemployee')).status).toBe(401);
    });
  });

  describe('deleting', () => {
    it('signs the deleted employee out everywhere', async () => {
      const { api, CompanyID } = await env.company();
      const created = await api.post('/api/insertemployee').send(ravi());
      const raviApi = env.anon();
      await raviApi
        .post('/api/login')
        .send({ CompanyID, Username: 'ravi', Password: 'ravi password' });

      await api.delete('/api/deleteemployee').send({ Empid: created.body.Empid });
      const res = await raviApi.get('/api/getemployee');

      expect(res.status).toBe(401);
    });

    it('refuses to delete the signed-in employee', async () => {
      const { api, Empid } = await env.company();

      const res = await api.delete('/api/deleteemployee').send({ Empid });

      expect(res.status).toBe(409);
      expect(res.body.error).toBe('You cannot delete your own account while signed in.');
    });
  });
});
