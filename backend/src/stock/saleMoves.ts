import { QueryTypes, type Transaction } from 'sequelize';
import { fromScaled, toScaled, type AnyRecord } from '../../../resources';
import { invalid } from '../http/errors';
import { sequelizeOf } from '../ledger/entries';
import { sheetOf, vanOfBill } from '../van/vanDay';
import { writeMoves, type StockMove } from './moves';
import {
  allowsNegativeStock,
  godownOf,
  lockedItems,
  overdrawn,
  takeFefo,
  vehicleOf,
  type Place,
} from './places';

const ddmmyyyy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');

/**
 * What a sales invoice takes out of stock: each line's quantity and free quantity, from the
 * vehicle the bill is billed from (its own, else the one allocated to its representative that
 * day) when a van sheet loaded it that day, else the godown of the bill's branch (else the company's godown). A line naming a batch
 * takes that batch; one naming none takes the place's batches nearest expiry first. An item kept
 * batch-wise must name its batch, a batch expired by the bill's date is not sold, and no more is
 * sold than the place holds (of the batch, or of the item), unless the company allows negative
 * stock. Items and batches are locked on Postgres, so two bills cannot both take the last units.
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
  const reader = { sequelize: sequelizeOf(t), t };
  const VanID = await vanOfBill(reader, c.CompanyID, bill);
  // A van sells what it was loaded with; a representative whose van was not loaded that day sells from the godown.
  const loaded = VanID
    ? await sheetOf(reader, c.CompanyID, VanID, String(bill.BillDate))
    : undefined;
  const place: Place =
    VanID && loaded ? await vehicleOf(t, c.CompanyID, VanID) : await godownOf(t, c, bill.BranchId);
  const items = await lockedItems(
    t,
    c.CompanyID,
    lines.map((l) => Number(l.ItemID)),
  );
  const date = String(bill.BillDate);
  const moves: StockMove[] = [];
  const taken: Array<{ index: number; ItemID: number; BatchId: number | null; QtyMilli: number }> =
    [];
  const batchNo = new Map<number, string>();
  const unbatchedShort = new Map<number, number>();
  const errors: Record<string, string> = {};
  const lock = sequelizeOf(t).getDialect() === 'postgres' ? ' FOR UPDATE' : '';
  for (const [index, line] of lines.entries()) {
    const ItemID = Number(line.ItemID);
    const item = items.get(ItemID);
    const itemName = item?.name ?? String(line.itemName);
    const named = typeof line.BatchId === 'string' ? line.BatchId.trim() : '';
    const [batch] = named
      ? await q(
          `SELECT "BatchId", "BatchNo", "ExpiryDate" FROM "batch" WHERE "CompanyID" = :CompanyID AND "ItemId" = :ItemId AND lower("BatchNo") = :no AND "IsDeleted" = :deleted${lock}`,
          { CompanyID: c.CompanyID, ItemId: ItemID, no: named.toLowerCase(), deleted: false },
        )
      : [];
    if (item?.batchWise && !named)
      errors[`items[${index}].BatchId`] = `${itemName} is kept batch-wise: choose its batch.`;
    else if (item?.batchWise && !batch)
      errors[`items[${index}].BatchId`] = `${itemName} has no batch ${named}.`;
    else if (batch?.ExpiryDate && String(batch.ExpiryDate).slice(0, 10) < date)
      errors[`items[${index}].BatchId`] =
        `Batch ${String(batch.BatchNo)} of ${itemName} expired on ${ddmmyyyy(String(batch.ExpiryDate))}.`;
    const qty = toScaled(Number(line.Quantity), 3) + toScaled(Number(line.FreeQty ?? 0), 3);
    const LineId = Number(line.BDID);
    if (batch) {
      batchNo.set(Number(batch.BatchId), String(batch.BatchNo));
      moves.push({
        ItemID,
        BatchId: Number(batch.BatchId),
        ...at(place),
        MoveDate: date,
        QtyMilli: -qty,
        LineId,
      });
      taken.push({ index, ItemID, BatchId: Number(batch.BatchId), QtyMilli: qty });
      continue;
    }
    // No batch named: what the place holds, nearest expiry first (written now, so a second line
    // of the item sees what the first took); what it lacks goes out without a batch.
    const fefo = await takeFefo(t, c.CompanyID, place, ItemID, qty, date);
    if (fefo.short > 0) fefo.parts.push({ BatchId: null, QtyMilli: fefo.short });
    await writeMoves(
      t,
      c,
      docType,
      Number(bill.BillID),
      fefo.parts.map((p) => ({
        ItemID,
        BatchId: p.BatchId,
        ...at(place),
        MoveDate: date,
        QtyMilli: -p.QtyMilli,
        LineId,
      })),
    );
    if (fefo.short > 0) unbatchedShort.set(index, qty - fefo.short);
  }
  if (Object.keys(errors).length) throw invalid(errors);
  await writeMoves(t, c, docType, Number(bill.BillID), moves);
  if (await allowsNegativeStock(t, c.CompanyID)) return;
  const short = await overdrawn(t, c.CompanyID, place, taken);
  for (const [index, available] of unbatchedShort) {
    const itemName = items.get(Number(lines[index].ItemID))?.name ?? String(lines[index].itemName);
    const where = place.VanID !== null ? ` in ${place.name}` : '';
    errors[`items[${index}].Quantity`] =
      `Only ${fromScaled(available, 3)} of ${itemName} is in stock${where}.`;
  }
  for (const [index, available] of short) {
    const line = taken.find((l) => l.index === index)!;
    const itemName = items.get(line.ItemID)?.name ?? String(lines[index].itemName);
    const where = place.VanID !== null ? ` in ${place.name}` : '';
    errors[`items[${index}].Quantity`] =
      `Only ${fromScaled(available, 3)} of ${itemName} batch ${batchNo.get(line.BatchId!) ?? ''} is in stock${where}.`;
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** A movement's place columns. */
export function at(place: Place): { GodownId: number | null; VanID: number | null } {
  return { GodownId: place.GodownId, VanID: place.VanID };
}
