import { QueryTypes, type Transaction } from 'sequelize';
import type { AnyRecord } from '../../../resources';
import { sequelizeOf } from '../ledger/entries';
import { balances, defaultGodown } from './moves';

/** Where stock is: a godown or a vehicle (exactly one of them), and its name for messages. */
export interface Place {
  GodownId: number | null;
  VanID: number | null;
  name: string;
}

async function select(t: Transaction, sql: string, replacements: AnyRecord): Promise<AnyRecord[]> {
  return sequelizeOf(t).query<AnyRecord>(sql, {
    replacements: { no: false, ...replacements },
    type: QueryTypes.SELECT,
    transaction: t,
  });
}

/** The godown of a branch (its first), else the company's default godown. */
export async function godownOf(
  t: Transaction,
  c: { CompanyID: number; Empid: number },
  BranchId: unknown,
): Promise<Place> {
  const [own] =
    BranchId === null || BranchId === undefined
      ? []
      : await select(
          t,
          'SELECT "GodownId", "GodownName" FROM "godown" WHERE "CompanyID" = :CompanyID AND "BranchId" = :BranchId AND "IsDeleted" = :no ORDER BY "GodownId" LIMIT 1',
          { CompanyID: c.CompanyID, BranchId },
        );
  const GodownId = own ? Number(own.GodownId) : await defaultGodown(t, c);
  const name = own
    ? String(own.GodownName)
    : String(
        (
          await select(t, 'SELECT "GodownName" FROM "godown" WHERE "GodownId" = :GodownId', {
            GodownId,
          })
        )[0]?.GodownName ?? 'the godown',
      );
  return { GodownId, VanID: null, name };
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
  const rows = await select(
    t,
    `SELECT "ItemId", "ItemName", "BatchWise" FROM "item" WHERE "CompanyID" = :CompanyID AND "ItemId" IN (:ids) ORDER BY "ItemId"${lock}`,
    { CompanyID, ids: sorted },
  );
  return new Map(
    rows.map((r) => [
      Number(r.ItemId),
      { name: String(r.ItemName), batchWise: Number(r.BatchWise) === 1 },
    ]),
  );
}

const filterOf = (p: Place) =>
  p.VanID !== null ? { VanID: p.VanID } : { GodownId: p.GodownId ?? -1 };

/**
 * How a quantity of an item leaves a place when no batch is named: from the batches the place
 * holds, nearest expiry first (FEFO), expired ones (by `onDate`) left alone, stock without a
 * batch last. What the place cannot cover is `short`.
 */
export async function takeFefo(
  t: Transaction,
  CompanyID: number,
  place: Place,
  ItemID: number,
  qtyMilli: number,
  onDate: string,
): Promise<{ parts: Array<{ BatchId: number | null; QtyMilli: number }>; short: number }> {
  const held = (
    await balances(sequelizeOf(t), CompanyID, { ItemID, ...filterOf(place) }, t)
  ).filter((b) => b.QtyMilli > 0 && (place.VanID !== null ? b.VanID === place.VanID : !b.VanID));
  const batchIds = held.flatMap((b) => (b.BatchId === null ? [] : [b.BatchId]));
  const expiry = new Map(
    (batchIds.length
      ? await select(t, 'SELECT "BatchId", "ExpiryDate" FROM "batch" WHERE "BatchId" IN (:ids)', {
          ids: batchIds,
        })
      : []
    ).map((b) => [Number(b.BatchId), b.ExpiryDate ? String(b.ExpiryDate).slice(0, 10) : null]),
  );
  // Compared by code point (not by locale): stock without a batch ('~') sorts after every date.
  const order = (id: number | null) => (id === null ? '~' : (expiry.get(id) ?? '9999-12-31'));
  const usable = held
    .filter((b) => b.BatchId === null || (expiry.get(b.BatchId) ?? '9999-12-31') >= onDate)
    .sort((a, b) =>
      order(a.BatchId) < order(b.BatchId) ? -1 : order(a.BatchId) > order(b.BatchId) ? 1 : 0,
    );
  let left = qtyMilli;
  const parts: Array<{ BatchId: number | null; QtyMilli: number }> = [];
  for (const b of usable) {
    if (left <= 0) break;
    const q = Math.min(left, b.QtyMilli);
    parts.push({ BatchId: b.BatchId, QtyMilli: q });
    left -= q;
  }
  return { parts, short: left };
}

/**
 * After a document's movements are written: what its lines took past what the place holds. A
 * line naming a batch is held to that batch; a line without one to the item's whole stock there.
 * Answers each such line's index with what was available before the document took its share.
 */
export async function overdrawn(
  t: Transaction,
  CompanyID: number,
  place: Place,
  lines: ReadonlyArray<{ index: number; ItemID: number; BatchId: number | null; QtyMilli: number }>,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!lines.length) return out;
  const left = (
    await balances(
      sequelizeOf(t),
      CompanyID,
      { ItemIDs: [...new Set(lines.map((l) => l.ItemID))], ...filterOf(place) },
      t,
    )
  ).filter((b) => (place.VanID !== null ? b.VanID === place.VanID : !b.VanID));
  for (const line of lines) {
    const same = (x: { ItemID: number; BatchId: number | null }) =>
      x.ItemID === line.ItemID && (line.BatchId === null || x.BatchId === line.BatchId);
    const remaining = left.filter(same).reduce((s, b) => s + b.QtyMilli, 0);
    if (remaining >= 0) continue;
    const taken = lines.filter(same).reduce((s, l) => s + l.QtyMilli, 0);
    out.set(line.index, Math.max(0, remaining + taken));
  }
  return out;
}
