import { describe, expect, it } from 'vitest';
import { describeApi } from '../support/api';

const valid = {
  NetSalary: 32500.5,
  EsiNo: 'ESI1234567',
  AccountNo: '50100123456789',
  Ifsc: 'HDFC0001234',
  Branch: 'MG Road',
};

describeApi('Employee account', (env) => {
  /** A company with the branch 'MG Road', which the accounts name as their Branch. */
  async function company() {
    const me = await env.company();
    await me.api.post('/api/insertbranch').send({ BranchName: 'MG Road' });
    return me;
  }

  it('creates, lists, updates and deletes an account, with the salary exact to the paisa', async () => {
    const { api, CompanyID, Empid } = await company();

    const created = await api
      .post('/api/insertempaccountdetails')
      .send({ ...valid, CompanyID, Empid });
    const listed = await api.get('/api/getempaccountdetails').query({ CompanyID });
    const updated = await api
      .post('/api/updateempaccountdetails')
      .send({ EmpAccId: created.body.EmpAccId, NetSalary: 0.29 });
    const deleted = await api
      .delete('/api/deleteempaccountdetails')
      .send({ EmpAccId: created.body.EmpAccId });
    const after = await api.get('/api/getempaccountdetails');

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'employee Account submitted successfully!',
      EmpAccId: expect.any(Number),
    });
    expect(listed.body.data).toEqual([expect.objectContaining({ ...valid })]);
    expect(updated.body.data.NetSalary).toBe(0.29);
    expect(updated.body.message).toBe('employee account updated successfully!');
    expect(deleted.body.message).toBe('employee account deleted successfully!');
    expect(after.body.data).toEqual([]);
  });

  it('links the account to an employee of the company, and to no other', async () => {
    const alpha = await company();
    const beta = await company();

    const mine = await alpha.api
      .post('/api/insertempaccountdetails')
      .send({ ...valid, Empid: alpha.Empid });
    const theirs = await alpha.api
      .post('/api/insertempaccountdetails')
      .send({ ...valid, AccountNo: '999', Empid: beta.Empid });

    expect(mine.body.data.Empid).toBe(alpha.Empid);
    expect(theirs.status).toBe(400);
    expect(theirs.body.errors).toEqual({ Empid: 'Employee not found.' });
  });

  it("takes the Branch from the company's branches, in any case, and refuses another company's", async () => {
    const alpha = await company();
    const beta = await env.company();
    await beta.api.post('/api/insertbranch').send({ BranchName: 'Jayanagar' });

    const anyCase = await alpha.api
      .post('/api/insertempaccountdetails')
      .send({ ...valid, Branch: 'mg road' });
    const theirs = await alpha.api
      .post('/api/insertempaccountdetails')
      .send({ ...valid, AccountNo: '777', Branch: 'Jayanagar' });
    const none = await alpha.api
      .post('/api/insertempaccountdetails')
      .send({ ...valid, AccountNo: '778', Branch: 'Koramangala' });

    expect(anyCase.status).toBe(201);
    expect([theirs.status, theirs.body.errors]).toEqual([400, { Branch: 'Branch not found.' }]);
    expect([none.status, none.body.errors]).toEqual([400, { Branch: 'Branch not found.' }]);
  });

  it('asks for all five fields', async () => {
    const { api } = await company();

    const res = await api.post('/api/insertempaccountdetails').send({});

    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      NetSalary: 'Net Salary is required.',
      EsiNo: 'Esi No is required.',
      AccountNo: 'Account Number is required.',
      Ifsc: 'IFSC is required.',
      Branch: 'Branch is required.',
    });
  });

  it('refuses an IFSC not in the AAAA0XXXXXX format', async () => {
    const { api } = await company();
    for (const Ifsc of [
      'HDFC1001234',
      'HDF00001234',
      'HDFC000123',
      'HDFC00012345',
      'HDFC0-01234',
    ]) {
      const res = await api.post('/api/insertempaccountdetails').send({ ...valid, Ifsc });

      expect(res.status, Ifsc).toBe(400);
      expect(res.body.errors, Ifsc).toEqual({ Ifsc: 'Invalid IFSC code.' });
    }
  });

  it('refuses a salary that is not money', async () => {
    const { api } = await company();

    const res = await api
      .post('/api/insertempaccountdetails')
      .send({ ...valid, NetSalary: 10.555 });

    expect(res.status).toBe(400);
    expect(res.body.errors.NetSalary).toBe('Net Salary can have at most 2 decimals.');
  });

  it('refuses an account number already used, whatever its case', async () => {
    const { api } = await company();
    await api.post('/api/insertempaccountdetails').send({ ...valid, AccountNo: 'ab12345' });

    const res = await api
      .post('/api/insertempaccountdetails')
      .send({ ...valid, AccountNo: 'AB12345' });

    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ AccountNo: 'Account Number already exists.' });
  });

  it('searches by account-number prefix', async () => {
    const { api } = await company();
    await api.post('/api/insertempaccountdetails').send({ ...valid, AccountNo: '5010001' });
    await api.post('/api/insertempaccountdetails').send({ ...valid, AccountNo: '1150100' });

    const res = await api.get('/api/getempaccountdetails?q=501');

    expect(res.body.data.map((r: { AccountNo: string }) => r.AccountNo)).toEqual(['5010001']);
  });

  it("cannot see, change or delete another company's account", async () => {
    const alpha = await company();
    const beta = await company();
    const theirs = await beta.api.post('/api/insertempaccountdetails').send(valid);

    const list = await alpha.api.get('/api/getempaccountdetails');
    const update = await alpha.api
      .post('/api/updateempaccountdetails')
      .send({ EmpAccId: theirs.body.EmpAccId, Branch: 'Taken' });
    const remove = await alpha.api
      .delete('/api/deleteempaccountdetails')
      .send({ EmpAccId: theirs.body.EmpAccId });
    const same = await alpha.api.post('/api/insertempaccountdetails').send(valid);

    expect(list.body.data).toEqual([]);
    expect(update.status).toBe(404);
    expect(remove.status).toBe(404);
    expect(same.status).toBe(201);
  });
});
