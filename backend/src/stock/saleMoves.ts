import { QueryTypes, type Transaction } from 'sequelize';
import { fromScaled, toScaled, type AnyRecord } from '../../../resources';
import { invalid } from '../http/errors';
import { sequelizeOf } from '../ledger/entries';
import { balances, defaultGodown, writeMoves } from './moves';

const ddmmyyyy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');

/**
 * What a sales invoice takes out of stock: each line's quantity and free quantity, from the
 * godown of the bill's branch (else the company's godown), of the batch the line names when the
 * item has a batch of that number. A named batch is held to what it is: one expired by the
 * bill's date is not sold, and no more is sold than the godown holds of it (its rows locked on
 * Postgres, so two bills cannot both take the last units; SQLite has one writer).
 */
export async function writeSaleMoves(
  t: Transaction,
  c: { CompanyID: number; Empid: number },
  docType: string,
  bill: AnyRecord,
  lines: readonly AnyRecord[],
): Promise<void> {
  const q = (sql: string, replacements: AnyRecord) =>
    sequelizeOf(t).query<AnyRecord>(sql, { replacements, type: QueryTypes.SELECT, transaction: t });
  const [branchGodown] = bill.BranchId
    ? await q(
        'SELECT "GodownId" FROM "godown" WHERE "CompanyID" = :CompanyID AND "BranchId" = :BranchId AND "IsDeleted" = :no ORDER BY "GodownId" LIMIT 1',
        { CompanyID: c.CompanyID, BranchId: bill.BranchId, no: false },
      )
    : [];
  const GodownId = branchGodown ? Number(branchGodown.GodownId) : await defaultGodown(t, c);
  const moves = [];
  const held = new Map<number, { index: number; line: AnyRecord; batch: AnyRecord }>();
  const errors: Record<string, string> = {};
  const lock = sequelizeOf(t).getDialect() === 'postgres' ? ' FOR UPDATE' : '';
  for (const [index, line] of lines.entries()) {
    const named = typeof line.BatchId === 'string' ? line.BatchId.trim().toLowerCase() : '';
    const [batch] = named
      ? await q(
          `SELECT "BatchId", "BatchNo", "ExpiryDate" FROM "batch" WHERE "CompanyID" = :CompanyID AND "ItemId" = :ItemId AND lower("BatchNo") = :no AND "IsDeleted" = :deleted${lock}`,
          { CompanyID: c.CompanyID, ItemId: line.ItemID, no: named, deleted: false },
        )
      : [];
    if (batch?.ExpiryDate && String(batch.ExpiryDate).slice(0, 10) < String(bill.BillDate)) {
      errors[`items[${index}].BatchId`] =
        `Batch ${String(batch.BatchNo)} of ${String(line.itemName)} expired on ${ddmmyyyy(String(batch.ExpiryDate))}.`;
    }
    if (batch) held.set(Number(batch.BatchId), { index, line, batch });
    const qty = toScaled(Number(line.Quantity), 3) + toScaled(Number(line.FreeQty ?? 0), 3);
    moves.push({
      ItemID: Number(line.ItemID),
      BatchId: batch ? Number(batch.BatchId) : null,
      GodownId,
      MoveDate: String(bill.BillDate),
      QtyMilli: -qty,
      LineId: Number(line.BDID),
    });
  }
  if (Object.keys(errors).length) throw invalid(errors);
  await writeMoves(t, c, docType, Number(bill.BillID), moves);
  if (!held.size) return;
  const left = await balances(
    sequelizeOf(t),
    c.CompanyID,
    { ItemIDs: [...new Set([...held.values()].map((h) => Number(h.line.ItemID)))], GodownId },
    t,
  );
  for (const [BatchId, { index, line, batch }] of held) {
    const remaining = left
      .filter((b) => b.BatchId === BatchId)
      .reduce((sum, b) => sum + b.QtyMilli, 0);
    if (remaining >= 0) continue;
    const taken = moves
      .filter((m) => m.BatchId === BatchId)
      .reduce((sum, m) => sum - m.QtyMilli, 0);
    errors[`items[${index}].Quantity`] =
      `Only ${fromScaled(remaining + taken, 3)} of ${String(line.itemName)} batch ${String(batch.BatchNo)} is in stock.`;
  }
  if (Object.keys(errors).length) throw invalid(errors);
}
