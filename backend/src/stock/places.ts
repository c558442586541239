import { QueryTypes, type Transaction } from 'sequelize';
import { fromScaled, heldThrough, StockOnHand, type AnyRecord } from '../../../resources';
import { sequelizeOf } from '../ledger/entries';
import { together } from '../db/together';
import { txSql } from '../db/txSql';
import { defaultGodown } from './moves';

/** Where stock is: a godown or a vehicle (exactly one of them), and its name for messages. */
export interface Place {
  GodownId: number | null;
  VanID: number | null;
  name: string;
}

async function select(t: Transaction, sql: string, replacements: AnyRecord): Promise<AnyRecord[]> {
  return txSql(t).all(sql, { no: false, ...replacements });
}

/**
 * The godown a branch's stock moves from: its first godown when it has one, else the company's
 * first (one read for both). Replacements: CompanyID, branch (or null), no.
 */
export const BRANCH_GODOWN_SQL = `SELECT "GodownId", "GodownName" FROM "godown" WHERE "CompanyID" = :CompanyID AND "IsDeleted" = :no
  ORDER BY CASE WHEN "BranchId" = :branch THEN 0 ELSE 1 END, "GodownId" LIMIT 1`;

/** The godown of a branch (its first), else the company's default godown. */
export async function godownOf(
  t: Transaction,
  c: { CompanyID: number; Empid: number },
  BranchId: unknown,
): Promise<Place> {
  const branch = BranchId === null || BranchId === undefined ? null : Number(BranchId);
  const [first] = await select(t, BRANCH_GODOWN_SQL, { CompanyID: c.CompanyID, branch });
  if (first)
    return { GodownId: Number(first.GodownId), VanID: null, name: String(first.GodownName) };
  return { GodownId: await defaultGodown(t, c), VanID: null, name: 'Main' };
}

/** A vehicle as a place, named by its registration number. */
export async function vehicleOf(t: Transaction, CompanyID: number, VanID: number): Promise<Place> {
  const [v] = await select(
    t,
    'SELECT "VRegNo" FROM "vehicle" WHERE "CompanyID" = :CompanyID AND "VID" = :VanID',
    { CompanyID, VanID },
  );
  return { GodownId: null, VanID, name: `van ${String(v?.VRegNo ?? VanID)}` };
}

/**
 * "Only 5 of Paracetamol 500 batch PX1 is in stock": what a document is told when it would take
 * more than a place holds (a sale selling it, a purchase's edit or cancel taking it back).
 */
export function onlyInStock(
  availableMilli: number,
  itemName: string,
  batchNo: string | null,
  where = '',
): string {
  const batch = batchNo === null ? '' : ` batch ${batchNo}`;
  return `Only ${fromScaled(availableMilli, 3)} of ${itemName}${batch} is in stock${where}`;
}

/** Whether the company lets stock go below zero (its Allow Negative Stock setting, off by default). */
export async function allowsNegativeStock(t: Transaction, CompanyID: number): Promise<boolean> {
  const [row] = await select(
    t,
    'SELECT "AllowNegativeStock" FROM "company" WHERE "CompanyID" = :CompanyID',
    { CompanyID },
  );
  return Boolean(Number(row?.AllowNegativeStock ?? 0));
}

/**
 * The items of a document, with whether each is kept batch-wise. On Postgres their rows are
 * locked (in key order, so two documents never wait on each other crosswise): two documents
 * taking the last units of an item take turns, and the second sees the first's movements.
 * SQLite has one writer, so it needs no lock.
 */
export async function lockedItems(
  t: Transaction,
  CompanyID: number,
  ids: readonly number[],
): Promise<Map<number, { name: string; batchWise: boolean }>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (!sorted.length) return new Map();
  const lock = sequelizeOf(t).getDialect() === 'postgres' ? ' FOR UPDATE' : '';
  // The company's condition written +"CompanyID": else SQLite reads every item of the company
  // through an index on it, not the twenty asked for by key.
  const rows = await select(
    t,
    `SELECT "ItemId", "ItemName", "BatchWise" FROM "item" WHERE "ItemId" IN (:ids) AND +"CompanyID" = :CompanyID ORDER BY "ItemId"${lock}`,
    { CompanyID, ids: sorted },
  );
  return new Map(
    rows.map((r) => [
      Number(r.ItemId),
      { name: String(r.ItemName), batchWise: Number(r.BatchWise) === 1 },
    ]),
  );
}

/**
 * What a place holds of some items, with each batch's expiry, to take from line by line in
 * memory (resources/rules/stockOnHand.ts). With `onDate`, what it can give on that date: less
 * what movements dated after it need (heldThrough), so a bill keyed for an earlier day neither
 * sells stock bought later nor stock a later bill sold. Read after the items are locked
 * (lockedItems), so on Postgres no other document changes it before this one commits.
 */
export async function onHand(
  t: Transaction,
  CompanyID: number,
  place: Place,
  itemIds: readonly number[],
  onDate?: string,
): Promise<StockOnHand> {
  const ids = [...new Set(itemIds)];
  if (!ids.length) return new StockOnHand([]);
  const at = { CompanyID, ids, GodownId: place.GodownId ?? 0, VanID: place.VanID ?? 0 };
  const [rows, later] = await together(
    t,
    () =>
      select(
        t,
        `SELECT s."ItemID", s."BatchId", s."QtyMilli", b."ExpiryDate" FROM "stockBalance" s
           LEFT JOIN "batch" b ON b."BatchId" = s."BatchId" AND b."CompanyID" = s."CompanyID"
          WHERE s."CompanyID" = :CompanyID AND s."ItemID" IN (:ids) AND s."GodownId" = :GodownId AND s."VanID" = :VanID AND s."QtyMilli" <> 0`,
        at,
      ),
    // Usually none: a bill is keyed for today. The index on (CompanyID, ItemID, IsDeleted,
    // MoveDate) finds them without reading the items' history.
    () =>
      onDate === undefined
        ? Promise.resolve([])
        : select(
            t,
            `SELECT "ItemID", "BatchId", "MoveDate", SUM("QtyMilli") AS "QtyMilli" FROM "stockMove"
              WHERE "CompanyID" = :CompanyID AND "ItemID" IN (:ids) AND "IsDeleted" = :no AND "MoveDate" > :onDate
                AND COALESCE("GodownId", 0) = :GodownId AND COALESCE("VanID", 0) = :VanID
              GROUP BY "ItemID", "BatchId", "MoveDate"`,
            { ...at, onDate },
          ),
  );
  const now = rows.map((r) => ({
    ItemID: Number(r.ItemID),
    BatchId: Number(r.BatchId) === 0 ? null : Number(r.BatchId),
    QtyMilli: Number(r.QtyMilli),
    expiry: r.ExpiryDate ? String(r.ExpiryDate).slice(0, 10) : null,
  }));
  if (!later.length) return new StockOnHand(now);
  const { holdings, datedBack } = heldThrough(
    now,
    later.map((r) => ({
      ItemID: Number(r.ItemID),
      BatchId: r.BatchId === null ? null : Number(r.BatchId),
      MoveDate: String(r.MoveDate).slice(0, 10),
      QtyMilli: Number(r.QtyMilli),
    })),
  );
  return new StockOnHand(holdings, datedBack);
}
