import { describe, expect, it } from 'vitest';
import { describeApi, type Agent } from '../support/api';
import { FAKE_PDF, OVERSIZE_PDF, PDF, PNG } from '../support/files';

const valid = {
  VRegNo: 'KA 01 AB 1234',
  ChasisNo: 'MA1TA2BC3D4E56789',
  Model: 'Tata Ace',
  kilometer: 12500.5,
  fueltype: 'Diesel',
};

/** Sends a vehicle as the admin does: multipart, every value a string part, the PDF as `documents`. */
function multipart(
  api: Agent,
  path: string,
  fields: Record<string, string | number>,
  file?: { bytes: Buffer; name: string; type?: string },
) {
  let req = api.post(path);
  for (const [k, v] of Object.entries(fields)) req = req.field(k, String(v));
  if (file)
    req = req.attach('documents', file.bytes, {
      filename: file.name,
      contentType: file.type ?? 'application/pdf',
    });
  return req;
}

describeApi('Vehicle master', (env) => {
  describe('round trip', () => {
    it('creates a vehicle with its PDF by multipart, lists it, serves the PDF back, updates and deletes it', async () => {
      const { api } = await env.company();

      const created = await multipart(api, '/api/insertVehicle', valid, {
        bytes: PDF,
        name: 'rc-book.pdf',
      });
      const listed = await api.get('/api/getVehicle');
      const pdf = await api
        .get(`/api/getvehiclepdf/${created.body.VID}?type=documents`)
        .buffer(true);
      const updated = await multipart(api, '/api/updateVehicle', {
        VID: created.body.VID,
        VRegNo: 'KA01AB9999',
        kilometer: '13000',
      });
      const deleted = await api.delete('/api/deleteVehicle').send({ VID: created.body.VID });
      const emptied = await api.get('/api/getvehicle');

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        message: 'Vehicle document submitted successfully!',
        VID: expect.any(Number),
      });
      expect(listed.body.data).toEqual([
        expect.objectContaining({
          VRegNo: 'KA 01 AB 1234',
          kilometer: 12500.5,
          fueltype: 'Diesel',
          documents: expect.any(Number),
        }),
      ]);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
      expect(pdf.headers['content-disposition']).toBe('inline; filename="rc-book.pdf"');
      expect(Buffer.compare(pdf.body as Buffer, PDF)).toBe(0);
      expect(updated.body).toMatchObject({
        success: true,
        message: 'Vehicle document updated successfully!',
      });
      expect(updated.body.data).toMatchObject({
        VRegNo: 'KA01AB9999',
        kilometer: 13000,
        documents: created.body.data.documents,
      });
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe('Vehicle deleted successfully!');
      expect(emptied.body.data).toEqual([]);
    });

    it('keeps the registration number in capitals with single spaces, on create and on update', async () => {
      const { api } = await env.company();

      const created = await api
        .post('/api/insertVehicle')
        .send({ ...valid, VRegNo: ' ka 05  ab 1234' });
      const updated = await api
        .post('/api/updateVehicle')
        .send({ VID: created.body.VID, VRegNo: 'ka05ab9999' });
      const twice = await api.post('/api/insertVehicle').send({ ...valid, VRegNo: 'KA05 AB 9999' });

      expect(created.status).toBe(201);
      expect(created.body.data.VRegNo).toBe('KA 05 AB 1234');
      expect(updated.body.data.VRegNo).toBe('KA05AB9999');
      expect(twice.status).toBe(409);
      expect(
        (await api.get('/api/getVehicle')).body.data.map((v: { VRegNo: string }) => v.VRegNo),
      ).toEqual(['KA05AB9999']);
    });

    it('takes a plain JSON body too, and keeps the kilometer exact to two decimals', async () => {
      const { api } = await env.company();

      const res = await api.post('/api/insertvehicle').send({ ...valid, kilometer: 0.29 });

      expect(res.status).toBe(201);
      expect(res.body.data.kilometer).toBe(0.29);
      expect(res.body.data.documents).toBeNull();
    });

    it('replaces the stored PDF when an update uploads another', async () => {
      const { api } = await env.company();
      const created = await multipart(api, '/api/insertVehicle', valid, {
        bytes: PDF,
        name: 'old.pdf',
      });
      const second = Buffer.concat([PDF, Buffer.from('% second\n')]);

      await multipart(
        api,
        '/api/updateVehicle',
        { VID: created.body.VID },
        { bytes: second, name: 'new.pdf' },
      );
      const pdf = await api
        .get(`/api/getvehiclepdf/${created.body.VID}?type=documents&download=1`)
        .buffer(true);

      expect(pdf.headers['content-disposition']).toBe('attachment; filename="new.pdf"');
      expect(Buffer.compare(pdf.body as Buffer, second)).toBe(0);
    });
  });

  describe('validation', () => {
    it('refuses a body it cannot read rather than saving an update that changes nothing', async () => {
      const { api } = await env.company();
      const created = await multipart(api, '/api/insertVehicle', valid);
      const VID = created.body.VID as number;

      const asText = await api
        .post('/api/updateVehicle')
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ VID, VRegNo: 'KA 02 CD 5678' }));
      const noBoundary = await api
        .put(`/api/rest/vehicle/${VID}`)
        .set('Content-Type', 'multipart/form-data')
        .send('abc');
      const listed = await api.get('/api/getVehicle');

      expect([asText.status, asText.body.error]).toEqual([
        415,
        'Send the request body as JSON (application/json), or as a form with files (multipart/form-data).',
      ]);
      expect([noBoundary.status, noBoundary.body.error]).toEqual([
        400,
        'The upload could not be read. Please send it again.',
      ]);
      expect(listed.body.data).toEqual([
        expect.objectContaining({ VID, VRegNo: 'KA 01 AB 1234', ModifiedDate: null }),
      ]);
    });

    it('refuses each invalid field with the spec message', async () => {
      const { api } = await env.company();
      const cases: Array<[string, unknown, string]> = [
        ['VRegNo', '', 'RegNo is required'],
        ['VRegNo', 'KA01AB12345678XY', 'Vehicle Registration No cannot exceed 15 characters.'],
        ['ChasisNo', 'MA1TA2BC3D4E567890', 'Chassis No cannot exceed 17 characters.'],
        ['kilometer', '12a', 'Kilometer field must contain only numbers or decimal numbers'],
        ['fueltype', 'Coal', 'Please select a valid Fuel Type.'],
        ['Insuranceexpiry', '2026-02-30', 'Insurance Expiry must be a valid date.'],
      ];
      for (const [field, value, message] of cases) {
        const res = await api.post('/api/insertVehicle').send({ ...valid, [field]: value });

        expect(res.status, `${field}=${String(value)}`).toBe(400);
        expect(res.body.errors[field]).toBe(message);
      }
    });

    it('takes a fuel type in any case, as the spec lists them, and keeps it in one spelling', async () => {
      const { api } = await env.company();
      const typed = [
        ['diesel', 'Diesel'],
        ['CNG', 'CNG'],
        ['gas+petrol', 'Gas+Petrol'],
        [' HYBRID ', 'Hybrid'],
      ];

      for (const [i, [fueltype]] of typed.entries()) {
        const res = await api.post('/api/insertVehicle').send({
          ...valid,
          VRegNo: `KA 01 AB 10${i}0`,
          ChasisNo: `MA1TA2BC3D4E5670${i}`,
          fueltype,
        });
        expect(res.status, fueltype).toBe(201);
      }
      const stored = (
        await api.get('/api/getvehicle?_sort=VRegNo&_order=ASC&_start=0&_end=10')
      ).body.data.map((v: { fueltype: string }) => v.fueltype);
      expect(stored).toEqual(typed.map(([, kept]) => kept));
    });

    it('saves a vehicle whose papers have expired: the warning never blocks', async () => {
      const { api } = await env.company();

      const res = await api
        .post('/api/insertVehicle')
        .send({ ...valid, Insuranceexpiry: '2020-01-01', pollutionexpiry: '2020-01-01' });

      expect(res.status).toBe(201);
    });

    it('refuses a registration number that differs only in spaces and case', async () => {
      const { api } = await env.company();
      await api.post('/api/insertVehicle').send(valid);

      const res = await api.post('/api/insertVehicle').send({ ...valid, VRegNo: 'ka01ab 1234' });

      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual({
        VRegNo: 'RegNo already exists. Please choose a different no.',
      });
    });

    it('lets two companies register the same vehicle number', async () => {
      const a = await env.company();
      const b = await env.company();
      await a.api.post('/api/insertVehicle').send(valid);

      const res = await b.api.post('/api/insertVehicle').send(valid);

      expect(res.status).toBe(201);
    });
  });

  describe('files', () => {
    it('refuses a document that is not a PDF by its bytes, whatever its name and type say (415), and saves nothing', async () => {
      const { api } = await env.company();

      const res = await multipart(api, '/api/insertVehicle', valid, {
        bytes: FAKE_PDF,
        name: 'papers.pdf',
      });
      const image = await multipart(api, '/api/insertVehicle', valid, {
        bytes: PNG,
        name: 'papers.pdf',
      });
      const listed = await api.get('/api/getVehicle');

      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        success: false,
        error: 'Only PDF files are accepted.',
        errors: { documents: 'Only PDF files are accepted.' },
      });
      expect(image.status).toBe(415);
      expect(listed.body.data).toEqual([]);
    });

    it('refuses a file over 5 MiB with 413', async () => {
      const { api } = await env.company();

      const res = await multipart(api, '/api/insertVehicle', valid, {
        bytes: OVERSIZE_PDF,
        name: 'big.pdf',
      });

      expect(res.status).toBe(413);
      expect(res.body.success).toBe(false);
    });

    it('answers 404 for a vehicle without a document, and for an unknown type', async () => {
      const { api } = await env.company();
      const created = await api.post('/api/insertVehicle').send(valid);

      const none = await api.get(`/api/getvehiclepdf/${created.body.VID}?type=documents`);
      const wrongType = await api.get(`/api/getvehiclepdf/${created.body.VID}?type=logo`);

      expect(none.status).toBe(404);
      expect(none.body).toEqual({ success: false, error: 'No file has been uploaded.' });
      expect(wrongType.status).toBe(400);
    });
  });

  describe('tenancy', () => {
    it("hides another company's vehicle and its PDF (404), and refuses a foreign CompanyID in a multipart body (403)", async () => {
      const a = await env.company();
      const b = await env.company();
      const created = await multipart(a.api, '/api/insertVehicle', valid, {
        bytes: PDF,
        name: 'rc.pdf',
      });

      const pdf = await b.api.get(`/api/getvehiclepdf/${created.body.VID}?type=documents`);
      const list = await b.api.get('/api/getVehicle');
      const update = await multipart(b.api, '/api/updateVehicle', {
        VID: created.body.VID,
        VRegNo: 'MH01',
      });
      const del = await b.api.delete('/api/deleteVehicle').send({ VID: created.body.VID });
      const foreign = await multipart(
        b.api,
        '/api/insertVehicle',
        { ...valid, CompanyID: a.CompanyID },
        { bytes: PDF, name: 'x.pdf' },
      );
      const anonymous = await env
        .anon()
        .get(`/api/getvehiclepdf/${created.body.VID}?type=documents`);

      expect(pdf.status).toBe(404);
      expect(list.body.data).toEqual([]);
      expect(update.status).toBe(404);
      expect(del.status).toBe(404);
      expect(foreign.status).toBe(403);
      expect(foreign.body.error).toBe('Invalid CompanyID or Empid');
      expect(anonymous.status).toBe(401);
    });
  });
});
