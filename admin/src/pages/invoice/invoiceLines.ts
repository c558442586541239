import { rateAtMrp, type AnyRecord } from '../../../../resources';
import { linesToSend, type TypedLine } from '../../components/documentLines';

/** One line of the invoice as typed: numbers are the text in their cells. */
export interface LineDraft extends TypedLine {
  key: string;
  ItemCode: string;
  ItemName: string;
  BatchId: string;
  /** The batch was picked or typed by the person (or billed so): it is sent whatever it holds. */
  BatchChosen?: boolean;
  UnitID: number | null;
  UnitName: string;
  MRP: number | null;
  /** The item's batches the line may take (unexpired, nearest expiry first), once they are read. */
  Batches: readonly BatchChoice[];
  /** What the company holds of the item, all batches and places (null until read). */
  InStock: number | null;
}

/** A batch as the sales grid offers it (GET /api/getbatches). */
export interface BatchChoice {
  BatchNo: string;
  ExpiryDate: string | null;
  MRP: number | null;
  Available: number;
}

/** What the item list for a customer answers (GET /api/getitemdetails?PLID=). */
export interface BillingItem {
  ItemId: number;
  ItemCode: string;
  ItemName: string;
  MRP: number | null;
  Taxper: number | null;
  ProductRate: number | null;
  ProductDiscount: number | null;
  UnitID: number | null;
  UnitName: string | null;
  /** 1 when the item names its batch on every line (the item master's Batch-wise), 2 when not. */
  BatchWise?: number | null;
}

let seq = 0;
const nextKey = () => `l${++seq}`;

export function emptyLine(): LineDraft {
  return {
    key: nextKey(),
    ItemID: null,
    ItemCode: '',
    ItemName: '',
    BatchId: '',
    UnitID: null,
    UnitName: '',
    Quantity: '',
    FreeQty: '',
    MRP: null,
    Rate: '',
    DiscountPer: '',
    TaxPer: 0,
    Batches: [],
    InStock: null,
  };
}

export const emptyLines = (n: number): LineDraft[] => Array.from({ length: n }, emptyLine);

/** A line is empty when it has no item and nothing typed. */
export function isEmptyLine(l: LineDraft): boolean {
  return l.ItemID === null && !l.BatchId && !l.Quantity && !l.FreeQty && !l.Rate && !l.DiscountPer;
}

/**
 * Spec 4: choosing an item fills code, name, MRP, tax percent, rate, discount percent and unit.
 * The rate is the customer's price, else the rate that sells at the item's MRP with its tax
 * (rateAtMrp): the MRP itself with GST on top charged above the MRP.
 */
export function withItem(line: LineDraft, item: BillingItem): LineDraft {
  const rate =
    item.ProductRate ??
    (item.MRP === null || item.MRP === undefined
      ? null
      : rateAtMrp(item.MRP, Number(item.Taxper ?? 0)));
  return {
    ...line,
    ItemID: item.ItemId,
    ItemCode: item.ItemCode,
    ItemName: item.ItemName,
    UnitID: item.UnitID,
    UnitName: item.UnitName ?? '',
    MRP: item.MRP,
    TaxPer: Number(item.Taxper ?? 0),
    // A rate is money: shown to the paisa (14.50), as typed rates are once tidied.
    Rate: rate === null || rate === undefined ? '' : Number(rate).toFixed(2),
    DiscountPer: String(item.ProductDiscount ?? 0),
  };
}

/** A saved bill's line, as GET /api/getsaleinvoice answers it, back in the grid. */
export function lineFromSaved(l: AnyRecord): LineDraft {
  return {
    key: nextKey(),
    ItemID: Number(l.ItemID),
    ItemCode: String(l.ItemCode ?? ''),
    ItemName: String(l.itemName ?? ''),
    BatchId: String(l.BatchId ?? ''),
    BatchChosen: Boolean(l.BatchId),
    UnitID: l.UnitID === null || l.UnitID === undefined ? null : Number(l.UnitID),
    UnitName: String(l.UnitName ?? ''),
    Quantity: String(l.Quantity ?? ''),
    FreeQty: String(l.FreeQty ?? 0),
    MRP: l.UnitPrice === null || l.UnitPrice === undefined ? null : Number(l.UnitPrice),
    Rate:
      l.GrossAmount === null || l.GrossAmount === undefined ? '' : Number(l.GrossAmount).toFixed(2),
    DiscountPer: String(l.DiscountPer ?? 0),
    TaxPer: Number(l.TaxPer ?? 0),
    Batches: [],
    InStock: null,
  };
}

/**
 * The item's batches and stock arrive for a line (spec 4, issue 16): expired batches are not
 * offered; a line with no batch yet takes the one expiring first that has stock (FEFO), and its
 * MRP. A line whose item changed meanwhile is left as it is. A saved bill's line (`chosen`) keeps
 * the batch and MRP it was billed with: it only shows what is offered and in stock.
 */
export function withBatches(
  line: LineDraft,
  ItemID: number,
  batches: ReadonlyArray<BatchChoice & { Expired?: boolean }>,
  InStock: number,
  chosen = false,
): LineDraft {
  if (line.ItemID !== ItemID) return line;
  const offered = batches
    .filter((b) => !b.Expired)
    .map(({ BatchNo, ExpiryDate, MRP, Available }) => ({ BatchNo, ExpiryDate, MRP, Available }));
  const next = { ...line, Batches: offered, InStock };
  if (chosen) return next;
  const typed = offered.find((b) => b.BatchNo.toLowerCase() === line.BatchId.trim().toLowerCase());
  if (line.BatchId.trim()) return typed ? withBatch(next, typed.BatchNo, true) : next;
  const first = offered.find((b) => b.Available > 0);
  return first ? withBatch(next, first.BatchNo) : next;
}

/** The line takes one of its item's batches, and the batch's MRP; `chosen` by the person. */
export function withBatch(line: LineDraft, BatchNo: string, chosen = false): LineDraft {
  const b = line.Batches.find((x) => x.BatchNo === BatchNo);
  return b ? { ...line, BatchId: b.BatchNo, BatchChosen: chosen, MRP: b.MRP ?? line.MRP } : line;
}

/** What the line's batch holds, else what is held of its item; '' until known. */
export function availableOf(line: LineDraft): string {
  const b = line.Batches.find((x) => x.BatchNo.toLowerCase() === line.BatchId.trim().toLowerCase());
  if (b) return String(b.Available);
  return line.InStock === null ? '' : String(line.InStock);
}

/** The lines the server gets: those with an item, in order, with the grid row each came from. */
export function invoiceLinesToSend(
  lines: readonly LineDraft[],
  batchWise: (ItemID: number) => boolean = () => true,
) {
  return linesToSend(lines, (l) => ({ BatchId: batchToSend(l, batchWise), UnitID: l.UnitID }));
}

/**
 * The batch a line is sent with: the one shown, unless it was filled in alone, the item is not
 * kept batch-wise and the quantity (with free) is more than that batch holds. The line then names
 * none, and the server takes the batches nearest expiry first and the rest from stock without a
 * batch (bought without one, or opening stock), where the batch filled in alone would refuse the
 * sale. A batch the person chose is always sent: the bill says what left the shelf, or the
 * server refuses it naming the batch.
 */
export function batchToSend(
  line: LineDraft,
  batchWise: (ItemID: number) => boolean,
): string | null {
  const named = line.BatchId.trim();
  if (!named || line.ItemID === null || line.BatchChosen || batchWise(line.ItemID))
    return named || null;
  const batch = line.Batches.find((b) => b.BatchNo.toLowerCase() === named.toLowerCase());
  const wanted = Math.round((Number(line.Quantity) + Number(line.FreeQty || 0)) * 1000);
  return batch && wanted > Math.round(batch.Available * 1000) ? null : named;
}

/** The grid column each line field of the API is typed in. */
export const INVOICE_CELL_OF: Record<string, string> = {
  ItemID: 'ItemCode',
  BatchId: 'BatchId',
  UnitID: 'UnitName',
  Quantity: 'Quantity',
  FreeQty: 'FreeQty',
  GrossAmount: 'Rate',
  DiscountPer: 'DiscountPer',
};
