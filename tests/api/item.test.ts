import { describe, expect, it } from 'vitest';
import { describeApi, storedRows, type Agent } from '../support/api';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const NOS = 1;
const BOX = 3;

/** The masters an item names: HSN, category tree, manufacture, marketer, rack, two rate names. */
async function masters(api: Agent) {
  const hsn = await api
    .post('/api/inserthsn')
    .send({ HsnName: '3004', HsnDescription: 'Medicaments', Status: 1 });
  const main = await api.post('/api/insertitemmain').send({ ItemCatName: 'Medicine' });
  const sub = await api
    .post('/api/insertitemsub')
    .send({ Ggroups: 'Tablets', ItemCatUnder: main.body.ItemCatNo });
  const man = await api.post('/api/insertmanufacture').send({ ManufactureName: 'Cipla' });
  const mar = await api.post('/api/insertmarketed').send({ MarketerName: 'Cipla Health' });
  const rack = await api.post('/api/insertrack').send({ RackName: 'A1' });
  const retail = await api.post('/api/insertRate').send({ RateName: 'Retail' });
  const wholesale = await api.post('/api/insertRate').send({ RateName: 'Wholesale' });
  return {
    retail: retail.body.RateId as number,
    wholesale: wholesale.body.RateId as number,
    item: {
      HsnId: hsn.body.HsnId,
      ItemCode: 'ITM1',
      ItemName: 'Paracetamol 500',
      ItemDescription: 'Strip of 10',
      CategoryId: main.body.ItemCatNo,
      MainCategoryId: main.body.ItemCatNo,
      SubCategoryId: sub.body.ItemCatNo,
      UnitID: NOS,
      BarcodeNumber: '8901234567890',
      ReorderQuantity: 10,
      MaximumQuantity: 500,
      MinimumQuantity: 5,
      Taxable: 1,
      Quantity: 100.5,
      Cess: 0,
      Status: 1,
      AddedUnit: BOX,
      ManufactureId: man.body.ManufactureId,
      RackId: rack.body.RackId,
      MarketerId: mar.body.MarketerId,
      Discount: 2.5,
    } as Record<string, unknown>,
  };
}

/** Sends an item as the form does: multipart, rates as JSON text, the logo as a file. */
function multipart(api: Agent, path: string, fields: Record<string, unknown>, logo?: Buffer) {
  let req = api.post(path);
  for (const [k, v] of Object.entries(fields))
    req = req.field(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  if (logo) req = req.attach('Itemlogo', logo, 'logo.png');
  return req;
}

describeApi('Items and their rates', (env) => {
  it('creates an item with two rates and a logo in one call, and lists, reads and prices it', async () => {
    const { api } = await env.company();
    const m = await masters(api);

    const created = await multipart(
      api,
      '/api/insertitemdetails',
      {
        ...m.item,
        rates: [
          { RateId: m.retail, Rate: 12.5 },
          { RateId: m.wholesale, Rate: 10 },
        ],
      },
      PNG,
    );
    const listed = await api.get('/api/getitemdetails').query({ q: 'para' });
    const rates = await api.get('/api/getitemratebyid').query({ ItemId: created.body.ItemId });
    const logo = await api.get(`/api/getitemlogo/${created.body.ItemId}`);

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'Item and rates submitted successfully!',
      ItemId: expect.any(Number),
    });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ ...m.item, ItemId: created.body.ItemId }),
    ]);
    expect(
      rates.body.data.map((r: { RateId: number; Rate: number }) => [r.RateId, r.Rate]),
    ).toEqual([
      [m.retail, 12.5],
      [m.wholesale, 10],
    ]);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });

  it('refuses an item without a rate above zero', async () => {
    const { api } = await env.company();
    const m = await masters(api);

    const none = await multipart(api, '/api/insertitemdetails', { ...m.item });
    const zeros = await multipart(api, '/api/insertitemdetails', {
      ...m.item,
      rates: [
        { RateId: m.retail, Rate: 0 },
        { RateId: m.wholesale, Rate: '' },
      ],
    });

    expect(none.status).toBe(400);
    expect(none.body.error).toBe('No valid rates to submit.');
    expect(zeros.body.error).toBe('No valid rates to submit.');
    expect(await storedRows(env, 'item')).toEqual([]);
  });

  it('saves nothing when one rate fails: no item, no rates', async () => {
    const { api } = await env.company();
    const m = await masters(api);

    const res = await multipart(api, '/api/insertitemdetails', {
      ...m.item,
      rates: [
        { RateId: m.retail, Rate: 12.5 },
        { RateId: 9999, Rate: 10 },
      ],
    });

    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ RateId: 'Rate not found.' });
    expect(await storedRows(env, 'item')).toEqual([]);
    expect(await storedRows(env, 'itemRate')).toEqual([]);
  });

  it('refuses a rate with more than two decimals', async () => {
    const { api } = await env.company();
    const m = await masters(api);

    const res = await multipart(api, '/api/insertitemdetails', {
      ...m.item,
      rates: [{ RateId: m.retail, Rate: 12.555 }],
    });

    expect(res.status).toBe(400);
    expect(await storedRows(env, 'item')).toEqual([]);
  });

  it('refuses rates whose JSON text holds a field named toString, as the body itself would be', async () => {
    const { api } = await env.company();
    const m = await masters(api);

    const res = await multipart(api, '/api/insertitemdetails', {
      ...m.item,
      rates: [{ RateId: m.retail, Rate: { toString: 1 } }],
    });

    expect([res.status, res.body.error]).toEqual([
      400,
      'The request contains a field named toString, which no form has.',
    ]);
    expect(await storedRows(env, 'item')).toEqual([]);
  });

  it('says the item messages: required fields, duplicate name, limits, and a logo that is not an image', async () => {
    const { api } = await env.company();
    const m = await masters(api);
    const rates = [{ RateId: m.retail, Rate: 5 }];
    await multipart(api, '/api/insertitemdetails', { ...m.item, rates });

    const dup = await multipart(api, '/api/insertitemdetails', {
      ...m.item,
      ItemName: 'PARACETAMOL 500',
      rates,
    });
    const { ItemName: _n, ...nameless } = m.item;
    const missing = await multipart(api, '/api/insertitemdetails', { ...nameless, rates });
    const limits = await multipart(api, '/api/insertitemdetails', {
      ...m.item,
      ItemName: 'Other',
      MinimumQuantity: 600,
      rates,
    });
    const reorder = await multipart(api, '/api/insertitemdetails', {
      ...m.item,
      ItemName: 'Other',
      ReorderQuantity: 1000,
      rates,
    });
    const notImage = await multipart(
      api,
      '/api/insertitemdetails',
      { ...m.item, ItemName: 'Other', rates },
      Buffer.from('%PDF-1.4 not an image'),
    );

    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual({ ItemName: 'Item Name already exists.' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ ItemName: 'Item Name is required.' });
    expect(limits.body.errors).toEqual({
      MinimumQuantity: 'Minimum Quantity cannot exceed Maximum Quantity.',
    });
    expect([reorder.status, reorder.body.errors]).toEqual([
      400,
      { ReorderQuantity: 'Reorder Quantity cannot exceed Maximum Quantity.' },
    ]);
    expect(notImage.status).toBe(415);
    expect(notImage.body.error).toBe('Only JPG, JPEG or PNG images are accepted.');
  });

  it('updates an item and its rates together, and deletes both', async () => {
    const { api } = await env.company();
    const m = await masters(api);
    const created = await multipart(api, '/api/insertitemdetails', {
      ...m.item,
      rates: [{ RateId: m.retail, Rate: 12.5 }],
    });
    const id = created.body.ItemId;

    const updated = await multipart(api, '/api/updateitemdetails', {
      ItemId: id,
      ItemDescription: 'Strip of 15',
      rates: [
        { RateId: m.retail, Rate: 13 },
        { RateId: m.wholesale, Rate: 11 },
      ],
    });
    const afterUpdate = await api.get('/api/getitemratebyid').query({ ItemId: id });
    const allZero = await multipart(api, '/api/updateitemdetails', {
      ItemId: id,
      rates: [{ RateId: m.retail, Rate: 0 }],
    });
    const deleted = await api.delete('/api/deleteitemdetails').send({ ItemId: id, DeletedBy: 1 });
    const afterDelete = await api.get('/api/getitemratebyid').query({ ItemId: id });

    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      message: 'Item and rates updated successfully!',
      data: { ItemDescription: 'Strip of 15' },
    });
    expect(afterUpdate.body.data.map((r: { Rate: number }) => r.Rate)).toEqual([13, 11]);
    expect(allZero.status).toBe(400);
    expect(allZero.body.error).toBe('No valid rates to update.');
    expect(deleted.body.message).toBe('Item deleted successfully!');
    expect(afterDelete.body.data).toEqual([]);
  });

  it('answers the next item number of the company', async () => {
    const a = await env.company('Alpha Traders');
    const b = await env.company('Beta Traders');
    const m = await masters(a.api);
    await multipart(a.api, '/api/insertitemdetails', {
      ...m.item,
      rates: [{ RateId: m.retail, Rate: 1 }],
    });

    const mine = await a.api.get('/api/GetItemId');
    const theirs = await b.api.get('/api/GetItemId');

    expect(mine.body.data).toEqual([{ ItemId: 2 }]);
    expect(theirs.body.data).toEqual([{ ItemId: 1 }]);
  });

  it('keeps items, rates and logos to their company', async () => {
    const a = await env.company('Alpha Traders');
    const b = await env.company('Beta Traders');
    const m = await masters(a.api);
    const created = await multipart(
      a.api,
      '/api/insertitemdetails',
      { ...m.item, rates: [{ RateId: m.retail, Rate: 1 }] },
      PNG,
    );

    const list = await b.api.get('/api/getitemdetails');
    const rates = await b.api.get('/api/getitemrate');
    const logo = await b.api.get(`/api/getitemlogo/${created.body.ItemId}`);
    const update = await multipart(b.api, '/api/updateitemdetails', {
      ItemId: created.body.ItemId,
      ItemName: 'Mine',
    });
    const del = await b.api.delete('/api/deleteitemdetails').send({ ItemId: created.body.ItemId });
    const foreignRate = await b.api
      .post('/api/insertitemrate')
      .send({ items: [{ ItemId: created.body.ItemId, RateId: m.retail, Rate: 3 }] });

    expect(list.body.data).toEqual([]);
    expect(rates.body.data).toEqual([]);
    expect(logo.status).toBe(404);
    expect(update.status).toBe(404);
    expect(del.status).toBe(404);
    expect(foreignRate.status).toBe(400);
  });

  describe('the item rate table', () => {
    it('adds and changes rates in batches, and lists them with every item', async () => {
      const { api, Empid, CompanyID } = await env.company();
      const m = await masters(api);
      const created = await multipart(api, '/api/insertitemdetails', {
        ...m.item,
        rates: [{ RateId: m.retail, Rate: 12.5 }],
      });
      const ItemId = created.body.ItemId;

      const inserted = await api.post('/api/insertitemrate').send({
        items: [
          { ItemId, RateId: m.wholesale, Rate: 9.75 },
          { ItemId, RateId: m.retail, Rate: 0 },
        ],
        Empid,
        CompanyID,
      });
      const rows = (await api.get('/api/getitemrate')).body.data;
      const wholesaleRow = rows.find((r: { RateId: number }) => r.RateId === m.wholesale);
      const updated = await api.post('/api/updateitemrate').send({
        items: [
          {
            ItemRateId: wholesaleRow.ItemRateId,
            ItemId,
            RateId: m.wholesale,
            Rate: 9.5,
            ModifiedBy: Empid,
          },
        ],
      });
      const after = await api.get('/api/getitemratebyid').query({ ItemId });

      expect(inserted.status).toBe(201);
      expect(rows).toHaveLength(2);
      expect(updated.body).toMatchObject({
        success: true,
        message: 'Item and rates updated successfully!',
      });
      expect(
        after.body.data.map((r: { RateId: number; Rate: number }) => [r.RateId, r.Rate]),
      ).toEqual([
        [m.retail, 12.5],
        [m.wholesale, 9.5],
      ]);
    });

    it('says there is nothing to save when every rate is empty or zero', async () => {
      const { api } = await env.company();

      const insert = await api
        .post('/api/insertitemrate')
        .send({ items: [{ ItemId: 1, RateId: 1, Rate: 0 }] });
      const update = await api
        .post('/api/updateitemrate')
        .send({ items: [{ ItemRateId: 1, Rate: '' }] });

      expect(insert.body.error).toBe('No valid rates to submit.');
      expect(update.body.error).toBe('No valid rates to update.');
    });
  });

  describe('GET /api/getitemdetails with a PLID', () => {
    it('answers 404 while no customer ledger can be found for the PLID', async () => {
      const { api } = await env.company();

      const res = await api.get('/api/getitemdetails').query({ PLID: 77 });

      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Customer not found.');
    });
  });
});
