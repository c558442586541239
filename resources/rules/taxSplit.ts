/**
 * The GST split of the Tax Master (spec 2, "Tax Master"): GST halves into CGST and SGST, and
 * editing one of the halves sets the other to GST minus it, never below 0.00. Percentages have
 * two decimals; the arithmetic runs in hundredths so no float is ever accumulated.
 */

const toHundredths = (percent: number): number => Math.round(percent * 100);
const fromHundredths = (n: number): number => n / 100;

/** A percentage as a number with at most two decimals, or null when it is not a number. */
function percentOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * GST split in half. An odd number of hundredths gives CGST the larger half (5.05 -> 2.53 and
 * 2.52), so the two always add up to GST exactly.
 */
export function splitGst(gst: number): { CGST: number; SGST: number } {
  const total = toHundredths(gst);
  const cgst = Math.round(total / 2);
  return { CGST: fromHundredths(cgst), SGST: fromHundredths(total - cgst) };
}

/** The other half when one is edited: GST minus it, with a floor of 0.00. */
export function otherHalf(gst: number, edited: number): number {
  return fromHundredths(Math.max(0, toHundredths(gst) - toHundredths(edited)));
}

/** What the tax form sets when `field` changes (the form's reactions and the server's defaults agree). */
export function taxReaction(
  field: string,
  record: Record<string, unknown>,
): Record<string, number> {
  const gst = percentOf(record.GST);
  if (gst === null) return {};
  if (field === 'GST') return splitGst(gst);
  const edited = percentOf(record[field]);
  if (edited === null) return {};
  if (field === 'CGST') return { SGST: otherHalf(gst, edited) };
  if (field === 'SGST') return { CGST: otherHalf(gst, edited) };
  return {};
}

/** Whether CGST and SGST add up to GST (compared in hundredths). */
export function halvesMatch(gst: number, cgst: number, sgst: number): boolean {
  return toHundredths(cgst) + toHundredths(sgst) === toHundredths(gst);
}
