/**
 * The financial-year label of the spec: a year that starts in April or later is
 * 'startYear-(startYear+1)%100'; one that starts before April belongs to the year before.
 * '2024-04-01' -> '2024-25', '2025-01-01' -> '2024-25'.
 */
export function financialYearLabel(startDate: string): string {
  const m = /^(\d{4})-(\d{2})-\d{2}$/.exec(startDate ?? '');
  if (!m) return '';
  const year = Number(m[1]);
  const month = Number(m[2]);
  const first = month >= 4 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' -> 'DD-MM-YYYY', the way the top bar shows a financial year's range. */
export function displayDate(date: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
}
