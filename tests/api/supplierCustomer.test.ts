import { describe, expect, it } from 'vitest';
import { describeApi, type Agent } from '../support/api';
import { gstinCheckCharacter } from '../../resources/rules/gstin';
import { KA_GSTIN as GSTIN } from '../support/billing';
import { closingOf, totalsByCompany } from '../support/ledger';

const party = {
  GSTIN,
  LegalName: 'Sri Ganesh Traders',
  LedgerName: 'Ganesh Traders',
  Address: '4 Market Road',
  ShippingAddress: '4 Market Road',
  Email: 'ganesh@example.com',
  Phone: '8212345678',
  Mobile: '9845012345',
  District: 'Mysuru',
  State: 'Karnataka',
  Country: 'India',
  Pincode: '570001',
  Openingbalance: 1200,
  balanceType: 'Credit',
};

async function withRoute(api: Agent): Promise<number> {
  const branch = await api.post('/api/insertbranch').send({ BranchName: 'Head Office' });
  const route = await api
    .post('/api/insertroute')
    .send({ RootName: 'Market Beat', BranchId: branch.body.BranchId });
  return route.body.RootId;
}

for (const kind of [
  {
    name: 'supplier',
    list: 'getsupplier',
    create: 'insertsupplier',
    update: 'updatesupplier',
    remove: 'deletesupplier',
    group: 23,
    type: 2,
    label: 'Supplier',
  },
  {
    name: 'customer',
    list: 'getcustomer',
    create: 'insertcustomer',
    update: 'updatecustomer',
    remove: 'deletecustomer',
    group: 27,
    type: 3,
    label: 'Customer',
  },
] as const) {
  describeApi(`${kind.label}s`, (env) => {
    describe('round trip', () => {
      it(`creates, lists, updates and deletes a ${kind.name}`, async () => {
        const { api, CompanyID } = await env.company();

        const created = await api.post(`/api/${kind.create}`).send(party);
        const listed = await api
          .get(`/api/${kind.list}?empid=`)
          .set('companyid', String(CompanyID));
        const updated = await api
          .post(`/api/${kind.update}`)
          .send({ PLID: created.body.PLID, Mobile: '9845099999' });
        const relisted = await api.get(`/api/${kind.list}`);
        const deleted = await api
          .delete(`/api/${kind.remove}`)
          .send({ PLID: created.body.PLID, DeletedBy: 1, DeletedDate: '2026-05-01', CompanyID });
        const emptied = await api.get(`/api/${kind.list}`);

        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({
          success: true,
          message: `${kind.label} submitted successfully!`,
        });
        expect(listed.body.data).toEqual([
          expect.objectContaining({
            ...party,
            PLID: created.body.PLID,
            AccGroupid: kind.group,
            LedgerType: kind.type,
            StateCode: '29',
            Debit: 0,
            Credit: 1200,
            Type: 'OPB',
          }),
        ]);
        expect(updated.body).toMatchObject({
          success: true,
          message: `${kind.label} updated successfully!`,
        });
        expect(relisted.body.data).toEqual([expect.objectContaining({ Mobile: '9845099999' })]);
        expect(deleted.body).toMatchObject({
          success: true,
          message: `${kind.label} deleted successfully!`,
        });
        expect(emptied.body.data).toEqual([]);
      });

      it('posts its opening balance and keeps the company balanced', async () => {
        const { api } = await env.company();

        const created = await api.post(`/api/${kind.create}`).send(party);

        expect(await closingOf(api, created.body.PLID)).toEqual({ amount: 1200, side: 'Cr' });
        const [totals] = await totalsByCompany(env);
        expect(totals).toMatchObject({ debit: 120000, credit: 120000 });
      });
    });

    describe('rules', () => {
      it('refuses each invalid field with its spec message', async () => {
        const { api } = await env.company();
        const cases: Array<[string, unknown, string]> = [
          ['LegalName', 'Ganesh # Sons', 'Only alphabets and spaces are allowed'],
          ['LedgerName', 'Ganesh 2', 'Numbers are not allowed in Trade Name'],
          ['LedgerName', 'Ganesh!Traders', 'Only alphabets and spaces are allowed'],
          ['Phone', '98450', 'Please enter a valid 10-digit phone number'],
          ['Mobile', '98450123456', 'Please enter a valid 10-digit phone number'],
          ['Mobile', '98450abcde', 'Please enter a valid 10-digit phone number'],
          ['Pincode', '57000', 'Pincode must be exactly 6 digits'],
          ['Email', 'ganesh@', 'Invalid email format'],
          ['Openingbalance', 'abc', 'Please enter a valid Opening Balance and select a type'],
          ['balanceType', undefined, 'Please enter a valid Opening Balance and select a type'],
          ...(kind.name === 'supplier'
            ? ([
                ['GSTIN', '27AAPFU0939F1ZV9', 'GSTIN cannot exceed 15 characters'],
                ['GSTIN', '27AAPFU 0939', 'GSTIN cannot contain special characters or spaces'],
              ] as Array<[string, unknown, string]>)
            : ([
                [
                  'GSTIN',
                  '27AAPFU0939',
                  'GSTIN must be exactly 15 characters long and can include both alphabets and numbers',
                ],
                [
                  'GSTIN',
                  '27AAPFU0939F1Z$',
                  'GSTIN must be exactly 15 characters long and can include both alphabets and numbers',
                ],
                ['District', 'Mysuru 2', 'Only alphabets and spaces are allowed'],
                ['State', 'Karnataka!', 'Only alphabets and spaces are allowed'],
                ['Country', 'India1', 'Only alphabets and spaces are allowed'],
              ] as Array<[string, unknown, string]>)),
          ['GSTIN', '27AAPFU0939F1ZA', 'GSTIN check digit is invalid.'],
        ];

        const answers = [];
        for (const [field, value] of cases) {
          const res = await api.post(`/api/${kind.create}`).send({ ...party, [field]: value });
          answers.push({ field, value, status: res.status, error: res.body.errors?.[field] });
        }

        expect(answers).toEqual(
          cases.map(([field, value, message]) => ({ field, value, status: 400, error: message })),
        );
      });

      it('takes legal and trade names as Indian firms write them', async () => {
        const { api } = await env.company();
        const names = [
          ['Sri Krishna Medicals Pvt. Ltd.', 'Sri Krishna Medicals'],
          ['M/s Anand & Co', 'Anand & Co.'],
          ["Dr. Reddy's Laboratories", "Reddy's (South)"],
        ];

        for (const [LegalName, LedgerName] of names) {
          // Without the GSTIN: three firms cannot share one (that is warned of, below).
          const res = await api
            .post(`/api/${kind.create}`)
            .send({ ...party, GSTIN: undefined, LegalName, LedgerName });
          expect(res.status, LegalName).toBe(201);
        }
        const listed = (await api.get(`/api/${kind.list}`)).body.data.map(
          (r: { LegalName: string; LedgerName: string }) => [r.LegalName, r.LedgerName],
        );
        expect(listed).toEqual(expect.arrayContaining(names));
      });

      it('keeps the State the GSTIN was issued in: fills a blank one (and a blank Country with India), refuses another', async () => {
        const { api } = await env.company();
        const tamilNadu = `33AAPFU0939F1Z${gstinCheckCharacter('33AAPFU0939F1Z')}`;

        const kerala = await api
          .post(`/api/${kind.create}`)
          .send({ ...party, GSTIN: tamilNadu, State: 'Kerala' });
        const blank = await api
          .post(`/api/${kind.create}`)
          .send({ ...party, GSTIN: tamilNadu, State: '', Country: '' });
        const moved = await api
          .post(`/api/${kind.update}`)
          .send({ PLID: blank.body.PLID, State: 'Karnataka' });
        const listed = (await api.get(`/api/${kind.list}`)).body.data;

        expect([kerala.status, kerala.body.errors]).toEqual([
          400,
          { State: 'This GSTIN is registered in Tamil Nadu; the State must be Tamil Nadu.' },
        ]);
        expect(blank.status).toBe(201);
        expect([moved.status, moved.body.errors]).toEqual([
          400,
          { State: 'This GSTIN is registered in Tamil Nadu; the State must be Tamil Nadu.' },
        ]);
        expect(listed).toEqual([
          expect.objectContaining({
            GSTIN: tamilNadu,
            State: 'Tamil Nadu',
            StateCode: '33',
            Country: 'India',
          }),
        ]);
      });

      it('refuses a State in India that names no state, offering the one it begins, and takes a foreign one', async () => {
        const { api } = await env.company();

        const maha = await api
          .post(`/api/${kind.create}`)
          .send({ ...party, GSTIN: undefined, State: 'Maha', Country: '' });
        const typo = await api
          .post(`/api/${kind.create}`)
          .send({ ...party, GSTIN: undefined, State: 'Karnatka', Country: 'India' });
        const abroad = await api.post(`/api/${kind.create}`).send({
          ...party,
          GSTIN: undefined,
          LegalName: 'Gulf Pharma LLC',
          LedgerName: 'Gulf Pharma',
          State: 'Dubai',
          Country: 'United Arab Emirates',
        });

        expect([maha.status, maha.body.errors]).toEqual([
          400,
          { State: 'Type the State in full: Maharashtra?' },
        ]);
        expect([typo.status, typo.body.errors]).toEqual([
          400,
          { State: 'Type the State in full, as a state of India (e.g. Karnataka).' },
        ]);
        expect(abroad.status).toBe(201);
      });

      it('keeps a GSTIN typed in small letters in capitals, as the GST portal writes it', async () => {
        const { api } = await env.company();
        const tamilNadu = `33AAPFU0939F1Z${gstinCheckCharacter('33AAPFU0939F1Z')}`;

        const saved = await api
          .post(`/api/${kind.create}`)
          .send({ ...party, GSTIN: tamilNadu.toLowerCase(), State: '' });
        const listed = (await api.get(`/api/${kind.list}`)).body.data;

        expect(saved.status).toBe(201);
        expect(listed).toEqual([expect.objectContaining({ GSTIN: tamilNadu, StateCode: '33' })]);
      });

      it('leaves a blank Country blank for a party without a GSTIN', async () => {
        const { api } = await env.company();

        const res = await api
          .post(`/api/${kind.create}`)
          .send({ ...party, GSTIN: undefined, Country: '' });
        const listed = (await api.get(`/api/${kind.list}`)).body.data;

        expect(res.status).toBe(201);
        expect(listed[0].Country ?? '').toBe('');
      });

      it('warns of a GSTIN another party has, and saves it once the user confirms', async () => {
        const { api } = await env.company();
        const first = await api.post('/api/insertpartyledger').send({
          LedgerName: 'Ganesh Traders Old',
          AccGroupid: 27,
          GSTIN,
          Openingbalance: 0,
          balanceType: 'Debit',
        });
        const twin = { ...party, LedgerName: 'Ganesh Traders Branch' };

        const warned = await api.post(`/api/${kind.create}`).send(twin);
        const confirmed = await api
          .post(`/api/${kind.create}`)
          .send({ ...twin, ConfirmSharedGstin: true });
        const readdress = await api
          .post(`/api/${kind.update}`)
          .send({ PLID: confirmed.body.PLID, Address: '5 Market Road' });
        const other = await api.post(`/api/${kind.create}`).send({
          ...party,
          LedgerName: 'Someone Else',
          GSTIN: `29AAACR5055K1Z${gstinCheckCharacter('29AAACR5055K1Z')}`,
        });
        const renamed = await api
          .post(`/api/${kind.update}`)
          .send({ PLID: other.body.PLID, GSTIN: GSTIN.toLowerCase() });

        expect(first.status).toBe(201);
        expect([warned.status, warned.body.confirm, warned.body.errors]).toEqual([
          409,
          'ConfirmSharedGstin',
          {
            GSTIN:
              'Another party already has this GSTIN. Save anyway to keep both under one GSTIN.',
          },
        ]);
        expect(confirmed.status).toBe(201);
        expect(readdress.status).toBe(200); // confirmed once: not asked again while it stays
        expect(other.status).toBe(201);
        expect([renamed.status, renamed.body.confirm]).toEqual([409, 'ConfirmSharedGstin']);
      });

      it('refuses a trade name already used by another ledger of the company', async () => {
        const { api } = await env.company();
        await api.post('/api/insertpartyledger').send({
          LedgerName: 'Ganesh Traders',
          AccGroupid: 27,
          Openingbalance: 0,
          balanceType: 'Debit',
        });

        const res = await api
          .post(`/api/${kind.create}`)
          .send({ ...party, LedgerName: 'GANESH TRADERS' });

        expect(res.status).toBe(409);
        expect(res.body.errors).toEqual({ LedgerName: 'This name already exists' });
      });

      it('derives the state code of a party without a GSTIN from its state, not from the request', async () => {
        const { api } = await env.company();

        const res = await api
          .post(`/api/${kind.create}`)
          .send({ ...party, GSTIN: undefined, State: 'tamil nadu', StateCode: '99' });

        expect(res.body.data.StateCode).toBe('33');
      });
    });

    describe('tenancy', () => {
      it(`neither shows, changes nor deletes another company's ${kind.name}`, async () => {
        const a = await env.company();
        const b = await env.company();
        const theirs = await a.api.post(`/api/${kind.create}`).send(party);

        const list = await b.api.get(`/api/${kind.list}`);
        const update = await b.api
          .post(`/api/${kind.update}`)
          .send({ PLID: theirs.body.PLID, Mobile: '9845099999' });
        const remove = await b.api.delete(`/api/${kind.remove}`).send({ PLID: theirs.body.PLID });
        const forged = await b.api.get(`/api/${kind.list}`).set('companyid', String(a.CompanyID));

        expect(list.body.data).toEqual([]);
        expect(update.status).toBe(404);
        expect(remove.status).toBe(404);
        expect(forged.status).toBe(403);
      });
    });
  });
}

describeApi('Customers for billing', (env) => {
  it('answers GET /api/GetPartyLedgerCustomer with trade name, route name and the customer fields', async () => {
    const { api, CompanyID } = await env.company();
    const RootId = await withRoute(api);
    const created = await api.post('/api/insertcustomer').send({ ...party, RootId });
    await api.post('/api/insertsupplier').send({ ...party, LedgerName: 'Some Supplier' });

    const res = await api.get('/api/GetPartyLedgerCustomer').set('CompanyID', String(CompanyID));

    expect(res.body.data).toEqual([
      expect.objectContaining({
        PLID: created.body.PLID,
        TradeName: 'Ganesh Traders',
        LedgerName: 'Ganesh Traders',
        Address: '4 Market Road',
        GSTIN,
        Mobile: '9845012345',
        RootId,
        RootName: 'Market Beat',
      }),
    ]);
  });

  it('refuses a route of another company', async () => {
    const a = await env.company();
    const b = await env.company();
    const theirRoute = await withRoute(a.api);

    const res = await b.api.post('/api/insertcustomer').send({ ...party, RootId: theirRoute });

    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ RootId: 'Route not found.' });
  });
});

describeApi('Ledgers', (env) => {
  it('lists every ledger of the company, system ledgers included, for GET /api/getledger', async () => {
    const { api } = await env.company();
    await api.post('/api/insertcustomer').send(party);

    const res = await api.get('/api/getledger');
    const cash = await api.get('/api/getledger?AccGroupid=6');

    expect(res.body.data.map((r: { LedgerName: string }) => r.LedgerName)).toEqual([
      'Cash',
      'Ganesh Traders',
      'Input CGST',
      'Input IGST',
      'Input SGST',
      'Opening Balance Difference',
      'Output CGST',
      'Output IGST',
      'Output SGST',
      'Purchase',
      'Round Off',
      'Sales',
    ]);
    expect(cash.body.data).toEqual([
      expect.objectContaining({ LedgerName: 'Cash', AccGroupid: 6, LedgerType: 1 }),
    ]);
  });

  it('offers no way to write a ledger directly', async () => {
    const { api } = await env.company();

    const res = await api.post('/api/rest/ledger').send({ LedgerName: 'Back Door', AccGroupid: 6 });

    expect(res.status).toBe(404);
  });

  it("does not show another company's ledgers", async () => {
    const a = await env.company();
    const b = await env.company();
    await a.api.post('/api/insertcustomer').send(party);

    const res = await b.api.get('/api/getledger?q=gan');

    expect(res.body.data).toEqual([]);
  });
});
