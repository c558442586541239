import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../backend/src/resources/files';
import { describeApi, type Agent } from '../support/api';
import { PDF } from '../support/files';
import { pricedItems } from '../support/ledger';

async function customer(
  api: Agent,
  LedgerName = 'Asha Stores',
  Openingbalance = 1000,
): Promise<number> {
  const res = await api
    .post('/api/insertcustomer')
    .send({ LegalName: LedgerName, LedgerName, Openingbalance, balanceType: 'Debit' });
  expect(res.status).toBe(201);
  return res.body.PLID;
}

describeApi('Hardening', (env) => {
  describe('uploads', () => {
    const vehicle = {
      VRegNo: 'KA 01 AB 1234',
      ChasisNo: 'MA1TA2BC3D4E56789',
      Model: 'Tata Ace',
      fueltype: 'Diesel',
    };
    const multipart = (api: Agent) => {
      let req = api.post('/api/insertVehicle');
      for (const [k, v] of Object.entries(vehicle)) req = req.field(k, v);
      return req;
    };

    it('answers 400 to eleven files in one request', async () => {
      const { api } = await env.company();
      let req = multipart(api);
      for (let i = 0; i < 11; i++)
        req = req.attach('documents', PDF, {
          filename: `f${i}.pdf`,
          contentType: 'application/pdf',
        });

      const res = await req;

      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        error: 'Too many files. Send at most 10 files at once.',
      });
    });

    it('answers 400 to a multipart content type whose body is not multipart', async () => {
      const { api } = await env.company();

      const res = await api
        .post('/api/insertVehicle')
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send('this is not multipart');

      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.error).toBe('The upload could not be read. Please send it again.');
    });

    it('answers 413 to a text field over the field-size limit', async () => {
      const { api } = await env.company();

      const res = await multipart(api).field('Model2', 'x'.repeat(1024 * 1024 + 10));

      expect(res.status).toBe(413);
      expect(res.body.error).toBe('A form field is too large. The limit is 1 MB.');
    });

    it('answers 400 to a form of more fields than any screen sends, saving nothing', async () => {
      const { api } = await env.company();
      let many = multipart(api);
      for (let i = 0; i < 150; i++) many = many.field(`extra${i}`, 'x'.repeat(1000));
      const manyFields = await many;

      expect([manyFields.status, manyFields.body.error]).toEqual([
        400,
        'The form has too many fields.',
      ]);
      expect((await api.get('/api/getVehicle')).body.data).toEqual([]);
    });

    it('refuses a body announced over 30 MB before reading any of it', async () => {
      let refused: unknown;
      let read = false;
      const body = Object.assign(new PassThrough(), {
        headers: {
          'content-type': 'multipart/form-data; boundary=xyz',
          'content-length': String(31 * 1024 * 1024),
        },
      });
      body.on('data', () => (read = true));

      multipartBody(body as never, {} as never, (e?: unknown) => (refused = e));

      expect(refused).toMatchObject({
        status: 413,
        message: 'The upload is too large. The limit is 30 MB in all.',
      });
      expect(read).toBe(false);
    });

    it('answers 400 to a truncated body', async () => {
      const { api } = await env.company();
      const body =
        '--xyz\r\nContent-Disposition: form-data; name="VRegNo"\r\n\r\nKA 01 AB 1234\r\n--xyz\r\nContent-Disposition: form-data; name="documents"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc';

      const res = await api
        .post('/api/insertVehicle')
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send(body);

      expect(res.status).toBe(400);
      expect(res.body.error).toBe('The upload could not be read. Please send it again.');
    });
  });

  describe('POST /api/inserttaxmaster', () => {
    it('refuses a ledger of another company and one that does not exist, saving nothing', async () => {
      const a = await env.company();
      const b = await env.company();
      const theirs = await customer(b.api);

      const foreign = await a.api
        .post('/api/inserttaxmaster')
        .send({ AccGroupid: 24, GST: 5, PLID: theirs });
      const missing = await a.api
        .post('/api/inserttaxmaster')
        .send({ AccGroupid: 24, GST: 5, PLID: 999999 });

      expect(foreign.status).toBe(400);
      expect(foreign.body.errors).toEqual({ PLID: 'Ledger not found.' });
      expect(missing.body.errors).toEqual({ PLID: 'Ledger not found.' });
      expect((await a.api.get('/api/gettaxmaster')).body.data).toEqual([]);
    });

    it('names a tax from its rate unless a name is given, and follows the rate when it changes', async () => {
      const { api } = await env.company();
      const own = await customer(api);

      const gst = await api
        .post('/api/inserttaxmaster')
        .send({ AccGroupid: 24, GST: 12, PLID: own });
      const vat = await api.post('/api/inserttaxmaster').send({ AccGroupid: 26, VAT: 5.5 });
      const named = await api
        .post('/api/inserttaxmaster')
        .send({ AccGroupid: 24, GST: 18, TaxName: 'GST Standard' });
      await api
        .post('/api/updatetaxmaster')
        .send({ TaxID: gst.body.TaxID, GST: 18, CGST: 9, SGST: 9 });

      const list = (await api.get('/api/gettaxmaster')).body.data as Array<{
        TaxID: number;
        TaxName: string;
      }>;
      const nameOf = (id: number) => list.find((t) => t.TaxID === id)?.TaxName;
      expect(nameOf(gst.body.TaxID)).toBe('GST 18%');
      expect(nameOf(vat.body.TaxID)).toBe('VAT 5.5%');
      expect(nameOf(named.body.TaxID)).toBe('GST Standard');
    });
  });

  describe('GET /api/getledger', () => {
    it('answers opening balances and their Debit and Credit in rupees', async () => {
      const { api } = await env.company();
      const PLID = await customer(api, 'Asha Stores', 1000.5);

      const list = await api.get('/api/getledger?q=Asha');
      const one = await api.get(`/api/rest/ledger/${PLID}`);

      expect(list.body.data).toEqual([
        expect.objectContaining({ PLID, Openingbalance: 1000.5, Debit: 1000.5, Credit: 0 }),
      ]);
      expect(one.body.data).toMatchObject({ Openingbalance: 1000.5, Debit: 1000.5, Credit: 0 });
    });
  });

  describe('POST /api/updateitemdetails', () => {
    it('answers 400 to rates whose ids are not numbers, changing nothing', async () => {
      const { api } = await env.company();
      const { paracetamol } = await pricedItems(api);
      const before = (await api.get(`/api/getitemrate?ItemId=${paracetamol}`)).body.data;

      const res = await api.post('/api/updateitemdetails').send({
        ItemId: paracetamol,
        rates: JSON.stringify([
          { ItemRateId: 2, Rate: 0 },
          { RateId: 2, Rate: 11 },
          { ItemRateId: 'x', Rate: 5 },
        ]),
      });

      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ItemRateId must be a valid id.');
      expect((await api.get(`/api/getitemrate?ItemId=${paracetamol}`)).body.data).toEqual(before);
    });
  });

  describe('money and whole-number bounds', () => {
    it('refuses an amount beyond what is stored exactly, and keeps the largest one exactly', async () => {
      const { api } = await env.company();

      const huge = await api.post('/api/insertcustomer').send({
        LegalName: 'Big',
        LedgerName: 'Big',
        Openingbalance: 123456789012345.67,
        balanceType: 'Debit',
      });
      const largest = await api.post('/api/insertcustomer').send({
        LegalName: 'Largest',
        LedgerName: 'Largest',
        Openingbalance: 9999999999999.99,
        balanceType: 'Debit',
      });

      expect(huge.status).toBe(400);
      expect(huge.body.errors).toEqual({
        Openingbalance: 'Opening Balance cannot exceed 9999999999999.99.',
      });
      expect(largest.status).toBe(201);
      const read = (await api.get('/api/getcustomer?q=Largest')).body.data[0];
      expect(read.Openingbalance).toBe(9999999999999.99);
    });

    it('refuses a whole number past 2^31 with a sentence, not a 500', async () => {
      const { api } = await env.company();
      const res = await api.post('/api/insertsupplier').send({
        LegalName: 'Cipla',
        LedgerName: 'Cipla',
        Openingbalance: 0,
        balanceType: 'Credit',
      });

      const statutory = await api.post('/api/insertstatutorysupplier').send({
        PLID: res.body.PLID,
        PanNo: 'ABCDE1234F',
        FssaiNo: '10020042005678',
        DrugLicenseNo: 'KA-BLR-20B-1234',
        CreditDays: 99999999999,
        Status: 1,
      });
      const byHugeId = await api.get('/api/rest/branch/99999999999');
      const updateHugeId = await api
        .post('/api/updatebranch')
        .send({ BranchId: 99999999999, BranchName: 'X' });

      expect(statutory.status).toBe(400);
      expect(statutory.body.errors).toEqual({
        CreditDays: 'Credit Days cannot exceed 2147483647.',
      });
      expect(byHugeId.status).toBe(404);
      expect(updateHugeId.status).toBe(400);
    });
  });

  describe('request bodies', () => {
    it('answers wrong JSON types with a sentence keyed by the field', async () => {
      const { api } = await env.company();

      const res = await api
        .post('/api/insertbranch')
        .send({ BranchName: 12345, Pincode: { a: 1 } });

      expect(res.status).toBe(400);
      expect(res.body.errors.BranchName).toBe('Branch Name must be text.');
      expect(res.body.errors.Pincode).toBe('Pincode must be text.');
      expect(JSON.stringify(res.body)).not.toContain('"\\"');
    });

    it('answers an array body with the fields it lacks, never a key named undefined', async () => {
      const { api } = await env.company();

      const res = await api.post('/api/insertbranch').send([{ BranchName: 'Head Office' }]);

      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).not.toContain('undefined');
      expect(res.body.errors.BranchName).toBe('Branch Name is required.');
    });

    it('says the JSON limit is 1 MB', async () => {
      const { api } = await env.company();

      const res = await api
        .post('/api/insertbranch')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ BranchName: 'x'.repeat(1_100_000) }));

      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        success: false,
        error: 'The request body is too large. The limit is 1 MB.',
      });
    });
  });

  describe('GET /api/getledgerstatement', () => {
    it('refuses impossible dates', async () => {
      const { api } = await env.company();
      const PLID = await customer(api);

      const month13 = await api.get(`/api/getledgerstatement?PLID=${PLID}&FromDate=2026-13-45`);
      const feb30 = await api.get(`/api/getledgerstatement?PLID=${PLID}&ToDate=2027-02-30`);

      expect(month13.status).toBe(400);
      expect(month13.body.error).toBe('Please enter valid dates.');
      expect(feb30.status).toBe(400);
    });

    it('says a From Date past the year is outside the year, not after the To Date', async () => {
      const { api } = await env.company();
      const PLID = await customer(api);

      const res = await api.get(`/api/getledgerstatement?PLID=${PLID}&FromDate=2027-05-01`);

      expect(res.status).toBe(400);
      expect(res.body.error).toBe('The dates must fall within the financial year 2026-27.');
    });

    it('refuses a ledger named twice or written other than in digits, as the other reports do', async () => {
      const { api } = await env.company();
      const PLID = await customer(api);

      const twice = await api.get(`/api/getledgerstatement?PLID=${PLID}&PLID=${PLID + 1}`);
      const exponent = await api.get(`/api/getledgerstatement?PLID=${PLID}e0`);
      const outstanding = await api.get(`/api/outstanding?PLID=${PLID}e0`);

      expect([twice.status, twice.body.error]).toEqual([400, 'PLID must be given once.']);
      expect([exponent.status, exponent.body.error]).toEqual([400, 'PLID is missing or invalid.']);
      expect([outstanding.status, outstanding.body.error]).toEqual([400, 'PLID is invalid.']);
    });
  });
});
