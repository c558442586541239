import { describe, expect, it } from 'vitest';
import { describeApi, validEmployee, type SignedIn } from '../support/api';

/** A company with a second employee, two vehicles and a B2B and a B2C series. */
async function setUp(who: SignedIn) {
  const { api } = who;
  const emp = await api.post('/api/insertemployee').send({
    ...validEmployee('ravi', 'correct horse'),
    FirstName: 'Ravi',
    Mobile: '9845000001',
    PhoneNo: '9845000002',
  });
  const van1 = await api.post('/api/insertVehicle').send({ VRegNo: 'KA09AB1234' });
  const van2 = await api.post('/api/insertVehicle').send({ VRegNo: 'KA09AB5678' });
  const b2b = await api.post('/api/insertinvoice').send({ InvType: 1, Series: 'A' });
  const b2c = await api.post('/api/insertinvoice').send({ InvType: 2, Series: 'R' });
  for (const r of [emp, van1, van2, b2b, b2c])
    if (r.status !== 201) throw new Error(JSON.stringify(r.body));
  return {
    rep1: who.Empid,
    rep2: emp.body.Empid as number,
    van1: van1.body.VID as number,
    van2: van2.body.VID as number,
    b2b: b2b.body.SID as number,
    b2c: b2c.body.SID as number,
  };
}

describeApi('Allocation', (env) => {
  describe('round trip', () => {
    it('allocates a representative and a vehicle for a day with their series, then updates and deletes it', async () => {
      const who = await env.company();
      const { api, CompanyID } = who;
      const s = await setUp(who);

      const created = await api.post('/api/InsertAllocation').send({
        RepID: s.rep1,
        VanID: s.van1,
        Alocdate: '2026-05-04',
        B2Bseries: s.b2b,
        B2Cseries: s.b2c,
      });
      const listed = await api.get(`/api/GetAllocation?CompanyID=${CompanyID}`);
      const updated = await api
        .post('/api/UpdateAllocation')
        .send({ AllocID: created.body.AllocID, VanID: s.van2 });
      const relisted = await api.get('/api/getallocation');
      const deleted = await api
        .delete('/api/DeleteAllocation')
        .send({ AllocID: created.body.AllocID });
      const emptied = await api.get('/api/GetAllocation');

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        message: 'Allocation submitted successfully!',
        AllocID: expect.any(Number),
      });
      expect(listed.body.data).toEqual([
        expect.objectContaining({
          RepID: s.rep1,
          VanID: s.van1,
          Alocdate: '2026-05-04',
          B2Bseries: s.b2b,
          B2Cseries: s.b2c,
        }),
      ]);
      expect(updated.body).toMatchObject({
        success: true,
        message: 'Allocation updated successfully!',
      });
      expect(relisted.body.data).toEqual([expect.objectContaining({ VanID: s.van2 })]);
      expect(deleted.body).toMatchObject({
        success: true,
        message: 'Allocation deleted successfully!',
      });
      expect(emptied.body.data).toEqual([]);
    });
  });

  describe('rules', () => {
    it('refuses a representative or a vehicle already allocated on that date (409), but not on another date', async () => {
      const who = await env.company();
      const { api } = who;
      const s = await setUp(who);
      await api
        .post('/api/InsertAllocation')
        .send({ RepID: s.rep1, VanID: s.van1, Alocdate: '2026-05-04' });

      const sameRep = await api
        .post('/api/InsertAllocation')
        .send({ RepID: s.rep1, VanID: s.van2, Alocdate: '2026-05-04' });
      const sameVan = await api
        .post('/api/InsertAllocation')
        .send({ RepID: s.rep2, VanID: s.van1, Alocdate: '2026-05-04' });
      const nextDay = await api
        .post('/api/InsertAllocation')
        .send({ RepID: s.rep1, VanID: s.van1, Alocdate: '2026-05-05' });
      const other = await api
        .post('/api/InsertAllocation')
        .send({ RepID: s.rep2, VanID: s.van2, Alocdate: '2026-05-04' });
      const movedOnto = await api
        .post('/api/UpdateAllocation')
        .send({ AllocID: other.body.AllocID, VanID: s.van1 });

      expect(sameRep.status).toBe(409);
      expect(sameRep.body).toEqual({
        success: false,
        error: 'This representative is already allocated on this date.',
        errors: { RepID: 'This representative is already allocated on this date.' },
      });
      expect(sameVan.status).toBe(409);
      expect(sameVan.body.errors).toEqual({
        VanID: 'This vehicle is already allocated on this date.',
      });
      expect(nextDay.status).toBe(201);
      expect(other.status).toBe(201);
      expect(movedOnto.status).toBe(409);
      expect(movedOnto.body.errors).toEqual({
        VanID: 'This vehicle is already allocated on this date.',
      });
    });

    it('allows the allocation again once the first is deleted', async () => {
      const who = await env.company();
      const s = await setUp(who);
      const first = await who.api
        .post('/api/InsertAllocation')
        .send({ RepID: s.rep1, VanID: s.van1, Alocdate: '2026-05-04' });
      await who.api.delete('/api/DeleteAllocation').send({ AllocID: first.body.AllocID });

      const again = await who.api
        .post('/api/InsertAllocation')
        .send({ RepID: s.rep1, VanID: s.van1, Alocdate: '2026-05-04' });

      expect(again.status).toBe(201);
    });

    it('takes the B2B series only from type 1 and the B2C series only from type 2', async () => {
      const who = await env.company();
      const s = await setUp(who);

      const res = await who.api.post('/api/InsertAllocation').send({
        RepID: s.rep1,
        VanID: s.van1,
        Alocdate: '2026-05-04',
        B2Bseries: s.b2c,
        B2Cseries: s.b2b,
      });

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        B2Bseries: 'B2B Series not found.',
        B2Cseries: 'B2C Series not found.',
      });
    });

    it("answers the spec's words for an update or delete without a selection", async () => {
      const { api } = await env.company();

      const update = await api.post('/api/UpdateAllocation').send({ VanID: 1 });
      const remove = await api.delete('/api/DeleteAllocation').send({});

      expect(update.status).toBe(400);
      expect(update.body.error).toBe('No allocation selected for update.');
      expect(remove.status).toBe(400);
      expect(remove.body.error).toBe('No allocation selected for deletion.');
    });

    it('requires representative, vehicle and date', async () => {
      const { api } = await env.company();

      const res = await api.post('/api/InsertAllocation').send({});

      expect(res.body.errors).toEqual({
        RepID: 'Representative is required.',
        VanID: 'Vehicle is required.',
        Alocdate: 'Allocation Date is required.',
      });
    });
  });

  describe('tenancy', () => {
    it("neither shows nor changes another company's allocation, nor takes its vehicle or series", async () => {
      const a = await env.company();
      const b = await env.company();
      const s = await setUp(a);
      const theirs = await a.api
        .post('/api/InsertAllocation')
        .send({ RepID: s.rep1, VanID: s.van1, Alocdate: '2026-05-04' });

      const list = await b.api.get('/api/GetAllocation');
      const update = await b.api
        .post('/api/UpdateAllocation')
        .send({ AllocID: theirs.body.AllocID, Alocdate: '2026-05-06' });
      const remove = await b.api
        .delete('/api/DeleteAllocation')
        .send({ AllocID: theirs.body.AllocID });
      const borrowed = await b.api
        .post('/api/InsertAllocation')
        .send({ RepID: b.Empid, VanID: s.van1, Alocdate: '2026-05-04', B2Bseries: s.b2b });

      expect(list.body.data).toEqual([]);
      expect(update.status).toBe(404);
      expect(remove.status).toBe(404);
      expect(borrowed.status).toBe(400);
      expect(borrowed.body.errors).toEqual({
        VanID: 'Vehicle not found.',
        B2Bseries: 'B2B Series not found.',
      });
    });
  });
});
