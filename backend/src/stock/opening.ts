import { QueryTypes, type Transaction } from 'sequelize';
import { fromScaled, toScaled, type AnyRecord } from '../../../resources';
import { invalid } from '../http/errors';
import { sequelizeOf } from '../ledger/entries';
import type { HookCtx } from '../resources/hooks';
import { defaultGodown, dropMoves, writeMoves, type PlacedMove, type StockMove } from './moves';
import { lockedItems } from './places';
import { shortfalls } from './shortfalls';

export const OPENING_STOCK = 'openingStock';

/**
 * An item's Quantity (the spec's item field) is its opening stock: one movement into the
 * company's godown on the first day of the financial year, rewritten whenever the item is saved
 * (the old one kept, marked deleted), so the stock ledger always starts from what the item says.
 */
export async function writeOpeningStock(
  ctx: HookCtx,
  item: AnyRecord,
  t: Transaction,
): Promise<void> {
  const ItemId = Number(item.ItemId);
  // Locked before its balance changes, in the order a sale locks it: the two take turns on Postgres.
  await lockedItems(t, ctx.CompanyID, [ItemId]);
  const dropped = await dropMoves(t, ctx.CompanyID, OPENING_STOCK, ItemId);
  const qty = typeof item.Quantity === 'number' ? toScaled(item.Quantity, 3) : 0;
  const moves = qty ? await openingMoves(ctx, ItemId, qty, t) : [];
  if (moves.length) await writeMoves(t, ctx, OPENING_STOCK, ItemId, moves);
  await refuseLoweringSold(t, ctx.CompanyID, item, dropped, moves);
}

/** The opening movement: into the company's godown on the first day of the financial year. */
async function openingMoves(
  ctx: HookCtx,
  ItemId: number,
  qty: number,
  t: Transaction,
): Promise<StockMove[]> {
  const [year] = await sequelizeOf(t).query<AnyRecord>(
    `SELECT "StartDate" FROM "financialYear" WHERE "CompanyID" = :CompanyID AND "IsDeleted" = :no
      ORDER BY CASE WHEN "FYearID" = :FYearID THEN 0 ELSE 1 END, "StartDate" LIMIT 1`,
    {
      replacements: { CompanyID: ctx.CompanyID, FYearID: ctx.FYearID ?? 0, no: false },
      type: QueryTypes.SELECT,
      transaction: t,
    },
  );
  if (!year) return [];
  const GodownId = await defaultGodown(t, ctx);
  return [
    {
      ItemID: ItemId,
      BatchId: null,
      GodownId,
      MoveDate: String(year.StartDate).slice(0, 10),
      QtyMilli: qty,
    },
  ];
}

/**
 * An opening stock lowered below what has since been sold or moved out of it would leave the
 * godown below nothing: refused, naming the least it can be (unless the company allows
 * negative stock).
 */
async function refuseLoweringSold(
  t: Transaction,
  CompanyID: number,
  item: AnyRecord,
  before: readonly PlacedMove[],
  after: readonly PlacedMove[],
): Promise<void> {
  const [short] = await shortfalls(t, CompanyID, before, after);
  if (!short) return;
  const opened = before
    .filter((m) => m.GodownId === short.GodownId && (m.BatchId ?? 0) === (short.BatchId ?? 0))
    .reduce((sum, m) => sum + m.QtyMilli, 0);
  const least = fromScaled(opened - Math.max(0, short.heldMilli), 3);
  throw invalid({
    Quantity: `The opening stock of ${String(item.ItemName)} cannot be less than ${least}: the rest has been sold or moved out since.`,
  });
}
