import { expect, it } from 'vitest';
import { describeApi } from '../support/api';
import { billingSetup } from '../support/billing';

describeApi('GET /api/getitemdetails?PLID= for billing', (env) => {
  it("answers each item's code, name, MRP, tax percent, the customer's price and discount, unit and HSN", async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const rate = (await api.get('/api/getrate')).body.data[0].RateId;
    await api
      .post('/api/insertcustomerrate')
      .send({ PLID: b.local, CustRatetype: rate, CustDiscount: 4, Items: [] });

    const res = await api.get(`/api/getitemdetails?PLID=${b.local}`);

    expect(res.status).toBe(200);
    const para = res.body.data.find((i: { ItemId: number }) => i.ItemId === b.paracetamol);
    expect(para).toMatchObject({
      ItemCode: 'P1',
      ItemName: 'Paracetamol 500',
      ItemId: b.paracetamol,
      ItemID: b.paracetamol,
      MRP: 15,
      Taxper: 12,
      TaxName: 'GST 12%',
      ProductRate: 12.5,
      ProductDiscount: 4,
      UnitID: 1,
      UnitName: 'NOS',
      HsnCode: '3004',
    });
  });

  it('answers a tax percent of 0 for an item that is not taxable', async () => {
    const { api } = await env.company();
    const b = await billingSetup(api);
    const item = (await api.get(`/api/rest/item/${b.cough}`)).body.data;
    await api.post('/api/updateitemdetails').send({ ItemId: b.cough, ...pick(item), Taxable: 2 });

    const res = await api.get(`/api/getitemdetails?PLID=${b.local}`);

    expect(res.body.data.find((i: { ItemId: number }) => i.ItemId === b.cough).Taxper).toBe(0);
  });
});

function pick(item: Record<string, unknown>) {
  const {
    ItemId: _i,
    CompanyID: _c,
    IsDeleted: _d,
    CreatedBy: _cb,
    CreatedDate: _cd,
    ModifiedBy: _mb,
    ModifiedDate: _md,
    DeletedBy: _db,
    DeletedDate: _dd,
    Itemlogo: _l,
    ...rest
  } = item;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null));
}
