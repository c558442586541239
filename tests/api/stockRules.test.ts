import { describe, expect, it } from 'vitest';
import { describeApi, type Agent, type ApiEnv } from '../support/api';
import { DAY, loadVan, vanSetup, type VanCast } from '../support/van';

/** A B2C bill to the walk-in customer on the van's day. */
function sale(c: VanCast, items: object[], extra: object = {}) {
  return { BillDate: DAY, InvType: 2, SID: c.seriesC, CustomerID: c.walkIn, items, ...extra };
}

/** What a place holds of an item, as GET /api/stock answers it. */
async function held(api: Agent, ItemId: number, place = ''): Promise<number> {
  const res = await api.get(`/api/stock?ItemId=${ItemId}&AsOn=2026-12-31${place}`);
  return (res.body.data as Array<{ Quantity: number }>).reduce(
    (s, r) => (s * 1000 + Math.round(r.Quantity * 1000)) / 1000,
    0,
  );
}

/** Two batches of paracetamol bought on the 10th: EARLY expiring 2027-03-31, LATE 2028-03-31, 20 each. */
async function twoBatches(api: Agent, c: VanCast) {
  const supplier = await api.post('/api/insertsupplier').send({
    LegalName: 'Cipla Distributors',
    LedgerName: 'Cipla Distributors',
    Openingbalance: 0,
    balanceType: 'Credit',
  });
  const line = (BatchNo: string, ExpiryDate: string, MRP: number) => ({
    ItemID: c.paracetamol,
    BatchNo,
    ExpiryDate,
    MRP,
    Quantity: 20,
    GrossAmount: 10,
  });
  const res = await api.post('/api/insertpurchase').send({
    PurchaseDate: '2026-06-10',
    SupplierID: supplier.body.PLID,
    SupplierBillNo: 'CD/1',
    SupplierBillDate: '2026-06-09',
    items: [line('LATE', '2028-03-31', 16), line('EARLY', '2027-03-31', 15.5)],
  });
  if (res.status !== 201) throw new Error(`purchase failed: ${JSON.stringify(res.body)}`);
}

/** Every item's balance per place as the API answers it equals the sum of its live movements. */
async function balancesAreSums(env: ApiEnv, api: Agent, CompanyID: number, items: number[]) {
  for (const ItemId of items) {
    const [row] = (
      await env.db.sequelize.query(
        'SELECT SUM("QtyMilli") AS live FROM "stockMove" WHERE "CompanyID" = :CompanyID AND "ItemID" = :ItemId AND "IsDeleted" = :no',
        { replacements: { CompanyID, ItemId, no: false } },
      )
    )[0] as Array<{ live: number | string | null }>;
    expect(await held(api, ItemId)).toBe(Number(row.live ?? 0) / 1000);
  }
}

describeApi('Stock that sales and van sheets respect', (env) => {
  describe('selling (POST /api/insertbilling)', () => {
    it('refuses more than the godown holds of an item kept without batches, naming the item and what there is', async () => {
      const who = await env.company();
      const c = await vanSetup(who);

      const tooMany = await who.api
        .post('/api/insertbilling')
        .send(sale(c, [{ ItemID: c.cough, Quantity: 1000, FreeQty: 1, GrossAmount: 50 }]));
      const all = await who.api
        .post('/api/insertbilling')
        .send(sale(c, [{ ItemID: c.cough, Quantity: 1000, GrossAmount: 50 }]));

      expect([tooMany.status, tooMany.body.errors]).toEqual([
        400,
        { 'items[0].Quantity': 'Only 1000 of Cough Syrup is in stock.' },
      ]);
      expect(all.status).toBe(201);
      expect(await held(who.api, c.cough)).toBe(0);
      expect((await who.api.get('/api/getsaleinvoices')).body.data).toHaveLength(1);
    });

    it('sells the last 10 units of an item kept without batches to exactly 10 of 20 bills made at once', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await who.api
        .post('/api/insertbilling')
        .send(sale(c, [{ ItemID: c.cough, Quantity: 990, GrossAmount: 50 }]));

      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          who.api
            .post('/api/insertbilling')
            .send(sale(c, [{ ItemID: c.cough, Quantity: 1, GrossAmount: 50 }])),
        ),
      );

      expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
      expect(
        answers.filter((a) => a.status === 400).map((a) => a.body.errors['items[0].Quantity']),
      ).toEqual(Array(10).fill('Only 0 of Cough Syrup is in stock.'));
      expect(await held(who.api, c.cough)).toBe(0);
    });

    it("holds a branch's bill to its own godown's stock", async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await who.api.post('/api/insertGodown').send({
        GodownName: 'Mysuru Store',
        Address: '4 Industrial Area',
        Country: 1,
        State: 27,
        City: 'Mysuru',
        District: 'Mysuru',
        Pincode: '570001',
        Mobileno: '9876543210',
        BranchId: c.branch2,
      });

      const res = await who.api
        .post('/api/insertbilling')
        .send(
          sale(c, [{ ItemID: c.cough, Quantity: 1, GrossAmount: 50 }], { BranchId: c.branch2 }),
        );

      expect([res.status, res.body.errors]).toEqual([
        400,
        { 'items[0].Quantity': 'Only 0 of Cough Syrup is in stock.' },
      ]);
    });

    it('sells past the stock once the company allows negative stock', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const company = (await who.api.get('/api/getcompany')).body.data[0];

      const setting = await who.api
        .post('/api/updatecompany')
        .send({ ...company, AllowNegativeStock: 1 });
      const res = await who.api
        .post('/api/insertbilling')
        .send(sale(c, [{ ItemID: c.cough, Quantity: 1001, GrossAmount: 50 }]));

      expect(setting.status).toBe(200);
      expect(company.AllowNegativeStock).toBeFalsy();
      expect(res.status).toBe(201);
      expect(await held(who.api, c.cough)).toBe(-1);
    });

    it('makes a batch-wise item name a batch it has', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await twoBatches(who.api, c);
      const marked = await who.api
        .post('/api/updateitemdetails')
        .send({ ItemId: c.paracetamol, BatchWise: 1 });

      const none = await who.api
        .post('/api/insertbilling')
        .send(sale(c, [{ ItemID: c.paracetamol, Quantity: 1, GrossAmount: 12.5 }]));
      const unknown = await who.api
        .post('/api/insertbilling')
        .send(
          sale(c, [{ ItemID: c.paracetamol, BatchId: 'NOPE', Quantity: 1, GrossAmount: 12.5 }]),
        );
      const named = await who.api
        .post('/api/insertbilling')
        .send(
          sale(c, [{ ItemID: c.paracetamol, BatchId: 'late', Quantity: 1, GrossAmount: 12.5 }]),
        );

      expect(marked.status).toBe(200);
      expect([none.status, none.body.errors]).toEqual([
        400,
        { 'items[0].BatchId': 'Paracetamol 500 is kept batch-wise: choose its batch.' },
      ]);
      expect([unknown.status, unknown.body.errors]).toEqual([
        400,
        { 'items[0].BatchId': 'Paracetamol 500 has no batch NOPE.' },
      ]);
      expect(named.status).toBe(201);
      // The line keeps the batch as its master spells it, and the batch's MRP, not the item's.
      expect(named.body.data.items[0]).toMatchObject({ BatchId: 'LATE', UnitPrice: 16 });
    });

    it('takes a line without a batch from the batch expiring first', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await twoBatches(who.api, c);

      const res = await who.api
        .post('/api/insertbilling')
        .send(sale(c, [{ ItemID: c.paracetamol, Quantity: 25, GrossAmount: 12.5 }]));
      const batches = (await who.api.get(`/api/getbatches?ItemId=${c.paracetamol}`)).body.data;

      expect(res.status).toBe(201);
      expect(
        batches.map((b: { BatchNo: string; Available: number }) => [b.BatchNo, b.Available]),
      ).toEqual([
        ['EARLY', 0],
        ['LATE', 15],
      ]);
      expect(await held(who.api, c.paracetamol)).toBe(1000 + 40 - 25);
    });
  });

  describe('the masters that stock names (godown, batch)', () => {
    it('refuses a batch an item does not have, also for an item kept without batches', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await twoBatches(who.api, c);

      const unknown = await who.api
        .post('/api/insertbilling')
        .send(sale(c, [{ ItemID: c.cough, BatchId: 'NOPE', Quantity: 1, GrossAmount: 50 }]));

      expect([unknown.status, unknown.body.errors]).toEqual([
        400,
        { 'items[0].BatchId': 'Cough Syrup has no batch NOPE.' },
      ]);
      expect((await who.api.get('/api/getsaleinvoices')).body.data).toHaveLength(0);
    });

    it('keeps a godown holding stock, and a batch that has moved, from being deleted or changed under it', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await twoBatches(who.api, c);
      const godowns = (await who.api.get('/api/getgodown')).body.data as Array<{
        GodownId: number;
      }>;
      const batches = (await who.api.get(`/api/getbatches?ItemId=${c.paracetamol}`)).body
        .data as Array<{ BatchId: number; BatchNo: string }>;
      const late = batches.find((b) => b.BatchNo === 'LATE')!.BatchId;
      const spare = await who.api
        .post('/api/rest/batch')
        .send({ ItemId: c.paracetamol, BatchNo: 'SPARE', ExpiryDate: '2028-01-31', MRP: 15 });

      const godownGone = await who.api.delete(`/api/rest/godown/${godowns[0].GodownId}`);
      const batchGone = await who.api.delete(`/api/rest/batch/${late}`);
      const redated = await who.api
        .put(`/api/rest/batch/${late}`)
        .send({ ExpiryDate: '2026-01-01', MRP: 99 });
      const otherItem = await who.api.put(`/api/rest/batch/${late}`).send({ ItemId: c.cough });
      const rate = await who.api.put(`/api/rest/batch/${late}`).send({ PurchaseRate: 9.5 });
      const spareRedated = await who.api
        .put(`/api/rest/batch/${spare.body.data.BatchId}`)
        .send({ ExpiryDate: '2028-02-29' });
      const spareGone = await who.api.delete(`/api/rest/batch/${spare.body.data.BatchId}`);
      const sold = await who.api
        .post('/api/insertbilling')
        .send(
          sale(c, [{ ItemID: c.paracetamol, BatchId: 'LATE', Quantity: 1, GrossAmount: 12.5 }]),
        );

      expect(godowns).toHaveLength(1);
      expect(godownGone.status).toBe(409);
      expect(godownGone.body.error).toMatch(
        /^This godown is used by \d+ stock movements and cannot be deleted\.$/,
      );
      expect([batchGone.status, batchGone.body.error]).toEqual([
        409,
        'This batch is used by 1 stock movement and cannot be deleted.',
      ]);
      const moved =
        'This batch has stock movements: correct its item, number, dates or MRP on the purchase that brought it in.';
      expect([redated.status, redated.body.error]).toEqual([409, moved]);
      expect([otherItem.status, otherItem.body.error]).toEqual([409, moved]);
      expect(rate.status).toBe(200);
      expect([spare.status, spareRedated.status, spareGone.status]).toEqual([201, 200, 200]);
      expect(sold.status).toBe(201);
      const after = (await who.api.get(`/api/getbatches?ItemId=${c.paracetamol}`)).body.data;
      expect(after.find((b: { BatchNo: string }) => b.BatchNo === 'LATE')).toMatchObject({
        ExpiryDate: '2028-03-31',
        MRP: 16,
        Available: 19,
      });
    });
  });

  describe('a bill dated before later documents (keyed for an earlier day)', () => {
    it('does not sell stock bought after the bill date, of the item or of a batch', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await twoBatches(who.api, c); // 40 more, in two batches, bought on 10-06-2026

      const past = { BillDate: '2026-06-05' };
      const more = await who.api
        .post('/api/insertbilling')
        .send(sale(c, [{ ItemID: c.paracetamol, Quantity: 1010, GrossAmount: 12.5 }], past));
      const early = await who.api
        .post('/api/insertbilling')
        .send(
          sale(
            c,
            [{ ItemID: c.paracetamol, BatchId: 'EARLY', Quantity: 1, GrossAmount: 12.5 }],
            past,
          ),
        );
      const held1000 = await who.api
        .post('/api/insertbilling')
        .send(sale(c, [{ ItemID: c.paracetamol, Quantity: 1000, GrossAmount: 12.5 }], past));

      expect([more.status, more.body.errors]).toEqual([
        400,
        {
          'items[0].Quantity': 'Only 1000 of Paracetamol 500 is in stock on 05-06-2026 and after.',
        },
      ]);
      expect([early.status, early.body.errors]).toEqual([
        400,
        {
          'items[0].Quantity':
            'Only 0 of Paracetamol 500 batch EARLY is in stock on 05-06-2026 and after.',
        },
      ]);
      expect(held1000.status).toBe(201);
      expect((await who.api.get('/api/getsaleinvoices')).body.data).toHaveLength(1);
      expect(await held(who.api, c.paracetamol)).toBe(40);
    });

    it('does not sell on an earlier day what a later bill has sold', async () => {
      const who = await env.company();
      const c = await vanSetup(who);

      const later = await who.api.post('/api/insertbilling').send(
        sale(c, [{ ItemID: c.cough, Quantity: 990, GrossAmount: 50 }], {
          BillDate: '2026-06-20',
        }),
      );
      const tooMany = await who.api
        .post('/api/insertbilling')
        .send(sale(c, [{ ItemID: c.cough, Quantity: 20, GrossAmount: 50 }]));
      const rest = await who.api
        .post('/api/insertbilling')
        .send(sale(c, [{ ItemID: c.cough, Quantity: 10, GrossAmount: 50 }]));

      expect(later.status).toBe(201);
      expect([tooMany.status, tooMany.body.errors]).toEqual([
        400,
        { 'items[0].Quantity': 'Only 10 of Cough Syrup is in stock on 15-06-2026 and after.' },
      ]);
      expect(rest.status).toBe(201);
      expect(await held(who.api, c.cough)).toBe(0);
    });

    it('does not load a van on an earlier day with what a later bill has sold from the godown', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await who.api
        .post('/api/insertbilling')
        .send(
          sale(c, [{ ItemID: c.cough, Quantity: 995, GrossAmount: 50 }], {
            BillDate: '2026-06-20',
          }),
        )
        .expect(201);

      const load = await who.api.post('/api/InsertVanload/').send({
        BranchID: c.branch,
        VanID: c.van,
        VanDate: DAY,
        Items: [{ ItemID: c.cough, Stock: 10 }],
      });

      expect([load.status, load.body.errors]).toEqual([
        400,
        { 'Items[0].Stock': 'Only 5 of Cough Syrup is in Main on 15-06-2026 and after.' },
      ]);
      expect(await held(who.api, c.cough, `&VanID=${c.van}`)).toBe(0);
    });
  });

  describe('van sheets and settlements move stock', () => {
    it("loads the van from the branch's godown, refusing more than the godown holds", async () => {
      const who = await env.company();
      const c = await vanSetup(who);

      const tooMuch = await who.api.post('/api/InsertVanload/').send({
        BranchID: c.branch,
        VanID: c.van,
        VanDate: DAY,
        Items: [{ ItemID: c.cough, Stock: 1000.5 }],
      });
      await loadVan(who.api, c);

      expect([tooMuch.status, tooMuch.body.errors]).toEqual([
        400,
        { 'Items[0].Stock': 'Only 1000 of Cough Syrup is in Main.' },
      ]);
      expect(await held(who.api, c.paracetamol, `&VanID=${c.van}`)).toBe(50);
      expect(await held(who.api, c.cough, `&VanID=${c.van}`)).toBe(10);
      expect(await held(who.api, c.paracetamol)).toBe(1000);
    });

    it("writes the day's shortage off the van, so it is sold no second time, and puts it back on reopening", async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await who.api
        .post('/api/InsertAllocation')
        .send({ RepID: c.rep1, VanID: c.van, Alocdate: DAY });
      await loadVan(who.api, c); // 50 Paracetamol, 10 Cough Syrup
      const sold = await who.api
        .post('/api/insertbilling')
        .send(sale(c, [{ ItemID: c.paracetamol, Quantity: 12, GrossAmount: 12.5 }]));
      const van = `&VanID=${c.van}`;
      const main = `&GodownId=${(await who.api.get('/api/getgodown')).body.data[0].GodownId}`;

      // 30 of the 38 left come back: 8 short.
      const settled = await who.api.post('/api/insertvansettlement').send({
        VanID: c.van,
        VanDate: DAY,
        CashHanded: 0,
        Items: [
          { ItemID: c.paracetamol, Returned: 30 },
          { ItemID: c.cough, Returned: 10 },
        ],
      });
      const afterSettling = [
        await held(who.api, c.paracetamol, van),
        await held(who.api, c.paracetamol, main),
      ];
      await who.api
        .post('/api/reopenvansettlement')
        .send({ VanID: c.van, VanDate: DAY, Reason: 'Recount' });
      const afterReopening = [
        await held(who.api, c.paracetamol, van),
        await held(who.api, c.paracetamol, main),
      ];

      expect(sold.status).toBe(201);
      expect(settled.status).toBe(201);
      expect(
        settled.body.data.Items.find((l: { ItemID: number }) => l.ItemID === c.paracetamol),
      ).toMatchObject({
        Loaded: 50,
        Sold: 12,
        Returned: 30,
        Shortage: 8,
      });
      expect(afterSettling).toEqual([0, 1000 - 50 + 30]); // 8 gone from the books
      expect(afterReopening).toEqual([38, 1000 - 50]);
      await balancesAreSums(env, who.api, who.CompanyID, [c.paracetamol, c.cough]);
    });

    it('returns to the godown the van was loaded from, though its branch has a godown of its own since', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const main = (await who.api.get('/api/getgodown')).body.data[0].GodownId as number;
      await loadVan(who.api, c); // from Main: the branch has no godown yet
      const store = await who.api.post('/api/insertGodown').send({
        GodownName: 'Head Office Store',
        Address: '1 Station Road',
        Country: 1,
        State: 27,
        City: 'Bengaluru',
        District: 'Bengaluru',
        Pincode: '560001',
        Mobileno: '9876543210',
        BranchId: c.branch,
      });

      const settled = await who.api.post('/api/insertvansettlement').send({
        VanID: c.van,
        VanDate: DAY,
        CashHanded: 0,
        Items: [
          { ItemID: c.paracetamol, Returned: 50 },
          { ItemID: c.cough, Returned: 10 },
        ],
      });

      expect([store.status, settled.status]).toEqual([201, 201]);
      expect(await held(who.api, c.paracetamol, `&GodownId=${main}`)).toBe(1000);
      expect(await held(who.api, c.cough, `&GodownId=${main}`)).toBe(1000);
      expect(await held(who.api, c.paracetamol, `&GodownId=${store.body.GodownId}`)).toBe(0);
      expect(await held(who.api, c.paracetamol, `&VanID=${c.van}`)).toBe(0);
    });

    it("refuses cancelling or cutting a day's sheet whose bills sold from the van, though the next day's sheet refills it", async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await who.api
        .post('/api/InsertAllocation')
        .send({ RepID: c.rep1, VanID: c.van, Alocdate: DAY });
      const sheet = await loadVan(who.api, c);
      const sold = await who.api
        .post('/api/insertbilling')
        .send(sale(c, [{ ItemID: c.paracetamol, Quantity: 12, GrossAmount: 12.5 }]));
      await loadVan(who.api, c, '2026-06-16'); // 50 more: the van holds 88 today

      const cancelled = await who.api
        .post('/api/cancelvanload')
        .send({ VanLoadID: sheet.VanLoadID, Reason: 'Did not go out' });
      const cut = await who.api.post('/api/UpdateVanload').send({
        VanLoadID: sheet.VanLoadID,
        BranchID: c.branch,
        VanID: c.van,
        VanDate: DAY,
        Items: [
          { ItemID: c.paracetamol, Stock: 10 },
          { ItemID: c.cough, Stock: 10 },
        ],
      });
      const SHORT =
        'Paracetamol 500 in van KA09AB1234 would fall below nothing on 15-06-2026: cancel or change what took it that day first.';

      expect(sold.status).toBe(201);
      expect([cancelled.status, cancelled.body.errors]).toEqual([400, { Items: SHORT }]);
      expect([cut.status, cut.body.errors]).toEqual([400, { Items: SHORT }]);
      expect(await held(who.api, c.paracetamol, `&VanID=${c.van}`)).toBe(88);
      await balancesAreSums(env, who.api, who.CompanyID, [c.paracetamol, c.cough]);
    });

    it("sells the allocated representative's bills from the van, returns the rest to the godown, and reverses that on reopening, an edit and a cancel", async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await who.api
        .post('/api/InsertAllocation')
        .send({ RepID: c.rep1, VanID: c.van, Alocdate: DAY });
      const sheet = await loadVan(who.api, c);
      const van = `&VanID=${c.van}`;
      const items = [c.paracetamol, c.cough];

      const sold = await who.api
        .post('/api/insertbilling')
        .send(sale(c, [{ ItemID: c.paracetamol, Quantity: 10, FreeQty: 1, GrossAmount: 12.5 }]));
      const pastTheVan = await who.api
        .post('/api/insertbilling')
        .send(sale(c, [{ ItemID: c.cough, Quantity: 11, GrossAmount: 50 }]));
      const inVan = await held(who.api, c.paracetamol, van);
      const settled = await who.api.post('/api/insertvansettlement').send({
        VanID: c.van,
        VanDate: DAY,
        CashHanded: 0,
        Items: [{ ItemID: c.paracetamol, Returned: 39 }],
      });
      const afterSettling = [
        await held(who.api, c.paracetamol, van),
        await held(who.api, c.paracetamol),
      ];
      await balancesAreSums(env, who.api, who.CompanyID, items);
      await who.api
        .post('/api/reopenvansettlement')
        .send({ VanID: c.van, VanDate: DAY, Reason: 'Recount' });
      const afterReopening = await held(who.api, c.paracetamol, van);
      const edited = await who.api.post('/api/UpdateVanload').send({
        VanLoadID: sheet.VanLoadID,
        BranchID: c.branch,
        VanID: c.van,
        VanDate: DAY,
        Items: [
          { ItemID: c.paracetamol, Stock: 30 },
          { ItemID: c.cough, Stock: 10 },
        ],
      });
      const afterEdit = await held(who.api, c.paracetamol, van);
      await balancesAreSums(env, who.api, who.CompanyID, items);
      const belowItsBills = await who.api.post('/api/UpdateVanload').send({
        VanLoadID: sheet.VanLoadID,
        BranchID: c.branch,
        VanID: c.van,
        VanDate: DAY,
        Items: [{ ItemID: c.paracetamol, Stock: 5 }],
      });
      const cancelWhileBilled = await who.api
        .post('/api/cancelvanload')
        .send({ VanLoadID: sheet.VanLoadID, Reason: 'Did not go out' });
      await who.api
        .post('/api/cancelbilling')
        .send({ BillID: sold.body.BillID, Reason: 'Returned unopened' });
      const cancelled = await who.api
        .post('/api/cancelvanload')
        .send({ VanLoadID: sheet.VanLoadID, Reason: 'Did not go out' });

      expect(sold.status).toBe(201);
      expect([pastTheVan.status, pastTheVan.body.errors]).toEqual([
        400,
        { 'items[0].Quantity': 'Only 10 of Cough Syrup is in stock in van KA09AB1234.' },
      ]);
      expect(inVan).toBe(50 - 11);
      expect(settled.status).toBe(201);
      expect(afterSettling).toEqual([0, 1000 - 11]);
      expect(afterReopening).toBe(39);
      expect(edited.status).toBe(200);
      expect(afterEdit).toBe(30 - 11);
      expect([belowItsBills.status, belowItsBills.body.errors]).toEqual([
        400,
        {
          Items:
            'The bills of van KA09AB1234 have already taken 6 more of Paracetamol 500 than this would leave loaded: cancel or change those bills first.',
        },
      ]);
      expect([cancelWhileBilled.status, cancelWhileBilled.body.errors?.Items]).toEqual([
        400,
        'The bills of van KA09AB1234 have already taken 11 more of Paracetamol 500 than this would leave loaded: cancel or change those bills first.',
      ]);
      expect(cancelled.status).toBe(200);
      expect(await held(who.api, c.paracetamol, van)).toBe(0);
      expect(await held(who.api, c.cough, van)).toBe(0);
      expect(await held(who.api, c.paracetamol)).toBe(1000);
      await balancesAreSums(env, who.api, who.CompanyID, items);
    });

    it("keeps one company's van stock from another's", async () => {
      const a = await env.company();
      const ca = await vanSetup(a);
      const b = await env.company();
      await vanSetup(b);
      await loadVan(a.api, ca);

      const seen = await b.api.get(`/api/stock?VanID=${ca.van}&AsOn=2026-12-31`);

      expect(seen.body.data).toEqual([]);
      expect(await held(a.api, ca.paracetamol, `&VanID=${ca.van}`)).toBe(50);
    });
  });

  describe('changes that give stock back after it was sold or taken', () => {
    it("refuses lowering an item's opening stock below what has been sold since, and takes it down to that", async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const sold = await who.api
        .post('/api/insertbilling')
        .send(sale(c, [{ ItemID: c.paracetamol, Quantity: 990, GrossAmount: 12.5 }]));

      const below = await who.api
        .post('/api/updateitemdetails')
        .send({ ItemId: c.paracetamol, Quantity: 5 });
      const heldAfterRefusal = await held(who.api, c.paracetamol);
      const least = await who.api
        .post('/api/updateitemdetails')
        .send({ ItemId: c.paracetamol, Quantity: 990 });

      expect(sold.status).toBe(201);
      expect([below.status, below.body.errors]).toEqual([
        400,
        {
          Quantity:
            'The opening stock of Paracetamol 500 cannot be less than 990: the rest has been sold or moved out since.',
        },
      ]);
      expect(heldAfterRefusal).toBe(10);
      expect(least.status).toBe(200);
      expect(await held(who.api, c.paracetamol)).toBe(0);
      await balancesAreSums(env, who.api, who.CompanyID, [c.paracetamol]);
    });

    it('refuses reopening or changing a settlement whose returns the godown has since sold', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await loadVan(who.api, c);
      const settlement = {
        VanID: c.van,
        VanDate: DAY,
        CashHanded: 0,
        Items: [
          { ItemID: c.paracetamol, Returned: 50 },
          { ItemID: c.cough, Returned: 10 },
        ],
      };
      const settled = await who.api.post('/api/insertvansettlement').send(settlement);
      const soldAll = await who.api
        .post('/api/insertbilling')
        .send(sale(c, [{ ItemID: c.paracetamol, Quantity: 1000, GrossAmount: 12.5 }]));

      const reopened = await who.api
        .post('/api/reopenvansettlement')
        .send({ VanID: c.van, VanDate: DAY, Reason: 'Recount' });
      const changed = await who.api.post('/api/updatevansettlement').send({
        ...settlement,
        SettlementID: settled.body.SettlementID,
        Items: [{ ItemID: c.cough, Returned: 10 }],
      });

      expect([settled.status, soldAll.status]).toEqual([201, 201]);
      const refusal = (change: string) =>
        `Only 0 of Paracetamol 500 is in stock in the godown: its returns have been sold or moved on since, so this settlement cannot be ${change} to take back 50 of it.`;
      expect([reopened.status, reopened.body.errors]).toEqual([
        400,
        { Items: refusal('reopened') },
      ]);
      expect([changed.status, changed.body.errors]).toEqual([400, { Items: refusal('changed') }]);
      expect(await held(who.api, c.paracetamol)).toBe(0);
      expect(await held(who.api, c.paracetamol, `&VanID=${c.van}`)).toBe(0);
      await balancesAreSums(env, who.api, who.CompanyID, [c.paracetamol, c.cough]);
    });
  });

  describe('changes made at the same moment (Postgres takes row locks; SQLite one writer)', () => {
    it.each(['updatebilling', 'cancelbilling'])(
      'saves every sale of an item made while bills of it are changed (%s), none failing',
      async (change) => {
        const who = await env.company();
        const c = await vanSetup(who);
        const one = (Quantity: number) => [{ ItemID: c.paracetamol, Quantity, GrossAmount: 12.5 }];
        const bills: number[] = [];
        for (let i = 0; i < 5; i++)
          bills.push(
            (await who.api.post('/api/insertbilling').send(sale(c, one(5)))).body.BillID as number,
          );

        const answers = await Promise.all([
          ...bills.map((BillID) =>
            who.api
              .post(`/api/${change}`)
              .send(
                change === 'updatebilling'
                  ? { BillID, ...sale(c, one(3)) }
                  : { BillID, Reason: 'Keyed twice' },
              ),
          ),
          ...Array.from({ length: 10 }, () =>
            who.api.post('/api/insertbilling').send(sale(c, one(1))),
          ),
        ]);

        expect(answers.map((a) => a.status)).toEqual([
          ...Array(5).fill(200),
          ...Array(10).fill(201),
        ]);
        expect(await held(who.api, c.paracetamol)).toBe(
          1000 - 10 - (change === 'updatebilling' ? 15 : 0),
        );
        await balancesAreSums(env, who.api, who.CompanyID, [c.paracetamol]);
      },
    );

    it('saves bills moved between two vans crosswise at once, again and again, none failing', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await loadVan(who.api, c);
      const spareLoad = await who.api.post('/api/InsertVanload/').send({
        BranchID: c.branch,
        VanID: c.spare,
        VanDate: DAY,
        Items: [{ ItemID: c.paracetamol, Stock: 50 }],
      });
      expect(spareLoad.status).toBe(201);
      const onVan = (VanID: number) =>
        sale(c, [{ ItemID: c.paracetamol, Quantity: 2, GrossAmount: 12.5 }], { VanID });
      const first = await who.api.post('/api/insertbilling').send(onVan(c.van));
      const second = await who.api.post('/api/insertbilling').send(onVan(c.spare));

      // Each round moves the first bill to the other van and the second back: each edit locks
      // both vans, so taken in different orders they would wait for each other (Postgres).
      for (let round = 0; round < 4; round++) {
        const [a, b] = round % 2 ? [c.van, c.spare] : [c.spare, c.van];
        const answers = await Promise.all([
          who.api.post('/api/updatebilling').send({ BillID: first.body.BillID, ...onVan(a) }),
          who.api.post('/api/updatebilling').send({ BillID: second.body.BillID, ...onVan(b) }),
          who.api.post('/api/insertbilling').send(onVan(c.van)),
          who.api.post('/api/insertbilling').send(onVan(c.spare)),
        ]);
        expect(answers.map((r) => r.status)).toEqual([200, 200, 201, 201]);
      }

      // Four rounds end with both bills back where they began; each van sold four more bills of 2.
      expect(await held(who.api, c.paracetamol, `&VanID=${c.van}`)).toBe(50 - 2 - 8);
      expect(await held(who.api, c.paracetamol, `&VanID=${c.spare}`)).toBe(50 - 2 - 8);
      await balancesAreSums(env, who.api, who.CompanyID, [c.paracetamol]);
    });

    it("never leaves a van below nothing when its sheet is cancelled while the van's bills are saved", async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const sheet = await loadVan(who.api, c);
      const fromVan = { VanID: c.van };

      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () =>
          who.api
            .post('/api/insertbilling')
            .send(sale(c, [{ ItemID: c.cough, Quantity: 2, GrossAmount: 50 }], fromVan)),
        ),
        who.api
          .post('/api/cancelvanload')
          .send({ VanLoadID: sheet.VanLoadID, Reason: 'Did not go out' }),
      ]);

      const cancelled = answers[5].status === 200;
      const billed = answers.slice(0, 5).filter((a) => a.status === 201).length;
      expect(answers.every((a) => a.status < 500)).toBe(true);
      expect(await held(who.api, c.cough, `&VanID=${c.van}`)).toBe(cancelled ? 0 : 10 - 2 * billed);
      await balancesAreSums(env, who.api, who.CompanyID, [c.cough]);
    });

    it('lets only one of a settlement and a cancel of its sheet, made at once, through', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const sheet = await loadVan(who.api, c);

      const [settled, cancelled] = await Promise.all([
        who.api.post('/api/insertvansettlement').send({
          VanID: c.van,
          VanDate: DAY,
          CashHanded: 0,
          Items: [
            { ItemID: c.paracetamol, Returned: 50 },
            { ItemID: c.cough, Returned: 10 },
          ],
        }),
        who.api
          .post('/api/cancelvanload')
          .send({ VanLoadID: sheet.VanLoadID, Reason: 'Did not go out' }),
      ]);

      expect([settled.status, cancelled.status].filter((s) => s < 300)).toHaveLength(1);
      expect(await held(who.api, c.paracetamol)).toBe(1000);
      expect(await held(who.api, c.paracetamol, `&VanID=${c.van}`)).toBe(0);
      await balancesAreSums(env, who.api, who.CompanyID, [c.paracetamol, c.cough]);
    });
  });
});
