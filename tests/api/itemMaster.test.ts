import { describe, expect, it } from 'vitest';
import { describeApi } from '../support/api';

const TABS = [
  {
    tab: 'hsn',
    key: 'HsnId',
    name: 'HsnName',
    extra: { HsnDescription: 'Medicaments', Status: 1 },
    insert: 'inserthsn',
    required: 'HSN Name is !',
    dialogDuplicate: 'HSN Name already exists. Please choose a different name.',
  },
  {
    tab: 'manufacture',
    key: 'ManufactureId',
    name: 'ManufactureName',
    extra: {},
    insert: 'insertmanufacture',
    required: 'Manufacture Name is !',
    dialogDuplicate: 'Manufacture already exists. Please choose a different name.',
  },
  {
    tab: 'marketer',
    key: 'MarketerId',
    name: 'MarketerName',
    extra: {},
    insert: 'insertmarketed',
    required: 'Marketer Name is !',
    dialogDuplicate: 'Marketer already exists. Please choose a different name.',
  },
  {
    tab: 'rack',
    key: 'RackId',
    name: 'RackName',
    extra: {},
    insert: 'insertrack',
    required: 'Rack Name is !',
    dialogDuplicate: 'Duplicate entry detected. Please enter unique data.',
  },
] as const;

const INVALID = 'Invalid input. Only alphabets, numbers, and spaces are allowed.';
const DUPLICATE = 'Duplicate entry detected. Please enter unique data.';

describeApi('Item Master', (env) => {
  for (const t of TABS) {
    describe(`the ${t.tab} tab`, () => {
      it('creates, lists, updates and deletes through the tab calls', async () => {
        const { api, CompanyID, Empid } = await env.company();

        const created = await api.post('/api/insertitemmaster').send({
          tab: t.tab,
          formData: { [t.name]: 'Alpha 1', ...t.extra },
          CompanyID,
          Empid,
          CreatedBy: Empid,
        });
        const listed = await api.get(`/api/getitemmaster/${t.tab}`);
        const updated = await api.post('/api/updateitemmaster').send({
          tab: t.tab,
          formData: { [t.key]: created.body[t.key], [t.name]: 'Alpha 2' },
          CompanyID,
          Empid,
        });
        const relisted = await api.get(`/api/getitemmaster/${t.tab}`);
        const deleted = await api
          .delete('/api/deleteitemmaster')
          .send({ tab: t.tab, id: created.body[t.key], CompanyID, Empid });
        const after = await api.get(`/api/getitemmaster/${t.tab}`);

        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ success: true, [t.key]: expect.any(Number) });
        expect(listed.body.data).toEqual([
          expect.objectContaining({ [t.name]: 'Alpha 1', ...t.extra }),
        ]);
        expect(updated.status).toBe(200);
        expect(updated.body.success).toBe(true);
        expect(relisted.body.data).toEqual([expect.objectContaining({ [t.name]: 'Alpha 2' })]);
        expect(deleted.body.success).toBe(true);
        expect(after.body.data).toEqual([]);
      });

      it(`creates through /api/${t.insert} as the item-details modal does`, async () => {
        const { api } = await env.company();

        const res = await api
          .post(`/api/${t.insert}`)
          .send({ [t.name]: 'Beta', ...t.extra, IsDeleted: 0, CreatedBy: 1 });

        expect(res.status).toBe(201);
        expect((await api.get(`/api/getitemmaster/${t.tab}`)).body.data).toEqual([
          expect.objectContaining({ [t.name]: 'Beta' }),
        ]);
      });

      it(`answers /api/${t.insert} (the item-details dialog) with the dialog's duplicate message, the tab with its own`, async () => {
        const { api } = await env.company();
        await api.post(`/api/${t.insert}`).send({ [t.name]: 'Cipla Ltd.', ...t.extra });

        const fromDialog = await api
          .post(`/api/${t.insert}`)
          .send({ [t.name]: 'CIPLA LTD.', ...t.extra });
        const fromTab = await api
          .post('/api/insertitemmaster')
          .send({ tab: t.tab, formData: { [t.name]: 'cipla ltd.', ...t.extra } });

        expect([fromDialog.status, fromDialog.body.errors]).toEqual([
          409,
          { [t.name]: t.dialogDuplicate },
        ]);
        expect([fromTab.status, fromTab.body.errors, fromTab.body.error]).toEqual([
          409,
          { [t.name]: DUPLICATE },
          DUPLICATE,
        ]);
      });

      it('takes names as manufacturers write them', async () => {
        const { api } = await env.company();
        for (const name of [
          "Dr. Reddy's Laboratories",
          'Sun Pharma (India) Pvt. Ltd.',
          'M/s Anand & Co',
          'Rack A-1/2',
        ]) {
          const res = await api
            .post('/api/insertitemmaster')
            .send({ tab: t.tab, formData: { [t.name]: name, ...t.extra } });
          expect(res.status, name).toBe(201);
        }
      });

      it('says the input rule, the required and the duplicate messages', async () => {
        const { api } = await env.company();
        await api
          .post('/api/insertitemmaster')
          .send({ tab: t.tab, formData: { [t.name]: 'Alpha', ...t.extra } });

        const bad = await api
          .post('/api/insertitemmaster')
          .send({ tab: t.tab, formData: { [t.name]: 'Alpha @ Co', ...t.extra } });
        const missing = await api.post(`/api/${t.insert}`).send({ ...t.extra });
        const dup = await api
          .post('/api/insertitemmaster')
          .send({ tab: t.tab, formData: { [t.name]: ' ALPHA', ...t.extra } });

        expect(bad.status).toBe(400);
        expect(bad.body.errors).toEqual({ [t.name]: INVALID });
        expect(missing.status).toBe(400);
        expect(missing.body.errors).toEqual({ [t.name]: t.required });
        expect(dup.status).toBe(409);
        expect(dup.body.errors).toEqual({ [t.name]: DUPLICATE });
      });
    });
  }

  it('carries the HSN type: 1 HSN, 2 SAS, and asks for one', async () => {
    const { api } = await env.company();

    const sas = await api
      .post('/api/inserthsn')
      .send({ HsnName: '998314', HsnDescription: 'IT services', Status: 2 });
    const none = await api.post('/api/inserthsn').send({ HsnName: '3004' });
    const other = await api.post('/api/inserthsn').send({ HsnName: '3004', Status: 3 });

    expect(sas.body.data).toMatchObject({ Status: 2 });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ Status: 'Please select a Type (HSN or SAS)!' });
    expect(other.status).toBe(400);
  });

  it('refuses an unknown tab', async () => {
    const { api } = await env.company();

    const res = await api
      .post('/api/insertitemmaster')
      .send({ tab: 'shelf', formData: { RackName: 'A1' } });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please choose a tab: hsn, manufacture, marketer or rack.');
  });

  it("keeps each company's lists to itself", async () => {
    const a = await env.company('Alpha Traders');
    const b = await env.company('Beta Traders');
    const rack = await a.api.post('/api/insertrack').send({ RackName: 'A1' });

    const seen = await b.api.get('/api/getitemmaster/rack');
    const update = await b.api
      .post('/api/updateitemmaster')
      .send({ tab: 'rack', formData: { RackId: rack.body.RackId, RackName: 'B1' } });
    const del = await b.api
      .delete('/api/deleteitemmaster')
      .send({ tab: 'rack', id: rack.body.RackId });
    const same = await b.api.post('/api/insertrack').send({ RackName: 'A1' });

    expect(seen.body.data).toEqual([]);
    expect(update.status).toBe(404);
    expect(del.status).toBe(404);
    expect(same.status).toBe(201);
  });
});
