import { describe, expect, it } from 'vitest';
import { describeApi, storedRows, type Agent, type ApiEnv } from '../support/api';
import { systemLedger } from '../support/ledger';
import { DAY, loadVan, vanSetup, type VanCast } from '../support/van';

const SETTLED_SHEET =
  'The van settlement for this vehicle and date is closed: reopen it to change the sheet.';
// The date as the clerk reads it, DD-MM-YYYY.
const settledBill = (no: number) =>
  `The van settlement of KA09AB1234 for ${DAY.split('-').reverse().join('-')} is closed (settlement ${no}): reopen it to bill for that day.`;

/** A B2C bill to the walk-in customer on the day. */
function b2c(c: VanCast, BillMode: number, items: object[], extra: object = {}) {
  return {
    BillDate: DAY,
    InvType: 2,
    SID: c.seriesC,
    CustomerID: c.walkIn,
    BillMode,
    items,
    ...extra,
  };
}

async function saved(api: Agent, path: string, body: object) {
  const res = await api.post(path).send(body);
  if (res.status !== 201) throw new Error(`${path} failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * The hand-computed day. The van KA09AB1234 goes out with 50 Paracetamol (rate 12.50, GST 12%)
 * and 10 Cough Syrup (rate 50.00, GST 5%); its representative (the admin) is allocated to it.
 *   bill 1, cash: 10 + 1 free Paracetamol              125.00 + 15.00 tax = 140.00
 *   bill 2, GPay: 4 Cough Syrup                         200.00 + 10.00 tax = 210.00
 *   bill 3, bank (credit, B2B): 20 + 2 free Paracetamol and 2 Cough Syrup   280.00 + 105.00 = 385.00
 *   bill 4, cash, of Ravi (not allocated to the van): 5 Paracetamol = 70.00, does not count
 *   (nor does the cash receipt of 300.00 Ravi records himself)
 * Sold: Paracetamol 33, Cough Syrup 6. Returned: 15 Paracetamol. Short: Paracetamol 50-33-15 = 2
 * (25.00), Cough Syrup 10-6-0 = 4 (200.00): 225.00. A cash receipt of 500.00 by the admin.
 * Cash expected 140.00 + 500.00 = 640.00; handed over 590.00: short by 50.00.
 */
async function theDay(api: Agent, c: VanCast) {
  await saved(api, '/api/InsertAllocation', { RepID: c.rep1, VanID: c.van, Alocdate: DAY });
  const sheet = await loadVan(api, c);
  const bills = [
    await saved(
      api,
      '/api/insertbilling',
      b2c(c, 1, [{ ItemID: c.paracetamol, Quantity: 10, FreeQty: 1, GrossAmount: 12.5 }]),
    ),
    await saved(
      api,
      '/api/insertbilling',
      b2c(c, 2, [{ ItemID: c.cough, Quantity: 4, GrossAmount: 50 }]),
    ),
    await saved(api, '/api/insertbilling', {
      BillDate: DAY,
      InvType: 1,
      SID: c.seriesA,
      CustomerID: c.local,
      BillMode: 3,
      SalesmanId: c.rep1,
      items: [
        { ItemID: c.paracetamol, Quantity: 20, FreeQty: 2, GrossAmount: 12.5 },
        { ItemID: c.cough, Quantity: 2, GrossAmount: 50 },
      ],
    }),
  ];
  const others = await saved(
    api,
    '/api/insertbilling',
    b2c(c, 1, [{ ItemID: c.paracetamol, Quantity: 5, GrossAmount: 12.5 }], { SalesmanId: c.rep2 }),
  );
  const cash = await systemLedger(api, 'Cash');
  await saved(api, '/api/insertupdatereciept', {
    RDate: DAY,
    AccGroupid: 6,
    PLID: cash,
    PartyID: c.local,
    Debit: 500,
  });
  return { sheet, bills, others, cash };
}

/** Ravi, signed in, records a cash receipt of 300.00 the same day: his, not the van's. */
async function ravisReceipt(env: ApiEnv, CompanyID: number, c: VanCast, cash: number) {
  const ravi = env.anon();
  const login = await ravi
    .post('/api/login')
    .send({ CompanyID, Username: 'ravi', Password: 'correct horse' });
  if (login.status !== 200) throw new Error(JSON.stringify(login.body));
  await saved(ravi, '/api/insertupdatereciept', {
    RDate: DAY,
    AccGroupid: 6,
    PLID: cash,
    PartyID: c.walkIn,
    Debit: 300,
  });
}

const settle = (c: VanCast, extra: object = {}) => ({
  VanID: c.van,
  VanDate: DAY,
  CashHanded: 590,
  Items: [
    { ItemID: c.paracetamol, Returned: 15 },
    { ItemID: c.cough, Returned: 0 },
  ],
  ...extra,
});

/** The cough syrup the van and the godowns hold on the day. */
async function coughByPlace(api: Agent, c: VanCast) {
  const rows = (await api.get(`/api/stock?ItemId=${c.cough}&AsOn=${DAY}`)).body.data as Array<{
    VanID: number | null;
    Quantity: number;
  }>;
  const sum = (xs: typeof rows) => xs.reduce((n, r) => n + r.Quantity, 0);
  return {
    van: sum(rows.filter((r) => r.VanID === c.van)),
    godown: sum(rows.filter((r) => !r.VanID)),
  };
}

describeApi('Van settlement', (env) => {
  describe('the figures of a day', () => {
    it('settles the hand-computed day: stock short 225.00 and cash short 50.00', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const day = await theDay(who.api, c);
      await ravisReceipt(env, who.CompanyID, c, day.cash);
      expect(day.bills.map((b) => b.data.BillAmount)).toEqual([140, 210, 385]);
      expect(day.others.data.BillAmount).toBe(70);

      const preview = await who.api.get(`/api/getvansettlement?VanID=${c.van}&VanDate=${DAY}`);
      const res = await who.api.post('/api/insertvansettlement').send(settle(c));

      expect(preview.status).toBe(200);
      expect(preview.body.data).toMatchObject({
        Settled: false,
        SettlementID: null,
        VehicleNo: 'KA09AB1234',
        SheetID: day.sheet.SheetID,
        RepID: c.rep1,
        RepName: 'Asha Rao',
        CashBills: 140,
        GPayBills: 210,
        CashReceipts: 500,
        BankReceipts: 0,
        Collected: 850,
        ExpectedCash: 640,
        CashHanded: 0,
        Difference: -640,
      });
      expect(preview.body.data.Items).toEqual([
        {
          ItemID: c.cough,
          ItemCode: 'C1',
          itemName: 'Cough Syrup',
          Loaded: 10,
          Sold: 6,
          Returned: 0,
          Shortage: 4,
          Rate: 50,
          Value: 200,
        },
        {
          ItemID: c.paracetamol,
          ItemCode: 'P1',
          itemName: 'Paracetamol 500',
          Loaded: 50,
          Sold: 33,
          Returned: 0,
          Shortage: 17,
          Rate: 12.5,
          Value: 212.5,
        },
      ]);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Van settlement saved: the day is closed for this vehicle.',
        SettlementNo: 1,
      });
      expect(res.body.data).toMatchObject({
        CashBills: 140,
        GPayBills: 210,
        CashReceipts: 500,
        Collected: 850,
        ExpectedCash: 640,
        CashHanded: 590,
        Difference: -50,
        ShortageValue: 225,
        ExcessValue: 0,
        DocStatus: 1,
      });
      expect(
        res.body.data.Items.map((l: Record<string, unknown>) => [
          l.itemName,
          l.Loaded,
          l.Sold,
          l.Returned,
          l.Shortage,
          l.Value,
        ]),
      ).toEqual([
        ['Cough Syrup', 10, 6, 0, 4, 200],
        ['Paracetamol 500', 50, 33, 15, 2, 25],
      ]);
    });

    it('answers the saved settlement once the day is closed', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await theDay(who.api, c);
      const { SettlementID } = await saved(who.api, '/api/insertvansettlement', settle(c));

      const res = await who.api.get(`/api/getvansettlement?VanID=${c.van}&VanDate=${DAY}`);

      expect(res.body.data).toMatchObject({
        Settled: true,
        SettlementID,
        SettlementNo: 1,
        CashHanded: 590,
        Difference: -50,
        Reopened: [],
      });
    });

    it('counts a bill that names the vehicle, whoever billed it, and shows more back than loaded as an excess', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await loadVan(who.api, c);
      await saved(
        who.api,
        '/api/insertbilling',
        b2c(c, 1, [{ ItemID: c.cough, Quantity: 3, GrossAmount: 50 }], {
          SalesmanId: c.rep2,
          VanID: c.van,
        }),
      );
      await saved(
        who.api,
        '/api/insertbilling',
        b2c(c, 1, [{ ItemID: c.cough, Quantity: 1, GrossAmount: 50 }], { SalesmanId: c.rep2 }),
      );

      const before = await coughByPlace(who.api, c);
      const res = await who.api.post('/api/insertvansettlement').send({
        VanID: c.van,
        VanDate: DAY,
        CashHanded: 158,
        Items: [{ ItemID: c.cough, Returned: 8 }],
      });

      expect(res.status).toBe(201);
      // No representative is allocated: only the bill naming the van counts (157.50, rounded to 158), and no receipt.
      expect(res.body.data).toMatchObject({
        RepID: null,
        CashBills: 158,
        CashReceipts: 0,
        ExpectedCash: 158,
        Difference: 0,
        ShortageValue: 625,
        ExcessValue: 50,
      });
      expect(
        res.body.data.Items.map((l: Record<string, unknown>) => [
          l.itemName,
          l.Sold,
          l.Shortage,
          l.Value,
        ]),
      ).toEqual([
        ['Cough Syrup', 3, -1, -50],
        ['Paracetamol 500', 0, 50, 625],
      ]);
      // The van gave the 7 it held, not 8: it is left with none, not -1, and the godown has all 8.
      const after = await coughByPlace(who.api, c);
      expect(after.van).toBe(0);
      expect(after.godown - before.godown).toBe(8);
    });
  });

  describe('what left the van', () => {
    it('counts as sold from the van what the bills took out of it, not a bill of the van keyed before it was loaded', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      // Keyed before the sheet: its 4 Cough Syrup leave the godown, not the van.
      const early = await saved(
        who.api,
        '/api/insertbilling',
        b2c(c, 1, [{ ItemID: c.cough, Quantity: 4, GrossAmount: 50 }], { VanID: c.van }),
      );
      await loadVan(who.api, c);
      await saved(
        who.api,
        '/api/insertbilling',
        b2c(c, 1, [{ ItemID: c.cough, Quantity: 1, FreeQty: 1, GrossAmount: 50 }], {
          VanID: c.van,
        }),
      );

      const day = (await who.api.get(`/api/getvansettlement?VanID=${c.van}&VanDate=${DAY}`)).body
        .data;
      const settled = await saved(
        who.api,
        '/api/insertvansettlement',
        settle(c, {
          CashHanded: 263,
          Items: [
            { ItemID: c.cough, Returned: 8 },
            { ItemID: c.paracetamol, Returned: 50 },
          ],
        }),
      );

      expect(early.data.BillAmount).toBe(210);
      expect(day.CashBills).toBe(263);
      expect(day.Items.find((i: { ItemID: number }) => i.ItemID === c.cough)).toMatchObject({
        Loaded: 10,
        Sold: 2,
      });
      expect(settled.data).toMatchObject({ ShortageValue: 0, Difference: 0 });
      expect(await coughByPlace(who.api, c)).toMatchObject({ van: 0 });
    });
  });

  describe('closing the day', () => {
    it("keeps the sheet and the day's bills as settled until the settlement is reopened", async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const day = await theDay(who.api, c);
      await saved(who.api, '/api/insertvansettlement', settle(c));

      const sheet = await who.api.post('/api/UpdateVanload').send({
        BranchID: c.branch,
        VanID: c.van,
        VanDate: DAY,
        SheetID: day.sheet.SheetID,
        Items: [{ ItemID: c.cough, Stock: 1 }],
      });
      const newBill = await who.api
        .post('/api/insertbilling')
        .send(b2c(c, 1, [{ ItemID: c.cough, Quantity: 1, GrossAmount: 50 }]));
      const namingVan = await who.api.post('/api/insertbilling').send(
        b2c(c, 1, [{ ItemID: c.cough, Quantity: 1, GrossAmount: 50 }], {
          SalesmanId: c.rep2,
          VanID: c.van,
        }),
      );
      const edit = await who.api.post('/api/updatebilling').send({
        ...b2c(c, 1, [{ ItemID: c.cough, Quantity: 9, GrossAmount: 50 }]),
        BillID: day.bills[0].BillID,
      });
      const cancel = await who.api
        .post('/api/cancelbilling')
        .send({ BillID: day.bills[1].BillID, Reason: 'Wrong customer' });
      const otherRep = await who.api
        .post('/api/insertbilling')
        .send(
          b2c(c, 1, [{ ItemID: c.cough, Quantity: 1, GrossAmount: 50 }], { SalesmanId: c.rep2 }),
        );
      const nextDay = await who.api.post('/api/insertbilling').send(
        b2c(c, 1, [{ ItemID: c.cough, Quantity: 1, GrossAmount: 50 }], {
          BillDate: '2026-06-16',
        }),
      );
      const twice = await who.api.post('/api/insertvansettlement').send(settle(c));

      expect(sheet.status).toBe(409);
      expect(sheet.body.error).toBe(SETTLED_SHEET);
      for (const res of [newBill, namingVan, edit, cancel]) {
        expect(res.status).toBe(409);
        expect(res.body.error).toBe(settledBill(1));
      }
      expect(otherRep.status).toBe(201);
      expect(nextDay.status).toBe(201);
      expect(twice.status).toBe(409);
      expect(twice.body.error).toBe(
        "This vehicle's day is already settled (settlement 1): reopen it to settle again.",
      );
    });

    it("keeps what a settled day counted: its vehicle and date, its representative's receipts and his allocation", async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const day = await theDay(who.api, c);
      const settlement = await saved(who.api, '/api/insertvansettlement', settle(c));
      const [allocated] = (await who.api.get('/api/GetAllocation')).body.data as Array<{
        AllocID: number;
      }>;
      const closed = (action: string) =>
        `The van settlement of KA09AB1234 for 15-06-2026 is closed (settlement 1): reopen it to ${action} for that day.`;

      const otherDay = await who.api
        .post('/api/updatevansettlement')
        .send({ ...settle(c, { VanDate: '2026-06-16' }), SettlementID: settlement.SettlementID });
      const otherVan = await who.api
        .post('/api/updatevansettlement')
        .send({ ...settle(c, { VanID: c.spare }), SettlementID: settlement.SettlementID });
      const receipt = await who.api.post('/api/insertupdatereciept').send({
        RDate: DAY,
        AccGroupid: 6,
        PLID: day.cash,
        PartyID: c.local,
        Debit: 25,
      });
      const receiptGone = await who.api.delete('/api/deleteReciept').send({ ReNo: 1 });
      const moved = await who.api
        .post('/api/UpdateAllocation')
        .send({ AllocID: allocated.AllocID, VanID: c.spare });
      const unallocated = await who.api
        .delete('/api/DeleteAllocation')
        .send({ AllocID: allocated.AllocID });
      const seriesOnly = await who.api
        .post('/api/UpdateAllocation')
        .send({ AllocID: allocated.AllocID, B2Bseries: c.seriesA });
      // Ravi is allocated to no vehicle: his receipt that day is no van's.
      await ravisReceipt(env, who.CompanyID, c, day.cash);
      const figures = await who.api.get(`/api/getvansettlement?VanID=${c.van}&VanDate=${DAY}`);

      expect([otherDay.status, otherDay.body.error]).toEqual([
        409,
        'A settlement keeps its vehicle and date: reopen it, then settle the other day.',
      ]);
      expect([otherVan.status, otherVan.body.error]).toEqual([
        409,
        'A settlement keeps its vehicle and date: reopen it, then settle the other day.',
      ]);
      expect([receipt.status, receipt.body.error]).toEqual([409, closed('record receipts')]);
      expect([receiptGone.status, receiptGone.body.error]).toEqual([
        409,
        closed('record receipts'),
      ]);
      expect([moved.status, moved.body.error]).toEqual([409, closed('change its allocation')]);
      expect([unallocated.status, unallocated.body.error]).toEqual([
        409,
        closed('change its allocation'),
      ]);
      expect(seriesOnly.status).toBe(200);
      expect(figures.body.data).toMatchObject({
        Settled: true,
        CashReceipts: 500,
        ExpectedCash: 640,
        RepID: c.rep1,
      });

      const reopened = await who.api
        .post('/api/reopenvansettlement')
        .send({ SettlementID: settlement.SettlementID, Reason: 'Receipt missed' });
      expect(reopened.status).toBe(200);
      const afterReopening = await who.api.post('/api/insertupdatereciept').send({
        RDate: DAY,
        AccGroupid: 6,
        PLID: day.cash,
        PartyID: c.local,
        Debit: 25,
      });
      expect(afterReopening.status).toBe(201);
    });

    it('reopens by vehicle and date, keeps the reopening in its versions, and lets the day be changed and settled again', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      const day = await theDay(who.api, c);
      const first = await saved(who.api, '/api/insertvansettlement', settle(c));

      const reopened = await who.api
        .post('/api/reopenvansettlement')
        .send({ VanID: c.van, VanDate: DAY, Reason: 'Two cases found in the van' });
      const history = await who.api.get(`/api/vansettlementhistory/${first.SettlementID}`);
      const openDay = await who.api.get(`/api/getvansettlement?VanID=${c.van}&VanDate=${DAY}`);
      const sheet = await who.api.post('/api/UpdateVanload').send({
        BranchID: c.branch,
        VanID: c.van,
        VanDate: DAY,
        SheetID: day.sheet.SheetID,
        Items: [
          { ItemID: c.paracetamol, Stock: 48 },
          { ItemID: c.cough, Stock: 10 },
        ],
      });
      const bill = await who.api
        .post('/api/insertbilling')
        .send(b2c(c, 1, [{ ItemID: c.cough, Quantity: 4, GrossAmount: 50 }]));
      const again = await who.api
        .post('/api/insertvansettlement')
        .send(settle(c, { CashHanded: 850 }));
      const reopenAgainOld = await who.api
        .post('/api/reopenvansettlement')
        .send({ SettlementID: first.SettlementID });
      const settledAgain = await who.api.get(`/api/getvansettlement?VanID=${c.van}&VanDate=${DAY}`);

      expect(reopened.status).toBe(200);
      expect(reopened.body).toMatchObject({
        success: true,
        message: "Van settlement reopened: the sheet and the day's bills can be changed again.",
      });
      expect(history.body.data.map((v: { Action: string }) => v.Action)).toEqual([
        'created',
        'cancelled',
      ]);
      expect(history.body.data[1].Changes.CancelReason).toEqual([
        null,
        'Two cases found in the van',
      ]);
      // The open day still names the settlement reopened, so its history stays in reach.
      const firstReopened = {
        SettlementID: first.SettlementID,
        SettlementNo: 1,
        Reason: 'Two cases found in the van',
      };
      expect(openDay.body.data).toMatchObject({ Settled: false, SettlementID: null });
      expect(openDay.body.data.Reopened).toEqual([firstReopened]);
      // Reopened to be corrected: what was counted stays, to be changed, not keyed again.
      expect(openDay.body.data.CashHanded).toBe(590);
      expect(
        openDay.body.data.Items.map((i: { ItemID: number; Returned: number }) => [
          i.ItemID,
          i.Returned,
        ]),
      ).toEqual(
        expect.arrayContaining([
          [c.paracetamol, 15],
          [c.cough, 0],
        ]),
      );
      expect(settledAgain.body.data).toMatchObject({ Settled: true, SettlementNo: 2 });
      expect(settledAgain.body.data.Reopened).toEqual([firstReopened]);
      expect(sheet.status).toBe(200);
      expect(bill.status).toBe(201);
      expect(again.status).toBe(201);
      // Loaded 48 Paracetamol now, and 4 more Cough Syrup billed for cash (210.00).
      expect(again.body).toMatchObject({ SettlementNo: 2 });
      expect(again.body.data).toMatchObject({
        CashBills: 350,
        ExpectedCash: 850,
        Difference: 0,
        ShortageValue: 0,
      });
      expect(reopenAgainOld.status).toBe(409);
      expect(reopenAgainOld.body.error).toBe(
        'This settlement has been reopened and cannot be changed: settle the day again.',
      );
    });

    it('answers 404 when reopening a day that is not settled', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await loadVan(who.api, c);

      const res = await who.api
        .post('/api/reopenvansettlement')
        .send({ VanID: c.van, VanDate: DAY });

      expect(res.status).toBe(404);
      expect(res.body.error).toBe("This vehicle's day is not settled.");
    });
  });

  describe('refusals', () => {
    it('refuses a day without a sheet, bad figures and a missing date with 400', async () => {
      const who = await env.company();
      const c = await vanSetup(who);

      const noSheet = await who.api
        .post('/api/insertvansettlement')
        .send({ VanID: c.van, VanDate: DAY, CashHanded: 0 });
      await loadVan(who.api, c);
      const negative = await who.api
        .post('/api/insertvansettlement')
        .send(settle(c, { Items: [{ ItemID: c.cough, Returned: -1 }] }));
      const text = await who.api
        .post('/api/insertvansettlement')
        .send(settle(c, { CashHanded: 'lots' }));
      const noDate = await who.api
        .post('/api/insertvansettlement')
        .send(settle(c, { VanDate: undefined }));
      // Returns sent as an object are not 'nothing returned' (the whole load short).
      const notAList = await who.api
        .post('/api/insertvansettlement')
        .send(settle(c, { Items: {} }));
      const previewNoDate = await who.api.get(`/api/getvansettlement?VanID=${c.van}`);

      expect(noSheet.status).toBe(400);
      expect(noSheet.body.errors).toEqual({
        VanID: 'There is no van sheet for this vehicle on this date: load the van first.',
      });
      expect(negative.status).toBe(400);
      expect(negative.body.errors).toEqual({ 'Items[0].Returned': 'Returned must be at least 0.' });
      expect(text.status).toBe(400);
      expect(text.body.errors).toEqual({ CashHanded: 'Cash Handed Over must be a number.' });
      expect(noDate.status).toBe(400);
      expect(noDate.body.errors).toEqual({ VanDate: 'Please select a date.' });
      expect([notAList.status, notAList.body.errors]).toEqual([
        400,
        { Items: 'Items must be a list of lines.' },
      ]);
      expect(previewNoDate.status).toBe(400);
      expect(previewNoDate.body.error).toBe('VanDate must be a valid date.');
      expect(await storedRows(env, 'vanSettlement')).toEqual([]);
    });

    it("keeps companies apart: another company's vehicle or item is refused with 400, its settlement is not found", async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await theDay(who.api, c);
      const { SettlementID } = await saved(who.api, '/api/insertvansettlement', settle(c));
      const other = await env.company('Other Traders');
      const o = await vanSetup(other);
      await loadVan(other.api, o);

      const preview = await other.api.get(`/api/getvansettlement?VanID=${c.van}&VanDate=${DAY}`);
      const vehicle = await other.api
        .post('/api/insertvansettlement')
        .send({ VanID: c.van, VanDate: DAY });
      const item = await other.api
        .post('/api/insertvansettlement')
        .send({ VanID: o.van, VanDate: DAY, Items: [{ ItemID: c.cough, Returned: 1 }] });
      const read = await other.api.get(`/api/getvansettlement/${SettlementID}`);
      const print = await other.api.get(`/api/printvansettlement/${SettlementID}`);
      const reopen = await other.api.post('/api/reopenvansettlement').send({ SettlementID });
      const theirs = await other.api.get(`/api/getvansettlement?VanID=${o.van}&VanDate=${DAY}`);

      expect(preview.status).toBe(400);
      expect(preview.body.error).toBe('Vehicle not found.');
      expect(vehicle.status).toBe(400);
      expect(vehicle.body.errors).toEqual({ VanID: 'Vehicle not found.' });
      expect(item.status).toBe(400);
      expect(item.body.errors).toEqual({ 'Items[0].ItemID': 'Item not found.' });
      expect(read.status).toBe(404);
      expect(print.status).toBe(404);
      expect(reopen.status).toBe(404);
      // Their own day sees none of the first company's bills.
      expect(theirs.body.data).toMatchObject({ Settled: false, CashBills: 0, Collected: 0 });
    });
  });

  describe('GET /api/printvansettlement/:id', () => {
    it('prints the van sheet and settlement as an A4 PDF', async () => {
      const who = await env.company();
      const c = await vanSetup(who);
      await theDay(who.api, c);
      const { SettlementID } = await saved(who.api, '/api/insertvansettlement', settle(c));

      const res = await who.api
        .get(`/api/printvansettlement/${SettlementID}`)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (chunk: Buffer) => chunks.push(chunk));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });

      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    });
  });
});
