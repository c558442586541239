import { describe, expect, it } from 'vitest';
import { StockOnHand } from '../../resources';

const held = () =>
  new StockOnHand([
    { ItemID: 1, BatchId: 10, QtyMilli: 5000, expiry: '2026-12-31' },
    { ItemID: 1, BatchId: 11, QtyMilli: 3000, expiry: '2026-08-31' },
    { ItemID: 1, BatchId: 12, QtyMilli: 9000, expiry: '2026-05-31' }, // expired by June
    { ItemID: 1, BatchId: null, QtyMilli: 2000, expiry: null },
    { ItemID: 2, BatchId: 20, QtyMilli: 1000, expiry: null },
  ]);

describe('stock on hand, taken line by line', () => {
  it('takes the batch expiring first, skips expired ones, and stock without a batch last', () => {
    const s = held();
    expect(s.takeFefo(1, 9000, '2026-06-15')).toEqual({
      parts: [
        { BatchId: 11, QtyMilli: 3000 },
        { BatchId: 10, QtyMilli: 5000 },
        { BatchId: null, QtyMilli: 1000 },
      ],
      short: 0,
    });
  });

  it('lets a second line of the item see what the first took, and says what it lacks', () => {
    const s = held();
    s.takeFefo(1, 4000, '2026-06-15');
    expect(s.takeFefo(1, 7000, '2026-06-15')).toEqual({
      parts: [
        { BatchId: 10, QtyMilli: 4000 },
        { BatchId: null, QtyMilli: 2000 },
      ],
      short: 1000,
    });
    expect(s.left(1, 10)).toBe(0);
  });

  it('counts a named batch taken past what it holds, for the bill to be refused', () => {
    const s = held();
    s.take(2, 20, 1500);
    expect(s.left(2, 20)).toBe(-500);
    expect(s.left(2, null)).toBe(-500);
    s.take(3, 30, 1000); // a batch the place never held
    expect(s.left(3, 30)).toBe(-1000);
    // A FEFO line then finds nothing of the overdrawn item.
    expect(s.takeFefo(2, 100, '2026-06-15')).toEqual({ parts: [], short: 100 });
  });

  it('sums an item over its batches', () => {
    expect(held().left(1, null)).toBe(19000);
  });
});
