/** '1 bill', '0 bills', '12 bills': a count in words a person reads on a screen or a print. */
export function billCount(n: unknown): string {
  const count = Number(n);
  return `${String(n)} ${count === 1 ? 'bill' : 'bills'}`;
}

/**
 * A register's bills by date, in date order, each date with its day's totals where it has any:
 * a day whose bills are all cancelled has none, yet its bills keep their place among the dates.
 */
export function billsByDay<R extends { BillDate?: unknown }, D extends { BillDate?: unknown }>(
  rows: readonly R[],
  days: readonly D[],
): Array<{ BillDate: string; bills: R[]; day?: D }> {
  const dates = [...new Set([...rows, ...days].map((x) => String(x.BillDate)))].sort();
  return dates.map((BillDate) => ({
    BillDate,
    bills: rows.filter((r) => String(r.BillDate) === BillDate),
    day: days.find((d) => String(d.BillDate) === BillDate),
  }));
}
