import { expect, it } from 'vitest';
import { describeApi, storedRows, type Agent } from '../support/api';

const details = {
  PanNo: 'ABCDE1234F',
  FssaiNo: '10020042005678',
  DrugLicenseNo: 'KA-BLR-20B-1234',
  CreditDays: 30,
  Status: 1,
};

/** A customer or supplier made through its own screen's call; its PLID. */
async function party(
  api: Agent,
  kind: 'customer' | 'supplier',
  LedgerName: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  // No GSTIN: several parties here would share one, which the server warns of.
  const res = await api.post(`/api/insert${kind}`).send({
    LegalName: `Sri ${LedgerName}`,
    LedgerName,
    Address: '4 Market Road',
    ShippingAddress: '9 Depot Lane',
    Email: 'accounts@example.com',
    Phone: '8212345678',
    Mobile: '9845012345',
    District: 'Mysuru',
    State: 'Karnataka',
    Country: 'India',
    Pincode: '570001',
    Openingbalance: 0,
    balanceType: 'Debit',
    ...extra,
  });
  if (res.status !== 201) throw new Error(`${kind} not created: ${JSON.stringify(res.body)}`);
  return res.body.PLID;
}

/** Customer statutory rows have no create call of their own (spec 2 section 7): made by the REST create. */
async function customerStatutory(api: Agent, body: Record<string, unknown>) {
  return api.post('/api/rest/customerStatutory').send({ ...details, ...body });
}

describeApi('Customer statutory', (env) => {
  it('lists only the newest record of each customer with its party columns, searches by PLID, updates and deletes it with its history', async () => {
    const { api } = await env.company();
    const ganesh = await party(api, 'customer', 'Ganesh Traders', { Email: 'ganesh@example.com' });
    const lakshmi = await party(api, 'customer', 'Lakshmi Stores');
    await customerStatutory(api, { PLID: ganesh, PanNo: 'OLDPAN1234' });
    const newest = await customerStatutory(api, { PLID: ganesh });
    await customerStatutory(api, { PLID: lakshmi });

    const listed = await api.get('/api/getstatutory');
    const updated = await api
      .post('/api/updatestatutory')
      .send({ PLRID: newest.body.data.PLRID, CreditDays: 45 });
    const searched = await api.get('/api/getstatutory').query({ q: String(ganesh) });
    const deleted = await api
      .delete('/api/deletestatutory')
      .send({ PLRID: newest.body.data.PLRID, DeletedBy: 1 });
    const after = await api.get('/api/getstatutory');

    expect(listed.body.data).toEqual([
      expect.objectContaining({
        PLID: ganesh,
        PanNo: 'ABCDE1234F',
        LegalName: 'Sri Ganesh Traders',
        TradeName: 'Ganesh Traders',
        Address: '4 Market Road',
        ShippingAddress: '9 Depot Lane',
        Email: 'ganesh@example.com',
        LedgerType: 3,
      }),
      expect.objectContaining({ PLID: lakshmi, TradeName: 'Lakshmi Stores' }),
    ]);
    expect(updated.body).toMatchObject({
      success: true,
      message: 'Customer statutory updated successfully!',
    });
    expect(searched.body.data).toEqual([
      expect.objectContaining({ PLID: ganesh, CreditDays: 45, TradeName: 'Ganesh Traders' }),
    ]);
    expect(deleted.body.message).toBe('Customer statutory deleted successfully!');
    expect(after.body.data.map((r: { PLID: number }) => r.PLID)).toEqual([lakshmi]);
    expect(
      (await storedRows(env, 'customerStatutory', { PLID: ganesh })).every((r) => r.IsDeleted),
    ).toBe(true);
  });

  it('pages and sorts by a party column in the database', async () => {
    const { api } = await env.company();
    for (const name of ['Ravi Agencies', 'Anand Medicals', 'Mohan Pharma']) {
      const PLID = await party(api, 'customer', name);
      await customerStatutory(api, { PLID, PanNo: 'OLDPAN1234' });
      await customerStatutory(api, { PLID });
    }

    const page = await api
      .get('/api/getstatutory')
      .query({ _start: 0, _end: 2, _sort: 'TradeName', _order: 'ASC' });
    const rest = await api
      .get('/api/getstatutory')
      .query({ _start: 2, _end: 4, _sort: 'TradeName', _order: 'ASC' });

    expect(page.body.total).toBe(3);
    expect(
      page.body.data.map((r: { TradeName: string; PanNo: string }) => [r.TradeName, r.PanNo]),
    ).toEqual([
      ['Anand Medicals', 'ABCDE1234F'],
      ['Mohan Pharma', 'ABCDE1234F'],
    ]);
    expect(rest.body.data.map((r: { TradeName: string }) => r.TradeName)).toEqual([
      'Ravi Agencies',
    ]);
  });

  it("refuses a supplier's PLID, another company's customer and an unknown PLID", async () => {
    const a = await env.company('Alpha Traders');
    const b = await env.company('Beta Traders');
    const supplier = await party(a.api, 'supplier', 'Kaveri Distributors');
    const theirs = await party(b.api, 'customer', 'Ganesh Traders');
    const ours = await party(a.api, 'customer', 'Lakshmi Stores');
    const row = await customerStatutory(a.api, { PLID: ours });

    const asSupplier = await customerStatutory(a.api, { PLID: supplier });
    const borrowed = await customerStatutory(a.api, { PLID: theirs });
    const unknown = await customerStatutory(a.api, { PLID: 999999 });
    const movedToSupplier = await a.api
      .post('/api/updatestatutory')
      .send({ PLRID: row.body.data.PLRID, PLID: supplier });
    const missing = await customerStatutory(a.api, { PLID: undefined });

    for (const res of [asSupplier, borrowed, unknown, movedToSupplier]) {
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ PLID: 'PLID not found.' });
    }
    expect(missing.body.errors).toEqual({ PLID: 'PLID is required.' });
    expect(await storedRows(env, 'customerStatutory', {})).toHaveLength(1);
  });

  it('goes with its customer: the customer deletes, and its statutory history with it', async () => {
    const { api } = await env.company();
    const PLID = await party(api, 'customer', 'Ganesh Traders');
    await customerStatutory(api, { PLID, PanNo: 'OLDPAN1234' });
    await customerStatutory(api, { PLID });

    const removed = await api.delete('/api/deletecustomer').send({ PLID, DeletedBy: 1 });
    const listed = await api.get('/api/getstatutory');

    expect(removed.body).toMatchObject({
      success: true,
      message: 'Customer deleted successfully!',
    });
    expect(listed.body.data).toEqual([]);
    expect((await storedRows(env, 'customerStatutory', { PLID })).map((r) => r.IsDeleted)).toEqual([
      true,
      true,
    ]);
  });

  it('creates a first record for a customer through insertstatutory, so the screen can enter one', async () => {
    const { api } = await env.company();
    const PLID = await party(api, 'customer', 'Ganesh Traders');

    const res = await api.post('/api/insertstatutory').send({ ...details, PLID });
    const listed = await api.get('/api/getstatutory');

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Customer statutory submitted successfully!',
      PLRID: expect.any(Number),
    });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ PLID, PLRID: res.body.PLRID, TradeName: 'Ganesh Traders' }),
    ]);
  });

  it('says the Pan No messages', async () => {
    const { api } = await env.company();
    const row = await customerStatutory(api, {
      PLID: await party(api, 'customer', 'Ganesh Traders'),
    });

    const long = await api
      .post('/api/updatestatutory')
      .send({ PLRID: row.body.data.PLRID, PanNo: 'ABCDE1234FG' });
    const symbols = await api
      .post('/api/updatestatutory')
      .send({ PLRID: row.body.data.PLRID, PanNo: 'ABCDE-1234' });

    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ PanNo: 'Pan No cannot exceed 10 characters.' });
    expect(symbols.status).toBe(400);
    expect(symbols.body.errors).toEqual({
      PanNo: 'Pan No can only contain alphabets and numbers.',
    });
  });

  it("keeps a company's records to itself on every call", async () => {
    const a = await env.company('Alpha Traders');
    const b = await env.company('Beta Traders');
    const row = await customerStatutory(a.api, {
      PLID: await party(a.api, 'customer', 'Ganesh Traders'),
    });
    const id = row.body.data.PLRID;

    const seen = await b.api.get('/api/getstatutory');
    const one = await b.api.get(`/api/rest/customerStatutory/${id}`);
    const update = await b.api.post('/api/updatestatutory').send({ PLRID: id, CreditDays: 1 });
    const del = await b.api.delete('/api/deletestatutory').send({ PLRID: id });
    const still = await a.api.get('/api/getstatutory');

    expect(seen.body.data).toEqual([]);
    expect(one.status).toBe(404);
    expect(update.status).toBe(404);
    expect(del.status).toBe(404);
    expect(still.body.data).toEqual([
      expect.objectContaining({ PLRID: id, CreditDays: 30, TradeName: 'Ganesh Traders' }),
    ]);
  });
});

describeApi('Supplier statutory', (env) => {
  it('creates with ledger type 2, lists the newest per supplier with its party columns, updates and deletes', async () => {
    const { api, CompanyID, Empid } = await env.company();
    const PLID = await party(api, 'supplier', 'Kaveri Distributors');

    const first = await api
      .post('/api/insertstatutorysupplier')
      .send({ ...details, PLID, CreditDays: 15 });
    const second = await api
      .post('/api/insertstatutorysupplier')
      .send({ ...details, PLID, CreditDays: 60 });
    const listed = await api.get('/api/getstatutorysupplier');
    const updated = await api
      .post('/api/updatestatutorysupplier')
      .send({ PLRID: second.body.PLRID, FssaiNo: '99999999999999' });
    const deleted = await api
      .delete('/api/deletestatutorysupplier')
      .set({ CompanyID: String(CompanyID), Empid: String(Empid) })
      .send({ PLRID: second.body.PLRID });
    const after = await api.get('/api/getstatutorysupplier');

    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      message: 'Supplier record submitted successfully!',
      PLRID: expect.any(Number),
    });
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        PLRID: second.body.PLRID,
        PLID,
        CreditDays: 60,
        LedgerType: 2,
        LegalName: 'Sri Kaveri Distributors',
        TradeName: 'Kaveri Distributors',
        Address: '4 Market Road',
        ShippingAddress: '9 Depot Lane',
        Email: 'accounts@example.com',
      }),
    ]);
    expect(updated.body).toMatchObject({
      message: 'Supplier record updated successfully!',
      data: { FssaiNo: '99999999999999' },
    });
    expect(deleted.body.message).toBe('Supplier record deleted successfully!');
    expect(after.body.data).toEqual([]);
  });

  it('says the Pan No and PLID messages', async () => {
    const { api } = await env.company();
    const PLID = await party(api, 'supplier', 'Kaveri Distributors');

    const long = await api
      .post('/api/insertstatutorysupplier')
      .send({ ...details, PLID, PanNo: 'ABCDE1234FG' });
    const symbols = await api
      .post('/api/insertstatutorysupplier')
      .send({ ...details, PLID, PanNo: 'AB CDE1234' });
    const noPlid = await api.post('/api/insertstatutorysupplier').send(details);

    expect(long.body.errors).toEqual({ PanNo: 'Pan No cannot exceed 10 characters.' });
    expect(symbols.body.errors).toEqual({
      PanNo: 'Pan No can only contain alphabets and numbers.',
    });
    expect(noPlid.body.errors).toEqual({ PLID: 'PLID is required.' });
  });

  it("refuses a customer's PLID and another company's supplier", async () => {
    const a = await env.company('Alpha Traders');
    const b = await env.company('Beta Traders');
    const customer = await party(a.api, 'customer', 'Ganesh Traders');
    const theirs = await party(b.api, 'supplier', 'Kaveri Distributors');
    const ours = await party(a.api, 'supplier', 'Tunga Suppliers');
    const row = await a.api.post('/api/insertstatutorysupplier').send({ ...details, PLID: ours });

    const asCustomer = await a.api
      .post('/api/insertstatutorysupplier')
      .send({ ...details, PLID: customer });
    const borrowed = await a.api
      .post('/api/insertstatutorysupplier')
      .send({ ...details, PLID: theirs });
    const movedToCustomer = await a.api
      .post('/api/updatestatutorysupplier')
      .send({ PLRID: row.body.PLRID, PLID: customer });

    for (const res of [asCustomer, borrowed, movedToCustomer]) {
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ PLID: 'PLID not found.' });
    }
    expect(await storedRows(env, 'supplierStatutory', {})).toEqual([
      expect.objectContaining({ PLID: ours }),
    ]);
  });

  it('goes with its supplier: the supplier deletes, and its records with it', async () => {
    const { api } = await env.company();
    const PLID = await party(api, 'supplier', 'Kaveri Distributors');
    await api.post('/api/insertstatutorysupplier').send({ ...details, PLID });

    const removed = await api.delete('/api/deletesupplier').send({ PLID, DeletedBy: 1 });
    const listed = await api.get('/api/getstatutorysupplier');

    expect(removed.body).toMatchObject({
      success: true,
      message: 'Supplier deleted successfully!',
    });
    expect(listed.body.data).toEqual([]);
  });

  it("keeps a company's records to itself on every call", async () => {
    const a = await env.company('Alpha Traders');
    const b = await env.company('Beta Traders');
    const row = await a.api
      .post('/api/insertstatutorysupplier')
      .send({ ...details, PLID: await party(a.api, 'supplier', 'Kaveri Distributors') });
    const id = row.body.PLRID;

    const seen = await b.api.get('/api/getstatutorysupplier');
    const one = await b.api.get(`/api/rest/supplierStatutory/${id}`);
    const update = await b.api
      .post('/api/updatestatutorysupplier')
      .send({ PLRID: id, CreditDays: 1 });
    const del = await b.api.delete('/api/deletestatutorysupplier').send({ PLRID: id });
    const still = await a.api.get('/api/getstatutorysupplier');

    expect(seen.body.data).toEqual([]);
    expect(one.status).toBe(404);
    expect(update.status).toBe(404);
    expect(del.status).toBe(404);
    expect(still.body.data).toEqual([
      expect.objectContaining({ PLRID: id, CreditDays: 30, TradeName: 'Kaveri Distributors' }),
    ]);
  });

  it('refuses a delete naming another company in its headers', async () => {
    const { api, Empid } = await env.company();
    const row = await api
      .post('/api/insertstatutorysupplier')
      .send({ ...details, PLID: await party(api, 'supplier', 'Kaveri Distributors') });

    const res = await api
      .delete('/api/deletestatutorysupplier')
      .set({ CompanyID: '9999', Empid: String(Empid) })
      .send({ PLRID: row.body.PLRID });

    expect(res.status).toBe(403);
  });
});
