import { describe, expect, it } from 'vitest';
import { describeApi, storedRows } from '../support/api';
import { DAY, loadVan, vanSetup } from '../support/van';

const EMPTY = 'Items array is empty or contains invalid items.';

describeApi('Van loading', (env) => {
  describe('GET /api/Getvehiclevid', () => {
    it("lists the branch's vehicles and those of no branch, not another branch's", async () => {
      const who = await env.company();
      const c = await vanSetup(who);

      const res = await who.api.get(
        `/api/Getvehiclevid?CompanyID=${who.CompanyID}&BranchId=${c.branch}`,
      );

      expect(res.status).toBe(200);
      expect(res.body.data.map((v: { VRegNo: string }) => v.VRegNo)).toEqual([
        'KA09AB1234',
        'KA09ZZ0001',
      ]);
    });

    it("refuses another company's branch and a missing one with 400", async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const other = await env.company('Other Traders');

      const foreign = await other.api.get(`/api/Getvehiclevid?BranchId=${c.branch}`);
      const missing = await other.api.get('/api/Getvehiclevid');

      expect(foreign.status).toBe(400);
      expect(foreign.body).toEqual({ success: false, error: 'Branch not found.' });
      expect(missing.status).toBe(400);
      expect(missing.body.error).toBe('BranchId is missing or invalid.');
    });
  });

  describe('GET /api/GetSheetid', () => {
    it('previews the next sheet number in the first row without reserving it, consecutive per company', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const other = await env.company('Other Traders');

      const first = await who.api.get('/api/GetSheetid');
      const again = await who.api.get('/api/GetSheetid');
      const saved = await loadVan(who.api, c);
      const next = await who.api.get('/api/GetSheetid');
      const elsewhere = await other.api.get('/api/GetSheetid');

      expect(first.body.data[0].SheetID).toBe(1);
      expect(again.body.data[0].SheetID).toBe(1);
      expect(saved.SheetID).toBe(1);
      expect(next.body.data[0].SheetID).toBe(2);
      expect(elsewhere.body.data[0].SheetID).toBe(1);
    });
  });

  describe('GET /api/GetVanload', () => {
    it('answers every active item at stock 0 when the vehicle has no sheet for the date', async () => {
      const who = await env.company();
      const c = await vanSetup(who);

      const res = await who.api.get(
        `/api/GetVanload?BranchID=${c.branch}&CompanyID=${who.CompanyID}&VanID=${c.van}&VanDate=${DAY}`,
      );

      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, SheetID: null, Settled: false });
      // Beside each item, what the godown it loads from holds (the opening 1000).
      expect(res.body.Godown).toBe('Main');
      expect(res.body.data).toEqual([
        {
          ItemID: c.cough,
          ItemCode: 'C1',
          ItemName: 'Cough Syrup',
          Stock: 0,
          InGodown: 1000,
          SheetID: null,
        },
        {
          ItemID: c.paracetamol,
          ItemCode: 'P1',
          ItemName: 'Paracetamol 500',
          Stock: 0,
          InGodown: 1000,
          SheetID: null,
        },
      ]);
    });

    it("answers the sheet's stock and number once loaded, only for that vehicle and date", async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const { SheetID } = await loadVan(who.api, c);

      const loaded = await who.api.get(
        `/api/GetVanload?BranchID=${c.branch}&VanID=${c.van}&VanDate=${DAY}`,
      );
      const nextDay = await who.api.get(
        `/api/GetVanload?BranchID=${c.branch}&VanID=${c.van}&VanDate=2026-06-16`,
      );

      expect(loaded.body.SheetID).toBe(SheetID);
      // The godown shows what is left once the van is loaded.
      expect(
        loaded.body.data.map((r: { ItemName: string; Stock: number; InGodown: number }) => [
          r.ItemName,
          r.Stock,
          r.InGodown,
        ]),
      ).toEqual([
        ['Cough Syrup', 10, 990],
        ['Paracetamol 500', 50, 950],
      ]);
      expect(nextDay.body.SheetID).toBeNull();
      expect(nextDay.body.data.every((r: { Stock: number }) => r.Stock === 0)).toBe(true);
    });

    it("refuses a bad date, and another company's branch or vehicle, with 400", async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const other = await env.company('Other Traders');
      const o = await vanSetup(other);

      const badDate = await who.api.get(
        `/api/GetVanload?BranchID=${c.branch}&VanID=${c.van}&VanDate=2026-02-30`,
      );
      const foreignBranch = await who.api.get(
        `/api/GetVanload?BranchID=${o.branch}&VanID=${c.van}&VanDate=${DAY}`,
      );
      const foreignVan = await who.api.get(
        `/api/GetVanload?BranchID=${c.branch}&VanID=${o.van}&VanDate=${DAY}`,
      );

      expect(badDate.status).toBe(400);
      expect(badDate.body.error).toBe('VanDate must be a valid date.');
      expect(foreignBranch.status).toBe(400);
      expect(foreignBranch.body.error).toBe('Branch not found.');
      expect(foreignVan.status).toBe(400);
      expect(foreignVan.body.error).toBe('Vehicle not found.');
    });
  });

  describe('POST /api/InsertVanload/', () => {
    it('keeps only the items with stock above 0, numbers the sheet, and copies the vehicle and item names', async () => {
      const who = await env.company();
      const c = await vanSetup(who);

      const res = await who.api.post('/api/InsertVanload/').send({
        BranchID: c.branch,
        VanID: c.van,
        VanDate: DAY,
        SheetID: 99,
        Items: [
          { ItemID: c.paracetamol, Stock: 12.5 },
          { ItemID: c.cough, Stock: 0 },
        ],
      });
      const lines = await storedRows(env, 'vanLoadLine', { VanLoadID: res.body.VanLoadID });

      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Stock loaded to the van successfully!',
        SheetID: 1,
      });
      expect(res.body.data).toMatchObject({
        VehicleNo: 'KA09AB1234',
        BranchID: c.branch,
        VanDate: DAY,
        Items: [
          { ItemID: c.paracetamol, Stock: 12.5, ItemCode: 'P1', itemName: 'Paracetamol 500' },
        ],
      });
      expect(lines.map((l) => [l.ItemID, Number(l.Stock)])).toEqual([[c.paracetamol, 1250]]);
    });

    it("refuses a sheet whose items are all at 0, or that has none, with the spec's sentence", async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const head = { BranchID: c.branch, VanID: c.van, VanDate: DAY };

      const zeros = await who.api
        .post('/api/InsertVanload')
        .send({ ...head, Items: [{ ItemID: c.paracetamol, Stock: 0 }] });
      const empty = await who.api.post('/api/InsertVanload').send({ ...head, Items: [] });
      const absent = await who.api.post('/api/InsertVanload').send(head);

      for (const res of [zeros, empty, absent]) {
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(EMPTY);
      }
      expect(await storedRows(env, 'vanLoad')).toEqual([]);
    });

    it('refuses a negative, non-numeric or too finely divided stock, and a line without an item', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const head = { BranchID: c.branch, VanID: c.van, VanDate: DAY };

      const negative = await who.api
        .post('/api/InsertVanload')
        .send({ ...head, Items: [{ ItemID: c.paracetamol, Stock: -1 }] });
      const text = await who.api
        .post('/api/InsertVanload')
        .send({ ...head, Items: [{ ItemID: c.paracetamol, Stock: 'ten' }] });
      const fine = await who.api
        .post('/api/InsertVanload')
        .send({ ...head, Items: [{ ItemID: c.paracetamol, Stock: 1.005 }] });
      const noItem = await who.api
        .post('/api/InsertVanload')
        .send({ ...head, Items: [{ Stock: 4 }] });

      expect(negative.status).toBe(400);
      expect(negative.body.errors).toEqual({ 'Items[0].Stock': 'Stock must be at least 0.' });
      expect(text.status).toBe(400);
      expect(text.body.errors).toEqual({ 'Items[0].Stock': 'Stock must be a number.' });
      expect(fine.status).toBe(400);
      expect(fine.body.errors).toEqual({ 'Items[0].Stock': 'Stock can have at most 2 decimals.' });
      expect(noItem.status).toBe(400);
      expect(noItem.body.errors).toEqual({ 'Items[0].ItemID': EMPTY });
    });

    it('refuses a second sheet for the same vehicle and date with 409, but not another date', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await loadVan(who.api, c);

      const twice = await who.api.post('/api/InsertVanload').send({
        BranchID: c.branch,
        VanID: c.van,
        VanDate: DAY,
        Items: [{ ItemID: c.cough, Stock: 1 }],
      });
      const nextDay = await who.api.post('/api/InsertVanload').send({
        BranchID: c.branch,
        VanID: c.van,
        VanDate: '2026-06-16',
        Items: [{ ItemID: c.cough, Stock: 1 }],
      });

      expect(twice.status).toBe(409);
      expect(twice.body).toEqual({
        success: false,
        error: `Sheet 1 already loads this vehicle on ${DAY}: use Update to change it.`,
      });
      expect(nextDay.status).toBe(201);
      expect(nextDay.body.SheetID).toBe(2);
    });

    it("refuses another company's branch, vehicle or item with 400, and another branch's vehicle", async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const other = await env.company('Other Traders');
      const o = await vanSetup(other);
      const good = {
        BranchID: c.branch,
        VanID: c.van,
        VanDate: DAY,
        Items: [{ ItemID: c.paracetamol, Stock: 5 }],
      };

      const branch = await who.api.post('/api/InsertVanload').send({ ...good, BranchID: o.branch });
      const vehicle = await who.api.post('/api/InsertVanload').send({ ...good, VanID: o.van });
      const item = await who.api
        .post('/api/InsertVanload')
        .send({ ...good, Items: [{ ItemID: o.paracetamol, Stock: 5 }] });
      const depot = await who.api.post('/api/InsertVanload').send({ ...good, VanID: c.depotVan });

      expect(branch.status).toBe(400);
      expect(branch.body.errors).toEqual({ BranchID: 'Branch not found.' });
      expect(vehicle.status).toBe(400);
      expect(vehicle.body.errors).toEqual({ VanID: 'Vehicle not found.' });
      expect(item.status).toBe(400);
      expect(item.body.errors).toEqual({ 'Items[0].ItemID': 'Item not found.' });
      expect(depot.status).toBe(400);
      expect(depot.body.errors).toEqual({ VanID: 'This vehicle belongs to another branch.' });
      expect(await storedRows(env, 'vanLoad')).toEqual([]);
    });

    it('saves once for a repeated Idempotency-Key', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const body = {
        BranchID: c.branch,
        VanID: c.van,
        VanDate: DAY,
        Items: [{ ItemID: c.paracetamol, Stock: 5 }],
      };

      const first = await who.api
        .post('/api/InsertVanload')
        .set('Idempotency-Key', 'sheet-1')
        .send(body);
      const repeat = await who.api
        .post('/api/InsertVanload')
        .set('Idempotency-Key', 'sheet-1')
        .send(body);

      expect(first.status).toBe(201);
      expect(repeat.status).toBe(201);
      expect(repeat.body.SheetID).toBe(first.body.SheetID);
      expect(await storedRows(env, 'vanLoad')).toHaveLength(1);
    });
  });

  describe('POST /api/UpdateVanload', () => {
    it('changes the sheet named by its SheetID or by vehicle and date, keeping its number and every version', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const { VanLoadID, SheetID } = await loadVan(who.api, c);
      const head = { BranchID: c.branch, VanID: c.van, VanDate: DAY };

      const bySheet = await who.api.post('/api/UpdateVanload').send({
        ...head,
        SheetID,
        Items: [
          { ItemID: c.paracetamol, Stock: 40 },
          { ItemID: c.cough, Stock: 0 },
        ],
      });
      const byDay = await who.api
        .post('/api/UpdateVanload')
        .send({ ...head, Items: [{ ItemID: c.cough, Stock: 7.25 }] });
      const view = await who.api.get(
        `/api/GetVanload?BranchID=${c.branch}&VanID=${c.van}&VanDate=${DAY}`,
      );
      const history = await who.api.get(`/api/vanloadhistory/${VanLoadID}`);

      expect(bySheet.status).toBe(200);
      expect(bySheet.body).toMatchObject({
        success: true,
        message: 'Van stock updated successfully!',
        SheetID,
      });
      expect(byDay.status).toBe(200);
      expect(view.body.data.map((r: { Stock: number }) => r.Stock)).toEqual([7.25, 0]);
      expect(history.body.data.map((v: { Action: string }) => v.Action)).toEqual([
        'created',
        'updated',
        'updated',
      ]);
    });

    it("refuses an update with no stock above 0 with the spec's sentence, and a vehicle and date without a sheet", async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const { SheetID } = await loadVan(who.api, c);

      const zeros = await who.api.post('/api/UpdateVanload').send({
        BranchID: c.branch,
        VanID: c.van,
        VanDate: DAY,
        SheetID,
        Items: [{ ItemID: c.paracetamol, Stock: 0 }],
      });
      const none = await who.api.post('/api/UpdateVanload').send({
        BranchID: c.branch,
        VanID: c.van,
        VanDate: '2026-06-20',
        Items: [{ ItemID: c.paracetamol, Stock: 1 }],
      });

      expect(zeros.status).toBe(400);
      expect(zeros.body.error).toBe(EMPTY);
      expect(none.status).toBe(404);
      expect(none.body.error).toBe(
        'There is no sheet for this vehicle and date yet: use Submit to load it.',
      );
    });

    it("cannot reach another company's sheet (404) nor move a sheet onto a day that has one (409)", async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const { VanLoadID } = await loadVan(who.api, c);
      const second = await loadVan(who.api, c, '2026-06-16');
      const other = await env.company('Other Traders');
      const o = await vanSetup(other);

      const foreign = await other.api.post('/api/UpdateVanload').send({
        VanLoadID,
        BranchID: o.branch,
        VanID: o.van,
        VanDate: DAY,
        Items: [{ ItemID: o.cough, Stock: 1 }],
      });
      const read = await other.api.get(`/api/GetVanload/${VanLoadID}`);
      const onto = await who.api.post('/api/UpdateVanload').send({
        VanLoadID: second.VanLoadID,
        BranchID: c.branch,
        VanID: c.van,
        VanDate: DAY,
        Items: [{ ItemID: c.cough, Stock: 1 }],
      });

      expect(foreign.status).toBe(404);
      expect(read.status).toBe(404);
      expect(onto.status).toBe(409);
    });
  });

  describe('GET /api/billplace', () => {
    it("says a representative's bill that day sells from his loaded van, and what it holds there; the day before, from the godown", async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await who.api
        .post('/api/InsertAllocation')
        .send({ RepID: c.rep1, VanID: c.van, Alocdate: DAY });
      await loadVan(who.api, c);

      const fromVan = await who.api.get(`/api/billplace?BillDate=${DAY}&BranchId=${c.branch}`);
      const dayBefore = await who.api.get(
        `/api/billplace?BillDate=2026-06-14&BranchId=${c.branch}`,
      );
      const otherRep = await who.api.get(`/api/billplace?BillDate=${DAY}&SalesmanId=${c.rep2}`);
      const inVan = await who.api.get(`/api/stock?ItemId=${c.paracetamol}&VanID=${c.van}`);
      const batches = await who.api.get(`/api/getbatches?ItemId=${c.paracetamol}&VanID=${c.van}`);
      const foreign = await (
        await env.company('Other Traders')
      ).api.get(`/api/billplace?BillDate=${DAY}&VanID=${c.van}`);

      expect(fromVan.body.data).toEqual({ GodownId: null, VanID: c.van, name: 'van KA09AB1234' });
      expect(dayBefore.body.data).toMatchObject({ VanID: null, GodownId: expect.any(Number) });
      expect(otherRep.body.data).toMatchObject({ VanID: null });
      expect(inVan.body.data.map((r: { Quantity: number }) => r.Quantity)).toEqual([50]);
      expect(batches.status).toBe(200);
      // Another company's van is no place of its bills.
      expect(foreign.body.data.VanID).toBeNull();
    });
  });

  describe('tenancy', () => {
    it("refuses a CompanyID in the query that is not the session's", async () => {
      const who = await env.company();
      const c = await vanSetup(who);

      const res = await who.api.get(
        `/api/GetVanload?BranchID=${c.branch}&CompanyID=${who.CompanyID + 1}&VanID=${c.van}&VanDate=${DAY}`,
      );

      expect(res.status).toBe(403);
    });
  });
});
