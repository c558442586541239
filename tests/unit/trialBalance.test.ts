import { describe, expect, it } from 'vitest';
import { trialBalanceTree } from '../../resources/rules/trialBalance';

const groups = [
  { GSlNo: 1, GName: 'Capital Account', GUnder: 0 },
  { GSlNo: 3, GName: 'Current Assets', GUnder: 0 },
  { GSlNo: 6, GName: 'Cash-in-Hand', GUnder: 3 },
  { GSlNo: 27, GName: 'Sundry Debtors', GUnder: 3 },
  { GSlNo: 12, GName: 'Sales Accounts', GUnder: 0 },
  { GSlNo: 17, GName: 'Indirect Expenses', GUnder: 0 },
];

describe('trial balance tree', () => {
  it('folds ledgers into their groups and heads with subtotals, and balances the grand totals', () => {
    const { heads, totals } = trialBalanceTree(groups, [
      {
        PLID: 1,
        LedgerName: 'Asha Stores',
        AccGroupid: 27,
        opening: 100_000,
        debit: 112_000,
        credit: 50_000,
      },
      { PLID: 2, LedgerName: 'Cash', AccGroupid: 6, opening: 0, debit: 50_000, credit: 0 },
      { PLID: 3, LedgerName: 'Sales', AccGroupid: 12, opening: 0, debit: 0, credit: 112_000 },
      {
        PLID: 4,
        LedgerName: 'Opening Balance Difference',
        AccGroupid: 1,
        opening: -100_000,
        debit: 0,
        credit: 0,
      },
    ]);

    expect(heads.map((h) => [h.GName, h.opening, h.debit, h.credit, h.closing])).toEqual([
      ['Capital Account', -100_000, 0, 0, -100_000],
      ['Current Assets', 100_000, 162_000, 50_000, 212_000],
      ['Sales Accounts', 0, 0, 112_000, -112_000],
    ]);
    expect(heads[1].groups.map((g) => [g.GName, g.closing])).toEqual([
      ['Cash-in-Hand', 50_000],
      ['Sundry Debtors', 162_000],
    ]);
    expect(totals).toEqual({
      openingDebit: 100_000,
      openingCredit: 100_000,
      debit: 162_000,
      credit: 162_000,
      closingDebit: 212_000,
      closingCredit: 212_000,
    });
  });

  it('leaves out groups with no ledger beneath them', () => {
    const { heads } = trialBalanceTree(groups, [
      { PLID: 2, LedgerName: 'Cash', AccGroupid: 6, opening: 0, debit: 1, credit: 1 },
    ]);

    expect(heads.map((h) => h.GName)).toEqual(['Current Assets']);
    expect(heads[0].groups.map((g) => g.GName)).toEqual(['Cash-in-Hand']);
  });

  it('totals the heads as shown: a head nets its ledgers, and the grand total is the sum of the head rows', () => {
    const { heads, totals } = trialBalanceTree(
      [
        { GSlNo: 4, GName: 'Current Liabilities', GUnder: 0 },
        { GSlNo: 24, GName: 'Duties & Taxes', GUnder: 4 },
        { GSlNo: 3, GName: 'Current Assets', GUnder: 0 },
        { GSlNo: 6, GName: 'Cash-in-Hand', GUnder: 3 },
        { GSlNo: 12, GName: 'Sales Accounts', GUnder: 0 },
        { GSlNo: 13, GName: 'Purchase Accounts', GUnder: 0 },
      ],
      [
        // Bought 10,000 + 1,800 input GST, sold 30,000 + 5,400 output GST, all for cash.
        { PLID: 1, LedgerName: 'Cash', AccGroupid: 6, opening: 0, debit: 35_400, credit: 11_800 },
        { PLID: 2, LedgerName: 'Input GST', AccGroupid: 24, opening: 0, debit: 1_800, credit: 0 },
        { PLID: 3, LedgerName: 'Output GST', AccGroupid: 24, opening: 0, debit: 0, credit: 5_400 },
        { PLID: 4, LedgerName: 'Sales', AccGroupid: 12, opening: 0, debit: 0, credit: 30_000 },
        { PLID: 5, LedgerName: 'Purchase', AccGroupid: 13, opening: 0, debit: 10_000, credit: 0 },
      ],
    );

    expect(heads.map((h) => [h.GName, h.closing])).toEqual([
      ['Current Assets', 23_600],
      ['Current Liabilities', -3_600],
      ['Sales Accounts', -30_000],
      ['Purchase Accounts', 10_000],
    ]);
    // 23,600 + 10,000 on the debit side; 3,600 + 30,000 on the credit side (the ledgers one by
    // one would give 35,400 and 35,400).
    expect(totals).toMatchObject({ closingDebit: 33_600, closingCredit: 33_600 });
    expect(totals).toMatchObject({ debit: 47_200, credit: 47_200 });
  });
});
