import type { FieldSpec } from './types';

/**
 * Money and decimals travel as JSON numbers but are stored as integers (paise, hundredths of a
 * percent, thousandths of a unit), so sums are exact on SQLite and Postgres alike.
 */

/** Digits after the point a field keeps, or undefined when it is not stored scaled. */
export function scaleOf(field: FieldSpec): number | undefined {
  if (field.type === 'money') return 2;
  if (field.type === 'decimal') return field.scale ?? 2;
  return undefined;
}

/** A validated number as its stored integer: 12.5 rupees -> 1250 paise. */
export function toScaled(value: number, scale: number): number {
  // The value has at most `scale` decimals (validated), so rounding only removes float noise.
  return Math.round(value * 10 ** scale);
}

/** A stored integer (Postgres BIGINT arrives as a string) back as the number it stands for. */
export function fromScaled(stored: number | string, scale: number): number {
  return Number(stored) / 10 ** scale;
}

/** Whether a number has at most `scale` digits after the point. */
export function hasAtMostDecimals(value: number, scale: number): boolean {
  return Math.abs(toScaled(value, scale) - value * 10 ** scale) < 1e-6;
}
