/**
 * Dates as a Tally user types them: DD-MM-YYYY, with '-', '/' or '.' between the parts, and a
 * day and month alone ('1-4', '01/04') completed to the financial year: April to December take
 * the year's first calendar year, January to March its second. A two-digit year is 20YY; a
 * four-digit first part is a year (YYYY-MM-DD, as a pasted date is).
 */
import { today } from '../../../resources/rules/dates';

const pad = (n: number) => String(n).padStart(2, '0');

/** What every date field says of text that is no date. */
export const BAD_DATE = 'Type the date as DD-MM-YYYY.';

/** The first day (YYYY-MM-DD) of the April-to-March year holding `date`, today by default. */
export function aprilYearStart(date = today()): string {
  const y = Number(date.slice(0, 4));
  return `${Number(date.slice(5, 7)) >= 4 ? y : y - 1}-04-01`;
}

function isDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The ISO date (YYYY-MM-DD) the text means, or null when it is not a date. `yearStart` is the
 * financial year's first day (YYYY-MM-DD), used when the text has no year.
 */
export function parseTypedDate(text: string, yearStart: string): string | null {
  const parts = text
    .trim()
    .split(/[-/.]/)
    .filter((p) => p !== '');
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => !/^\d+$/.test(p))) return null;
  // A date written year first (2026-04-01, as a pasted or ISO one is) reads as such.
  if (parts.length === 3 && parts[0].length === 4) {
    const [y, m, d] = parts.map(Number);
    return isDate(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;
  }
  const d = Number(parts[0]);
  const m = Number(parts[1]);
  let y: number;
  if (parts.length === 3) {
    y = Number(parts[2]);
    if (parts[2].length === 2) y += 2000;
    else if (parts[2].length !== 4) return null;
  } else {
    const [startYear, startMonth] = yearStart.split('-').map(Number);
    y = m >= startMonth ? startYear : startYear + 1;
  }
  return isDate(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;
}

/**
 * A batch's expiry as typed from its strip: month and year (11/28, 11-2028: the month's last
 * day, as the pack means it), or a whole date. Null when it is neither.
 */
export function parseTypedExpiry(text: string, yearStart: string): string | null {
  const parts = text
    .trim()
    .split(/[-/.]/)
    .filter((p) => p !== '');
  if (parts.length !== 2) return parts.length === 3 ? parseTypedDate(text, yearStart) : null;
  if (parts.some((p) => !/^\d+$/.test(p)) || ![2, 4].includes(parts[1].length)) return null;
  const m = Number(parts[0]);
  const y = Number(parts[1]) + (parts[1].length === 2 ? 2000 : 0);
  if (m < 1 || m > 12) return null;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${pad(m)}-${pad(last)}`;
}

/** An ISO date as the screen shows it: 2026-04-01 -> '01-04-2026'. */
export function showDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
}

/** What typed text means in this financial year (today's): its ISO date, or null. */
export function typedDateOf(text: string): string | null {
  return parseTypedDate(text, aprilYearStart(today()));
}

/**
 * The date of text typed whole (its year in four digits), or null: a field takes it while it is
 * typed, so what follows from it shows at once and Ctrl+A saves it; a partial date waits for the
 * field to be left.
 */
export function wholeTypedDate(text: string): string | null {
  const whole = /^\s*\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}\s*$/.test(text) && /\d{4}/.test(text);
  return whole ? typedDateOf(text) : null;
}
