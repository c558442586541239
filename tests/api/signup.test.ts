import { describe, expect, it } from 'vitest';
import {
  describeApi,
  storedRow,
  storedRows,
  validCompany,
  validEmployee,
  type Agent,
} from '../support/api';

const PASSWORD = 'correct horse battery';

/** Registers a company from `overrides` on top of a valid one. */
function signUp(api: Agent, overrides: Record<string, unknown> = {}) {
  return api
    .post('/api/insertcompanysignup')
    .send({ ...validCompany('Sunrise Traders'), ...overrides });
}

/** YYYY-MM-DD of the day `years` years and `days` days before today (UTC). */
function yearsAgo(years: number, days = 0): string {
  const now = new Date();
  const d = new Date(
    Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - days),
  );
  return d.toISOString().slice(0, 10);
}

describeApi('Sign-up', (env) => {
  describe('POST /api/insertcompanysignup', () => {
    it('registers the company and answers its id, the spec message and a sign-up token', async () => {
      const res = await signUp(env.anon());

      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        CompanyID: expect.any(Number),
        message: 'Company submitted successfully! Please Register an Employee',
        signupToken: expect.any(String),
      });
      expect(res.body.signupToken.length).toBeGreaterThanOrEqual(22);
    });

    it('creates the first financial year with the label of the April rule', async () => {
      const res = await signUp(env.anon(), { StartDate: '2026-04-01', EndDate: '2027-03-31' });

      const company = await storedRow(env, 'company', res.body.CompanyID);
      const years = await storedRows(env, 'financialYear', { CompanyID: res.body.CompanyID });
      expect(years).toHaveLength(1);
      expect(years[0]).toMatchObject({
        FYear: '2026-27',
        StartDate: '2026-04-01',
        EndDate: '2027-03-31',
        Status: 1,
      });
      expect(company?.FYearID).toBe(years[0].FYearID);
    });

    it('refuses each invalid field with its spec message', async () => {
      const cases: Array<[string, unknown, string]> = [
        [
          'CompanyName',
          'Sunrise Traders 2',
          'CompanyName should contain only alphabets and spaces.',
        ],
        ['Address', '   ', 'Address is required.'],
        [
          'Mobile',
          '98765 43210',
          "Mobile should contain exactly 10 digits and can't include spaces.",
        ],
        [
          'Mobile',
          '987654321',
          "Mobile should contain exactly 10 digits and can't include spaces.",
        ],
        [
          'Telephone',
          '080 1234 56789',
          'Telephone should contain no more than 10 digits and can have spaces in between.',
        ],
        [
          'Telephone',
          '080-2345',
          'Telephone should contain no more than 10 digits and can have spaces in between.',
        ],
        ['PinCode', '56000', "PinCode should contain exactly 6 digits and can't include spaces."],
        ['PinCode', '560 001', "PinCode should contain exactly 6 digits and can't include spaces."],
        ['City', 'Bengaluru 1', 'City should contain only alphabets and spaces.'],
        ['District', 'Urban-North', 'District should contain only alphabets and spaces.'],
        ['Email', 'info@sunrise', 'Email should be in a valid format (e.g., name@example.com).'],
        ['StartDate', undefined, 'Start Date is required.'],
        ['EndDate', undefined, 'End Date is required.'],
      ];

      const answers = [];
      for (const [field, value] of cases) {
        const res = await signUp(env.anon(), { [field]: value });
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
      expect(await env.models.byName('company').count()).toBe(0);
    });

    it('accepts a telephone of up to 10 digits with spaces between them', async () => {
      const res = await signUp(env.anon(), { Telephone: '080 2345 678' });

      expect(res.status).toBe(201);
    });

    it('refuses a name that differs from an existing company only in case', async () => {
      await signUp(env.anon(), { CompanyName: 'Sunrise Traders' });

      const res = await signUp(env.anon(), { CompanyName: 'SUNRISE traders' });

      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        error: 'Company name already exists. Please choose a different name.',
        errors: { CompanyName: 'Company name already exists. Please choose a different name.' },
      });
    });

    it('frees the name of a sign-up abandoned before its first employee once its token has expired, and not before', async () => {
      const abandoned = await signUp(env.anon(), { CompanyName: 'Sunrise Traders' });

      const whileLive = await signUp(env.anon(), { CompanyName: 'Sunrise Traders' });
      await env.models
        .byName('signupToken')
        .update(
          { ExpiresAt: new Date(Date.now() - 1000) },
          { where: { CompanyID: abandoned.body.CompanyID } },
        );
      const afterExpiry = await signUp(env.anon(), { CompanyName: 'sunrise traders' });

      expect(whileLive.status).toBe(409);
      expect(afterExpiry.status).toBe(201);
      expect(await storedRow(env, 'company', abandoned.body.CompanyID)).toMatchObject({
        IsDeleted: true,
      });
    });

    it('keeps the name of a company that has its first employee, whatever its tokens', async () => {
      const signup = await signUp(env.anon(), { CompanyName: 'Sunrise Traders' });
      await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('asha', PASSWORD), signupToken: signup.body.signupToken });
      await env.models
        .byName('signupToken')
        .update(
          { ExpiresAt: new Date(Date.now() - 1000) },
          { where: { CompanyID: signup.body.CompanyID } },
        );

      expect((await signUp(env.anon(), { CompanyName: 'Sunrise Traders' })).status).toBe(409);
    });

    it('lists at login only companies that have someone who can sign in', async () => {
      const done = await signUp(env.anon(), { CompanyName: 'Sunrise Traders' });
      await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('asha', PASSWORD), signupToken: done.body.signupToken });
      await signUp(env.anon(), { CompanyName: 'Halfway Traders' });

      expect((await env.anon().get('/api/companies')).body.data).toEqual([
        { CompanyID: done.body.CompanyID, CompanyName: 'Sunrise Traders' },
      ]);
    });

    it('refuses an end date that is not after the start date', async () => {
      const res = await signUp(env.anon(), { StartDate: '2026-04-01', EndDate: '2026-04-01' });

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ EndDate: 'End Date must be after Start Date.' });
    });
  });

  describe('POST /api/insertemployee (first employee)', () => {
    it('creates the first employee with the sign-up token', async () => {
      const signup = await signUp(env.anon());

      const res = await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('asha', PASSWORD), signupToken: signup.body.signupToken });

      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        message: 'Employee submitted successfully!',
        Empid: expect.any(Number),
      });
      const row = await storedRow(env, 'employee', res.body.Empid);
      expect(row?.CompanyID).toBe(signup.body.CompanyID);
    });

    it('answers 401 Not logged in without a session and without a token', async () => {
      await signUp(env.anon());

      const res = await env
        .anon()
        .post('/api/insertemployee')
        .send(validEmployee('asha', PASSWORD));

      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: 'Not logged in' });
      expect(await env.models.byName('employee').count()).toBe(0);
    });

    it('answers 401 Please register a company first with a token it never issued', async () => {
      await signUp(env.anon());

      const res = await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('asha', PASSWORD), signupToken: 'bogus-token-0123456789abcdef' });

      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: 'Please register a company first.' });
      expect(await env.models.byName('employee').count()).toBe(0);
    });

    it('accepts the token only once', async () => {
      const signup = await signUp(env.anon());
      const first = await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('asha', PASSWORD), signupToken: signup.body.signupToken });

      const second = await env
        .anon()
        .post('/api/insertemployee')
        .send({
          ...validEmployee('ravi', PASSWORD),
          FirstName: 'Ravi',
          Mobile: '9123456780',
          PhoneNo: '9123456781',
          signupToken: signup.body.signupToken,
        });

      expect(first.status).toBe(201);
      expect(second.status).toBe(401);
      expect(second.body).toEqual({ success: false, error: 'Please register a company first.' });
      expect(
        await env.models.byName('employee').count({ where: { CompanyID: signup.body.CompanyID } }),
      ).toBe(1);
    });

    it('lets only one of several simultaneous sign-ups spend one token', async () => {
      const signup = await signUp(env.anon());
      const people = ['Asha', 'Ravi', 'Meena', 'Kiran', 'Divya'].map((FirstName, i) => ({
        ...validEmployee(FirstName.toLowerCase(), PASSWORD),
        FirstName,
        Mobile: `912345678${i}`,
        PhoneNo: `913345678${i}`,
        signupToken: signup.body.signupToken,
      }));

      const answers = await Promise.all(
        people.map((p) => env.anon().post('/api/insertemployee').send(p)),
      );

      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 401, 401, 401, 401]);
      for (const res of answers.filter((r) => r.status === 401))
        expect(res.body).toEqual({ success: false, error: 'Please register a company first.' });
      expect(
        await env.models.byName('employee').count({ where: { CompanyID: signup.body.CompanyID } }),
      ).toBe(1);
    });

    it('refuses an expired token', async () => {
      const signup = await signUp(env.anon());
      await env.models
        .byName('signupToken')
        .update(
          { ExpiresAt: new Date(Date.now() - 1000) },
          { where: { CompanyID: signup.body.CompanyID } },
        );

      const res = await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('asha', PASSWORD), signupToken: signup.body.signupToken });

      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: 'Please register a company first.' });
    });

    it('refuses a CompanyID other than the one the token was issued for', async () => {
      const other = await env.company('Other Traders');
      const signup = await signUp(env.anon());

      const res = await env
        .anon()
        .post('/api/insertemployee')
        .send({
          ...validEmployee('asha', PASSWORD),
          CompanyID: other.CompanyID,
          signupToken: signup.body.signupToken,
        });

      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, error: 'Invalid CompanyID or Empid' });
      expect(
        await env.models.byName('employee').count({ where: { CompanyID: other.CompanyID } }),
      ).toBe(1);
    });

    it('refuses each invalid field with its spec message', async () => {
      const signup = await signUp(env.anon());
      const cases: Array<[string, unknown, string]> = [
        ['FirstName', 'Asha1', 'FirstName must contain only alphabets and spaces'],
        ['LastName', 'Rao_', 'Last name must contain only alphabets and spaces'],
        ['Email', 'asha@example', 'Invalid email format'],
        ['Mobile', '98765', 'Mobile number must be 10 digits and contain only numbers'],
        ['Mobile', '98765abcde', 'Mobile number must be 10 digits and contain only numbers'],
        ['PhoneNo', '987654321012', 'Phone number must be 10 digits and contain only numbers'],
        ['Pincode', '5600', 'Pincode must be exactly 6 digits'],
        ['FirstName', '', 'Please fill out all required fields.'],
        ['LastName', '  ', 'Please fill out all required fields.'],
        ['Email', undefined, 'Please fill out all required fields.'],
        ['Mobile', '', 'Please fill out all required fields.'],
        ['PhoneNo', undefined, 'Please fill out all required fields.'],
        ['Pincode', '', 'Please fill out all required fields.'],
        ['Username', '', 'Please fill out all required fields.'],
        ['Password', undefined, 'Please fill out all required fields.'],
      ];

      const answers = [];
      for (const [field, value] of cases) {
        const res = await env
          .anon()
          .post('/api/insertemployee')
          .send({
            ...validEmployee('asha', PASSWORD),
            [field]: value,
            signupToken: signup.body.signupToken,
          });
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
      expect(await env.models.byName('employee').count()).toBe(0);
    });

    it('accepts dots in the first name', async () => {
      const signup = await signUp(env.anon());

      const res = await env
        .anon()
        .post('/api/insertemployee')
        .send({
          ...validEmployee('asha', PASSWORD),
          FirstName: 'A. Asha',
          signupToken: signup.body.signupToken,
        });

      expect(res.status).toBe(201);
    });

    it('refuses a date of birth less than 18 years before today', async () => {
      const signup = await signUp(env.anon());

      const res = await env
        .anon()
        .post('/api/insertemployee')
        .send({
          ...validEmployee('asha', PASSWORD),
          DOB: yearsAgo(18, -1),
          signupToken: signup.body.signupToken,
        });

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ DOB: 'Employee must be at least 18 years old.' });
    });

    it('accepts a date of birth exactly 18 years before today', async () => {
      const signup = await signUp(env.anon());

      const res = await env
        .anon()
        .post('/api/insertemployee')
        .send({
          ...validEmployee('asha', PASSWORD),
          DOB: yearsAgo(18),
          signupToken: signup.body.signupToken,
        });

      expect(res.status).toBe(201);
    });

    it('keeps the token usable after a refused attempt', async () => {
      const signup = await signUp(env.anon());
      await env
        .anon()
        .post('/api/insertemployee')
        .send({
          ...validEmployee('asha', PASSWORD),
          Pincode: '1',
          signupToken: signup.body.signupToken,
        });

      const res = await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('asha', PASSWORD), signupToken: signup.body.signupToken });

      expect(res.status).toBe(201);
    });
  });

  describe('passwords', () => {
    it('stores the password only as a salted scrypt hash', async () => {
      const signup = await signUp(env.anon());

      const res = await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('asha', PASSWORD), signupToken: signup.body.signupToken });

      const row = await storedRow(env, 'employee', res.body.Empid);
      expect(String(row?.Password)).toMatch(/^scrypt\$/);
      expect(String(row?.Password)).not.toContain(PASSWORD);
    });

    it('salts each hash, so one password stored twice gives two hashes', async () => {
      const a = await env.company('Alpha Traders', { password: PASSWORD });
      const b = await env.company('Beta Traders', { password: PASSWORD });

      const rows = await storedRows(env, 'employee', { Empid: [a.Empid, b.Empid] });

      expect(rows).toHaveLength(2);
      expect(rows[0].Password).not.toBe(rows[1].Password);
    });

    it('is never returned by any endpoint', async () => {
      const signup = await signUp(env.anon());
      const created = await env
        .anon()
        .post('/api/insertemployee')
        .send({ ...validEmployee('asha', PASSWORD), signupToken: signup.body.signupToken });
      const login = await env
        .anon()
        .post('/api/login')
        .send({ CompanyID: signup.body.CompanyID, Username: 'asha', Password: PASSWORD });
      const auth = { Authorization: `Bearer ${login.body.token}` };
      const hash = String((await storedRow(env, 'employee', created.body.Empid))?.Password);

      const answers = [
        created,
        login,
        await env
          .anon()
          .post('/api/insertemployee')
          .set(auth)
          .send({
            ...validEmployee('ravi', 'another secret'),
            FirstName: 'Ravi',
            Mobile: '9123456780',
            PhoneNo: '9123456781',
          }),
        await env.anon().get('/api/getEmpbyid').set(auth),
        await env.anon().get('/api/rest/employee').set(auth),
        await env.anon().get(`/api/rest/employee/${created.body.Empid}`).set(auth),
        await env
          .anon()
          .put(`/api/rest/employee/${created.body.Empid}`)
          .set(auth)
          .send({ LastName: 'Iyer' }),
      ];

      expect(answers.map((r) => r.status)).toEqual([201, 200, 201, 200, 200, 200, 200]);
      for (const res of answers) {
        const text = JSON.stringify(res.body);
        expect(text).not.toMatch(/"Password"/);
        expect(text).not.toContain(PASSWORD);
        expect(text).not.toContain('another secret');
        expect(text).not.toContain(hash);
        expect(text).not.toContain('scrypt$');
      }
      expect(answers[3].body.data[0]).toMatchObject({ FirstName: 'Asha', Username: 'asha' });
      expect(answers[4].body.data.map((e: { Username: string }) => e.Username).sort()).toEqual([
        'asha',
        'ravi',
      ]);
    });
  });
});
