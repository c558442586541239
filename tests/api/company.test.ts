import { describe, expect, it } from 'vitest';
import { companyUpdate as update, describeApi } from '../support/api';

describeApi('Company master', (env) => {
  describe('GET /api/getcompany', () => {
    it("lists only the session's company, with its financial year and no other company", async () => {
      const alpha = await env.company('Alpha Traders');
      await env.company('Beta Traders');

      const res = await alpha.api
        .get('/api/getcompany')
        .query({ CompanyID: alpha.CompanyID, Empid: alpha.Empid });

      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        expect.objectContaining({
          CompanyID: alpha.CompanyID,
          CompanyName: 'Alpha Traders',
          FYearID: alpha.FYearID,
          StateCode: '29',
        }),
      ]);
    });

    it('searches by company name and finds nothing for another name', async () => {
      const alpha = await env.company('Alpha Traders');

      const hit = await alpha.api.get('/api/getcompany?q=alp');
      const miss = await alpha.api.get('/api/getcompany?q=Beta');

      expect(hit.body.data).toHaveLength(1);
      expect(miss.body.data).toEqual([]);
    });

    it("answers 403 when the query names another company's id", async () => {
      const alpha = await env.company('Alpha Traders');
      const beta = await env.company('Beta Traders');

      const res = await alpha.api.get('/api/getcompany').query({ CompanyID: beta.CompanyID });

      expect(res.status).toBe(403);
      expect(res.body.error).toBe('Invalid CompanyID or Empid');
    });
  });

  describe('POST /api/updatecompany', () => {
    it('updates the company and answers the spec message; the state code follows the state', async () => {
      const alpha = await env.company('Alpha Traders');

      const res = await alpha.api
        .post('/api/updatecompany')
        .send(
          update(alpha.CompanyID, { Address: '1 Anna Salai', State: 31, Telephone: '080 1234' }),
        );
      const listed = await alpha.api.get('/api/getcompany');

      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Company updated successfully!',
        CompanyID: alpha.CompanyID,
      });
      expect(listed.body.data[0]).toMatchObject({
        Address: '1 Anna Salai',
        State: 31,
        StateCode: '33',
        Telephone: '080 1234',
      });
    });

    it('chooses another financial year of the company', async () => {
      const alpha = await env.company('Alpha Traders');
      const next = await alpha.api
        .post('/api/insertfinancial')
        .send({ StartDate: '2027-04-01', EndDate: '2028-03-31', Status: 1 });

      const res = await alpha.api
        .post('/api/updatecompany')
        .send(update(alpha.CompanyID, { FYearID: next.body.FYearID }));

      expect(res.status).toBe(200);
      expect(res.body.data.FYearID).toBe(next.body.FYearID);
    });

    it("refuses another company's financial year as if it did not exist", async () => {
      const alpha = await env.company('Alpha Traders');
      const beta = await env.company('Beta Traders');

      const res = await alpha.api
        .post('/api/updatecompany')
        .send(update(alpha.CompanyID, { FYearID: beta.FYearID }));

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ FYearID: 'Financial Year not found.' });
    });

    it("refuses a state that is not one of the chosen country's", async () => {
      const alpha = await env.company('Alpha Traders');

      const res = await alpha.api
        .post('/api/updatecompany')
        .send(update(alpha.CompanyID, { State: 40 }));
      const listed = await alpha.api.get('/api/getcompany');

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ State: 'State not found.' });
      expect(listed.body.data[0].State).toBe(27);
    });

    it('refuses the name of another company, whatever its case', async () => {
      const alpha = await env.company('Alpha Traders');
      await env.company('Beta Traders');

      const res = await alpha.api
        .post('/api/updatecompany')
        .send(update(alpha.CompanyID, { CompanyName: 'beta TRADERS' }));

      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual({
        CompanyName: 'Company name already exists. Please choose a different name.',
      });
    });

    it('takes business names as Indian firms write them', async () => {
      const alpha = await env.company('Alpha Traders');
      for (const CompanyName of [
        'Sri Krishna Medicals Pvt. Ltd.',
        'M/s Anand & Co',
        "Dr. Reddy's Laboratories (South)",
      ]) {
        const res = await alpha.api
          .post('/api/updatecompany')
          .send(update(alpha.CompanyID, { CompanyName }));

        expect(res.status, CompanyName).toBe(200);
        expect((await alpha.api.get('/api/getcompany')).body.data[0].CompanyName).toBe(CompanyName);
      }
    });

    it('refuses each invalid field with the spec message', async () => {
      const alpha = await env.company('Alpha Traders');
      const cases: Array<[string, unknown, string]> = [
        ['CompanyName', 'Alpha Co 2', 'CompanyName should contain only alphabets and spaces.'],
        ['CompanyName', 'Alpha @ Co', 'CompanyName should contain only alphabets and spaces.'],
        ['CompanyName', '', 'Company Name is required.'],
        ['Address', '  ', 'Address is required.'],
        ['Mobile', '98765', "Mobile should contain exactly 10 digits and can't include spaces."],
        ['Mobile', '', 'Mobile is required.'],
        ['PinCode', '5600', "PinCode should contain exactly 6 digits and can't include spaces."],
        [
          'Telephone',
          '080123456789',
          'Telephone should contain no more than 10 digits and can have spaces in between.',
        ],
        ['Email', 'not-an-email', 'Email should be in a valid format (e.g., name@example.com).'],
        ['City', 'Bengaluru1', 'City should contain only alphabets and spaces.'],
        ['State', '', 'State is required.'],
      ];
      for (const [field, value, message] of cases) {
        const res = await alpha.api
          .post('/api/updatecompany')
          .send(update(alpha.CompanyID, { [field]: value }));

        expect(res.status, `${field}=${String(value)}`).toBe(400);
        expect(res.body.errors[field], field).toBe(message);
      }
    });

    it('cannot update another company, even naming its id', async () => {
      const alpha = await env.company('Alpha Traders');
      const beta = await env.company('Beta Traders');

      const res = await alpha.api
        .post('/api/updatecompany')
        .send(update(beta.CompanyID, { CompanyName: 'Taken Over' }));
      const betaList = await beta.api.get('/api/getcompany');

      expect(res.status).toBe(403);
      expect(betaList.body.data[0].CompanyName).toBe('Beta Traders');
    });

    it('answers 404 for another company through the REST route', async () => {
      const alpha = await env.company('Alpha Traders');
      const beta = await env.company('Beta Traders');

      const res = await alpha.api
        .put(`/api/rest/company/${beta.CompanyID}`)
        .send({ CompanyName: 'Taken Over' });

      expect(res.status).toBe(404);
    });

    it('has no create or delete: a company is made by sign-up only', async () => {
      const alpha = await env.company('Alpha Traders');

      const created = await alpha.api
        .post('/api/rest/company')
        .send(update(alpha.CompanyID, { CompanyName: 'Gamma' }));
      const deleted = await alpha.api.delete(`/api/rest/company/${alpha.CompanyID}`);

      expect(created.status).toBe(404);
      expect(deleted.status).toBe(404);
    });
  });

  describe('financial years of the company screen', () => {
    it('lists them by getfinancial and getfinancialcmp/{companyId}, and refuses another company id', async () => {
      const alpha = await env.company('Alpha Traders');
      const beta = await env.company('Beta Traders');

      const list = await alpha.api
        .get('/api/getfinancial')
        .query({ CompanyID: alpha.CompanyID, Empid: alpha.Empid });
      const byCompany = await alpha.api.get(`/api/getfinancialcmp/${alpha.CompanyID}`);
      const other = await alpha.api.get(`/api/getfinancialcmp/${beta.CompanyID}`);

      expect(list.body.data).toEqual([
        expect.objectContaining({ FYearID: alpha.FYearID, FYear: '2026-27' }),
      ]);
      expect(byCompany.body.data).toEqual(list.body.data);
      expect(other.status).toBe(403);
    });
  });
});
