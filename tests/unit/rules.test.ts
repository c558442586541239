import { describe, expect, it } from 'vitest';
import { displayDate, financialYearLabel, formatCount, formatPaise, latestBirthDate } from '../../resources';

describe('financialYearLabel', () => {
  it('labels a year starting in April or later from its start year', () => {
    expect(financialYearLabel('2024-04-01')).toBe('2024-25');
    expect(financialYearLabel('2024-12-31')).toBe('2024-25');
  });

  it('labels a year starting before April from the year before', () => {
    expect(financialYearLabel('2025-01-01')).toBe('2024-25');
    expect(financialYearLabel('2025-03-31')).toBe('2024-25');
  });

  it('keeps two digits across a century', () => {
    expect(financialYearLabel('2099-04-01')).toBe('2099-00');
    expect(financialYearLabel('2000-02-01')).toBe('1999-00');
  });

  it('answers nothing for a date it cannot read', () => {
    expect(financialYearLabel('01-04-2024')).toBe('');
  });
});

describe('displayDate', () => {
  it('shows a date as DD-MM-YYYY', () => {
    expect(displayDate('2026-04-01')).toBe('01-04-2026');
  });
});

describe('Indian digit grouping', () => {
  it('groups money in lakhs and crores with two decimals', () => {
    expect(formatPaise(12345600)).toBe('1,23,456.00');
    expect(formatPaise(1234567890)).toBe('1,23,45,678.90');
  });

  it('groups counts', () => {
    expect(formatCount(123456)).toBe('1,23,456');
  });
});

describe('latestBirthDate', () => {
  it('is the same day eighteen years before', () => {
    expect(latestBirthDate('2026-11-21', 18)).toBe('2008-11-21');
  });

  it('falls back to 28 February for someone born on 29 February', () => {
    expect(latestBirthDate('2026-02-28', 18)).toBe('2008-02-28');
    expect(latestBirthDate('2025-02-28', 18)).toBe('2007-02-28');
  });
});
