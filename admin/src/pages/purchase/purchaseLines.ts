import {
  computeInvoice,
  computeLine,
  toScaled,
  type AnyRecord,
  type InvoiceTaxOptions,
  type LineFigures,
} from '../../../../resources';
import { parseTypedDate } from '../../components/typedDate';

/** One purchase line as typed: numbers and dates are the text in their cells. */
export interface PurchaseDraft {
  key: string;
  ItemID: number | null;
  ItemCode: string;
  ItemName: string;
  BatchNo: string;
  Expiry: string;
  MRP: string;
  Quantity: string;
  FreeQty: string;
  Rate: string;
  DiscountPer: string;
  TaxPer: number;
}

/** An item as GET /api/getpurchaseitems answers it. */
export interface PurchaseItem {
  ItemId: number;
  ItemCode: string;
  ItemName: string;
  MRP: number | null;
  Taxper: number | null;
}

let seq = 0;
export function emptyDraft(): PurchaseDraft {
  return {
    key: `p${++seq}`,
    ItemID: null,
    ItemCode: '',
    ItemName: '',
    BatchNo: '',
    Expiry: '',
    MRP: '',
    Quantity: '',
    FreeQty: '',
    Rate: '',
    DiscountPer: '',
    TaxPer: 0,
  };
}

export const isEmptyDraft = (l: PurchaseDraft) =>
  l.ItemID === null && !l.BatchNo && !l.Quantity && !l.Rate;

/** Choosing an item fills its code, name, MRP and tax; the rate is the supplier's, typed from the bill. */
export function withPurchaseItem(l: PurchaseDraft, item: PurchaseItem): PurchaseDraft {
  return {
    ...l,
    ItemID: item.ItemId,
    ItemCode: item.ItemCode,
    ItemName: item.ItemName,
    MRP: item.MRP === null ? '' : String(item.MRP),
    TaxPer: Number(item.Taxper ?? 0),
  };
}

function scaled(text: string, scale: number): number {
  const t = text.trim();
  return /^\d+(\.\d*)?$|^\.\d+$/.test(t) ? toScaled(Number(t), scale) : 0;
}

const input = (l: PurchaseDraft) => ({
  qtyMilli: scaled(l.Quantity, 3),
  freeQtyMilli: scaled(l.FreeQty, 3),
  ratePaise: scaled(l.Rate, 2),
  discountBp: Math.min(scaled(l.DiscountPer, 2), 10_000),
  taxBp: toScaled(l.TaxPer, 2),
});

/** A line's figures and the bill's, from the same arithmetic the server saves with. */
export const draftFigures = (l: PurchaseDraft, opts: InvoiceTaxOptions): LineFigures =>
  computeLine(input(l), opts);
export const purchaseFigures = (lines: readonly PurchaseDraft[], opts: InvoiceTaxOptions) =>
  computeInvoice(lines.filter((l) => l.ItemID !== null).map(input), opts);

const numberOrText = (t: string): number | string =>
  t.trim() !== '' && Number.isFinite(Number(t)) ? Number(t) : t.trim();

/** The lines the server gets (those with an item), with the grid row each came from. */
export function draftsToSend(
  lines: readonly PurchaseDraft[],
  yearStart: string,
): { items: AnyRecord[]; rowOf: number[] } {
  const items: AnyRecord[] = [];
  const rowOf: number[] = [];
  lines.forEach((l, row) => {
    if (l.ItemID === null) return;
    rowOf.push(row);
    items.push({
      ItemID: l.ItemID,
      BatchNo: l.BatchNo.trim() || null,
      ExpiryDate: l.Expiry.trim() ? (parseTypedDate(l.Expiry, yearStart) ?? l.Expiry.trim()) : null,
      MRP: l.MRP.trim() ? numberOrText(l.MRP) : null,
      Quantity: numberOrText(l.Quantity),
      FreeQty: numberOrText(l.FreeQty || '0'),
      GrossAmount: numberOrText(l.Rate),
      DiscountPer: numberOrText(l.DiscountPer || '0'),
    });
  });
  return { items, rowOf };
}

/** The grid column each line field of the API is typed in (for placeErrors). */
export const PURCHASE_CELL_OF: Record<string, string> = {
  ItemID: 'ItemCode',
  BatchNo: 'BatchNo',
  ExpiryDate: 'Expiry',
  MRP: 'MRP',
  Quantity: 'Quantity',
  FreeQty: 'FreeQty',
  GrossAmount: 'Rate',
  DiscountPer: 'DiscountPer',
};
