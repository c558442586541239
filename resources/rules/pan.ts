/** PAN: five letters, four digits, one letter (AAAAA9999A), as the Income Tax Department issues it. */

export const PAN_MESSAGES = {
  format: 'PAN must be in the format AAAAA9999A.',
} as const;

const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** The message a PAN breaks, or null when it is valid (letters compared upper-cased). */
export function panError(value: string): string | null {
  return PAN.test(value.trim().toUpperCase()) ? null : PAN_MESSAGES.format;
}

/** True when the PAN has the AAAAA9999A shape. */
export function isValidPan(value: string): boolean {
  return panError(value) === null;
}
