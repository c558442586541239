import { describe, expect, it } from 'vitest';
import { describeApi, storedRow, type Agent } from '../support/api';
import { FAKE_PDF, OVERSIZE_PDF, PDF, PNG } from '../support/files';

type Upload = { field: string; bytes: Buffer; name: string; type?: string };

const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const valid = () => ({
  GSTINo: '29AAGCB7383J1Z4',
  GSTRegDate: '2020-07-01',
  PanNo: 'AAGCB7383J',
  FSSAINo: '11223344556677',
  ExpiryDateFSSAI: future(365),
  ExpiryDate: future(200),
  GstUsername: 'alpha.gst',
  Gstpassword: 'portal secret',
});

/** Saves the licence as the Company License tab does: multipart, files under their field names. */
function save(api: Agent, fields: Record<string, string | number>, ...files: Upload[]) {
  let req = api.post('/api/updatecompanylicense');
  for (const [k, v] of Object.entries(fields)) req = req.field(k, String(v));
  for (const f of files)
    req = req.attach(f.field, f.bytes, {
      filename: f.name,
      contentType: f.type ?? 'application/octet-stream',
    });
  return req;
}

describeApi('Company licence', (env) => {
  describe('GET /api/getcompanylicense', () => {
    it('shows the company even before it has a licence, so the first one can be chosen', async () => {
      const { api, CompanyID } = await env.company('Alpha Traders');

      const res = await api.get('/api/getcompanylicense').query({ CompanyID });

      expect(res.body.data).toEqual([
        expect.objectContaining({
          CompanyID,
          CompanyName: 'Alpha Traders',
          Address: '12 MG Road',
          STID: null,
          GSTINo: null,
          Logo: null,
        }),
      ]);
    });

    it('searches the one row by company name, GSTIN, PAN or FSSAI no', async () => {
      const { api } = await env.company('Alpha Traders');
      await save(api, valid());

      const hits = await Promise.all(
        ['alpha', 'aagcb7383j1', 'AAGCB', '1122'].map((q) =>
          api.get('/api/getcompanylicense').query({ q }),
        ),
      );
      const miss = await api.get('/api/getcompanylicense').query({ q: 'beta' });

      expect(hits.map((r) => r.body.data.length)).toEqual([1, 1, 1, 1]);
      expect(miss.body.data).toEqual([]);
    });
  });

  describe('POST /api/updatecompanylicense', () => {
    it('creates the licence the first time and updates the same record after', async () => {
      const { api } = await env.company();

      const first = await save(api, valid());
      const second = await save(api, { STID: first.body.STID, FSSAINo: '99887766554433' });
      const list = await api.get('/api/getcompanylicense');

      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        success: true,
        message: 'Company license updated successfully!',
        STID: expect.any(Number),
      });
      expect(second.status).toBe(200);
      expect(second.body).toMatchObject({
        message: 'Company license updated successfully!',
        STID: first.body.STID,
      });
      expect(list.body.data[0]).toMatchObject({
        STID: first.body.STID,
        GSTINo: '29AAGCB7383J1Z4',
        PanNo: 'AAGCB7383J',
        FSSAINo: '99887766554433',
      });
    });

    it('keeps the GST password only as a hash and never answers it', async () => {
      const { api } = await env.company();

      const saved = await save(api, valid());
      const list = await api.get('/api/getcompanylicense');
      const row = await storedRow(env, 'companyLicence', saved.body.STID);

      expect(JSON.stringify([saved.body, list.body])).not.toContain('portal secret');
      expect(list.body.data[0]).not.toHaveProperty('Gstpassword');
      expect(String(row?.Gstpassword)).not.toContain('portal secret');
    });

    it('checks the GSTIN: length, characters, state code and check character', async () => {
      const { api } = await env.company();
      const cases: Array<[string, string]> = [
        ['29AAGCB7383J1Z', 'GSTIN must be exactly 15 characters long.'],
        ['29AAGCB7383J-Z4', 'GSTIN must contain only alphanumeric characters.'],
        ['00AAGCB7383J1Z4', 'GSTIN state code is invalid.'],
        ['29AAGCB7383J1Z5', 'GSTIN check digit is invalid.'],
        ['', 'GSTIN No is required.'],
      ];
      for (const [GSTINo, message] of cases) {
        const res = await save(api, { ...valid(), GSTINo });

        expect(res.status, GSTINo).toBe(400);
        expect(res.body.errors.GSTINo, GSTINo).toBe(message);
      }
    });

    it("refuses a PAN that is not the GSTIN's characters 3 to 12", async () => {
      const { api } = await env.company();

      const other = await save(api, { ...valid(), PanNo: 'AAPFU0939F' });
      const lower = await save(api, { ...valid(), PanNo: 'aagcb7383j' });

      expect([other.status, other.body.errors]).toEqual([
        400,
        { PanNo: 'The PAN must be AAGCB7383J, as in the GSTIN.' },
      ]);
      expect(lower.status).toBe(201);
    });

    it('checks the PAN is AAAAA9999A and the other required fields', async () => {
      const { api } = await env.company();

      const pan = await save(api, { ...valid(), PanNo: 'AAGC07383J' });
      const empty = await save(api, {});

      expect(pan.body.errors).toEqual({ PanNo: 'PAN must be in the format AAAAA9999A.' });
      expect(empty.body.errors).toEqual({
        GSTRegDate: 'GST Registration Date is required.',
        PanNo: 'PAN No is required.',
        FSSAINo: 'FSSAI No is required.',
        GSTINo: 'GSTIN No is required.',
        ExpiryDateFSSAI: 'FSSAI Expiry Date is required.',
        ExpiryDate: 'Licence Expiry Date is required.',
      });
    });

    it('refuses an expiry date on or before today', async () => {
      const { api } = await env.company();

      const res = await save(api, {
        ...valid(),
        ExpiryDate: future(0),
        ExpiryDateFSSAI: future(-30),
      });

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        ExpiryDate: 'Expired. Please renew.',
        ExpiryDateFSSAI: 'Expired. Please renew.',
      });
    });

    it('stores the four PDFs and the logo, and serves each back', async () => {
      const { api } = await env.company();
      const docs = ['GstDocumentUpload', 'FSSAIDocument', 'DrugLicence', 'Documents'];

      const saved = await save(
        api,
        valid(),
        ...docs.map((field) => ({ field, bytes: PDF, name: `${field}.pdf` })),
        { field: 'Logo', bytes: PNG, name: 'logo.png' },
      );
      const pdfs = await Promise.all(
        docs.map((type) => api.get(`/api/getpdf/${saved.body.STID}?type=${type}`).buffer(true)),
      );
      const download = await api
        .get(`/api/getpdf/${saved.body.STID}?type=drugLICENCE&download=1`)
        .buffer(true);
      const logo = await api.get(`/api/getlogo/${saved.body.STID}`).buffer(true);
      const shell = await api.get('/api/getcompanylogo');

      expect(saved.status).toBe(201);
      for (const [i, pdf] of pdfs.entries()) {
        expect(pdf.status, docs[i]).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.headers['content-disposition']).toBe(`inline; filename="${docs[i]}.pdf"`);
        expect(Buffer.compare(pdf.body as Buffer, PDF)).toBe(0);
      }
      expect(download.headers['content-disposition']).toBe(
        'attachment; filename="DrugLicence.pdf"',
      );
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(logo.body as Buffer, PNG)).toBe(0);
      expect(shell.body.data).toEqual({ Logo: `data:image/png;base64,${PNG.toString('base64')}` });
    });

    it('keeps a document replaced by a new upload, marked deleted, and serves the new one', async () => {
      const { api, CompanyID } = await env.company();
      const second = Buffer.concat([PDF, Buffer.from('\n% second copy\n')]);
      const first = await save(api, valid(), { field: 'Documents', bytes: PDF, name: 'a.pdf' });
      const replaced = await save(api, valid(), {
        field: 'Documents',
        bytes: second,
        name: 'b.pdf',
      });

      const served = await api.get(`/api/getpdf/${first.body.STID}?type=Documents`).buffer(true);
      const [files] = (await env.db.sequelize.query(
        'SELECT "FileName", "IsDeleted" FROM "storedFile" WHERE "CompanyID" = :CompanyID ORDER BY "FileId"',
        { replacements: { CompanyID } },
      )) as [Array<{ FileName: string; IsDeleted: unknown }>, unknown];

      expect([first.status, replaced.status]).toEqual([201, 200]);
      expect(Buffer.compare(served.body as Buffer, second)).toBe(0);
      expect(files.map((f) => [f.FileName, Boolean(f.IsDeleted)])).toEqual([
        ['a.pdf', true],
        ['b.pdf', false],
      ]);
    });

    it('answers 404 for a document that was never uploaded', async () => {
      const { api } = await env.company();
      const saved = await save(api, valid());

      const res = await api.get(`/api/getpdf/${saved.body.STID}?type=Documents`);

      expect(res.status).toBe(404);
    });

    it('refuses a document that is not a PDF and a logo that is not an image, with 415', async () => {
      const { api } = await env.company();

      const doc = await save(api, valid(), {
        field: 'GstDocumentUpload',
        bytes: FAKE_PDF,
        name: 'gst.pdf',
        type: 'application/pdf',
      });
      const logo = await save(api, valid(), {
        field: 'Logo',
        bytes: PDF,
        name: 'logo.png',
        type: 'image/png',
      });
      const list = await api.get('/api/getcompanylicense');

      expect(doc.status).toBe(415);
      expect(doc.body.error).toBe('Only PDF files are accepted.');
      expect(logo.status).toBe(415);
      expect(logo.body.error).toBe('Only JPG, JPEG or PNG images are accepted.');
      expect(list.body.data[0].STID).toBeNull();
    });

    it('refuses a file over 5 MiB with 413', async () => {
      const { api } = await env.company();

      const res = await save(api, valid(), {
        field: 'Documents',
        bytes: OVERSIZE_PDF,
        name: 'big.pdf',
      });

      expect(res.status).toBe(413);
    });

    it('keeps one licence per company, also through the REST route', async () => {
      const { api } = await env.company();
      await save(api, valid());

      const res = await api.post('/api/rest/companyLicence').send(valid());

      expect(res.status).toBe(409);
      expect(res.body.error).toBe('This company already has a licence record.');
    });
  });

  describe('two first saves at once', () => {
    it('leave exactly one licence, and the loser is told rather than failing with 500', async () => {
      const { api, CompanyID } = await env.company();

      const answers = await Promise.all([
        save(api, valid()),
        save(api, { ...valid(), FSSAINo: '99887766554433' }),
      ]);
      const live = await env.models
        .byName('companyLicence')
        .count({ where: { CompanyID, IsDeleted: false } });

      expect(answers.map((r) => r.status).sort()).toEqual(expect.arrayContaining([201]));
      for (const r of answers) expect([200, 201, 409]).toContain(r.status);
      expect(live).toBe(1);
    });
  });

  describe('tenancy', () => {
    it("cannot see, change or download another company's licence, documents or logo", async () => {
      const alpha = await env.company();
      const beta = await env.company();
      const theirs = await save(
        beta.api,
        valid(),
        { field: 'Documents', bytes: PDF, name: 'd.pdf' },
        { field: 'Logo', bytes: PNG, name: 'l.png' },
      );
      await save(alpha.api, { ...valid(), GSTINo: '27AAPFU0939F1ZV', PanNo: 'AAPFU0939F' });

      const list = await alpha.api.get('/api/getcompanylicense');
      const pdf = await alpha.api.get(`/api/getpdf/${theirs.body.STID}?type=Documents`);
      const logo = await alpha.api.get(`/api/getlogo/${theirs.body.STID}`);
      const rest = await alpha.api
        .put(`/api/rest/companyLicence/${theirs.body.STID}`)
        .send({ FSSAINo: '1' });
      const shell = await alpha.api.get('/api/getcompanylogo');
      const theirsAfter = await beta.api.get('/api/getcompanylicense');

      expect(list.body.data).toEqual([
        expect.objectContaining({ CompanyID: alpha.CompanyID, GSTINo: '27AAPFU0939F1ZV' }),
      ]);
      expect(pdf.status).toBe(404);
      expect(logo.status).toBe(404);
      expect(rest.status).toBe(404);
      expect(shell.body.data).toEqual({ Logo: null });
      expect(theirsAfter.body.data[0].FSSAINo).toBe('11223344556677');
    });

    it('refuses a multipart body naming another company', async () => {
      const alpha = await env.company();
      const beta = await env.company();

      const res = await save(alpha.api, { ...valid(), CompanyID: beta.CompanyID });

      expect(res.status).toBe(403);
    });

    it('needs a session', async () => {
      await env.company();

      const res = await save(env.anon(), valid());

      expect(res.status).toBe(401);
    });
  });
});
