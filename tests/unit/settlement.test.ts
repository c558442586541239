import { describe, expect, it } from 'vitest';
import { allocateOldestFirst, type OpenBill } from '../../resources';

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
