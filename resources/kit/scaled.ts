import { maxOf } from './defineResource';
import type { FieldSpec } from './types';

/**
 * Money and decimals travel as JSON numbers but are stored as integers (paise, hundredths of a
 * percent, thousandths of a unit), so sums are exact on SQLite and Postgres alike.
 */

/** The largest whole number an integer, id or reference column holds (a 32-bit signed INTEGER on Postgres). */
export const MAX_INTEGER = 2_147_483_647;

/**
 * The largest value a scaled field takes when it declares none: every stored integer stays
 * below 10^15, so JavaScript holds it exactly (2^53 is about 9 x 10^15) and a sum of thousands
 * of them still does. For money that is 99,99,99,99,999.99 rupees.
 */
export function defaultMaxOf(scale: number): number {
  return (10 ** 15 - 1) / 10 ** scale;
}

/** Digits after the point a field keeps, or undefined when it is not stored scaled. */
export function scaleOf(field: FieldSpec): number | undefined {
  if (field.type === 'money') return 2;
  if (field.type === 'decimal') return field.scale ?? 2;
  return undefined;
}

/**
 * A number's shortest decimal spelling (what JSON carried) as digits and a power of ten:
 * 12.5 -> { digits: '125', exponent: -1 }. Reading the spelling, not multiplying floats, keeps
 * 9999999999999.99 exact where 9999999999999.99 * 100 is not.
 */
function decimalOf(value: number): { negative: boolean; digits: string; exponent: number } {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!m) return { negative: value < 0, digits: 'NaN', exponent: 0 };
  const frac = m[3] ?? '';
  return { negative: m[1] === '-', digits: m[2] + frac, exponent: Number(m[4] ?? 0) - frac.length };
}

/** A validated number as its stored integer: 12.5 rupees -> 1250 paise. */
export function toScaled(value: number, scale: number): number {
  // Below 10^15 the product is within 0.25 of the exact one (two roundings of 2^-53 each), so
  // rounding it gives what the spelling gives, without reading the spelling: a bill scales
  // every figure of every line.
  const product = value * 10 ** scale;
  if (Math.abs(product) < 1e15) return Math.round(product) || 0; // never -0
  const { negative, digits, exponent } = decimalOf(value);
  const shift = exponent + scale;
  // More decimals than the scale never reach here (validated); round what float noise remains.
  if (shift < 0) return Math.round(value * 10 ** scale);
  const n = Number(digits + '0'.repeat(shift));
  return negative ? -n : n;
}

/** A stored integer (Postgres BIGINT arrives as a string) back as the number it stands for. */
export function fromScaled(stored: number | string, scale: number): number {
  return Number(stored) / 10 ** scale;
}

/** Whether a number has at most `scale` digits after the point, as it was written. */
export function hasAtMostDecimals(value: number, scale: number): boolean {
  if (!Number.isFinite(value)) return false;
  if (Number.isInteger(value)) return true;
  const { digits, exponent } = decimalOf(value);
  return exponent + scale >= 0 || /^0*$/.test(digits.slice(digits.length + exponent + scale));
}

/**
 * Whether a value names a row: a positive whole number an id column can hold (larger ones make
 * Postgres fail). As text (a query string, an old client's body) it is digits only: `1e3` or
 * `0x10` is not a way of writing an id.
 */
export function isRowId(value: unknown): boolean {
  const n = typeof value === 'string' ? (/^\s*\d+\s*$/.test(value) ? Number(value) : NaN) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_INTEGER;
}

/**
 * Whether a row holds a scaled figure beyond what its field takes (its declared max, else the
 * default): a bill's computed total can pass the limit its typed rates kept within.
 */
export function beyondScaledMax(
  fields: Record<string, FieldSpec>,
  row: Record<string, unknown>,
): boolean {
  return Object.entries(fields).some(([name, field]) => {
    const scale = scaleOf(field);
    const value = row[name];
    if (scale === undefined || typeof value !== 'number') return false;
    return Math.abs(value) > (maxOf(field) ?? defaultMaxOf(scale));
  });
}
