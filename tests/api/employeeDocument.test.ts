import { describe, expect, it } from 'vitest';
import { describeApi, type Agent } from '../support/api';
import { FAKE_PDF, JPEG, OVERSIZE_PDF, PDF, PNG } from '../support/files';

type Upload = {
  field: 'Resume' | 'DocumentAttach' | 'Image';
  bytes: Buffer;
  name: string;
  type?: string;
};

/** Saves a document record as the Employee Document Form does: multipart, files under their field names. */
function save(api: Agent, fields: Record<string, string | number>, ...files: Upload[]) {
  let req = api.post('/api/updatedocument');
  for (const [k, v] of Object.entries(fields)) req = req.field(k, String(v));
  for (const f of files)
    req = req.attach(f.field, f.bytes, {
      filename: f.name,
      contentType: f.type ?? 'application/octet-stream',
    });
  return req;
}

const valid = (Empid: number) => ({
  Empid,
  PFNo: 'KA/BNG/0012345',
  DateOfJoining: '2024-06-01',
  EmployeeCode: 'E-001',
});

describeApi('Employee documents', (env) => {
  describe('POST /api/updatedocument', () => {
    it('creates the record the first time with its files, then updates the same record', async () => {
      const { api, Empid } = await env.company();

      const first = await save(
        api,
        valid(Empid),
        { field: 'Resume', bytes: PDF, name: 'resume.pdf' },
        { field: 'Image', bytes: PNG, name: 'me.png' },
      );
      const second = await save(api, { Empid, PFNo: 'KA/BNG/0099999' });
      const list = await api.get('/api/getdocuments');

      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        success: true,
        message: 'Employee information submitted successfully!',
        EmpDocId: expect.any(Number),
      });
      expect(second.status).toBe(200);
      expect(second.body.EmpDocId).toBe(first.body.EmpDocId);
      expect(list.body.data).toEqual([
        expect.objectContaining({
          Empid,
          FirstName: 'Asha',
          LastName: 'Rao',
          Mobile: '9876543210',
          EmpDocId: first.body.EmpDocId,
          PFNo: 'KA/BNG/0099999',
          DateOfJoining: '2024-06-01',
          EmployeeCode: 'E-001',
          Resume: expect.any(Number),
          Image: expect.any(Number),
          DocumentAttach: null,
        }),
      ]);
    });

    it('serves the stored resume, attachment and image back with their types', async () => {
      const { api, Empid } = await env.company();
      const saved = await save(
        api,
        valid(Empid),
        { field: 'Resume', bytes: PDF, name: 'resume.pdf' },
        { field: 'DocumentAttach', bytes: PDF, name: 'offer.pdf' },
        { field: 'Image', bytes: JPEG, name: 'me.jpg' },
      );
      const id = saved.body.EmpDocId;

      const resume = await api.get(`/api/getpdfs/${id}?type=Resume`).buffer(true);
      const attach = await api
        .get(`/api/getpdfs/${id}?type=documentattach&download=1`)
        .buffer(true);
      const image = await api.get(`/api/getimage/${id}`).buffer(true);

      expect(resume.headers['content-type']).toBe('application/pdf');
      expect(resume.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(resume.body as Buffer, PDF)).toBe(0);
      expect(attach.headers['content-disposition']).toBe('attachment; filename="offer.pdf"');
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(Buffer.compare(image.body as Buffer, JPEG)).toBe(0);
    });

    it('refuses a resume or attachment that is not really a PDF, with 415', async () => {
      const { api, Empid } = await env.company();

      const resume = await save(api, valid(Empid), {
        field: 'Resume',
        bytes: FAKE_PDF,
        name: 'resume.pdf',
        type: 'application/pdf',
      });
      const attach = await save(api, valid(Empid), {
        field: 'DocumentAttach',
        bytes: PNG,
        name: 'scan.pdf',
        type: 'application/pdf',
      });
      const list = await api.get('/api/getdocuments');

      expect(resume.status).toBe(415);
      expect(resume.body.error).toBe('Only PDF files are accepted.');
      expect(attach.status).toBe(415);
      expect(list.body.data[0].EmpDocId).toBeNull();
    });

    it('refuses an image that is a PDF, with 415', async () => {
      const { api, Empid } = await env.company();

      const res = await save(api, valid(Empid), {
        field: 'Image',
        bytes: PDF,
        name: 'me.png',
        type: 'image/png',
      });

      expect(res.status).toBe(415);
      expect(res.body.error).toBe('Only JPG, JPEG or PNG images are accepted.');
    });

    it('refuses a file over 5 MiB with 413', async () => {
      const { api, Empid } = await env.company();

      const res = await save(api, valid(Empid), {
        field: 'Resume',
        bytes: OVERSIZE_PDF,
        name: 'big.pdf',
      });

      expect(res.status).toBe(413);
    });

    it('asks for the PF number and the date of joining with the spec messages', async () => {
      const { api, Empid } = await env.company();

      const res = await save(api, { Empid });

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        PFNo: 'PF Number is required',
        DateOfJoining: 'Date of Joining is required',
      });
    });

    it('refuses a PF number another employee has', async () => {
      const { api, Empid } = await env.company();
      const other = await api.post('/api/insertemployee').send({
        FirstName: 'Ravi',
        LastName: 'Kumar',
        Email: 'r@example.com',
        Mobile: '9123456780',
        PhoneNo: '9123456781',
        Pincode: '560001',
        Username: 'ravi',
        Password: 'ravi password',
      });
      await save(api, valid(Empid));

      const res = await save(api, { ...valid(other.body.Empid), PFNo: 'ka/bng/0012345' });

      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual({ PFNo: 'PF Number already exists' });
    });

    it('asks which employee the record is for', async () => {
      const { api } = await env.company();

      const res = await save(api, { PFNo: 'PF1', DateOfJoining: '2024-06-01' });

      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Please select an employee.');
    });

    it('refuses roles, departments, designations and branches of another company', async () => {
      const alpha = await env.company();
      const beta = await env.company();
      const role = await beta.api
        .post('/api/insertempmaster')
        .send({ tab: 'Role', formData: { Role: 'Manager' } });
      const dept = await beta.api
        .post('/api/insertempmaster')
        .send({ tab: 'Dept', formData: { Dept: 'Sales' } });

      const res = await save(alpha.api, {
        ...valid(alpha.Empid),
        RoleId: role.body.RoleId,
        DeptID: dept.body.DeptID,
      });

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        RoleId: 'Role not found.',
        DeptID: 'Department not found.',
      });
    });
  });

  describe('tenancy', () => {
    it("cannot write a record for another company's employee", async () => {
      const alpha = await env.company();
      const beta = await env.company();

      const res = await save(alpha.api, valid(beta.Empid));

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ Empid: 'Employee not found.' });
    });

    it("cannot list or download another company's record or files", async () => {
      const alpha = await env.company();
      const beta = await env.company();
      const theirs = await save(
        beta.api,
        valid(beta.Empid),
        { field: 'Resume', bytes: PDF, name: 'r.pdf' },
        { field: 'Image', bytes: PNG, name: 'i.png' },
      );

      const list = await alpha.api.get('/api/getdocuments');
      const pdf = await alpha.api.get(`/api/getpdfs/${theirs.body.EmpDocId}?type=Resume`);
      const image = await alpha.api.get(`/api/getimage/${theirs.body.EmpDocId}`);

      expect(list.body.data.map((r: { Empid: number }) => r.Empid)).toEqual([alpha.Empid]);
      expect(list.body.data[0].EmpDocId).toBeNull();
      expect(pdf.status).toBe(404);
      expect(image.status).toBe(404);
    });

    it('refuses a multipart body naming another company', async () => {
      const alpha = await env.company();
      const beta = await env.company();

      const res = await save(alpha.api, { ...valid(alpha.Empid), CompanyID: beta.CompanyID });

      expect(res.status).toBe(403);
    });
  });

  describe('GET /api/getdocuments', () => {
    it('lists every employee, with or without a record, and searches by employee id', async () => {
      const { api, Empid } = await env.company();
      const other = await api.post('/api/insertemployee').send({
        FirstName: 'Ravi',
        LastName: 'Kumar',
        Email: 'r@example.com',
        Mobile: '9123456780',
        PhoneNo: '9123456781',
        Pincode: '560001',
        Username: 'ravi',
        Password: 'ravi password',
      });
      await save(api, valid(Empid));

      const all = await api.get('/api/getdocuments');
      const one = await api.get(`/api/getdocuments?q=${other.body.Empid}`);

      expect(
        all.body.data.map((r: { Empid: number; PFNo: string | null }) => [r.Empid, r.PFNo]),
      ).toEqual([
        [Empid, 'KA/BNG/0012345'],
        [other.body.Empid, null],
      ]);
      expect(one.body.data.map((r: { Empid: number }) => r.Empid)).toEqual([other.body.Empid]);
    });
  });

  describe('profile and top bar', () => {
    it("answers the signed-in employee's department, designation, role and image", async () => {
      const { api, Empid } = await env.company();
      const role = await api
        .post('/api/insertempmaster')
        .send({ tab: 'Role', formData: { Role: 'Manager' } });
      const dept = await api
        .post('/api/insertempmaster')
        .send({ tab: 'Dept', formData: { Dept: 'Sales' } });
      const desig = await api
        .post('/api/insertempmaster')
        .send({ tab: 'Designation', formData: { Designation: 'Area Head' } });
      await save(
        api,
        {
          ...valid(Empid),
          RoleId: role.body.RoleId,
          DeptID: dept.body.DeptID,
          DesignationId: desig.body.DesignationId,
        },
        { field: 'Image', bytes: PNG, name: 'me.png' },
      );

      const doc = await api.get('/api/getEmpdocbyid').query({ Empid });
      const designation = await api.get(`/api/getdesigbydesigid/${doc.body.data[0].DesignationId}`);

      expect(doc.body.data).toEqual([
        expect.objectContaining({
          RoleId: role.body.RoleId,
          DeptID: dept.body.DeptID,
          DesignationId: desig.body.DesignationId,
        }),
      ]);
      expect(doc.body.data[0].Image).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
      expect(designation.body.data.Designation).toBe('Area Head');
    });

    it('answers an empty list for an employee without a record', async () => {
      const { api } = await env.company();

      const res = await api.get('/api/getEmpdocbyid');

      expect(res.body).toEqual({ success: true, data: [] });
    });
  });
});
