import type { Transaction } from 'sequelize';
import { lowestHolding } from '../../../resources';
import { txSql } from '../db/txSql';
import type { StockMove } from './moves';
import { allowsNegativeStock } from './places';

export interface DatedShortfall {
  ItemID: number;
  BatchId: number | null;
  GodownId: number | null;
  VanID: number | null;
  /** The first day the place would hold less than nothing. */
  on: string;
}

const keyOf = (m: StockMove) => [m.ItemID, m.BatchId ?? 0, m.GodownId ?? 0, m.VanID ?? 0].join('|');

/**
 * The places a change of dated stock (moves given back, `before`, and written again, `after`,
 * already in the books) leaves below nothing on some day where they were not before: a purchase
 * dated after the sales its stock made. The same quantity moved to a later day changes nothing
 * the balance now shows, so this reads the place's movements day by day. None where the company
 * allows negative stock.
 */
export async function datedShortfalls(
  t: Transaction,
  CompanyID: number,
  before: readonly StockMove[],
  after: readonly StockMove[],
): Promise<DatedShortfall[]> {
  const changes = new Map<string, { move: StockMove; days: Map<string, number> }>();
  const add = (m: StockMove, sign: 1 | -1) => {
    const c = changes.get(keyOf(m)) ?? { move: m, days: new Map<string, number>() };
    c.days.set(m.MoveDate, (c.days.get(m.MoveDate) ?? 0) + sign * m.QtyMilli);
    changes.set(keyOf(m), c);
  };
  after.forEach((m) => add(m, 1));
  before.forEach((m) => add(m, -1));
  const changed = [...changes.values()].filter((c) => [...c.days.values()].some((q) => q !== 0));
  if (!changed.length || (await allowsNegativeStock(t, CompanyID))) return [];
  const out: DatedShortfall[] = [];
  for (const { move, days } of changed) {
    const rows = await txSql(t).all(
      `SELECT "MoveDate", SUM("QtyMilli") AS "q" FROM "stockMove"
        WHERE "CompanyID" = :CompanyID AND "ItemID" = :ItemID AND "IsDeleted" = :no
          AND COALESCE("BatchId", 0) = :BatchId AND COALESCE("GodownId", 0) = :GodownId AND COALESCE("VanID", 0) = :VanID
        GROUP BY "MoveDate"`,
      {
        CompanyID,
        ItemID: move.ItemID,
        BatchId: move.BatchId ?? 0,
        GodownId: move.GodownId ?? 0,
        VanID: move.VanID ?? 0,
        no: false,
      },
    );
    const now = new Map(rows.map((r) => [String(r.MoveDate).slice(0, 10), Number(r.q)]));
    const was = new Map(now);
    for (const [day, q] of days) was.set(day, (was.get(day) ?? 0) - q);
    const lowNow = lowestHolding(now);
    if (lowNow.on && lowNow.lowest < Math.min(0, lowestHolding(was).lowest))
      out.push({
        ItemID: move.ItemID,
        BatchId: move.BatchId,
        GodownId: move.GodownId ?? null,
        VanID: move.VanID ?? null,
        on: lowNow.on,
      });
  }
  return out;
}
