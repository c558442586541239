import { describe, expect, it } from 'vitest';
import { heldThrough, lowestHolding, StockOnHand, type Holding } from '../../resources';

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

describe('heldThrough: what a place can give on a date with later movements in the books', () => {
  const h = (ItemID: number, BatchId: number | null, QtyMilli: number): Holding => ({
    ItemID,
    BatchId,
    QtyMilli,
    expiry: null,
  });
  const m = (ItemID: number, BatchId: number | null, MoveDate: string, QtyMilli: number) => ({
    ItemID,
    BatchId,
    MoveDate,
    QtyMilli,
  });

  it.each([
    ['nothing later: all of it', [], 100],
    ['bought 100 later: none of it', [m(1, 7, '2026-09-01', 100)], 0],
    [
      'bought 100, then sold 30, later: only what was there before them',
      [m(1, 7, '2026-09-01', 100), m(1, 7, '2026-09-10', -30)],
      30,
    ],
    ['sold 30 later: what is left now', [m(1, 7, '2026-09-10', -30)], 100],
    [
      'sold 30, then bought 50, later: the 50 are not there yet',
      [m(1, 7, '2026-09-10', -30), m(1, 7, '2026-09-20', 50)],
      50,
    ],
    [
      'bought and sold 40 on one later day: all of it',
      [m(1, 7, '2026-09-10', 40), m(1, 7, '2026-09-10', -40)],
      100,
    ],
  ] as const)('%s', (_case, later, left) => {
    const { holdings, datedBack } = heldThrough([h(1, 7, 100), h(2, null, 5)], later);

    expect(holdings.find((x) => x.ItemID === 1)?.QtyMilli).toBe(left);
    expect(holdings.find((x) => x.ItemID === 2)?.QtyMilli).toBe(5);
    expect([...datedBack]).toEqual(later.length ? [1] : []);
  });

  it('shows a batch only a later purchase made as holding nothing, so it is not taken', () => {
    const { holdings } = heldThrough([], [m(3, 9, '2026-09-01', 20)]);
    const stock = new StockOnHand(holdings);

    expect(stock.takeFefo(3, 5, '2026-08-05')).toEqual({ parts: [], short: 5 });
    expect(stock.left(3, 9)).toBe(-20);
  });
});

describe('lowestHolding', () => {
  it('finds the lowest a holding stands on any day, and the first day it stands there', () => {
    // Bought 100 on the 20th, but 60 sold on the 15th and 50 more on the 16th.
    const moved = new Map([
      ['2026-06-20', 100_000],
      ['2026-06-15', -60_000],
      ['2026-06-16', -50_000],
    ]);

    expect(lowestHolding(moved)).toEqual({ lowest: -110_000, on: '2026-06-16' });
    expect(lowestHolding(new Map([['2026-06-10', 100_000]]))).toEqual({ lowest: 0, on: null });
  });
});
