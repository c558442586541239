import { QueryTypes, type Transaction } from 'sequelize';
import { toScaled, type AnyRecord } from '../../../resources';
import { sequelizeOf } from '../ledger/entries';
import type { HookCtx } from '../resources/hooks';
import { defaultGodown, dropMoves, writeMoves } from './moves';

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
  await dropMoves(t, ctx.CompanyID, OPENING_STOCK, ItemId);
  const qty = typeof item.Quantity === 'number' ? toScaled(item.Quantity, 3) : 0;
  if (!qty) return;
  const [year] = await sequelizeOf(t).query<AnyRecord>(
    `SELECT "StartDate" FROM "financialYear" WHERE "CompanyID" = :CompanyID AND "IsDeleted" = :no
      ORDER BY CASE WHEN "FYearID" = :FYearID THEN 0 ELSE 1 END, "StartDate" LIMIT 1`,
    {
      replacements: { CompanyID: ctx.CompanyID, FYearID: ctx.FYearID ?? 0, no: false },
      type: QueryTypes.SELECT,
      transaction: t,
    },
  );
  if (!year) return;
  const GodownId = await defaultGodown(t, ctx);
  await writeMoves(t, ctx, OPENING_STOCK, ItemId, [
    {
      ItemID: ItemId,
      BatchId: null,
      GodownId,
      MoveDate: String(year.StartDate).slice(0, 10),
      QtyMilli: qty,
    },
  ]);
}
