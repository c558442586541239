/** Today as YYYY-MM-DD in UTC; passed in rather than read so rules stay testable. */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The latest date of birth of someone who is at least `years` old on `on` (YYYY-MM-DD). */
export function latestBirthDate(on: string, years: number): string {
  const [y, m, d] = on.split('-').map(Number);
  const target = new Date(Date.UTC(y - years, m - 1, d));
  // 29 February rolls to 1 March in a non-leap year; the day before stays correct.
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar date written YYYY-MM-DD (2026-02-30 and 2026-13-45 are not). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
