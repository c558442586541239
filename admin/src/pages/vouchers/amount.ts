import { formatPaise } from '../../../../resources';

// Digits with optional commas anywhere in the whole part (1,23,456 as typed in India, or 123,456),
// then at most two decimals. A leading rupee sign and spaces are forgiven.
const AMOUNT = /^(\d[\d,]*)?(?:\.(\d{0,2}))?$/;

export const AMOUNT_HINT = 'Enter an amount like 1,23,456.50 or 123456.5.';

/**
 * An amount as a person types it ('1,23,456.50', '123456.5', '₹ 500') in paise, or null when it
 * is not one. The digits are read as text, so no binary fraction ever creeps in.
 */
export function parsePaise(text: string): number | null {
  const plain = text.replace(/[₹\s]/g, '');
  const m = AMOUNT.exec(plain);
  if (!plain || !m || (!m[1] && !m[2])) return null;
  const whole = (m[1] ?? '0').replace(/,/g, '');
  const paise = Number(whole) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** The amount typed, in rupees as the API takes them, or null. */
export function parseAmount(text: string): number | null {
  const paise = parsePaise(text);
  return paise === null ? null : paise / 100;
}

/** Paise as the field shows them once typed: '1,23,456.50'. */
export const showPaise = (paise: number): string => formatPaise(paise);

/** A rupee figure from the API as the field shows it. */
export const showRupees = (rupees: number): string => formatPaise(Math.round(rupees * 100));

/** The field's text tidied once left: a readable amount is shown grouped; anything else stays as typed. */
export function tidyAmount(text: string): string {
  const paise = parsePaise(text);
  return paise === null ? text : showPaise(paise);
}
