import { describe, expect, it } from 'vitest';
import {
  aprilYearStart,
  parseTypedDate,
  parseTypedExpiry,
  showDate,
} from '../../admin/src/components/typedDate';

const YEAR = '2026-04-01';

describe('a typed invoice date', () => {
  it("completes '1-4' and '01/04' to the financial year's first April", () => {
    expect(parseTypedDate('1-4', YEAR)).toBe('2026-04-01');
    expect(parseTypedDate('01/04', YEAR)).toBe('2026-04-01');
  });

  it('puts January to March in the second calendar year of the financial year', () => {
    expect(parseTypedDate('15-2', YEAR)).toBe('2027-02-15');
  });

  it('reads DD-MM-YYYY and DD-MM-YY as written', () => {
    expect(parseTypedDate('23-11-2026', YEAR)).toBe('2026-11-23');
    expect(parseTypedDate('23.11.26', YEAR)).toBe('2026-11-23');
  });

  it('reads a year-first date (pasted, or ISO) as such', () => {
    expect(parseTypedDate('2026-11-23', YEAR)).toBe('2026-11-23');
    expect(parseTypedDate('2026-02-30', YEAR)).toBeNull();
  });

  it('refuses what is not a calendar date', () => {
    expect(parseTypedDate('31-4', YEAR)).toBeNull();
    expect(parseTypedDate('abc', YEAR)).toBeNull();
    expect(parseTypedDate('12', YEAR)).toBeNull();
  });

  it('shows an ISO date as DD-MM-YYYY', () => {
    expect(showDate('2026-04-01')).toBe('01-04-2026');
  });
});

describe('aprilYearStart', () => {
  it('starts the financial year on the 1st of April before the date', () => {
    expect(aprilYearStart('2027-03-31')).toBe('2026-04-01');
    expect(aprilYearStart('2026-04-01')).toBe('2026-04-01');
    expect(aprilYearStart('2026-12-15')).toBe('2026-04-01');
  });
});

describe('parseTypedExpiry (a batch expiry as printed on the strip)', () => {
  it.each([
    ['11/28', '2028-11-30'],
    ['02/28', '2028-02-29'],
    ['2-2027', '2027-02-28'],
    ['12.2030', '2030-12-31'],
    ['15-03-2029', '2029-03-15'],
    ['13/28', null],
    ['11/2', null],
    ['11', null],
    ['MAR 28', null],
  ])('%s is %s', (typed, iso) => {
    expect(parseTypedExpiry(typed, '2026-04-01')).toBe(iso);
  });
});
