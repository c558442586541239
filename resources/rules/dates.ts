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
