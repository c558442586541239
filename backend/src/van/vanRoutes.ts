import { Router, type RequestHandler } from 'express';
import { QueryTypes } from 'sequelize';
import {
  DOC_STATUS,
  isCalendarDate,
  isRowId,
  vanLoad,
  vanSettlement,
  type AnyRecord,
} from '../../../resources';
import { requireSession } from '../auth/sessionMiddleware';
import type { Database } from '../db/database';
import type { DocumentService } from '../documents/service';
import { ctxOf, type SessionContext } from '../http/context';
import { HttpError, notFound } from '../http/errors';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { renderVanSettlement } from '../print/vanSettlement';
import { loadVanDay, reopenedOf, settlementOf, sheetOf } from './vanDay';
import { registerAllocationHooks } from './allocationHooks';
import { registerVanLoad } from './vanLoadParts';
import { registerVanSettlement } from './vanSettlementParts';
import { sendPdf } from '../http/sendPdf';
import { BRANCH_GODOWN_SQL } from '../stock/places';

/** Registers the van sheet's and the settlement's parts with the document layer, and what an allocation of a settled day may not do. */
export function registerVanDocuments(): void {
  registerVanLoad();
  registerVanSettlement();
  registerAllocationHooks();
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * What van loading and settlement have beyond their documents' derived routes: the branch's
 * vehicles, the next sheet number, a vehicle's sheet for a day (or every item at 0), the day's
 * settlement figures before saving, naming a sheet or settlement by vehicle and date, and the
 * printed van sheet and settlement.
 */
export function vanRoutes(
  db: Database,
  registry: RouteRegistry,
  services: ReadonlyMap<string, DocumentService<never>>,
): Router {
  const router = Router();
  const guard: RequestHandler[] = [requireSession, sameTenant()];
  const sheets = services.get(vanLoad.name)!;
  const settlements = services.get(vanSettlement.name)!;
  const q = (sql: string, replacements: AnyRecord) =>
    db.sequelize.query<AnyRecord>(sql, {
      replacements: { no: false, ...replacements },
      type: QueryTypes.SELECT,
    });
  const reader = { sequelize: db.sequelize };

  async function branchOf(ctx: SessionContext, id: unknown, name: string): Promise<number> {
    if (!isRowId(id)) throw new HttpError(400, `${name} is missing or invalid.`);
    const [row] = await q(
      'SELECT "BranchId" FROM "branch" WHERE "CompanyID" = :CompanyID AND "BranchId" = :id AND "IsDeleted" = :no',
      { CompanyID: ctx.CompanyID, id: Number(id) },
    );
    if (!row) throw new HttpError(400, 'Branch not found.');
    return Number(row.BranchId);
  }
  async function vehicleOf(ctx: SessionContext, id: unknown): Promise<number> {
    if (!isRowId(id)) throw new HttpError(400, 'VanID is missing or invalid.');
    const [row] = await q(
      'SELECT "VID" FROM "vehicle" WHERE "CompanyID" = :CompanyID AND "VID" = :id AND "IsDeleted" = :no',
      { CompanyID: ctx.CompanyID, id: Number(id) },
    );
    if (!row) throw new HttpError(400, 'Vehicle not found.');
    return Number(row.VID);
  }
  function dateOf(v: unknown): string {
    if (!isCalendarDate(v)) throw new HttpError(400, 'VanDate must be a valid date.');
    return v;
  }

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/Getvehiclevid',
      summary: 'The vehicles of a branch (and those of no branch), by registration number',
      tag: vanLoad.label.many,
      query: { BranchId: 'the branch' },
      answers: 'list',
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const BranchId = await branchOf(ctx, req.query.BranchId ?? req.query.BranchID, 'BranchId');
      const data = await q(
        `SELECT "VID", "VRegNo", "Model", "BranchId" FROM "vehicle" WHERE "CompanyID" = :CompanyID AND "IsDeleted" = :no
      AND ("BranchId" = :BranchId OR "BranchId" IS NULL) ORDER BY "VRegNo", "VID"`,
        { CompanyID: ctx.CompanyID, BranchId },
      );
      res.json({ success: true, data });
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/GetSheetid',
      summary:
        'The SheetID the next van sheet would take in your financial year (reserves nothing), as the first row',
      tag: vanLoad.label.many,
      answers: 'list',
    },
    ...guard,
    async (req, res) => {
      const SheetID = await sheets.nextNumber(ctxOf(req));
      res.json({ success: true, SheetID, data: [{ SheetID }] });
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/GetVanload',
      summary:
        "A vehicle's sheet for a date: every active item with the stock loaded (0 when not on the sheet, or when there is no sheet yet) and InGodown, what the branch's godown (Godown) holds now",
      tag: vanLoad.label.many,
      query: { BranchID: 'the branch', VanID: 'the vehicle', VanDate: 'YYYY-MM-DD' },
      answers: 'list',
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const BranchID = await branchOf(ctx, req.query.BranchID ?? req.query.BranchId, 'BranchID');
      const VanID = await vehicleOf(ctx, req.query.VanID);
      const date = dateOf(req.query.VanDate);
      const sheet = await sheetOf(reader, ctx.CompanyID, VanID, date);
      const closed = await settlementOf(reader, ctx.CompanyID, VanID, date);
      // The godown the sheet loads from, so that the clerk sees what is left to load.
      const [godown] = await q(BRANCH_GODOWN_SQL, { CompanyID: ctx.CompanyID, branch: BranchID });
      // An item taken off the list (inactive, deleted) still shows while a sheet carries it.
      const rows = await q(
        `SELECT i."ItemId", i."ItemCode", i."ItemName", l."Stock",
            (SELECT SUM(s."QtyMilli") FROM "stockBalance" s WHERE s."CompanyID" = i."CompanyID" AND s."ItemID" = i."ItemId" AND s."GodownId" = :godown AND s."VanID" = 0) AS "InGodown"
          FROM "item" i
        LEFT JOIN "vanLoadLine" l ON l."ItemID" = i."ItemId" AND l."CompanyID" = i."CompanyID" AND l."VanLoadID" = :sheet AND l."IsDeleted" = :no
       WHERE i."CompanyID" = :CompanyID AND ((i."IsDeleted" = :no AND i."Status" = 1) OR l."VLDID" IS NOT NULL)
       ORDER BY i."ItemName", i."ItemId"`,
        {
          CompanyID: ctx.CompanyID,
          sheet: sheet?.VanLoadID ?? 0,
          godown: godown ? Number(godown.GodownId) : 0,
        },
      );
      const SheetID = sheet ? Number(sheet.SheetID) : null;
      res.json({
        success: true,
        data: rows.map((r) => ({
          ItemID: Number(r.ItemId),
          ItemCode: r.ItemCode,
          ItemName: r.ItemName,
          Stock: r.Stock === null || r.Stock === undefined ? 0 : Number(r.Stock) / 100,
          // What the godown holds now (after this sheet's own loading, when saved).
          InGodown: Number(r.InGodown ?? 0) / 1000,
          SheetID,
        })),
        Godown: godown ? String(godown.GodownName) : null,
        SheetID,
        VanLoadID: sheet ? Number(sheet.VanLoadID) : null,
        BranchID: sheet ? Number(sheet.BranchID) : null,
        Settled: Boolean(closed),
        SettlementID: closed ? Number(closed.SettlementID) : null,
      });
    },
  );

  // An update may name the sheet by its vehicle and date, as the screen's View Stock found it.
  router.post('/api/UpdateVanload', requireSession, async (req, _res, next) => {
    const body = req.body as AnyRecord | undefined;
    if (
      body &&
      typeof body === 'object' &&
      !given(body.VanLoadID) &&
      !given(body.SheetID) &&
      isRowId(body.VanID) &&
      isCalendarDate(body.VanDate)
    ) {
      const sheet = await sheetOf(reader, ctxOf(req).CompanyID, Number(body.VanID), body.VanDate);
      if (!sheet)
        throw new HttpError(
          404,
          'There is no sheet for this vehicle and date yet: use Submit to load it.',
        );
      body.VanLoadID = sheet.VanLoadID;
    }
    next();
  });

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getvansettlement',
      summary:
        "A vehicle's day: per item loaded, sold, returned and short, and the money; the saved settlement when the day is closed; in Reopened, the day's earlier settlements that were reopened",
      tag: vanSettlement.label.many,
      query: { VanID: 'the vehicle', VanDate: 'YYYY-MM-DD' },
      answers: 'one',
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const VanID = await vehicleOf(ctx, req.query.VanID);
      const date = dateOf(req.query.VanDate);
      const closed = await settlementOf(reader, ctx.CompanyID, VanID, date);
      const Reopened = await reopenedOf(reader, ctx.CompanyID, VanID, date);
      if (closed) {
        res.json({
          success: true,
          data: { ...(await settlements.read(ctx, closed.SettlementID)), Settled: true, Reopened },
        });
        return;
      }
      // Reopened to be corrected, the day starts from what was counted last, not from nothing.
      const last = Reopened.length
        ? await settlements.read(ctx, Reopened[Reopened.length - 1].SettlementID)
        : undefined;
      const day = await loadVanDay(reader, ctx.CompanyID, VanID, date, []);
      const computed = vanSettlement.compute(
        {
          header: { VanID, VanDate: date, CashHanded: last?.CashHanded ?? 0 },
          lines: ((last?.Items as AnyRecord[] | undefined) ?? []).map((l) => ({
            ItemID: l.ItemID,
            Returned: l.Returned,
          })),
        },
        day,
      );
      res.json({
        success: true,
        data: {
          ...computed.header,
          Items: computed.lines,
          SettlementID: null,
          SettlementNo: null,
          DocStatus: null,
          Settled: false,
          Reopened,
        },
      });
    },
  );

  // Reopening names the settlement, its number, or the vehicle and date; a reason is kept, 'Reopened' when none is given.
  router.post('/api/reopenvansettlement', requireSession, async (req, _res, next) => {
    const body = req.body as AnyRecord | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return next();
    if (
      !given(body.SettlementID) &&
      !given(body.SettlementNo) &&
      isRowId(body.VanID) &&
      isCalendarDate(body.VanDate)
    ) {
      const closed = await settlementOf(
        reader,
        ctxOf(req).CompanyID,
        Number(body.VanID),
        body.VanDate,
      );
      if (!closed) throw new HttpError(404, "This vehicle's day is not settled.");
      body.SettlementID = closed.SettlementID;
    }
    if (typeof body.Reason !== 'string' || !body.Reason.trim()) body.Reason = 'Reopened';
    next();
  });

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/printvansettlement/:id',
      summary: 'The A4 van sheet and settlement report of a settlement, as a PDF',
      tag: vanSettlement.label.many,
      answers: 'file',
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const s = await settlements.read(ctx, req.params.id);
      const [company] = await q(
        'SELECT "CompanyName", "Address" FROM "company" WHERE "CompanyID" = :CompanyID',
        { CompanyID: ctx.CompanyID },
      );
      if (!company) throw notFound();
      const pdf = await renderVanSettlement({
        company: { name: String(company.CompanyName), address: String(company.Address ?? '') },
        settlement: s,
        reopened: Number(s.DocStatus) === DOC_STATUS.CANCELLED,
      });
      sendPdf(res, pdf, `van-settlement-${String(s.SettlementNo)}`);
    },
  );

  return router;
}
