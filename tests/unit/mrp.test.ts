import { describe, expect, it } from 'vitest';
import { computeLine, rateAtMrp, toScaled, unitPriceAboveMrp } from '../../resources';

const exclusive = { inclusive: false, interState: false };
const inclusive = { inclusive: true, interState: false };

/** A line as the invoice computes it: qty, rate and discount typed, tax from the item. */
function unitAbove(
  qty: number,
  rate: number,
  taxPer: number,
  mrp: number | null,
  opts = exclusive,
) {
  const qtyMilli = toScaled(qty, 3);
  const f = computeLine(
    {
      qtyMilli,
      freeQtyMilli: 0,
      ratePaise: toScaled(rate, 2),
      discountBp: 0,
      taxBp: toScaled(taxPer, 2),
    },
    opts,
  );
  return unitPriceAboveMrp(f.total, qtyMilli, mrp === null ? null : toScaled(mrp, 2));
}

describe('unitPriceAboveMrp', () => {
  it('finds a rate at the MRP with GST added on top: 20.00 + 12% is 22.40 a unit', () => {
    expect(unitAbove(10, 20, 12, 20)).toBe(2240);
  });
  it('passes a trade rate whose price with tax stays within the MRP, and one exactly at it', () => {
    expect(unitAbove(10, 14.5, 12, 20)).toBeNull(); // 16.24 a unit
    expect(unitAbove(10, 20, 12, 20, inclusive)).toBeNull(); // GST included: 20.00 a unit
  });
  it('has nothing to compare without an MRP, a quantity, or with an MRP of 0', () => {
    expect(unitAbove(10, 20, 12, null)).toBeNull();
    expect(unitAbove(0, 20, 12, 20)).toBeNull();
    expect(unitAbove(10, 20, 12, 0)).toBeNull();
  });
});

describe('the rate that sells at the MRP', () => {
  it('takes the tax out of the MRP, rounded down, so the price with tax is the MRP and never above it', () => {
    expect(rateAtMrp(30.5, 12)).toBe(27.23);
    expect(rateAtMrp(60, 5)).toBe(57.14);
    expect(rateAtMrp(40, 0)).toBe(40);
    expect(rateAtMrp(100, 18)).toBe(84.74);
    for (const [mrp, tax] of [
      [30.5, 12],
      [60, 5],
      [100, 18],
      [9.99, 28],
    ]) {
      const ratePaise = Math.round(rateAtMrp(mrp, tax) * 100);
      const withTax = ratePaise + Math.round((ratePaise * tax) / 100);
      expect(withTax).toBeLessThanOrEqual(Math.round(mrp * 100));
    }
  });
});
