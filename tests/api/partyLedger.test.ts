import { describe, expect, it } from 'vitest';
import { describeApi } from '../support/api';
import { closingOf, GSTIN, systemLedger, totalsByCompany } from '../support/ledger';

const valid = {
  GSTIN,
  LedgerName: 'Sri Ganesh Traders',
  AccGroupid: 27,
  Openingbalance: 1500.5,
  balanceType: 'Debit',
};
const GSTIN_MESSAGE =
  'GSTIN must be exactly 15 characters long and can include both alphabets and numbers';
const OPENING = 'Please enter a valid Opening Balance and select a type';

describeApi('Party ledger', (env) => {
  describe('round trip', () => {
    it('creates, lists, updates and deletes a party ledger with the spec messages', async () => {
      const { api, CompanyID, FYearID } = await env.company();

      const created = await api.post('/api/insertpartyledger').send(valid);
      const listed = await api.get('/api/getpartyledger').set('CompanyID', String(CompanyID));
      const updated = await api
        .post('/api/updatepartyledger')
        .send({ PLID: created.body.PLID, LedgerName: 'Sri Ganesh Stores' });
      const relisted = await api.get('/api/getpartyledger');
      const deleted = await api.delete('/api/deletepartyledger').send({
        PLID: created.body.PLID,
        DeletedBy: 1,
        DeletedDate: '2026-05-01',
        Debit: 0,
        Credit: 0,
        FYearID,
      });
      const emptied = await api.get('/api/getpartyledger');

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        message: 'Party Ledger submitted successfully!',
        PLID: expect.any(Number),
      });
      expect(listed.body.data).toEqual([
        expect.objectContaining({
          PLID: created.body.PLID,
          GSTIN,
          LedgerName: 'Sri Ganesh Traders',
          LegalName: 'Sri Ganesh Traders',
          AccGroupid: 27,
          Openingbalance: 1500.5,
          balanceType: 'Debit',
          Debit: 1500.5,
          Credit: 0,
          Type: 'OPB',
          FYearID,
          LedgerType: 5,
          CompanyID,
        }),
      ]);
      expect(listed.body.data[0]).not.toHaveProperty('AccountNo');
      expect(updated.body).toMatchObject({
        success: true,
        message: 'Party Ledger updated successfully!',
      });
      expect(relisted.body.data).toEqual([
        expect.objectContaining({ LedgerName: 'Sri Ganesh Stores', Openingbalance: 1500.5 }),
      ]);
      expect(deleted.body).toMatchObject({
        success: true,
        message: 'Party Ledger deleted successfully!',
      });
      expect(emptied.body.data).toEqual([]);
    });

    it('searches the Customer Data list by legal-name prefix only', async () => {
      const { api } = await env.company();
      await api
        .post('/api/insertpartyledger')
        .send({ ...valid, GSTIN: null, LedgerName: 'Ganesh Traders' });
      await api
        .post('/api/insertpartyledger')
        .send({ ...valid, GSTIN: null, LedgerName: 'Sri Ganesh Stores' });

      const res = await api.get('/api/getpartyledger?q=gan');

      expect(res.body.data.map((r: { LedgerName: string }) => r.LedgerName)).toEqual([
        'Ganesh Traders',
      ]);
    });
  });

  describe('POST /api/insertpartyledger', () => {
    it('refuses each invalid field with its spec message', async () => {
      const { api } = await env.company();
      const cases: Array<[string, unknown, string]> = [
        ['GSTIN', '27AAPFU0939F1Z', GSTIN_MESSAGE],
        ['GSTIN', '27AAPFU0939F1ZVX', GSTIN_MESSAGE],
        ['GSTIN', '27AAPFU0939F1Z-', GSTIN_MESSAGE],
        ['GSTIN', '27AAPFU0939F1ZA', 'GSTIN check digit is invalid.'],
        ['GSTIN', '40AAPFU0939F1ZV', 'GSTIN state code is invalid.'],
        ['Openingbalance', undefined, OPENING],
        ['Openingbalance', '', OPENING],
        ['balanceType', undefined, OPENING],
        ['balanceType', 'Both', OPENING],
        ['Openingbalance', 'ten', OPENING],
        ['Openingbalance', -5, 'Opening Balance must be at least 0.'],
        ['Openingbalance', 10.555, 'Opening Balance can have at most 2 decimals.'],
        ['LedgerName', '', 'Ledger Name is required.'],
        ['AccGroupid', 9999, 'Account Group not found.'],
      ];

      const answers = [];
      for (const [field, value] of cases) {
        const res = await api.post('/api/insertpartyledger').send({ ...valid, [field]: value });
        answers.push({ field, value, status: res.status, error: res.body.errors?.[field] });
      }

      expect(answers).toEqual(
        cases.map(([field, value, message]) => ({ field, value, status: 400, error: message })),
      );
      expect(await env.models.byName('ledgerEntry').count()).toBe(0);
    });

    it('refuses a name any ledger of the company already has, whatever the case', async () => {
      const { api } = await env.company();
      await api.post('/api/insertpartyledger').send(valid);

      const again = await api
        .post('/api/insertpartyledger')
        .send({ ...valid, LedgerName: 'SRI GANESH traders' });
      const system = await api
        .post('/api/insertpartyledger')
        .send({ ...valid, LedgerName: 'cash' });

      expect(again.status).toBe(409);
      expect(again.body.errors).toEqual({ LedgerName: 'This name already exists' });
      expect(system.status).toBe(409);
    });
  });

  describe('opening balance', () => {
    it('posts Dr, moves to Cr, then reverses on delete, keeping every company balanced', async () => {
      const a = await env.company();
      const b = await env.company();
      await b.api
        .post('/api/insertpartyledger')
        .send({ ...valid, Openingbalance: 99.99, balanceType: 'Credit' });
      const difference = await systemLedger(a.api, 'Opening Balance Difference');

      const created = await a.api.post('/api/insertpartyledger').send(valid);
      const PLID = created.body.PLID;
      const afterCreate = {
        party: await closingOf(a.api, PLID),
        difference: await closingOf(a.api, difference),
        totals: await totalsByCompany(env),
      };
      await a.api
        .post('/api/updatepartyledger')
        .send({ PLID, Openingbalance: 2000, balanceType: 'Credit' });
      const afterUpdate = {
        party: await closingOf(a.api, PLID),
        difference: await closingOf(a.api, difference),
        totals: await totalsByCompany(env),
      };
      await a.api.delete('/api/deletepartyledger').send({ PLID });
      const afterDelete = {
        difference: await closingOf(a.api, difference),
        totals: await totalsByCompany(env),
      };

      expect(afterCreate.party).toEqual({ amount: 1500.5, side: 'Dr' });
      expect(afterCreate.difference).toEqual({ amount: 1500.5, side: 'Cr' });
      expect(afterUpdate.party).toEqual({ amount: 2000, side: 'Cr' });
      expect(afterUpdate.difference).toEqual({ amount: 2000, side: 'Dr' });
      expect(afterDelete.difference).toEqual({ amount: 0, side: 'Dr' });
      for (const totals of [afterCreate.totals, afterUpdate.totals, afterDelete.totals]) {
        for (const t of totals) expect(t.debit, `company ${t.CompanyID}`).toBe(t.credit);
      }
      expect(afterCreate.totals.find((t) => t.CompanyID === a.CompanyID)).toMatchObject({
        debit: 150050,
        credit: 150050,
      });
      expect(afterDelete.totals.find((t) => t.CompanyID === a.CompanyID)).toBeUndefined();
      expect(afterDelete.totals.find((t) => t.CompanyID === b.CompanyID)).toMatchObject({
        debit: 9999,
        credit: 9999,
      });
    });
  });

  describe('tenancy', () => {
    it("neither shows, changes nor deletes another company's party ledger", async () => {
      const a = await env.company();
      const b = await env.company();
      const theirs = await a.api.post('/api/insertpartyledger').send(valid);

      const list = await b.api.get('/api/getpartyledger');
      const update = await b.api
        .post('/api/updatepartyledger')
        .send({ PLID: theirs.body.PLID, LedgerName: 'Mine Now' });
      const remove = await b.api.delete('/api/deletepartyledger').send({ PLID: theirs.body.PLID });
      const statement = await b.api.get(`/api/getledgerstatement?PLID=${theirs.body.PLID}`);
      const forged = await b.api.get('/api/getpartyledger').set('CompanyID', String(a.CompanyID));

      expect(list.body.data).toEqual([]);
      expect(update.status).toBe(404);
      expect(remove.status).toBe(404);
      expect(statement.status).toBe(404);
      expect(forged.status).toBe(403);
    });
  });
});
