import { describe, expect, it } from 'vitest';
import { companyUpdate, describeApi, storedRow, type Agent, type ApiEnv } from '../support/api';
import { bankLedger, closingOf, systemLedger, totalsByCompany } from '../support/ledger';

/** A company with its Cash ledger, a bank ledger, a customer and a supplier. */
async function books(api: Agent) {
  const cash = await systemLedger(api, 'Cash');
  const bank = await bankLedger(api);
  const customer = (
    await api.post('/api/insertcustomer').send({
      LegalName: 'Asha Stores',
      LedgerName: 'Asha Stores',
      Openingbalance: 0,
      balanceType: 'Debit',
    })
  ).body.PLID as number;
  const supplier = (
    await api
      .post('/api/insertsupplier')
      .send({ LegalName: 'Cipla', LedgerName: 'Cipla', Openingbalance: 0, balanceType: 'Credit' })
  ).body.PLID as number;
  return { cash, bank, customer, supplier };
}

async function balanced(env: ApiEnv): Promise<void> {
  for (const t of await totalsByCompany(env))
    expect(t.debit, `company ${t.CompanyID}`).toBe(t.credit);
}

describeApi('Vouchers', (env) => {
  describe('receipt', () => {
    it('previews its number, saves a row as ReNo 1, posts cash Dr and the party Cr, and lists it with both ledger names', async () => {
      const { api } = await env.company();
      const b = await books(api);

      const next = await api.get('/api/GetReceiptNo');
      const saved = await api.post('/api/insertupdatereciept').send({
        RDate: '2026-05-02',
        AccGroupid: 6,
        PLID: b.cash,
        PartyID: b.customer,
        Debit: 1500.5,
        Narration: 'Cash received',
      });
      const listed = await api.get('/api/getreciept');

      expect(next.body.ReNo).toBe(1);
      expect(saved.status).toBe(201);
      expect(saved.body).toMatchObject({
        success: true,
        message: 'Receipt saved successfully!',
        ReNo: 1,
      });
      expect(listed.body.data).toEqual([
        expect.objectContaining({
          ReNo: 1,
          ReId: expect.any(Number),
          PLID: b.cash,
          PartyID: b.customer,
          Debit: 1500.5,
          PLedgerName: 'Cash',
          PartyLedgerName: 'Asha Stores',
          Narration: 'Cash received',
        }),
      ]);
      expect(await closingOf(api, b.customer)).toEqual({ amount: 1500.5, side: 'Cr' });
      expect(await closingOf(api, b.cash)).toEqual({ amount: 1500.5, side: 'Dr' });
      expect((await api.get('/api/GetReceiptNo')).body.ReNo).toBe(2);
      await balanced(env);
    });

    it('holds several parties under one number', async () => {
      const { api } = await env.company();
      const b = await books(api);

      const saved = await api.post('/api/insertupdatereciept').send({
        RDate: '2026-05-02',
        AccGroupid: 5,
        PLID: b.bank,
        ChkNo: '000123',
        ChkDate: '2026-05-01',
        items: [
          { PartyID: b.customer, Debit: 100 },
          { PartyID: b.supplier, Debit: 50.25 },
        ],
      });

      expect(saved.status).toBe(201);
      const rows = (await api.get('/api/getreciept')).body.data;
      expect(
        rows.map((r: { PartyLedgerName: string; ReNo: number; ChkNo: string }) => [
          r.ReNo,
          r.PartyLedgerName,
          r.ChkNo,
        ]),
      ).toEqual([
        [1, 'Asha Stores', '000123'],
        [1, 'Cipla', '000123'],
      ]);
      expect(await closingOf(api, b.bank)).toEqual({ amount: 150.25, side: 'Dr' });
      await balanced(env);
    });

    it('refuses with the spec messages, a ledger of the wrong mode, a party paying itself, and a date outside the year, saving nothing', async () => {
      const { api } = await env.company();
      const b = await books(api);

      const noLedger = await api
        .post('/api/insertupdatereciept')
        .send({ RDate: '2026-05-02', AccGroupid: 6, PartyID: b.customer, Debit: 10 });
      const noParty = await api
        .post('/api/insertupdatereciept')
        .send({ RDate: '2026-05-02', AccGroupid: 6, PLID: b.cash, Debit: 10 });
      const notCash = await api.post('/api/insertupdatereciept').send({
        RDate: '2026-05-02',
        AccGroupid: 6,
        PLID: b.customer,
        PartyID: b.supplier,
        Debit: 10,
      });
      const wrongMode = await api
        .post('/api/insertupdatereciept')
        .send({ RDate: '2026-05-02', AccGroupid: 5, PLID: b.cash, PartyID: b.customer, Debit: 10 });
      const itself = await api
        .post('/api/insertupdatereciept')
        .send({ RDate: '2026-05-02', AccGroupid: 6, PLID: b.cash, PartyID: b.cash, Debit: 10 });
      const zero = await api
        .post('/api/insertupdatereciept')
        .send({ RDate: '2026-05-02', AccGroupid: 6, PLID: b.cash, PartyID: b.customer, Debit: 0 });
      const outside = await api
        .post('/api/insertupdatereciept')
        .send({ RDate: '2027-05-02', AccGroupid: 6, PLID: b.cash, PartyID: b.customer, Debit: 10 });

      expect(noLedger.body.errors).toMatchObject({ PLID: 'Please select a ledger name.' });
      expect(noParty.body.errors).toMatchObject({
        'items[0].PartyID': 'Please select a recipient name.',
      });
      expect(notCash.body.errors).toEqual({ PLID: 'Receipt Type not found.' });
      expect(wrongMode.body.errors).toEqual({ PLID: 'Please select a bank ledger for this mode.' });
      expect(itself.body.errors).toEqual({
        'items[0].PartyID': 'The ledger and the recipient must be different.',
      });
      expect(zero.body.errors).toEqual({ 'items[0].Debit': 'Amount must be at least 0.01.' });
      expect(outside.body.errors).toEqual({
        RDate: 'Date must fall within the financial year 2026-27.',
      });
      for (const r of [noLedger, noParty, notCash, wrongMode, itself, zero, outside])
        expect(r.status).toBe(400);
      expect((await api.get('/api/getreciept')).body.data).toEqual([]);
      expect((await api.get('/api/GetReceiptNo')).body.ReNo).toBe(1);
    });

    it('updates by PUT, reversing and reposting, and deletes by ReNo without ever giving the number again', async () => {
      const { api } = await env.company();
      const b = await books(api);
      const created = await api.post('/api/insertupdatereciept').send({
        RDate: '2026-05-02',
        AccGroupid: 6,
        PLID: b.cash,
        PartyID: b.customer,
        Debit: 100,
      });

      const updated = await api.put('/api/updateReceipt').send({
        ReNo: 1,
        RDate: '2026-05-03',
        AccGroupid: 6,
        PLID: b.cash,
        PartyID: b.customer,
        Debit: 250,
      });
      const afterUpdate = await closingOf(api, b.customer);
      const history = await api.get(`/api/receipthistory/${created.body.ReceiptId}`);
      const noNumber = await api.delete('/api/deleteReciept').send({ DeletedBy: 1 });
      const deleted = await api.delete('/api/deleteReciept').send({ ReNo: 1, DeletedBy: 1 });
      const again = await api.delete('/api/deleteReciept').send({ ReNo: 1 });
      const trail = await api.get(`/api/receipthistory/${created.body.ReceiptId}`);
      const next = await api
        .post('/api/insertupdatereciept')
        .send({ RDate: '2026-05-04', AccGroupid: 6, PLID: b.cash, PartyID: b.customer, Debit: 5 });

      expect(updated.body).toMatchObject({
        success: true,
        message: 'Receipt updated successfully!',
        ReNo: 1,
      });
      expect(afterUpdate).toEqual({ amount: 250, side: 'Cr' });
      // The edit's record: the date, and the party's line matched on its ledger with its amount.
      expect(history.body.data.map((v: { Action: string }) => v.Action)).toEqual([
        'created',
        'updated',
      ]);
      expect(history.body.data[1].Changes).toMatchObject({
        RDate: ['2026-05-02', '2026-05-03'],
        items: {
          changed: [{ LineNo: 1, subject: b.customer, fields: { Debit: [100, 250] } }],
          added: [],
          removed: [],
        },
      });
      expect(noNumber.status).toBe(400);
      expect(noNumber.body.error).toBe('ReNo is required to delete.');
      expect(deleted.body).toMatchObject({
        success: true,
        message: 'Receipt deleted successfully!',
      });
      expect(again.status).toBe(404);
      // Deleted, its trail is still read: nothing is ever lost.
      expect(trail.body.data.map((v: { Action: string }) => v.Action)).toEqual([
        'created',
        'updated',
        'deleted',
      ]);
      expect(next.body.ReNo).toBe(2);
      expect(await closingOf(api, b.customer)).toEqual({ amount: 5, side: 'Cr' });
      await balanced(env);
    });

    it('keeps another company out: its ledgers are refused and its receipts cannot be changed', async () => {
      const a = await env.company();
      const other = await env.company();
      const mine = await books(a.api);
      const theirs = await books(other.api);
      await other.api.post('/api/insertupdatereciept').send({
        RDate: '2026-05-02',
        AccGroupid: 6,
        PLID: theirs.cash,
        PartyID: theirs.customer,
        Debit: 10,
      });

      const foreignParty = await a.api.post('/api/insertupdatereciept').send({
        RDate: '2026-05-02',
        AccGroupid: 6,
        PLID: mine.cash,
        PartyID: theirs.customer,
        Debit: 10,
      });
      const foreignDelete = await a.api.delete('/api/deleteReciept').send({ ReNo: 1 });

      expect(foreignParty.status).toBe(400);
      expect(foreignParty.body.errors).toEqual({ 'items[0].PartyID': 'Ledger not found.' });
      expect(foreignDelete.status).toBe(404);
      expect((await other.api.get('/api/getreciept')).body.data).toHaveLength(1);
      expect((await a.api.get('/api/getreciept')).body.data).toEqual([]);
    });
  });

  describe('payment and contra', () => {
    it('posts a payment as the recipient Dr and the cash or bank Cr', async () => {
      const { api } = await env.company();
      const b = await books(api);

      const saved = await api.post('/api/insertupdatePayment').send({
        RDate: '2026-05-02',
        AccGroupid: 5,
        PLID: b.bank,
        PartyID: b.supplier,
        Debit: 999.99,
      });

      expect(saved.body).toMatchObject({ success: true, PUNo: 1 });
      expect((await api.get('/api/GetPaymentNo')).body.PUNo).toBe(2);
      expect(await closingOf(api, b.supplier)).toEqual({ amount: 999.99, side: 'Dr' });
      expect(await closingOf(api, b.bank)).toEqual({ amount: 999.99, side: 'Cr' });
      expect((await api.delete('/api/DeletePayment').send({})).body.error).toBe(
        'PUNo is required to delete.',
      );
      expect((await api.put('/api/updatePayment').send({})).body.error).toBe(
        'PUNo is required to update.',
      );
      expect((await api.post('/api/cancelPayment').send({ Reason: 'x' })).body.error).toBe(
        'PUNo is required to cancel.',
      );
      // A key that is no key is refused, not taken for a new payment.
      const notAKey = await api.post('/api/insertupdatePayment').send({
        PaymentId: 'abc',
        RDate: '2026-05-02',
        AccGroupid: 5,
        PLID: b.bank,
        PartyID: b.supplier,
        Debit: 1,
      });
      expect([notAKey.status, notAKey.body.errors]).toEqual([
        400,
        { PaymentId: 'PaymentId is invalid.' },
      ]);
      expect((await api.get('/api/GetPaymentNo')).body.PUNo).toBe(2);
      await balanced(env);
    });

    it('refuses to edit, cancel or delete a payment from a session in another financial year, changing nothing', async () => {
      const who = await env.company();
      const { api } = who;
      const b = await books(api);
      const saved = await api.post('/api/insertupdatePayment').send({
        RDate: '2026-05-02',
        AccGroupid: 5,
        PLID: b.bank,
        PartyID: b.supplier,
        Debit: 2000,
      });
      const PaymentId = saved.body.PaymentId as number;
      const stored = () => storedRow(env, 'payment', PaymentId);
      const before = await stored();
      const next = await api
        .post('/api/insertfinancial')
        .send({ StartDate: '2027-04-01', EndDate: '2028-03-31', Status: 1 });
      await api
        .post('/api/updatecompany')
        .send(companyUpdate(who.CompanyID, { FYearID: next.body.FYearID }));
      await api
        .post('/api/login')
        .send({ CompanyID: who.CompanyID, Username: who.username, Password: who.password });
      const OTHER_YEAR =
        'This payment belongs to another financial year than the one you are working in: switch to that year to change it.';

      const edited = await api.put('/api/updatePayment').send({
        PaymentId,
        RDate: '2027-05-02',
        AccGroupid: 5,
        PLID: b.bank,
        items: [{ PartyID: b.supplier, Debit: 2000 }],
      });
      const cancelled = await api
        .post('/api/cancelPayment')
        .send({ PaymentId, Reason: 'Wrong year' });
      const deleted = await api.delete('/api/DeletePayment').send({ PaymentId });

      for (const res of [edited, cancelled, deleted])
        expect([res.status, res.body.error]).toEqual([409, OTHER_YEAR]);
      expect(await stored()).toEqual(before);
      expect(await closingOf(api, b.supplier)).toEqual({ amount: 2000, side: 'Dr' });
      await balanced(env);
    });

    it('moves money between two cash or bank ledgers under both spellings, and refuses any other ledger', async () => {
      const { api } = await env.company();
      const b = await books(api);

      const deposit = await api
        .post('/api/insertupdateContraEntry')
        .send({ Cdate: '2026-05-02', AccGroupid: 5, PLID: b.bank, PartyID: b.cash, Debit: 2000 });
      const second = await api
        .post('/api/insertupdatecontraentry')
        .send({ Cdate: '2026-05-03', AccGroupid: 6, PLID: b.cash, PartyID: b.bank, Debit: 500 });
      const toCustomer = await api
        .post('/api/insertupdateContraEntry')
        .send({ Cdate: '2026-05-02', AccGroupid: 5, PLID: b.bank, PartyID: b.customer, Debit: 1 });

      expect([deposit.body.CeNo, second.body.CeNo]).toEqual([1, 2]);
      expect(await closingOf(api, b.bank)).toEqual({ amount: 1500, side: 'Dr' });
      expect(toCustomer.body.errors).toEqual({ 'items[0].PartyID': 'Recipient not found.' });
      expect((await api.get('/api/getcontraentry')).body.data).toHaveLength(2);
      expect((await api.delete('/api/deleteContraEntry').send({})).body.error).toBe(
        'CeNo is required to delete.',
      );
      await balanced(env);
    });
  });

  describe('journal', () => {
    it('saves balanced rows, lists them by JoNo, and refuses credits over the debit or totals that differ', async () => {
      const { api } = await env.company();
      const b = await books(api);
      const rows = [
        { PLID: b.customer, Debit: 300 },
        { PLID: b.supplier, Credit: 200, Narration: 'Rate difference' },
        { PLID: b.cash, Credit: 100 },
      ];

      const saved = await api
        .post('/api/insertupdatejournal')
        .send({ Jdate: '2026-06-01', Narration: 'Adjustment', journalEntries: rows });
      const over = await api.post('/api/insertupdatejournal').send({
        Jdate: '2026-06-01',
        journalEntries: [
          { PLID: b.customer, Debit: 100 },
          { PLID: b.supplier, Credit: 150 },
        ],
      });
      const short = await api.post('/api/insertupdatejournal').send({
        Jdate: '2026-06-01',
        journalEntries: [
          { PLID: b.customer, Debit: 100 },
          { PLID: b.supplier, Credit: 50 },
        ],
      });
      const unequalUpdate = await api.post('/api/updatejournal').send({
        JoNo: 1,
        Jdate: '2026-06-01',
        journalEntries: [
          { PLID: b.customer, Debit: 100 },
          { PLID: b.supplier, Credit: 150 },
        ],
      });
      const both = await api.post('/api/insertupdatejournal').send({
        Jdate: '2026-06-01',
        journalEntries: [{ PLID: b.customer, Debit: 100, Credit: 100 }],
      });

      expect(saved.body).toMatchObject({ success: true, JoNo: 1 });
      expect(over.status).toBe(409);
      expect(over.body.error).toBe(
        'Credit exceeds Debit value! Please adjust the entries before submitting.',
      );
      expect(short.status).toBe(409);
      expect(short.body.error).toBe(
        'Total Credit does not match Total Debit! Please adjust the entries before submitting.',
      );
      expect(unequalUpdate.body.error).toBe(
        'Total Credit does not match Total Debit! Please adjust the entries before submitting.',
      );
      expect(both.status).toBe(400);
      const lines = (await api.get('/api/getAdditionalRows?JoNo=1')).body.data;
      expect(
        lines.map((l: { LedgerName: string; Debit: number; Credit: number }) => [
          l.LedgerName,
          l.Debit,
          l.Credit,
        ]),
      ).toEqual([
        ['Asha Stores', 300, 0],
        ['Cipla', 0, 200],
        ['Cash', 0, 100],
      ]);
      // Each row's narration: its own, else the journal's.
      expect(
        (await api.get('/api/getJournal?JoNo=1')).body.data.map(
          (r: { Narration: string }) => r.Narration,
        ),
      ).toEqual(['Adjustment', 'Rate difference', 'Adjustment']);
      // A number that is no number is refused, not answered with every journal.
      const notANumber = await api.get('/api/getJournal?JoNo=abc');
      expect([notANumber.status, notANumber.body.error]).toEqual([400, 'JoNo is invalid.']);
      // Its lines too, in a read's words, not the delete's.
      const lineReads = await Promise.all(
        ['JoNo=abc', ''].map((q) => api.get(`/api/getAdditionalRows?${q}`)),
      );
      expect(lineReads.map((r) => [r.status, r.body.error])).toEqual([
        [400, 'JoNo is invalid.'],
        [400, 'JoNo is required.'],
      ]);
      expect((await api.get('/api/GetJournalNo')).body.JoNo).toBe(2);
      await balanced(env);
    });

    it("changes a saved journal or contra when the spec's insertupdate call names its key, never posting it twice", async () => {
      const { api } = await env.company();
      const b = await books(api);
      // The customer debited and the supplier credited `amount` on 1 June.
      const journalOf = (amount: number, key: Record<string, unknown> = {}) => ({
        ...key,
        Jdate: '2026-06-01',
        journalEntries: [
          { PLID: b.customer, Debit: amount },
          { PLID: b.supplier, Credit: amount },
        ],
      });
      const journal = await api.post('/api/insertupdatejournal').send(journalOf(300));
      const contra = await api
        .post('/api/insertupdatecontraentry')
        .send({ Cdate: '2026-05-02', AccGroupid: 5, PLID: b.bank, PartyID: b.cash, Debit: 2000 });

      const journalAgain = await api
        .post('/api/insertupdatejournal')
        .send(journalOf(250, { JournalId: journal.body.JournalId }));
      const contraAgain = await api.post('/api/insertupdatecontraentry').send({
        ContraId: contra.body.ContraId,
        Cdate: '2026-05-02',
        AccGroupid: 5,
        PLID: b.bank,
        PartyID: b.cash,
        Debit: 1500,
      });
      const unknown = await api
        .post('/api/insertupdatejournal')
        .send(journalOf(1, { JournalId: 999_999 }));

      expect([journalAgain.status, journalAgain.body.JoNo]).toEqual([200, 1]);
      expect([contraAgain.status, contraAgain.body.CeNo]).toEqual([200, 1]);
      expect(unknown.status).toBe(404);
      expect((await api.get('/api/GetJournalNo')).body.JoNo).toBe(2);
      expect((await api.get('/api/getcontraentry')).body.data).toHaveLength(1);
      expect(await closingOf(api, b.customer)).toEqual({ amount: 250, side: 'Dr' });
      expect(await closingOf(api, b.bank)).toEqual({ amount: 1500, side: 'Dr' });
      await balanced(env);
    });

    it('edits journals that swap ledgers with each other, all at once, without an error', async () => {
      const { api } = await env.company();
      const b = await books(api);
      const journalOf = (debit: number, credit: number, amount: number) => ({
        Jdate: '2026-06-01',
        Narration: 'Swap',
        journalEntries: [
          { PLID: debit, Debit: amount },
          { PLID: credit, Credit: amount },
        ],
      });
      const pairs = [];
      for (let i = 0; i < 6; i++)
        pairs.push([
          (await api.post('/api/insertupdatejournal').send(journalOf(b.customer, b.supplier, 100)))
            .body.JournalId as number,
          (await api.post('/api/insertupdatejournal').send(journalOf(b.cash, b.bank, 100))).body
            .JournalId as number,
        ]);

      // Each edit moves a journal onto the two ledgers its pair is leaving, at the same moment.
      const edits = await Promise.all(
        pairs.flatMap(([first, second]) => [
          api
            .post('/api/updatejournal')
            .send({ JournalId: first, ...journalOf(b.cash, b.bank, 50) }),
          api
            .post('/api/updatejournal')
            .send({ JournalId: second, ...journalOf(b.customer, b.supplier, 50) }),
        ]),
      );

      expect(edits.map((r) => r.status)).toEqual(edits.map(() => 200));
      expect(await closingOf(api, b.customer)).toEqual({ amount: 300, side: 'Dr' });
      expect(await closingOf(api, b.bank)).toEqual({ amount: 300, side: 'Cr' });
      await balanced(env);
    });

    it('refuses to remove a row that would unbalance it, and deletes the whole journal by JoNo', async () => {
      const { api } = await env.company();
      const b = await books(api);
      await api.post('/api/insertupdatejournal').send({
        Jdate: '2026-06-01',
        journalEntries: [
          { PLID: b.customer, Debit: 300 },
          { PLID: b.supplier, Credit: 300 },
        ],
      });
      const row = (await api.get('/api/getAdditionalRows?JoNo=1')).body.data[1];

      const removeRow = await api.delete('/api/deleteJournalbyid').send({ JoId: row.JoId });
      const noNumber = await api.delete('/api/deleteJournal').send({});
      const removed = await api.delete('/api/deleteJournal').send({ JoNo: 1 });

      expect(removeRow.status).toBe(409);
      expect(removeRow.body.error).toBe(
        'Total Credit does not match Total Debit! Please adjust the entries before submitting.',
      );
      expect(noNumber.body.error).toBe('JoNo is required to delete.');
      expect(removed.body).toMatchObject({
        success: true,
        message: 'Journal deleted successfully!',
      });
      expect(await closingOf(api, b.customer)).toEqual({ amount: 0, side: 'Dr' });
      await balanced(env);
    });
  });

  describe('numbers', () => {
    it('gives 32 concurrent receipts 32 consecutive numbers with no error', async () => {
      const { api } = await env.company();
      const b = await books(api);

      const answers = await Promise.all(
        Array.from({ length: 32 }, (_, i) =>
          api.post('/api/insertupdatereciept').send({
            RDate: '2026-05-02',
            AccGroupid: 6,
            PLID: b.cash,
            PartyID: b.customer,
            Debit: i + 1,
          }),
        ),
      );

      expect(answers.map((a) => a.status)).toEqual(Array(32).fill(201));
      expect(answers.map((a) => a.body.ReNo as number).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 32 }, (_, i) => i + 1),
      );
      await balanced(env);
    });
  });
});
