import { QueryTypes, type Transaction } from 'sequelize';
import { batchKey, toScaled, type AnyRecord, type StockOnHand } from '../../../resources';
import { together } from '../db/together';
import { txSql } from '../db/txSql';
import { displayDate } from '../../../resources/rules/financialYear';
import { invalid } from '../http/errors';
import { sequelizeOf } from '../ledger/entries';
import { sheetOf, vanOfBill, type Reader } from '../van/vanDay';
import { writeMoves, type StockMove } from './moves';
import {
  allowsNegativeStock,
  godownOf,
  lockedItems,
  onHand,
  onlyInStock,
  vehicleOf,
  type Place,
} from './places';

/** A sale's movements, each with the index of the line it comes from (its key is not known yet). */
export interface SaleMovesPlan {
  moves: Array<StockMove & { line: number }>;
}

/**
 * What a sales invoice takes out of stock: each line's quantity and free quantity, from the
 * vehicle the bill is billed from (its own, else the one allocated to its representative that
 * day) when a van sheet loaded it that day, else the godown of the bill's branch (else the company's godown). A line naming a batch
 * takes that batch; one naming none takes the place's batches nearest expiry first. An item kept
 * batch-wise must name its batch, a batch expired by the bill's date is not sold, and no more is
 * sold than the place holds (of the batch, or of the item) on the bill's date and every date
 * after it, unless the company allows negative stock. Items and batches are locked on Postgres (readSaleStock), so two bills cannot both take
 * the last units. Worked out from the lines as computed, before they are written: a save does
 * it while its lines are being written (throws the lines' messages when the stock refuses).
 */
export function planSaleMoves(
  bill: AnyRecord,
  lines: readonly AnyRecord[],
  read: SaleStock,
): SaleMovesPlan {
  const { place, items, named, stock, negativeAllowed } = read;
  const date = String(bill.BillDate);
  const errors: Record<string, string> = {};
  const moves: SaleMovesPlan['moves'] = [];
  const takenFromBatch: Array<{
    index: number;
    ItemID: number;
    BatchId: number;
    QtyMilli: number;
  }> = [];
  const batchNo = new Map<number, string>();
  const unbatchedShort = new Map<number, number>();
  for (const [index, line] of lines.entries()) {
    const ItemID = Number(line.ItemID);
    const item = items.get(ItemID);
    const itemName = item?.name ?? String(line.itemName);
    const asked = typeof line.BatchId === 'string' ? line.BatchId.trim() : '';
    const batch = asked ? named.get(batchKey(ItemID, asked)) : undefined;
    if (item?.batchWise && !asked)
      errors[`items[${index}].BatchId`] = `${itemName} is kept batch-wise: choose its batch.`;
    // A batch the item does not have would print on the bill while the stock left another.
    else if (asked && !batch)
      errors[`items[${index}].BatchId`] = `${itemName} has no batch ${asked}.`;
    else if (batch?.ExpiryDate && String(batch.ExpiryDate).slice(0, 10) < date)
      errors[`items[${index}].BatchId`] =
        `Batch ${String(batch.BatchNo)} of ${itemName} expired on ${displayDate(String(batch.ExpiryDate))}.`;
    const qty = toScaled(Number(line.Quantity), 3) + toScaled(Number(line.FreeQty ?? 0), 3);
    if (batch) {
      const BatchId = Number(batch.BatchId);
      batchNo.set(BatchId, String(batch.BatchNo));
      stock.take(ItemID, BatchId, qty);
      moves.push({ ItemID, BatchId, ...at(place), MoveDate: date, QtyMilli: -qty, line: index });
      takenFromBatch.push({ index, ItemID, BatchId, QtyMilli: qty });
      continue;
    }
    // No batch named: what the place holds, nearest expiry first (counted at once, so a second
    // line of the item sees what the first took); what it lacks goes out without a batch.
    const fefo = stock.takeFefo(ItemID, qty, date);
    if (fefo.short > 0) fefo.parts.push({ BatchId: null, QtyMilli: fefo.short });
    for (const p of fefo.parts)
      moves.push({
        ItemID,
        BatchId: p.BatchId,
        ...at(place),
        MoveDate: date,
        QtyMilli: -p.QtyMilli,
        line: index,
      });
    if (fefo.short > 0) unbatchedShort.set(index, qty - fefo.short);
  }
  if (Object.keys(errors).length) throw invalid(errors);
  if (negativeAllowed) return { moves };
  const inPlace = place.VanID !== null ? ` in ${place.name}` : '';
  // Stock that later documents need is not free on the bill's date: the refusal says so.
  const where = (ItemID: number) => `${inPlace}${stock.heldFrom(ItemID, date)}`;
  for (const [index, available] of unbatchedShort) {
    const ItemID = Number(lines[index].ItemID);
    const itemName = items.get(ItemID)?.name ?? String(lines[index].itemName);
    errors[`items[${index}].Quantity`] =
      `${onlyInStock(available, itemName, null, where(ItemID))}.`;
  }
  // A named batch is held to what the batch holds, after every line of the bill has taken its share.
  for (const line of takenFromBatch) {
    const remaining = stock.left(line.ItemID, line.BatchId);
    if (remaining >= 0) continue;
    const taken = takenFromBatch
      .filter((l) => l.ItemID === line.ItemID && l.BatchId === line.BatchId)
      .reduce((s, l) => s + l.QtyMilli, 0);
    const itemName = items.get(line.ItemID)?.name ?? String(lines[line.index].itemName);
    errors[`items[${line.index}].Quantity`] =
      `${onlyInStock(Math.max(0, remaining + taken), itemName, batchNo.get(line.BatchId) ?? '', where(line.ItemID))}.`;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return { moves };
}

/** Writes a planned sale's movements, each carrying the key its line was saved with. */
export async function writeSaleMoves(
  t: Transaction,
  c: { CompanyID: number; Empid: number },
  docType: string,
  bill: AnyRecord,
  lines: readonly AnyRecord[],
  plan: SaleMovesPlan,
): Promise<void> {
  await writeMoves(
    t,
    c,
    docType,
    Number(bill.BillID),
    plan.moves.map(({ line, ...move }) => ({ ...move, LineId: Number(lines[line].BDID) })),
  );
}

/** What a sale's stock checks read: the place it sells from, its items, batches and stock on hand. */
export interface SaleStock {
  place: Place;
  items: Map<number, { name: string; batchWise: boolean }>;
  named: Map<string, AnyRecord>;
  stock: StockOnHand;
  negativeAllowed: boolean;
}

/**
 * The reads of writeSaleMoves, which need only the bill's header and its lines' items and
 * batches: a save makes them before it writes the bill, beside its other reads (readAhead).
 */
export async function readSaleStock(
  t: Transaction,
  c: { CompanyID: number; Empid: number },
  bill: AnyRecord,
  lines: readonly AnyRecord[],
): Promise<SaleStock> {
  const reader = { sequelize: sequelizeOf(t), t };
  const itemIds = lines.map((l) => Number(l.ItemID));
  // What does not depend on the place is read beside the reads that find it. In this order: on
  // Postgres the items and batches are locked before their stock is read.
  const [[items, named, negativeAllowed], place] = await together(
    t,
    () =>
      together(
        t,
        () => lockedItems(t, c.CompanyID, itemIds),
        () => namedBatches(t, c.CompanyID, lines),
        () => allowsNegativeStock(t, c.CompanyID),
      ),
    async (): Promise<Place> => {
      const VanID = await vanSoldFrom(reader, c.CompanyID, bill);
      return VanID ? vehicleOf(t, c.CompanyID, VanID) : godownOf(t, c, bill.BranchId);
    },
  );
  const stock = await onHand(t, c.CompanyID, place, itemIds, String(bill.BillDate));
  return { place, items, named, stock, negativeAllowed };
}

/**
 * The van a bill sells from: the one it names, else its representative's that day, once that
 * van was loaded for the day; null when it sells from its branch's godown. A van sells what it
 * was loaded with; a representative whose van was not loaded that day sells from the godown.
 */
export async function vanSoldFrom(
  reader: Reader,
  CompanyID: number,
  bill: Parameters<typeof vanOfBill>[2],
): Promise<number | null> {
  const VanID = await vanOfBill(reader, CompanyID, bill);
  if (!VanID) return null;
  return (await sheetOf(reader, CompanyID, VanID, String(bill.BillDate))) ? VanID : null;
}

/** The batches the lines name, by item and batch number (any case): one read for the whole bill. */
async function namedBatches(
  t: Transaction,
  CompanyID: number,
  lines: readonly AnyRecord[],
): Promise<Map<string, AnyRecord>> {
  const asked = lines.filter((l) => typeof l.BatchId === 'string' && l.BatchId.trim());
  if (!asked.length) return new Map();
  const lock = sequelizeOf(t).getDialect() === 'postgres' ? ' FOR UPDATE' : '';
  const rows = await txSql(t).all(
    `SELECT "BatchId", "ItemId", "BatchNo", "ExpiryDate" FROM "batch"
      WHERE "CompanyID" = :CompanyID AND "ItemId" IN (:ids) AND lower("BatchNo") IN (:nos) AND "IsDeleted" = :no${lock}`,
    {
      CompanyID,
      ids: [...new Set(asked.map((l) => Number(l.ItemID)))],
      nos: [...new Set(asked.map((l) => String(l.BatchId).trim().toLowerCase()))],
      no: false,
    },
  );
  return new Map(rows.map((r) => [batchKey(r.ItemId, r.BatchNo), r]));
}

/** A movement's place columns. */
export function at(place: Place): { GodownId: number | null; VanID: number | null } {
  return { GodownId: place.GodownId, VanID: place.VanID };
}
