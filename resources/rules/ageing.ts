/** Ageing of receivables as Tally and ERPNext show it: 0-30, 31-60, 61-90 and over 90 days. */
export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
/**
 * The ageing's columns: the buckets, and beside them what is on account, which has no bill date
 * to age it by; together they add up to the outstanding, as Tally's ageing adds 'On Account'.
 */
export const AGEING_COLUMNS = [...AGEING_BUCKETS, 'On Account'] as const;
export type AgeingColumn = (typeof AGEING_COLUMNS)[number];

/** An ageing column's caption: '0-30 days', ..., 'On Account'. */
export const ageingLabel = (k: AgeingColumn): string => (k === 'On Account' ? k : `${k} days`);

/** Whole days from one date (YYYY-MM-DD) to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The bucket of a bill `days` old. */
export function ageingBucket(days: number): AgeingBucket {
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

/** Outstanding amounts (paise) summed per bucket, and what is on account (paise) beside them. */
export function ageingOf(
  bills: ReadonlyArray<{ days: number; outstanding: number }>,
  onAccount = 0,
): Record<AgeingColumn, number> {
  const out = { '0-30': 0, '31-60': 0, '61-90': 0, '90+': 0, 'On Account': onAccount };
  for (const b of bills) out[ageingBucket(b.days)] += b.outstanding;
  return out;
}

/**
 * What of a party's outstanding is overdue (paise): its overdue bills, less any credit it holds
 * on account (an advance, a receipt or payment set against no bill), never below nil. The credit
 * is netted as if set against the party's oldest bills first, the way a voucher sent without
 * allocations is; those are the overdue ones, as one party's bills share its credit days. So
 * overdue never exceeds what the party owes, and a bill not yet due stays not due. A debit on
 * account (an opening balance) has no bill date to be overdue from and is not counted.
 */
export function overdueOf(overdueBills: number, onAccount: number): number {
  return Math.max(0, overdueBills + Math.min(0, onAccount));
}
