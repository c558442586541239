import { describe, expect, it } from 'vitest';
import { describeApi, storedRow } from '../support/api';

const BOX = 3;
const PCS = 2;

describeApi('Unit master', (env) => {
  it('creates, lists, updates and deletes a unit with a conversion', async () => {
    const { api } = await env.company();

    const created = await api.post('/api/insertunit').send({
      UnitName: 'Crate',
      Description: 'Wooden crate',
      FirstUnit: BOX,
      Conversion: 12.5,
      SecondUnit: PCS,
    });
    const listed = await api.get('/api/getunit').query({ q: 'crate' });
    const updated = await api
      .post('/api/updateunit')
      .send({ UnitID: created.body.UnitID, UnitName: 'Big Crate', Conversion: 24 });
    const read = await api.get(`/api/rest/unit/${created.body.UnitID}`);
    const deleted = await api
      .delete('/api/deleteunit')
      .send({ UnitID: created.body.UnitID, DeletedBy: 1 });
    const after = await api.get('/api/getunit').query({ q: 'crate' });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'Unit submitted successfully!',
      UnitID: expect.any(Number),
    });
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        UnitName: 'Crate',
        FirstUnit: BOX,
        Conversion: 12.5,
        SecondUnit: PCS,
      }),
    ]);
    expect(updated.body).toMatchObject({ success: true, message: 'Unit updated successfully!' });
    expect(read.body.data).toMatchObject({
      UnitName: 'Big Crate',
      Conversion: 24,
      FirstUnit: BOX,
      SecondUnit: PCS,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Unit deleted successfully!');
    expect(after.body.data).toEqual([]);
  });

  it("lists the shared units with the company's own", async () => {
    const { api } = await env.company();

    await api.post('/api/insertunit').send({ UnitName: 'Crate' });
    const res = await api.get('/api/getunit');

    const names = res.body.data.map((u: { UnitName: string }) => u.UnitName);
    expect(names).toEqual(expect.arrayContaining(['NOS', 'BOX', 'Crate']));
  });

  it('says each spec 5 "Unit Name" message', async () => {
    const { api } = await env.company();
    const crate = await api.post('/api/insertunit').send({ UnitName: 'Crate' });

    const letters = await api.post('/api/insertunit').send({ UnitName: 'Box 10' });
    const missing = await api.post('/api/insertunit').send({ Description: 'nameless' });
    const duplicate = await api.post('/api/insertunit').send({ UnitName: ' CRATE ' });
    const sharedDuplicate = await api.post('/api/insertunit').send({ UnitName: 'box' });
    const blankOnUpdate = await api
      .post('/api/updateunit')
      .send({ UnitID: crate.body.UnitID, UnitName: '' });
    const halfConversion = await api
      .post('/api/updateunit')
      .send({ UnitID: crate.body.UnitID, FirstUnit: BOX, Conversion: 10 });

    expect(letters.status).toBe(400);
    expect(letters.body.errors).toEqual({
      UnitName: 'Unit Name can only contain letters and spaces.',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ UnitName: 'Unit Name is required.' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual({ UnitName: 'Unit Name already exists.' });
    expect(sharedDuplicate.status).toBe(409);
    expect(blankOnUpdate.status).toBe(400);
    expect(blankOnUpdate.body.errors).toEqual({ UnitName: 'Please fill out all required fields.' });
    expect(halfConversion.status).toBe(400);
    expect(halfConversion.body.errors).toEqual({
      SecondUnit: 'Please fill in all required fields.',
    });
    expect(await storedRow(env, 'unit', crate.body.UnitID)).toMatchObject({
      UnitName: 'Crate',
      FirstUnit: null,
      Conversion: null,
    });
  });

  it('clears a conversion when all three of its fields are emptied', async () => {
    const { api } = await env.company();
    const crate = await api
      .post('/api/insertunit')
      .send({ UnitName: 'Crate', FirstUnit: BOX, Conversion: 12, SecondUnit: PCS });

    const res = await api
      .post('/api/updateunit')
      .send({ UnitID: crate.body.UnitID, FirstUnit: null, Conversion: null, SecondUnit: null });

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ FirstUnit: null, Conversion: null, SecondUnit: null });
  });

  it('refuses an update that blanks one field of a conversion, and keeps the conversion', async () => {
    const { api } = await env.company();
    const crate = await api.post('/api/insertunit').send({
      UnitName: 'Crate',
      Description: 'Wooden',
      FirstUnit: BOX,
      Conversion: 12,
      SecondUnit: PCS,
    });

    const blanked = await api
      .post('/api/updateunit')
      .send({ UnitID: crate.body.UnitID, SecondUnit: '' });
    const described = await api
      .post('/api/updateunit')
      .send({ UnitID: crate.body.UnitID, Description: '' });

    const toItself = await api
      .post('/api/updateunit')
      .send({ UnitID: crate.body.UnitID, SecondUnit: BOX });

    expect([blanked.status, blanked.body.errors]).toEqual([
      400,
      { SecondUnit: 'Please fill in all required fields.' },
    ]);
    expect([toItself.status, toItself.body.errors]).toEqual([
      400,
      { SecondUnit: 'A conversion is between two different units.' },
    ]);
    expect(described.status).toBe(200);
    expect(described.body.data).toMatchObject({
      Description: null,
      FirstUnit: BOX,
      Conversion: 12,
      SecondUnit: PCS,
    });
  });

  it("refuses to change or delete a shared unit, and hides another company's units", async () => {
    const a = await env.company('Alpha Traders');
    const b = await env.company('Beta Traders');
    const crate = await a.api.post('/api/insertunit').send({ UnitName: 'Crate' });

    const sharedUpdate = await a.api
      .post('/api/updateunit')
      .send({ UnitID: BOX, UnitName: 'Boxes' });
    const sharedDelete = await a.api.delete('/api/deleteunit').send({ UnitID: BOX });
    const theirs = await b.api.get('/api/getunit').query({ q: 'crate' });
    const theirUpdate = await b.api
      .post('/api/updateunit')
      .send({ UnitID: crate.body.UnitID, UnitName: 'Mine' });
    const theirName = await b.api.post('/api/insertunit').send({ UnitName: 'Crate' });

    expect(sharedUpdate.status).toBe(403);
    expect(sharedDelete.status).toBe(403);
    expect(theirs.body.data).toEqual([]);
    expect(theirUpdate.status).toBe(404);
    expect(theirName.status).toBe(201);
  });
});
