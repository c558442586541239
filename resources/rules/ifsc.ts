/** IFSC: four letters of the bank, a zero, six letters or digits of the branch (AAAA0XXXXXX). */

export const IFSC_MESSAGES = {
  format: 'Invalid IFSC code.',
} as const;

const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** The message an IFSC breaks, or null when it is valid (letters compared upper-cased). */
export function ifscError(value: string): string | null {
  return IFSC.test(value.trim().toUpperCase()) ? null : IFSC_MESSAGES.format;
}

/** True when the IFSC has the AAAA0XXXXXX shape. */
export function isValidIfsc(value: string): boolean {
  return ifscError(value) === null;
}
