import { describe, expect, it } from 'vitest';
import {
  displayDate,
  financialYearLabel,
  formatCount,
  formatPaise,
  formatReading,
  isBalanced,
  latestBirthDate,
  openingFromSides,
  openingSides,
  runningBalances,
  sideOf,
} from '../../resources';
import {
  invoiceNumber,
  invoicePrefix,
  seriesLabel,
  seriesName,
} from '../../resources/invoiceSeries';
import { stateCodeOf } from '../../resources/ledgerFields';
import { vehicleNumber } from '../../resources/rules/vehicleNumber';

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

  it('shows a reading with its unit and only the decimals it has, not as rupees', () => {
    expect(formatReading(12500, 2, 'km')).toBe('12,500 km');
    expect(formatReading(1234567.5, 2, 'km')).toBe('12,34,567.5 km');
    expect(formatReading(0.29, 2, 'km')).toBe('0.29 km');
  });
});

describe('vehicle registration number', () => {
  it('is kept in capitals with single spaces, spaced or not as typed', () => {
    expect(vehicleNumber(' ka 05  ab\t1234 ')).toBe('KA 05 AB 1234');
    expect(vehicleNumber('ka05ab1234')).toBe('KA05AB1234');
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

describe('ledger arithmetic', () => {
  it('puts a Debit opening balance in Debit and a Credit one in Credit', () => {
    expect(openingSides(150050, 'Debit')).toEqual({ Debit: 150050, Credit: 0 });
    expect(openingSides(150050, 'Credit')).toEqual({ Debit: 0, Credit: 150050 });
  });

  it('reads the amount and type back from whichever side is positive', () => {
    expect(openingFromSides(0, 2000)).toEqual({ Openingbalance: 2000, balanceType: 'Credit' });
    expect(openingFromSides(2000, 0)).toEqual({ Openingbalance: 2000, balanceType: 'Debit' });
    expect(openingFromSides(0, 0)).toEqual({ Openingbalance: 0, balanceType: 'Debit' });
  });

  it('runs the balance entry by entry and closes exactly, in integers', () => {
    const tenPaise = Array.from({ length: 1000 }, () => ({ Debit: 10, Credit: 0 }));

    const { lines, closing } = runningBalances(-500, [
      { Debit: 200, Credit: 0 },
      { Debit: 0, Credit: 1000 },
      ...tenPaise,
    ]);

    expect(lines.slice(0, 2).map((l) => l.Balance)).toEqual([-300, -1300]);
    expect(closing).toBe(8700);
  });

  it('reads a signed balance as Dr or Cr', () => {
    expect(sideOf(-2500)).toEqual({ amount: 2500, side: 'Cr' });
    expect(sideOf(2500)).toEqual({ amount: 2500, side: 'Dr' });
    expect(sideOf(0)).toEqual({ amount: 0, side: 'Dr' });
  });

  it('balances only when debits equal credits', () => {
    expect(
      isBalanced([
        { Debit: 100, Credit: 0 },
        { Debit: 0, Credit: 100 },
      ]),
    ).toBe(true);
    expect(
      isBalanced([
        { Debit: 100, Credit: 0 },
        { Debit: 0, Credit: 99 },
      ]),
    ).toBe(false);
  });
});

describe('invoice series label', () => {
  it("names a series 'B2B / A', 'B2C / A', else 'Other'", () => {
    expect(seriesLabel(1, 'A')).toBe('B2B / A');
    expect(seriesLabel(2, 'A')).toBe('B2C / A');
    expect(seriesLabel(3, 'A')).toBe('Other');
  });

  it("numbers a bill '<series>/<number>', not doubling a separator the name ends in", () => {
    expect(invoiceNumber('A', 12)).toBe('A/12');
    expect(invoiceNumber('24-25-', 7)).toBe('24-25-7');
    expect(invoicePrefix('SG')).toBe('SG/');
    expect(invoicePrefix('SG-')).toBe('SG-');
  });

  it("keeps a series typed 'SG/' as SG, whose bills number SG/1", () => {
    expect(seriesName('SG/')).toBe('SG');
    expect(seriesName(' SG// ')).toBe('SG');
    expect(seriesName('24/25')).toBe('24/25');
    expect(seriesName('/')).toBe('/');
  });
});

describe('state code of a state', () => {
  it('finds the GST code by name, case-insensitively, and null for an unknown one', () => {
    expect(stateCodeOf(' karnataka ')).toBe('29');
    expect(stateCodeOf('Atlantis')).toBeNull();
  });
});
