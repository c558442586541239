import { linesToSend, numberOrText, type TypedLine } from '../../components/documentLines';
import { parseTypedExpiry } from '../../components/typedDate';

/** One purchase line as typed: numbers and dates are the text in their cells. */
export interface PurchaseDraft extends TypedLine {
  key: string;
  ItemCode: string;
  ItemName: string;
  BatchNo: string;
  Expiry: string;
  MRP: string;
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

/** The lines the server gets (those with an item), with the grid row each came from. */
export function draftsToSend(lines: readonly PurchaseDraft[], yearStart: string) {
  return linesToSend(lines, (l) => ({
    BatchNo: l.BatchNo.trim() || null,
    ExpiryDate: l.Expiry.trim() ? (parseTypedExpiry(l.Expiry, yearStart) ?? l.Expiry.trim()) : null,
    MRP: l.MRP.trim() ? numberOrText(l.MRP) : null,
  }));
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
