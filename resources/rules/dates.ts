/**
 * Today as YYYY-MM-DD on the clock of the machine asking (the clerk's browser, the server), not
 * in UTC: a van day loaded at 5 in the morning in India is still the previous day in UTC, and its
 * bills took that date. Passed in rather than read so rules stay testable.
 */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The latest date of birth of someone who is at least `years` old on `on` (YYYY-MM-DD). */
export function latestBirthDate(on: string, years: number): string {
  const [y, m, d] = on.split('-').map(Number);
  const target = new Date(Date.UTC(y - years, m - 1, d));
  // 29 February rolls to 1 March in a non-leap year; the day before stays correct.
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/**
 * Whether `value` is a real calendar date written YYYY-MM-DD (2026-02-30 and 2026-13-45 are not,
 * nor is any day of the year 0000, which has no place in the calendar Postgres keeps).
 */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  if (value.startsWith('0000')) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * A date (YYYY-MM-DD) brought within a year from `start` to `end`: the year's last day after it,
 * its first before it. A new entry in a year already over (a clerk finishing last year's books)
 * starts on that year's last day, not on a day the year refuses.
 */
export function withinYear(date: string, start: string, end: string): string {
  if (date > end) return end;
  if (date < start) return start;
  return date;
}
