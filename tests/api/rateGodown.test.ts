import { describe, expect, it } from 'vitest';
import { describeApi } from '../support/api';

const godown = {
  GodownName: 'Main Godown',
  GodownLicense: 'KA-GD-2026-001',
  Address: '4 Industrial Area',
  Country: 1,
  State: 27,
  City: 'Bengaluru',
  District: 'Bengaluru Urban',
  Pincode: '560058',
  Phoneno: '0802345678',
  Mobileno: '9876543210',
};

describeApi('Rate master', (env) => {
  it('creates, lists (also as getrates), updates and deletes a rate name', async () => {
    const { api } = await env.company();

    const created = await api.post('/api/insertRate').send({ RateName: 'Retail' });
    const listed = await api.get('/api/getRate');
    const aliased = await api.get('/api/getrates');
    const updated = await api
      .post('/api/updaterate')
      .send({ RateId: created.body.RateId, RateName: 'Retail Price' });
    const deleted = await api
      .delete('/api/deleteRate')
      .send({ RateId: created.body.RateId, DeletedBy: 1 });
    const after = await api.get('/api/getRate');

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'Rate submitted successfully!',
      RateId: expect.any(Number),
    });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ RateId: created.body.RateId, RateName: 'Retail' }),
    ]);
    expect(aliased.body.data).toEqual(listed.body.data);
    expect(updated.body).toMatchObject({ success: true, message: 'Rate updated successfully!' });
    expect(deleted.body).toMatchObject({ success: true, message: 'Rate deleted successfully!' });
    expect(after.body.data).toEqual([]);
  });

  it('says the spec messages for characters and duplicates, also on update', async () => {
    const { api } = await env.company();
    await api.post('/api/insertRate').send({ RateName: 'Retail' });
    const wholesale = await api.post('/api/insertRate').send({ RateName: 'Wholesale 2' });

    const bad = await api.post('/api/insertRate').send({ RateName: 'Retail-2' });
    const dup = await api.post('/api/insertRate').send({ RateName: 'RETAIL' });
    const dupUpdate = await api
      .post('/api/updaterate')
      .send({ RateId: wholesale.body.RateId, RateName: 'retail' });

    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      RateName: 'Rate Name can only contain letters, numbers, and spaces.',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual({
      RateName: 'Rate Name already exists. Please choose a different name.',
    });
    expect(dupUpdate.status).toBe(409);
    expect(dupUpdate.body.errors).toEqual({
      RateName: 'Rate Name already exists. Please choose a different name.',
    });
  });

  it('keeps rate names to their company', async () => {
    const a = await env.company('Alpha Traders');
    const b = await env.company('Beta Traders');
    const retail = await a.api.post('/api/insertRate').send({ RateName: 'Retail' });

    const seen = await b.api.get('/api/getRate');
    const del = await b.api.delete('/api/deleteRate').send({ RateId: retail.body.RateId });
    const same = await b.api.post('/api/insertRate').send({ RateName: 'Retail' });

    expect(seen.body.data).toEqual([]);
    expect(del.status).toBe(404);
    expect(same.status).toBe(201);
  });
});

describeApi('Godown master', (env) => {
  it('creates, lists, updates and deletes a godown with every field', async () => {
    const { api } = await env.company();
    const branch = await api.post('/api/insertbranch').send({ BranchName: 'Head Office' });
    const valid = { ...godown, BranchId: branch.body.BranchId };

    const created = await api.post('/api/insertGodown').send(valid);
    const listed = await api.get('/api/getgodown');
    const updated = await api
      .post('/api/updategodown')
      .send({ GodownId: created.body.GodownId, City: 'Mysuru' });
    const deleted = await api.delete('/api/deleteGodown').send({ GodownId: created.body.GodownId });
    const after = await api.get('/api/getgodown');

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Godown submitted successfully!',
      GodownId: expect.any(Number),
    });
    expect(listed.body.data).toEqual([expect.objectContaining(valid)]);
    expect(updated.body).toMatchObject({
      message: 'Godown updated successfully!',
      data: { City: 'Mysuru', GodownName: 'Main Godown' },
    });
    expect(deleted.body.message).toBe('Godown deleted successfully!');
    expect(after.body.data).toEqual([]);
  });

  it('refuses each invalid field with its spec message', async () => {
    const { api } = await env.company();
    const branch = await api.post('/api/insertbranch').send({ BranchName: 'Head Office' });
    const valid = { ...godown, BranchId: branch.body.BranchId };
    const cases: Array<[string, unknown, string]> = [
      ['GodownName', 'Main-Godown', 'Godown Name can only contain letters, numbers, and spaces.'],
      ['GodownName', '', 'Godown Name is required.'],
      ['GodownLicense', 'L'.repeat(21), 'Godown License cannot exceed 20 characters.'],
      ['Phoneno', '080234567', 'Phoneno must be a valid 10-digit number.'],
      ['Mobileno', '98765432101', 'Mobileno must be a valid 10-digit number.'],
      ['Mobileno', '', 'Mobile Number is required.'],
      ['Pincode', '56005', 'Pincode must be a valid 6-digit number.'],
      ['Address', '', 'Address is required.'],
      ['BranchId', '', 'Branch is required.'],
    ];

    const answers = [];
    for (const [field, value] of cases) {
      const res = await api.post('/api/insertGodown').send({ ...valid, [field]: value });
      answers.push({ field, status: res.status, errors: res.body.errors });
    }

    expect(answers).toEqual(
      cases.map(([field, , message]) => ({ field, status: 400, errors: { [field]: message } })),
    );
  });

  it('refuses a duplicate name in any case, and a branch of another company', async () => {
    const a = await env.company('Alpha Traders');
    const b = await env.company('Beta Traders');
    const aBranch = await a.api.post('/api/insertbranch').send({ BranchName: 'Head Office' });
    const bBranch = await b.api.post('/api/insertbranch').send({ BranchName: 'Beta Office' });
    await a.api.post('/api/insertGodown').send({ ...godown, BranchId: aBranch.body.BranchId });

    const dup = await a.api
      .post('/api/insertGodown')
      .send({ ...godown, GodownName: 'MAIN godown', BranchId: aBranch.body.BranchId });
    const foreignBranch = await a.api
      .post('/api/insertGodown')
      .send({ ...godown, GodownName: 'Second', BranchId: bBranch.body.BranchId });
    const theirs = await b.api.get('/api/getgodown');

    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual({ GodownName: 'Godown Name already exists.' });
    expect(foreignBranch.status).toBe(400);
    expect(foreignBranch.body.errors).toEqual({ BranchId: 'Branch not found.' });
    expect(theirs.body.data).toEqual([]);
  });

  it('offers the branch and route pickers', async () => {
    const { api } = await env.company();
    const branch = await api.post('/api/insertbranch').send({ BranchName: 'Head Office' });
    await api
      .post('/api/insertroute')
      .send({ RootName: 'North Beat', BranchId: branch.body.BranchId, Status: 1 });

    const branches = await api.get('/api/getbranch');
    const roots = await api.get('/api/getroot');

    expect(branches.body.data).toEqual([
      expect.objectContaining({ BranchId: branch.body.BranchId, BranchName: 'Head Office' }),
    ]);
    expect(roots.body.data).toEqual([
      expect.objectContaining({ RootName: 'North Beat', RootId: expect.any(Number) }),
    ]);
  });
});
