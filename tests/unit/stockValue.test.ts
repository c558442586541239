import { describe, expect, it } from 'vitest';
import { rateAsCost, stockValue } from '../../resources/rules/stockValue';

describe('stockValue', () => {
  it('values a quantity at its batch cost, rounding the value once, not the unit cost', () => {
    // 70.00 for 9 units (7 bought, 2 free): 5 of them are 38.89, where 5 x 7.78 would be 38.90.
    expect(stockValue(5_000, { paise: 7_000, milli: 9_000 })).toBe(3_889);
    expect(stockValue(143_000, { paise: 842_270, milli: 143_000 })).toBe(842_270);
  });

  it('rounds half away from zero, below nothing too', () => {
    expect(stockValue(1_000, { paise: 1, milli: 2_000 })).toBe(1);
    expect(stockValue(-1_000, { paise: 1, milli: 2_000 })).toBe(-1);
  });

  it('takes a typed rate as a cost of one unit, and has no value without a cost', () => {
    expect(stockValue(2_500, rateAsCost(1_000))).toBe(2_500);
    expect(stockValue(2_500, null)).toBeNull();
    expect(stockValue(2_500, { paise: 100, milli: 0 })).toBeNull();
  });
});
