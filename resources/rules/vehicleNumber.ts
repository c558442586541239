/**
 * A registration number as the RC book prints it: capitals, single spaces where the clerk put
 * any ('ka 05  ab 1234' -> 'KA 05 AB 1234'). The spacing is kept as typed, because both
 * 'KA 05 AB 1234' and 'KA05AB1234' are written; uniqueness ignores spaces anyway.
 */
export function vehicleNumber(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ').toUpperCase();
}
