import { GROUP } from '../../fixtures/accountGroups';

/** The item master's Taxable choice that means the item is taxed. */
export const TAXABLE_YES = 1;

export interface ItemTaxSource {
  Taxable?: unknown;
  /** The item's tax (tax master), absent when it names none. */
  AccGroupid?: unknown;
  GST?: unknown;
  VAT?: unknown;
}

/**
 * The tax a bill charges on an item, in hundredths of a percent (the tax master keeps percents
 * scaled): its tax's GST, or VAT for the VAT group; 0 when the item is not taxable; null when it
 * is taxable but names no tax, which a bill must refuse rather than charge nothing.
 */
export function itemTaxHundredths(item: ItemTaxSource): number | null {
  if (Number(item.Taxable) !== TAXABLE_YES) return 0;
  if (item.AccGroupid === null || item.AccGroupid === undefined) return null;
  return Number(Number(item.AccGroupid) === GROUP.VAT ? item.VAT : item.GST);
}

/** What a bill takes of each item it names, copied onto its lines. */
export interface BillItem {
  /** Hundredths of a percent; -1 when the item is taxable but names no tax (the bill is refused). */
  taxBp: number;
  ItemCode: string;
  itemName: string;
  HsnCode: string | null;
  /** The MRP in rupees, which a sale line shows when its batch has none. */
  UnitPrice: number | null;
  UnitID: number | null;
}

/** Why a bill naming a taxable item without a tax is refused. */
export function untaxedItemMessage(itemName: string): string {
  return `${itemName} is taxable but has no tax: choose its tax in the Item Master.`;
}
