import { describe, expect, it } from 'vitest';
import { describeApi, storedRow, type Agent } from '../support/api';

const DUPLICATE = 'Financial Year already exists.';

async function labels(api: Agent): Promise<string[]> {
  const res = await api.get('/api/getfinancial');
  return res.body.data.map((y: { FYear: string }) => y.FYear);
}

describeApi('Financial year master', (env) => {
  describe('round trip', () => {
    it('creates, lists, updates and deletes a year with the resource messages', async () => {
      const { api, CompanyID, Empid } = await env.company();

      const created = await api.post('/api/insertfinancial').send({
        StartDate: '2025-04-01',
        EndDate: '2026-03-31',
        FYear: '2025-26',
        Status: 2,
        CompanyID,
        CreatedBy: Empid,
      });
      const listed = await api.get(`/api/getfinancial?CompanyID=${CompanyID}&Empid=${Empid}`);
      const updated = await api.post('/api/updatefinancial').send({
        FYearID: created.body.FYearID,
        StartDate: '2024-04-01',
        EndDate: '2025-03-31',
        Status: 1,
        ModifiedBy: Empid,
      });
      const relisted = await api.get('/api/getfinancial');
      const deleted = await api
        .delete('/api/deletefinancial')
        .send({ FYearID: created.body.FYearID, CompanyID, DeletedBy: Empid });
      const after = await api.get('/api/getfinancial');

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        message: 'Financial year submitted successfully!',
        FYearID: expect.any(Number),
      });
      expect(listed.body.data).toEqual([
        expect.objectContaining({
          FYear: '2026-27',
          StartDate: '2026-04-01',
          EndDate: '2027-03-31',
          Status: 1,
        }),
        expect.objectContaining({
          FYearID: created.body.FYearID,
          FYear: '2025-26',
          StartDate: '2025-04-01',
          EndDate: '2026-03-31',
          Status: 2,
          CompanyID,
        }),
      ]);
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        success: true,
        message: 'Financial year updated successfully!',
        FYearID: created.body.FYearID,
      });
      expect(relisted.body.data[1]).toMatchObject({
        FYear: '2024-25',
        StartDate: '2024-04-01',
        EndDate: '2025-03-31',
        Status: 1,
      });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({
        success: true,
        message: 'Financial year deleted successfully!',
        FYearID: created.body.FYearID,
      });
      expect(after.body.data.map((y: { FYear: string }) => y.FYear)).toEqual(['2026-27']);
    });
  });

  describe('POST /api/insertfinancial', () => {
    it('labels each year by the April rule, whatever label the client sends', async () => {
      const { api } = await env.company();
      const cases: Array<[string, string, string]> = [
        ['2025-01-15', '2025-12-31', '2024-25'],
        ['2023-03-31', '2024-03-30', '2022-23'],
        ['2021-04-01', '2022-03-31', '2021-22'],
        ['2019-12-31', '2020-12-30', '2019-20'],
        ['2099-04-01', '2100-03-31', '2099-00'],
      ];

      const answers = [];
      for (const [StartDate, EndDate] of cases) {
        const res = await api
          .post('/api/insertfinancial')
          .send({ StartDate, EndDate, FYear: '1999-00', Status: 1 });
        answers.push({
          StartDate,
          status: res.status,
          FYear: res.body.data?.FYear,
          stored: (await storedRow(env, 'financialYear', res.body.FYearID))?.FYear,
        });
      }

      expect(answers).toEqual(
        cases.map(([StartDate, , FYear]) => ({ StartDate, status: 201, FYear, stored: FYear })),
      );
    });

    it("labels 2025-04-01 as '2025-26'", async () => {
      const { api } = await env.company();

      const res = await api
        .post('/api/insertfinancial')
        .send({ StartDate: '2025-04-01', EndDate: '2026-03-31', FYear: '2024-25', Status: 1 });

      expect(res.status).toBe(201);
      expect(res.body.data.FYear).toBe('2025-26');
    });

    it('refuses each invalid field with its message', async () => {
      const { api } = await env.company();
      const cases: Array<[string, unknown, string]> = [
        ['StartDate', undefined, 'Start Date is required.'],
        ['StartDate', '', 'Start Date is required.'],
        ['EndDate', undefined, 'End Date is required.'],
        ['EndDate', null, 'End Date is required.'],
        ['StartDate', '2025-02-30', 'Start Date must be a valid date.'],
        ['EndDate', '31-03-2026', 'End Date must be a valid date.'],
        ['EndDate', '2025-03-31', 'End Date must be after Start Date.'],
        ['EndDate', '2025-04-01', 'End Date must be after Start Date.'],
        ['Status', 3, 'Status must be Active or Inactive.'],
      ];

      const answers = [];
      for (const [field, value] of cases) {
        const res = await api
          .post('/api/insertfinancial')
          .send({ StartDate: '2025-04-01', EndDate: '2026-03-31', Status: 1, [field]: value });
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
      expect(await labels(api)).toEqual(['2026-27']);
    });

    it('refuses a second year with the same label', async () => {
      const { api } = await env.company();

      const res = await api
        .post('/api/insertfinancial')
        .send({ StartDate: '2026-06-01', EndDate: '2027-05-31', Status: 1 });

      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        error: DUPLICATE,
        errors: { StartDate: DUPLICATE },
      });
      expect(await labels(api)).toEqual(['2026-27']);
    });

    it("accepts a deleted year's label again", async () => {
      const { api } = await env.company();
      const first = await api
        .post('/api/insertfinancial')
        .send({ StartDate: '2025-04-01', EndDate: '2026-03-31', Status: 1 });
      await api.delete('/api/deletefinancial').send({ FYearID: first.body.FYearID });

      const res = await api
        .post('/api/insertfinancial')
        .send({ StartDate: '2025-04-01', EndDate: '2026-03-31', Status: 1 });

      expect(res.status).toBe(201);
      expect(await labels(api)).toEqual(['2026-27', '2025-26']);
    });

    it('takes CreatedBy from the session', async () => {
      await env.company('Alpha Traders');
      const { api, Empid } = await env.company('Beta Traders');

      const res = await api
        .post('/api/insertfinancial')
        .send({ StartDate: '2025-04-01', EndDate: '2026-03-31', Status: 1, CreatedBy: 1 });

      expect(Empid).not.toBe(1);
      expect(await storedRow(env, 'financialYear', res.body.FYearID)).toMatchObject({
        CreatedBy: Empid,
      });
    });
  });

  describe('POST /api/updatefinancial', () => {
    it('derives the label again from a new start date', async () => {
      const { api } = await env.company();
      const created = await api
        .post('/api/insertfinancial')
        .send({ StartDate: '2025-04-01', EndDate: '2026-03-31', Status: 1 });

      const res = await api.post('/api/updatefinancial').send({
        FYearID: created.body.FYearID,
        StartDate: '2023-04-01',
        EndDate: '2024-03-31',
        FYear: '2025-26',
      });

      expect(res.status).toBe(200);
      expect(res.body.data.FYear).toBe('2023-24');
    });

    it('checks the end date against the stored start date', async () => {
      const { api } = await env.company();
      const created = await api
        .post('/api/insertfinancial')
        .send({ StartDate: '2025-04-01', EndDate: '2026-03-31', Status: 1 });

      const res = await api
        .post('/api/updatefinancial')
        .send({ FYearID: created.body.FYearID, EndDate: '2025-03-01' });

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ EndDate: 'End Date must be after Start Date.' });
    });

    it("refuses moving onto another live year's label", async () => {
      const { api } = await env.company();
      const created = await api
        .post('/api/insertfinancial')
        .send({ StartDate: '2025-04-01', EndDate: '2026-03-31', Status: 1 });

      const res = await api
        .post('/api/updatefinancial')
        .send({ FYearID: created.body.FYearID, StartDate: '2026-04-01', EndDate: '2027-03-31' });

      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual({ StartDate: DUPLICATE });
    });

    it('accepts the year keeping its own label', async () => {
      const { api, FYearID } = await env.company();

      const res = await api
        .post('/api/updatefinancial')
        .send({ FYearID, StartDate: '2026-04-01', EndDate: '2027-03-31', Status: 2 });

      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ FYear: '2026-27', Status: 2 });
    });
  });

  describe('DELETE /api/deletefinancial', () => {
    it('soft-deletes with DeletedBy from the session', async () => {
      await env.company('Alpha Traders');
      const { api, Empid } = await env.company('Beta Traders');
      const created = await api
        .post('/api/insertfinancial')
        .send({ StartDate: '2025-04-01', EndDate: '2026-03-31', Status: 1 });

      const res = await api
        .delete('/api/deletefinancial')
        .send({ FYearID: created.body.FYearID, DeletedBy: 1 });

      expect(res.status).toBe(200);
      const row = await storedRow(env, 'financialYear', created.body.FYearID);
      expect(row).toMatchObject({ FYear: '2025-26', IsDeleted: true, DeletedBy: Empid });
      expect(Math.abs(Date.now() - (row!.DeletedDate as Date).getTime())).toBeLessThan(60_000);
    });

    it('answers 409 when the year is already deleted', async () => {
      const { api } = await env.company();
      const created = await api
        .post('/api/insertfinancial')
        .send({ StartDate: '2025-04-01', EndDate: '2026-03-31', Status: 1 });
      await api.delete('/api/deletefinancial').send({ FYearID: created.body.FYearID });

      const res = await api.delete('/api/deletefinancial').send({ FYearID: created.body.FYearID });

      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        error: 'This financial year has already been deleted.',
      });
    });

    it('answers 400 without FYearID', async () => {
      const { api } = await env.company();

      const res = await api.delete('/api/deletefinancial').send({});

      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: 'FYearID is missing or invalid.' });
    });
  });
});
