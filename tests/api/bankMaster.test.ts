import { describe, expect, it } from 'vitest';
import { describeApi } from '../support/api';
import { bankBody, closingOf, totalsByCompany } from '../support/ledger';

// Lowercase IFSC on purpose: the server takes it in capitals.
const valid = bankBody({ IFSCCode: 'sbin0001234', Openingbalance: 250000 });

describeApi('Bank ledger', (env) => {
  describe('round trip', () => {
    it('creates, lists, updates and deletes a bank ledger by BMID with the spec messages', async () => {
      const { api, CompanyID } = await env.company();

      const created = await api.post('/api/insertbankmaster').send(valid);
      const listed = await api.get(`/api/getbankmaster?CompanyID=${CompanyID}`);
      const updated = await api
        .post('/api/updatebankmaster')
        .send({ BMID: created.body.data.BMID, Branch: 'Mysuru Palace Road', Status: 2 });
      const relisted = await api.get('/api/getbankmaster');
      const deleted = await api
        .delete('/api/deletebankmaster')
        .send({ BMID: created.body.data.BMID, DeletedBy: 1 });
      const emptied = await api.get('/api/getbankmaster');

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        message: 'Bank information submitted successfully!',
        PLID: expect.any(Number),
      });
      expect(listed.body.data).toEqual([
        expect.objectContaining({
          BMID: created.body.PLID,
          PLID: created.body.PLID,
          LedgerType: 4,
          Status: 1,
          IFSCCode: 'SBIN0001234',
          StateCode: '29',
          Openingbalance: 250000,
          balanceType: 'Debit',
          Debit: 250000,
          Credit: 0,
        }),
      ]);
      expect(updated.body).toMatchObject({
        success: true,
        message: 'Bank Information updated successfully!',
      });
      expect(relisted.body.data).toEqual([
        expect.objectContaining({ Branch: 'Mysuru Palace Road', Status: 2 }),
      ]);
      expect(deleted.body).toMatchObject({
        success: true,
        message: 'Bank ledger deleted successfully!',
      });
      expect(emptied.body.data).toEqual([]);
    });

    it('stores ledger type 4 and status 1 on insert whatever is sent', async () => {
      const { api } = await env.company();

      const res = await api
        .post('/api/insertbankmaster')
        .send({ ...valid, Status: 2, LedgerType: 5 });

      expect(res.body.data).toMatchObject({ LedgerType: 4, Status: 1 });
    });

    it('searches by bank-name prefix', async () => {
      const { api } = await env.company();
      await api.post('/api/insertbankmaster').send(valid);
      await api
        .post('/api/insertbankmaster')
        .send({ ...valid, BankName: 'Canara Bank', LedgerName: 'Canara Current' });

      const res = await api.get('/api/getbankmaster?q=can');
      const none = await api.get('/api/getbankmaster?q=bank');

      expect(res.body.data.map((r: { BankName: string }) => r.BankName)).toEqual(['Canara Bank']);
      expect(none.body.data).toEqual([]);
    });

    it('posts the opening balance to the bank ledger', async () => {
      const { api } = await env.company();

      const res = await api.post('/api/insertbankmaster').send(valid);

      expect(await closingOf(api, res.body.PLID)).toEqual({ amount: 250000, side: 'Dr' });
      const [totals] = await totalsByCompany(env);
      expect(totals.debit).toBe(totals.credit);
    });
  });

  describe('rules', () => {
    it('refuses each invalid field with its message', async () => {
      const { api } = await env.company();
      const cases: Array<[string, unknown, string]> = [
        ['AccountNo', '1234567890123456', 'Account Number cannot exceed 15 characters.'],
        ['AccountNo', '', 'Account Number is required.'],
        ['IFSCCode', 'SBIN1001234', 'Invalid IFSC code.'],
        ['IFSCCode', 'SBI0001234', 'Invalid IFSC code.'],
        ['BankName', undefined, 'Bank Name is required.'],
        ['RTGSNo', undefined, 'RTGS Number is required.'],
        ['Branch', '', 'Branch is required.'],
        ['Email', 'not-an-email', 'Invalid email format'],
        ['Phone', '12345', 'Please enter a valid 10-digit phone number'],
        ['Pincode', '5700', 'Pincode must be exactly 6 digits'],
        ['Openingbalance', 'abc', 'Please enter a valid Opening Balance and select a type'],
        ['balanceType', '', 'Please enter a valid Opening Balance and select a type'],
      ];

      const answers = [];
      for (const [field, value] of cases) {
        const res = await api.post('/api/insertbankmaster').send({ ...valid, [field]: value });
        answers.push({ field, status: res.status, error: res.body.errors?.[field] });
      }

      expect(answers).toEqual(
        cases.map(([field, , message]) => ({ field, status: 400, error: message })),
      );
    });

    it("refuses a delete without BMID with the spec's words", async () => {
      const { api } = await env.company();

      const res = await api.delete('/api/deletebankmaster').send({ DeletedBy: 1 });

      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: 'BMID is missing. Cannot delete.' });
    });

    it('does not reach a party ledger through the bank endpoints', async () => {
      const { api } = await env.company();
      const party = await api.post('/api/insertpartyledger').send({
        LedgerName: 'Ravi Traders',
        AccGroupid: 27,
        Openingbalance: 0,
        balanceType: 'Debit',
      });

      const update = await api
        .post('/api/updatebankmaster')
        .send({ BMID: party.body.PLID, Branch: 'Elsewhere' });
      const remove = await api.delete('/api/deletebankmaster').send({ BMID: party.body.PLID });

      expect(update.status).toBe(404);
      expect(remove.status).toBe(404);
    });
  });

  describe('tenancy', () => {
    it("neither shows, changes nor deletes another company's bank", async () => {
      const a = await env.company();
      const b = await env.company();
      const theirs = await a.api.post('/api/insertbankmaster').send(valid);

      const list = await b.api.get('/api/getbankmaster');
      const update = await b.api
        .post('/api/updatebankmaster')
        .send({ BMID: theirs.body.PLID, Branch: 'Mine' });
      const remove = await b.api.delete('/api/deletebankmaster').send({ BMID: theirs.body.PLID });
      const forged = await b.api.get(`/api/getbankmaster?CompanyID=${a.CompanyID}`);

      expect(list.body.data).toEqual([]);
      expect(update.status).toBe(404);
      expect(remove.status).toBe(404);
      expect(forged.status).toBe(403);
    });
  });
});
