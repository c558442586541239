import { describe, expect, it } from 'vitest';
import { describeApi } from '../support/api';

const atlantis = {
  CountryName: 'Atlantis',
  CountryDivisionType: 'Province',
  PinType: 2,
  CountryCode: 'AT',
  MobileCode: '+999',
  CurrencySymbol: 'A$',
  CurrencyName: 'Atlantean Dollar',
  FinStartMonth: 1,
  FinEndMonth: 12,
};

describeApi('Countries and states', (env) => {
  describe('countries', () => {
    it('creates, lists, updates and deletes a country of the company with every field', async () => {
      const { api, CompanyID, Empid } = await env.company();

      const created = await api.post('/api/insertcountry').send(atlantis);
      const listed = await api.get('/api/getcountry').query({ q: 'atl' });
      const names = await api.get('/api/getcountryname').query({ q: 'atl' });
      const updated = await api
        .post('/api/updatecountry')
        .set({ empid: String(Empid), companyid: String(CompanyID) })
        .send({ CountryId: created.body.CountryId, CurrencyName: 'Pearl' });
      const deleted = await api
        .delete('/api/deletecountry')
        .send({ CountryId: created.body.CountryId, Empid });
      const after = await api.get('/api/getcountry').query({ q: 'atl' });

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        message: 'Country submitted successfully!',
        CountryId: expect.any(Number),
      });
      expect(listed.body.data).toEqual([expect.objectContaining({ ...atlantis, CompanyID })]);
      expect(names.body.data).toEqual(listed.body.data);
      expect(updated.body).toMatchObject({
        message: 'Country updated successfully!',
        data: { CurrencyName: 'Pearl', CountryName: 'Atlantis' },
      });
      expect(deleted.body.message).toBe('Country deleted successfully!');
      expect(after.body.data).toEqual([]);
    });

    it("refuses a duplicate of a shared or own name, and division types outside the spec's list", async () => {
      const { api } = await env.company();
      await api.post('/api/insertcountry').send(atlantis);

      const shared = await api
        .post('/api/insertcountry')
        .send({ ...atlantis, CountryName: 'INDIA' });
      const own = await api
        .post('/api/insertcountry')
        .send({ ...atlantis, CountryName: ' atlantis' });
      const division = await api
        .post('/api/insertcountry')
        .send({ ...atlantis, CountryName: 'Lemuria', CountryDivisionType: 'County' });
      const month = await api
        .post('/api/insertcountry')
        .send({ ...atlantis, CountryName: 'Lemuria', FinStartMonth: 13 });
      const nameless = await api.post('/api/insertcountry').send({ ...atlantis, CountryName: '' });

      const DUP = 'Country name already exists. Please choose a different name.';
      expect(shared.status).toBe(409);
      expect(shared.body.errors).toEqual({ CountryName: DUP });
      expect(own.status).toBe(409);
      expect(own.body.errors).toEqual({ CountryName: DUP });
      expect(division.status).toBe(400);
      expect(division.body.errors).toEqual({
        CountryDivisionType: 'Please select a valid Division Type.',
      });
      expect(month.status).toBe(400);
      expect(nameless.body.errors).toEqual({ CountryName: 'Country Name is required.' });
    });

    it("keeps shared countries read-only and a company's own to itself", async () => {
      const a = await env.company('Alpha Traders');
      const b = await env.company('Beta Traders');
      const own = await a.api.post('/api/insertcountry').send(atlantis);

      const changeShared = await a.api
        .post('/api/updatecountry')
        .send({ CountryId: 1, CountryName: 'Bharat' });
      const deleteShared = await a.api.delete('/api/deletecountry').send({ CountryId: 1 });
      const seenByB = await b.api.get('/api/getcountry').query({ q: 'atl' });
      const changeByB = await b.api
        .post('/api/updatecountry')
        .send({ CountryId: own.body.CountryId, CurrencyName: 'x' });
      const sameNameInB = await b.api.post('/api/insertcountry').send(atlantis);

      expect(changeShared.status).toBe(403);
      expect(changeShared.body.error).toBe('This is a predefined value and cannot be changed.');
      expect(deleteShared.status).toBe(403);
      expect(seenByB.body.data).toEqual([]);
      expect(changeByB.status).toBe(404);
      expect(sameNameInB.status).toBe(201);
    });
  });

  describe('states', () => {
    it('creates, lists, updates and deletes a state under a country', async () => {
      const { api } = await env.company();
      const country = await api.post('/api/insertcountry').send(atlantis);

      const created = await api
        .post('/api/insertstate')
        .send({ StateName: 'Poseidonia', CountryId: country.body.CountryId });
      const listed = await api.get('/api/getstate').query({ CountryId: country.body.CountryId });
      const updated = await api
        .post('/api/updatestate')
        .send({ StateId: created.body.StateId, StateName: 'Poseidon' });
      const countryInUse = await api
        .delete('/api/deletecountry')
        .send({ CountryId: country.body.CountryId });
      const deleted = await api.delete('/api/deletestate').send({ StateId: created.body.StateId });

      expect(created.status).toBe(201);
      expect(created.body.message).toBe('State submitted successfully!');
      expect(listed.body.data).toEqual([
        expect.objectContaining({ StateName: 'Poseidonia', CountryId: country.body.CountryId }),
      ]);
      expect(updated.body.message).toBe('State updated successfully!');
      expect(countryInUse.status).toBe(409);
      expect(deleted.body.message).toBe('State deleted successfully!');
    });

    it('needs a name and a country, and refuses a duplicate name', async () => {
      const { api } = await env.company();

      const noName = await api.post('/api/insertstate').send({ CountryId: 1 });
      const noCountry = await api.post('/api/insertstate').send({ StateName: 'Poseidonia' });
      const dup = await api.post('/api/insertstate').send({ StateName: 'karnataka', CountryId: 1 });

      expect(noName.status).toBe(400);
      expect(noName.body.errors).toEqual({ StateName: 'All fields are required.' });
      expect(noCountry.status).toBe(400);
      expect(noCountry.body.errors).toEqual({ CountryId: 'All fields are required.' });
      expect(dup.status).toBe(409);
      expect(dup.body.errors).toEqual({
        StateName: 'State name already exists. Please choose a different name.',
      });
    });

    it("keeps shared states read-only and a company's own to itself", async () => {
      const a = await env.company('Alpha Traders');
      const b = await env.company('Beta Traders');
      const own = await a.api
        .post('/api/insertstate')
        .send({ StateName: 'Coorg Province', CountryId: 1 });

      const changeShared = await a.api
        .post('/api/updatestate')
        .send({ StateId: 1, StateName: 'J and K' });
      const seenByB = await b.api.get('/api/getstate').query({ q: 'coorg' });
      const deleteByB = await b.api.delete('/api/deletestate').send({ StateId: own.body.StateId });

      expect(changeShared.status).toBe(403);
      expect(seenByB.body.data).toEqual([]);
      expect(deleteByB.status).toBe(404);
    });
  });
});
