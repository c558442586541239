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

/**
 * The rate before tax that sells a unit at its MRP with the tax on it (an Indian MRP includes
 * every tax), in rupees, rounded down to the paisa so the price with tax is never above the MRP:
 * MRP 30.50 at 12% is 27.23, and 27.23 + 3.27 = 30.50. What a bill offers a customer with no
 * price of its own, where the MRP itself with GST on top charged above it.
 */
export function rateAtMrp(mrp: number, taxPercent: number): number {
  const mrpPaise = Math.round(mrp * 100);
  const taxBp = Math.round(taxPercent * 100);
  return Math.floor((mrpPaise * 10_000) / (10_000 + taxBp)) / 100;
}
