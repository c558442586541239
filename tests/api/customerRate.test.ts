import { describe, expect, it } from 'vitest';
import { describeApi, type Agent } from '../support/api';
import { pricedItems } from '../support/ledger';

async function aCustomer(api: Agent, LedgerName = 'Asha Stores'): Promise<number> {
  const res = await api
    .post('/api/insertcustomer')
    .send({ LegalName: LedgerName, LedgerName, Openingbalance: 0, balanceType: 'Debit' });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.PLID;
}

describeApi('Customer rate', (env) => {
  describe('round trip', () => {
    it('saves a customer rate with its item rows, reads it back, updates it, removes one row and then the whole record', async () => {
      const { api, CompanyID } = await env.company();
      const p = await pricedItems(api);
      const PLID = await aCustomer(api);

      const created = await api.post('/api/InsertCustomerRate').send({
        PLID,
        CustRatetype: p.wholesale,
        CustDiscount: 5,
        CompanyID,
        CreatedBy: 1,
        Items: [
          { ItemID: p.paracetamol, ItemRate: p.retail, ItemDiscount: 1.5 },
          { ItemID: p.cetirizine, ItemRate: p.wholesale, ItemDiscount: 0 },
        ],
      });
      const read = await api.get(`/api/getCustomerRate?CompanyID=${CompanyID}&PLID=${PLID}`);
      const updated = await api.post('/api/UpdateCustomerRate').send({
        CRID: created.body.CRID,
        PLID,
        CustRatetype: p.retail,
        CustDiscount: 7.25,
        Items: [
          { ItemID: p.paracetamol, ItemRate: p.wholesale, ItemDiscount: 2 },
          { ItemID: p.cetirizine, ItemRate: p.retail, ItemDiscount: null },
        ],
      });
      const reread = await api.get(`/api/getCustomerRate?PLID=${PLID}`);
      const oneRow = await api
        .delete('/api/DeleteCustItem')
        .send({ CRID: created.body.CRID, ItemID: p.cetirizine, DeletedBy: 1 });
      const afterRow = await api.get(`/api/getCustomerRate?PLID=${PLID}`);
      const whole = await api.delete('/api/DeleteCustomerRate').send({ CRID: created.body.CRID });
      const afterWhole = await api.get(`/api/getCustomerRate?PLID=${PLID}`);

      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        success: true,
        message: 'Customer rate submitted successfully!',
        CRID: expect.any(Number),
      });
      expect(read.body.data).toEqual([
        expect.objectContaining({
          CRID: created.body.CRID,
          PLID,
          CustRatetype: p.wholesale,
          CustDiscount: 5,
          Items: [
            expect.objectContaining({
              ItemID: p.paracetamol,
              ItemName: 'Paracetamol 500',
              ItemRate: p.retail,
              ItemDiscount: 1.5,
            }),
            expect.objectContaining({
              ItemID: p.cetirizine,
              ItemName: 'Cetirizine 10',
              ItemRate: p.wholesale,
              ItemDiscount: 0,
            }),
          ],
        }),
      ]);
      expect(updated.body).toMatchObject({
        success: true,
        message: 'Customer rate updated successfully!',
      });
      expect(reread.body.data[0]).toMatchObject({ CustRatetype: p.retail, CustDiscount: 7.25 });
      expect(
        reread.body.data[0].Items.map(
          (i: { ItemID: number; ItemRate: number; ItemDiscount: number | null }) => [
            i.ItemID,
            i.ItemRate,
            i.ItemDiscount,
          ],
        ),
      ).toEqual([
        [p.paracetamol, p.wholesale, 2],
        [p.cetirizine, p.retail, null],
      ]);
      expect(oneRow.body).toMatchObject({ success: true });
      expect(afterRow.body.data[0].Items.map((i: { ItemID: number }) => i.ItemID)).toEqual([
        p.paracetamol,
      ]);
      expect(whole.body).toMatchObject({
        success: true,
        message: 'Customer rate deleted successfully!',
      });
      expect(afterWhole.body.data).toEqual([]);
      expect(
        await env.models.byName('customerRateItem').count({ where: { IsDeleted: false } }),
      ).toBe(0);
    });

    it('lists the items to choose from for GET /api/getitem', async () => {
      const { api, CompanyID } = await env.company();
      const p = await pricedItems(api);

      const res = await api.get(`/api/getitem?CompanyID=${CompanyID}`);

      expect(res.body.data).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ ItemId: p.paracetamol, ItemName: 'Paracetamol 500' }),
          expect.objectContaining({ ItemId: p.cetirizine, ItemName: 'Cetirizine 10' }),
        ]),
      );
    });
  });

  describe("the invoice's item list for a customer", () => {
    it("prices each item at the customer's rate type and discount, or the item row's own", async () => {
      const { api } = await env.company();
      const p = await pricedItems(api);
      const PLID = await aCustomer(api);
      await api.post('/api/InsertCustomerRate').send({
        PLID,
        CustRatetype: p.wholesale,
        CustDiscount: 5,
        Items: [{ ItemID: p.paracetamol, ItemRate: p.retail, ItemDiscount: 1.5 }],
      });

      const res = await api.get(`/api/getitemdetails?PLID=${PLID}`);

      const byId = new Map(res.body.data.map((r: { ItemId: number }) => [r.ItemId, r]));
      expect(byId.get(p.paracetamol)).toMatchObject({
        RateId: p.retail,
        Rate: 12.5,
        Discount: 1.5,
      });
      expect(byId.get(p.cetirizine)).toMatchObject({ RateId: p.wholesale, Rate: 8, Discount: 5 });
    });

    it('answers the rate name in the billing customer list', async () => {
      const { api } = await env.company();
      const p = await pricedItems(api);
      const PLID = await aCustomer(api);
      await api
        .post('/api/InsertCustomerRate')
        .send({ PLID, CustRatetype: p.wholesale, CustDiscount: 0 });

      const res = await api.get('/api/GetPartyLedgerCustomer');

      expect(res.body.data).toEqual([expect.objectContaining({ PLID, RateName: 'Wholesale' })]);
    });

    it('answers 404 for a PLID that is not a customer of the company', async () => {
      const a = await env.company();
      const b = await env.company();
      const theirs = await aCustomer(a.api);

      const res = await b.api.get(`/api/getitemdetails?PLID=${theirs}`);

      expect(res.status).toBe(404);
    });
  });

  describe('rules', () => {
    it('refuses a second rate for the same customer, unknown items and rates, and an item twice, saving nothing', async () => {
      const { api } = await env.company();
      const p = await pricedItems(api);
      const PLID = await aCustomer(api);
      await api.post('/api/InsertCustomerRate').send({ PLID, CustRatetype: p.retail });
      const other = await aCustomer(api, 'Ravi Stores');

      const second = await api
        .post('/api/InsertCustomerRate')
        .send({ PLID, CustRatetype: p.wholesale });
      const unknownItem = await api.post('/api/InsertCustomerRate').send({
        PLID: other,
        CustRatetype: p.retail,
        Items: [{ ItemID: 9999, ItemRate: p.retail }],
      });
      const twice = await api.post('/api/InsertCustomerRate').send({
        PLID: other,
        CustRatetype: p.retail,
        Items: [
          { ItemID: p.paracetamol, ItemRate: p.retail },
          { ItemID: p.paracetamol, ItemRate: p.wholesale },
        ],
      });
      const badDiscount = await api
        .post('/api/InsertCustomerRate')
        .send({ PLID: other, CustRatetype: p.retail, CustDiscount: 'ten' });
      const missing = await api.post('/api/InsertCustomerRate').send({});

      expect(second.status).toBe(409);
      expect(second.body.errors).toEqual({
        PLID: 'This customer already has a rate. Please update it.',
      });
      expect(unknownItem.status).toBe(400);
      expect(unknownItem.body.errors).toEqual({ 'Items.0.ItemID': 'Item not found.' });
      expect(twice.body.errors).toEqual({
        'Items.1.ItemID': 'Each item can appear only once in a customer rate.',
      });
      expect(badDiscount.body.errors).toEqual({
        CustDiscount: 'Customer Discount must be a number.',
      });
      expect(missing.body.errors).toEqual({
        PLID: 'Customer is required.',
        CustRatetype: 'Rate Type is required.',
      });
      const stored = await api.get(`/api/getCustomerRate?PLID=${other}`);
      expect(stored.body.data).toEqual([]);
    });

    it('refuses a supplier as the customer', async () => {
      const { api } = await env.company();
      const p = await pricedItems(api);
      const supplier = await api.post('/api/insertsupplier').send({
        LegalName: 'Cipla',
        LedgerName: 'Cipla',
        Openingbalance: 0,
        balanceType: 'Credit',
      });

      const res = await api
        .post('/api/InsertCustomerRate')
        .send({ PLID: supplier.body.PLID, CustRatetype: p.retail });

      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ PLID: 'Customer not found.' });
    });

    it('answers the missing-key messages for updates and deletes', async () => {
      const { api } = await env.company();

      const update = await api.post('/api/UpdateCustomerRate').send({ CustDiscount: 1 });
      const remove = await api.delete('/api/DeleteCustomerRate').send({});
      const row = await api.delete('/api/DeleteCustItem').send({ CRID: 1 });

      expect(update.body.error).toBe('CRID is missing.');
      expect(remove.body.error).toBe('CRID is missing.');
      expect(row.body.error).toBe('ItemID is missing.');
    });
  });

  describe('tenancy', () => {
    it("neither shows, changes nor deletes another company's customer rate or its rows", async () => {
      const a = await env.company();
      const b = await env.company();
      const p = await pricedItems(a.api);
      const PLID = await aCustomer(a.api);
      const theirs = await a.api.post('/api/InsertCustomerRate').send({
        PLID,
        CustRatetype: p.retail,
        Items: [{ ItemID: p.paracetamol, ItemRate: p.retail }],
      });

      const list = await b.api.get('/api/getCustomerRate');
      const update = await b.api
        .post('/api/UpdateCustomerRate')
        .send({ CRID: theirs.body.CRID, CustDiscount: 50 });
      const row = await b.api
        .delete('/api/DeleteCustItem')
        .send({ CRID: theirs.body.CRID, ItemID: p.paracetamol });
      const whole = await b.api.delete('/api/DeleteCustomerRate').send({ CRID: theirs.body.CRID });
      const items = await b.api.get('/api/getitem');

      expect(list.body.data).toEqual([]);
      expect(update.status).toBe(404);
      expect(row.status).toBe(404);
      expect(whole.status).toBe(404);
      expect(items.body.data).toEqual([]);
      const still = await a.api.get(`/api/getCustomerRate?PLID=${PLID}`);
      expect(still.body.data[0].Items).toHaveLength(1);
    });
  });
});
