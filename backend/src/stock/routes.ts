import { Router, type RequestHandler } from 'express';
import { QueryTypes } from 'sequelize';
import {
  fromScaled,
  isCalendarDate,
  isRowId,
  purchaseInvoice,
  salesInvoice,
  stockValue,
  today,
  vanLoad,
  vanSettlement,
  type AnyRecord,
} from '../../../resources';
import { requireSession } from '../auth/sessionMiddleware';
import type { Database } from '../db/database';
import type { Models } from '../db/models';
import type { DocumentService } from '../documents/service';
import { withBillingFields } from '../items/billingFields';
import { ctxOf } from '../http/context';
import { HttpError, notFound } from '../http/errors';
import type { RouteRegistry } from '../http/registry';
import { sameTenant } from '../http/tenancy';
import { stockCosts } from './stockCosts';
import { balances } from './moves';
import { BRANCH_GODOWN_SQL } from './places';
import { vanSoldFrom } from './saleMoves';
import { queryText } from '../http/queryText';
import { OPENING_STOCK } from './opening';
import { registerStockUses } from './stockUses';
import { periodOf } from '../reports/period';

const qty = (milli: number) => fromScaled(milli, 3);

/**
 * The documents that move stock, each with the number people know it by (a bill's series and
 * number, SPC/2; a purchase's or a van sheet's own number), as the stock ledger names them.
 */
const STOCK_DOCUMENTS = [salesInvoice, purchaseInvoice, vanLoad, vanSettlement].map((d, i) => ({
  DocType: d.name,
  TypeName: d.label.one,
  join: `LEFT JOIN "${d.name}" d${i} ON m."DocType" = '${d.name}' AND d${i}."CompanyID" = m."CompanyID" AND d${i}."${d.primaryKey}" = m."DocId"`,
  number: `d${i}."${d.number.display?.field ?? d.number.field}" AS "No${i}"`,
}));

function optionalId(v: unknown, name: string): number | undefined {
  if (v === undefined || v === '') return undefined;
  if (!isRowId(v)) throw new HttpError(400, `${name} is invalid.`);
  return Number(v);
}

/**
 * Stock as the stock ledger says it (GET /api/stock), an item's batches with what each place
 * holds (GET /api/getbatches, nearest expiry first), and a purchase by its key as the spec asks
 * for it (GET /api/GetPurchase?PurchaseID=).
 */
export function stockRoutes(
  db: Database,
  models: Models,
  registry: RouteRegistry,
  purchases: DocumentService<never>,
): Router {
  registerStockUses();
  const router = Router();
  const guard: RequestHandler[] = [requireSession, sameTenant()];
  const tag = 'Stock';
  /** The named rows of `table` the balances point at (each once, none for a null), by key. */
  const named = async (
    CompanyID: number,
    table: 'item' | 'batch' | 'godown' | 'vehicle',
    key: string,
    pointers: Array<number | null>,
    columns: string,
  ): Promise<Map<number, AnyRecord>> => {
    const ids = [...new Set(pointers.filter((id): id is number => id !== null))];
    if (!ids.length) return new Map();
    const rows = await db.sequelize.query<AnyRecord>(
      `SELECT "${key}", ${columns} FROM "${table}" WHERE "CompanyID" = :CompanyID AND "${key}" IN (:ids)`,
      { replacements: { CompanyID, ids }, type: QueryTypes.SELECT },
    );
    return new Map(rows.map((r) => [Number(r[key]), r]));
  };

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/stock',
      summary: 'Stock balances by item, batch and place (godown or vehicle), as on a date',
      tag,
      query: {
        ItemId: 'item',
        GodownId: 'godown',
        VanID: 'vehicle',
        AsOn: 'YYYY-MM-DD (default today)',
      },
      answers: 'list',
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const AsOn =
        req.query.AsOn === undefined || req.query.AsOn === '' ? today() : String(req.query.AsOn);
      if (!isCalendarDate(AsOn)) throw new HttpError(400, 'AsOn must be a date (YYYY-MM-DD).');
      const rows = (
        await balances(db.sequelize, ctx.CompanyID, {
          ItemID: optionalId(req.query.ItemId, 'ItemId'),
          GodownId: optionalId(req.query.GodownId, 'GodownId'),
          VanID: optionalId(req.query.VanID, 'VanID'),
          AsOn,
        })
      ).filter((b) => b.QtyMilli !== 0);
      const [items, batches, godowns, vehicles, costs] = await Promise.all([
        named(
          ctx.CompanyID,
          'item',
          'ItemId',
          rows.map((r) => r.ItemID),
          '"ItemName", "ItemCode"',
        ),
        named(
          ctx.CompanyID,
          'batch',
          'BatchId',
          rows.map((r) => r.BatchId),
          '"BatchNo", "ExpiryDate"',
        ),
        named(
          ctx.CompanyID,
          'godown',
          'GodownId',
          rows.map((r) => r.GodownId),
          '"GodownName"',
        ),
        named(
          ctx.CompanyID,
          'vehicle',
          'VID',
          rows.map((r) => r.VanID),
          '"VRegNo"',
        ),
        stockCosts(db.sequelize, ctx.CompanyID, rows, AsOn),
      ]);
      res.json({
        success: true,
        data: rows.map((r) => {
          const b = r.BatchId === null ? undefined : batches.get(r.BatchId);
          const value = stockValue(r.QtyMilli, costs(r.ItemID, r.BatchId));
          return {
            ItemId: r.ItemID,
            ItemName: items.get(r.ItemID)?.ItemName ?? null,
            ItemCode: items.get(r.ItemID)?.ItemCode ?? null,
            BatchId: r.BatchId,
            BatchNo: b?.BatchNo ?? null,
            ExpiryDate: b?.ExpiryDate ?? null,
            GodownId: r.GodownId,
            GodownName: r.GodownId === null ? null : (godowns.get(r.GodownId)?.GodownName ?? null),
            VanID: r.VanID,
            VehicleNo: r.VanID === null ? null : (vehicles.get(r.VanID)?.VRegNo ?? null),
            Quantity: qty(r.QtyMilli),
            // Valued at cost (stock/stockCosts), in paise per row, then rupees.
            Value: value === null ? null : fromScaled(value, 2),
          };
        }),
      });
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/billplace',
      summary:
        'Where a sales bill with these header values takes its stock from: the van it names or its representative was allocated that day, once loaded for the day; else its branch godown',
      tag,
      query: {
        BillDate: 'YYYY-MM-DD',
        VanID: 'the vehicle the bill names',
        SalesmanId: "the representative (default: the session's employee, as the save takes it)",
        BranchId: 'the branch',
      },
      answers: {
        GodownId: { type: 'integer' },
        VanID: { type: 'integer' },
        name: { type: 'string' },
      },
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const BillDate = queryText(req.query, 'BillDate') ?? today();
      if (!isCalendarDate(BillDate))
        throw new HttpError(400, 'BillDate must be a date (YYYY-MM-DD).');
      const VanID = await vanSoldFrom({ sequelize: db.sequelize }, ctx.CompanyID, {
        BillDate,
        VanID: optionalId(req.query.VanID, 'VanID') ?? null,
        SalesmanId: optionalId(req.query.SalesmanId, 'SalesmanId') ?? null,
        CreatedBy: ctx.Empid,
      });
      const q = <T extends object>(sql: string, replacements: AnyRecord) =>
        db.sequelize.query<T>(sql, { replacements, type: QueryTypes.SELECT });
      let data: { GodownId: number | null; VanID: number | null; name: string | null };
      if (VanID) {
        const [v] = await q<{ VRegNo: string }>(
          'SELECT "VRegNo" FROM "vehicle" WHERE "CompanyID" = :CompanyID AND "VID" = :VanID',
          { CompanyID: ctx.CompanyID, VanID },
        );
        data = { GodownId: null, VanID, name: `van ${v?.VRegNo ?? VanID}` };
      } else {
        const branch = optionalId(req.query.BranchId, 'BranchId') ?? null;
        const [g] = await q<{ GodownId: number; GodownName: string }>(BRANCH_GODOWN_SQL, {
          CompanyID: ctx.CompanyID,
          branch,
          no: false,
        });
        data = g
          ? { GodownId: Number(g.GodownId), VanID: null, name: String(g.GodownName) }
          : { GodownId: null, VanID: null, name: null };
      }
      res.json({ success: true, data });
    },
  );
  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getbatches',
      summary: "An item's batches, nearest expiry first, with what each place holds",
      tag,
      query: {
        ItemId: 'item',
        GodownId: 'Available counts this godown only',
        VanID: 'Available counts this vehicle only',
      },
      answers: 'list',
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const ItemId = optionalId(req.query.ItemId, 'ItemId');
      if (ItemId === undefined) throw new HttpError(400, 'ItemId is required.');
      const list = await db.sequelize.query<AnyRecord>(
        `SELECT "BatchId", "BatchNo", "MfgDate", "ExpiryDate", "MRP", "PurchaseRate" FROM "batch" WHERE "CompanyID" = :CompanyID AND "ItemId" = :ItemId AND "IsDeleted" = :no
        ORDER BY CASE WHEN "ExpiryDate" IS NULL THEN 1 ELSE 0 END, "ExpiryDate", "BatchNo"`,
        { replacements: { CompanyID: ctx.CompanyID, ItemId, no: false }, type: QueryTypes.SELECT },
      );
      const held = await balances(db.sequelize, ctx.CompanyID, {
        ItemID: ItemId,
        GodownId: optionalId(req.query.GodownId, 'GodownId'),
        VanID: optionalId(req.query.VanID, 'VanID'),
      });
      const now = today();
      res.json({
        success: true,
        data: list.map((b) => {
          const places = held.filter((h) => h.BatchId === Number(b.BatchId) && h.QtyMilli !== 0);
          return {
            BatchId: Number(b.BatchId),
            BatchNo: b.BatchNo,
            MfgDate: b.MfgDate ?? null,
            ExpiryDate: b.ExpiryDate ?? null,
            MRP: b.MRP === null ? null : Number(b.MRP) / 100,
            PurchaseRate: b.PurchaseRate === null ? null : Number(b.PurchaseRate) / 100,
            Expired: b.ExpiryDate ? String(b.ExpiryDate) < now : false,
            Available: qty(places.reduce((s, p) => s + p.QtyMilli, 0)),
            Places: places.map((p) => ({
              GodownId: p.GodownId,
              VanID: p.VanID,
              Quantity: qty(p.QtyMilli),
            })),
          };
        }),
      });
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/nearexpiry',
      summary:
        'Batches in stock expiring within Days of AsOn (and those already expired), nearest first, with quantity and value',
      tag,
      query: { Days: 'days ahead (default 90)', AsOn: 'YYYY-MM-DD (default today)' },
      answers: 'list',
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const AsOn =
        req.query.AsOn === undefined || req.query.AsOn === '' ? today() : String(req.query.AsOn);
      if (!isCalendarDate(AsOn)) throw new HttpError(400, 'AsOn must be a date (YYYY-MM-DD).');
      const Days =
        req.query.Days === undefined || req.query.Days === '' ? 90 : Number(req.query.Days);
      if (!Number.isInteger(Days) || Days < 0 || Days > 3660)
        throw new HttpError(400, 'Days must be a whole number from 0 to 3660.');
      const until = new Date(`${AsOn}T00:00:00Z`);
      until.setUTCDate(until.getUTCDate() + Days);
      const rows = await db.sequelize.query<AnyRecord>(
        `SELECT b."BatchId", b."BatchNo", b."ExpiryDate", i."ItemId", i."ItemName", SUM(m."QtyMilli") AS "QtyMilli"
         FROM "batch" b JOIN "item" i ON i."ItemId" = b."ItemId" AND i."CompanyID" = b."CompanyID"
         JOIN "stockMove" m ON m."BatchId" = b."BatchId" AND m."CompanyID" = b."CompanyID" AND m."ItemID" = b."ItemId" AND m."IsDeleted" = :no AND m."MoveDate" <= :AsOn
        WHERE b."CompanyID" = :CompanyID AND b."IsDeleted" = :no AND b."ExpiryDate" IS NOT NULL AND b."ExpiryDate" <= :until
        GROUP BY b."BatchId", b."BatchNo", b."ExpiryDate", i."ItemId", i."ItemName"
       HAVING SUM(m."QtyMilli") > 0
        ORDER BY b."ExpiryDate", i."ItemName"`,
        {
          replacements: {
            CompanyID: ctx.CompanyID,
            AsOn,
            until: until.toISOString().slice(0, 10),
            no: false,
          },
          type: QueryTypes.SELECT,
        },
      );
      const costs = await stockCosts(
        db.sequelize,
        ctx.CompanyID,
        rows.map((r) => ({ ItemID: Number(r.ItemId), BatchId: Number(r.BatchId) })),
        AsOn,
      );
      res.json({
        success: true,
        data: rows.map((r) => {
          const milli = Number(r.QtyMilli);
          const value = stockValue(milli, costs(Number(r.ItemId), Number(r.BatchId)));
          const expiry = String(r.ExpiryDate).slice(0, 10);
          return {
            ItemId: Number(r.ItemId),
            ItemName: r.ItemName,
            BatchId: Number(r.BatchId),
            BatchNo: r.BatchNo,
            ExpiryDate: expiry,
            Expired: expiry < AsOn,
            DaysLeft: Math.round(
              (Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${AsOn}T00:00:00Z`)) / 86_400_000,
            ),
            Quantity: qty(milli),
            Value: value === null ? null : fromScaled(value, 2),
          };
        }),
      });
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/stockledger',
      summary: "An item's movements in a period with a running balance, after its opening balance",
      tag,
      query: { ItemId: 'item', FromDate: 'YYYY-MM-DD', ToDate: 'YYYY-MM-DD' },
      answers: 'list',
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const ItemId = optionalId(req.query.ItemId, 'ItemId');
      if (ItemId === undefined) throw new HttpError(400, 'ItemId is required.');
      const FromDate = String(req.query.FromDate ?? '');
      const ToDate = String(req.query.ToDate ?? '');
      periodOf(FromDate, ToDate);
      const base = { CompanyID: ctx.CompanyID, ItemId, no: false };
      // An item deleted since keeps its movements, and its ledger shows them.
      const [item] = await db.sequelize.query(
        'SELECT "ItemId" FROM "item" WHERE "CompanyID" = :CompanyID AND "ItemId" = :ItemId',
        { replacements: base, type: QueryTypes.SELECT },
      );
      // Another company's item, or none: its ledger is not there to show (an empty one would say it is).
      if (!item) throw notFound();
      const [{ opening }] = await db.sequelize.query<{ opening: number | string | null }>(
        'SELECT SUM("QtyMilli") AS opening FROM "stockMove" WHERE "CompanyID" = :CompanyID AND "ItemID" = :ItemId AND "IsDeleted" = :no AND "MoveDate" < :FromDate',
        { replacements: { ...base, FromDate }, type: QueryTypes.SELECT },
      );
      // Every join is keyed by the company too: a document, batch or place is found only in the
      // company the movement is of, by its key (each table's key or CompanyID-led index).
      const moves = await db.sequelize.query<AnyRecord>(
        `SELECT m."MoveDate", m."DocType", m."DocId", m."QtyMilli", b."BatchNo", g."GodownName", m."VanID", v."VRegNo",
                ${STOCK_DOCUMENTS.map((d) => d.number).join(', ')}
           FROM "stockMove" m
           LEFT JOIN "batch" b ON b."CompanyID" = m."CompanyID" AND b."BatchId" = m."BatchId"
           LEFT JOIN "godown" g ON g."CompanyID" = m."CompanyID" AND g."GodownId" = m."GodownId"
           LEFT JOIN "vehicle" v ON v."CompanyID" = m."CompanyID" AND v."VID" = m."VanID"
           ${STOCK_DOCUMENTS.map((d) => d.join).join('\n           ')}
          WHERE m."CompanyID" = :CompanyID AND m."ItemID" = :ItemId AND m."IsDeleted" = :no AND m."MoveDate" BETWEEN :FromDate AND :ToDate
          ORDER BY m."MoveDate", m."MoveId"`,
        { replacements: { ...base, FromDate, ToDate }, type: QueryTypes.SELECT },
      );
      let balance = Number(opening ?? 0);
      res.json({
        success: true,
        data: {
          ItemId,
          FromDate,
          ToDate,
          Opening: qty(balance),
          Moves: moves.map((m) => {
            balance += Number(m.QtyMilli);
            const q = Number(m.QtyMilli);
            const i = STOCK_DOCUMENTS.findIndex((d) => d.DocType === m.DocType);
            const DocNo = i < 0 ? null : (m[`No${i}`] as string | number | null);
            return {
              MoveDate: String(m.MoveDate).slice(0, 10),
              DocType: m.DocType,
              DocId: Number(m.DocId),
              TypeName:
                m.DocType === OPENING_STOCK
                  ? 'Opening Stock'
                  : (STOCK_DOCUMENTS[i]?.TypeName ?? String(m.DocType)),
              DocNo: DocNo === null || DocNo === undefined ? null : String(DocNo),
              BatchNo: m.BatchNo ?? null,
              Place: m.GodownName ?? (m.VanID ? `Van ${String(m.VRegNo ?? m.VanID)}` : null),
              In: q > 0 ? qty(q) : 0,
              Out: q < 0 ? qty(-q) : 0,
              Balance: qty(balance),
            };
          }),
          Closing: qty(balance),
        },
      });
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/getpurchaseitems',
      summary:
        "The company's live items as a purchase offers them: code, name, MRP, tax percent, unit, HSN",
      tag: purchaseInvoice.label.many,
      answers: 'list',
    },
    ...guard,
    async (req, res) => {
      const ctx = ctxOf(req);
      const rows = (await models.byName('item').findAll({
        where: { CompanyID: ctx.CompanyID, IsDeleted: false },
        order: [['ItemName', 'ASC']],
        limit: 5000,
        raw: true,
      })) as unknown as AnyRecord[];
      const present = rows.map((r) => ({
        ...r,
        MRP: r.MRP === null || r.MRP === undefined ? null : Number(r.MRP) / 100,
      }));
      res.json({ success: true, data: await withBillingFields(models, ctx, present) });
    },
  );

  registry.add(
    router,
    {
      method: 'get',
      path: '/api/GetPurchase',
      summary: 'A purchase with its items, by PurchaseID',
      tag: purchaseInvoice.label.many,
      query: { PurchaseID: 'the key' },
      answers: 'list',
    },
    ...guard,
    async (req, res) => {
      if (!isRowId(req.query.PurchaseID))
        throw new HttpError(400, 'PurchaseID is missing or invalid.');
      res.json({
        success: true,
        data: await purchases.read(ctxOf(req), Number(req.query.PurchaseID)),
      });
    },
  );
  return router;
}
