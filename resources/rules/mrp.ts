/**
 * What a line charges a unit with its tax, in paise, when that is above the item's MRP; null when
 * it is within it or there is nothing to compare. An Indian MRP includes every tax, so a sale
 * above it is a mistake a person should see (a rate that fell back to the MRP with GST on top).
 * The free quantity is left out: it lowers the price of each unit, never raises it.
 */
export function unitPriceAboveMrp(
  totalPaise: number,
  qtyMilli: number,
  mrpPaise: number | null,
): number | null {
  if (mrpPaise === null || mrpPaise <= 0 || qtyMilli <= 0) return null;
  const unit = Math.round((totalPaise * 1000) / qtyMilli);
  return unit > mrpPaise ? unit : null;
}
