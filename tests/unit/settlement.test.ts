import { describe, expect, it } from 'vitest';
import { allocateAsBefore, allocateOldestFirst, type OpenBill } from '../../resources';

const bill = (BillID: number, BillDate: string, outstanding: number): OpenBill => ({
  BillID,
  BillNo: BillID,
  InvoiceNo: `A/${BillID}`,
  BillDate,
  total: outstanding,
  settled: 0,
  outstanding,
});

describe('allocateOldestFirst', () => {
  it('settles the oldest bill first, then the next, leaving the rest on account', () => {
    const bills = [
      bill(2, '2026-06-20', 5600),
      bill(1, '2026-06-15', 29400),
      bill(3, '2026-07-01', 1000),
    ];

    expect(allocateOldestFirst(bills, 30000)).toEqual([
      { BillID: 1, amount: 29400 },
      { BillID: 2, amount: 600 },
    ]);
    expect(allocateOldestFirst(bills, 50000)).toEqual([
      { BillID: 1, amount: 29400 },
      { BillID: 2, amount: 5600 },
      { BillID: 3, amount: 1000 },
    ]);
  });

  it('orders bills of one date by their number, and sets nothing against no bills', () => {
    expect(
      allocateOldestFirst([bill(7, '2026-06-15', 100), bill(5, '2026-06-15', 100)], 150),
    ).toEqual([
      { BillID: 5, amount: 100 },
      { BillID: 7, amount: 50 },
    ]);
    expect(allocateOldestFirst([], 150)).toEqual([]);
  });
});

describe('allocateAsBefore (an edited receipt line that names no bills)', () => {
  const bills = [bill(1, '2026-06-15', 29400), bill(2, '2026-06-20', 5600)];
  // 100.00 received earlier: 56.00 against the newer bill, 44.00 on account.
  const earlier = { PLID: 9, amount: 10000, bills: [{ BillID: 2, amount: 5600 }] };

  it.each([
    [
      'the same amount keeps the bill and the amount on account',
      10000,
      [{ BillID: 2, amount: 5600 }],
    ],
    ['a lower amount keeps what it still covers', 5000, [{ BillID: 2, amount: 5000 }]],
    [
      'a raise goes to the oldest bills',
      13000,
      [
        { BillID: 2, amount: 5600 },
        { BillID: 1, amount: 3000 },
      ],
    ],
  ])('%s', (_case, amount, plan) => {
    expect(allocateAsBefore(earlier, bills, amount)).toEqual(plan);
  });

  it('keeps no more of a bill than it now owes', () => {
    const paidSince = [bill(1, '2026-06-15', 29400), bill(2, '2026-06-20', 2000)];
    expect(allocateAsBefore(earlier, paidSince, 10000)).toEqual([{ BillID: 2, amount: 2000 }]);
  });
});
