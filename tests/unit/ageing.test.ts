import { describe, expect, it } from 'vitest';
import { ageingBucket, ageingOf, daysBetween } from '../../resources/rules/ageing';

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
    ).toEqual({ '0-30': 101, '31-60': 50, '61-90': 0, '90+': 7 });
  });
});
