import { describe, expect, it } from 'vitest';
import { ageingBucket, ageingOf, daysBetween, overdueOf } from '../../resources/rules/ageing';

describe('ageing', () => {
  it('puts 30 days in the first bucket, 31 in the second, 90 in the third and 91 beyond', () => {
    expect([0, 30, 31, 60, 61, 90, 91].map(ageingBucket)).toEqual([
      '0-30',
      '0-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '90+',
    ]);
  });

  it('counts days across a month and sums outstanding per bucket', () => {
    expect(daysBetween('2026-06-15', '2026-07-15')).toBe(30);
    expect(
      ageingOf([
        { days: 10, outstanding: 100 },
        { days: 45, outstanding: 50 },
        { days: 200, outstanding: 7 },
        { days: 3, outstanding: 1 },
      ]),
    ).toEqual({ '0-30': 101, '31-60': 50, '61-90': 0, '90+': 7, 'On Account': 0 });
  });

  it('carries what is on account beside the buckets, so that together they make the outstanding', () => {
    expect(ageingOf([{ days: 40, outstanding: 300 }], -500)).toEqual({
      '0-30': 0,
      '31-60': 300,
      '61-90': 0,
      '90+': 0,
      'On Account': -500,
    });
  });

  it('nets a credit on account against the overdue bills, never below nil, and ages no debit on account', () => {
    expect(overdueOf(317_600, -50_000)).toBe(267_600);
    expect(overdueOf(30_000, -50_000)).toBe(0);
    expect(overdueOf(30_000, 90_000)).toBe(30_000);
  });
});
