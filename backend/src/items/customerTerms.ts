import type { Transaction } from 'sequelize';
import type { AnyRecord } from '../../../resources';
import type { HookCtx } from '../resources/hooks';

/** What a customer buys at: the rate name its invoices use and its discount (percent), when it has one. */
export interface CustomerTerms {
  RateId: number | null;
  Discount: number | null;
  items?: ReadonlyMap<number, { RateId: number | null; Discount: number | null }>; // per item (ItemId), in place of the above
}

/** Finds a customer's terms by its ledger id (PLID) within the company; null when there is no such customer. */
export type CustomerTermsLookup = (
  ctx: HookCtx,
  PLID: number,
  transaction?: Transaction,
) => Promise<CustomerTerms | null>;

/**
 * The customer-rate lookup. The customer ledger and its rate (spec "Customer Rate") belong to the
 * parties-and-ledgers work, which replaces this body; until then no customer is known, so an
 * invoice's item list for a PLID answers 404 rather than prices nobody agreed.
 */
export const lookupCustomerTerms: CustomerTermsLookup = async () => null;

/**
 * Items as an invoice offers them to one customer: each with the rate of the customer's rate
 * name (null when the item has none) and the customer's discount in place of the item's own.
 */
export function applyCustomerTerms(
  items: readonly AnyRecord[],
  ratesByItem: ReadonlyMap<number, ReadonlyMap<number, number>>,
  terms: CustomerTerms,
): AnyRecord[] {
  return items.map((it) => {
    const rates = ratesByItem.get(it.ItemId as number);
    const own = terms.items?.get(it.ItemId as number);
    const RateId = own?.RateId ?? terms.RateId;
    const Rate = RateId !== null ? (rates?.get(RateId) ?? null) : null;
    return {
      ...it,
      RateId,
      Rate,
      Discount: own?.Discount ?? terms.Discount ?? it.Discount ?? null,
    };
  });
}
