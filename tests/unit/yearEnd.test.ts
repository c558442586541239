import { describe, expect, it } from 'vitest';
import { accountGroups } from '../../fixtures/accountGroups';
import { trialBalanceTree } from '../../resources/rules/trialBalance';
import {
  carryProfitForward,
  profitAndLossGroups,
  PROFIT_AND_LOSS_LINE,
} from '../../resources/rules/yearEnd';

const groups = [
  ...accountGroups.map(({ GSlNo, GName, GUnder }) => ({ GSlNo, GName, GUnder })),
  // A company's own groups: freight under Direct Expenses, and one under that; rent deposit under an asset.
  { GSlNo: 101, GName: 'Freight', GUnder: 16 },
  { GSlNo: 102, GName: 'Freight Inward', GUnder: 101 },
  { GSlNo: 103, GName: 'Rent Deposits', GUnder: 29 },
];

const ledger = (PLID: number, LedgerName: string, AccGroupid: number, opening: number) => ({
  PLID,
  LedgerName,
  AccGroupid,
  opening,
  debit: 0,
  credit: 0,
});

describe('year end: profit and loss ledgers start each year at nothing', () => {
  it('finds the groups under the six profit-and-loss heads, at any depth, and no others', () => {
    const pl = profitAndLossGroups(groups);
    for (const id of [12, 13, 14, 15, 16, 17, 31, 101, 102]) expect(pl.has(id)).toBe(true);
    for (const id of [1, 3, 11, 18, 22, 24, 27, 28, 103]) expect(pl.has(id)).toBe(false);
  });

  it('takes the earlier years off the sales, purchase and expense openings and carries their sum as the Profit & Loss A/c', () => {
    const pl = profitAndLossGroups(groups);
    const ledgers = [
      ledger(1, 'Sales', 12, -100_000), // 1,000 of last year's sales
      ledger(2, 'Purchase', 13, 60_000),
      ledger(3, 'Freight Paid', 102, 5_000),
      ledger(4, 'Asha Stores', 27, 40_000), // a customer: goes on as it is
      ledger(5, 'Cash', 6, -5_000),
    ];
    const earlier = new Map([
      [1, -100_000],
      [2, 60_000],
      [3, 5_000],
      [4, 40_000],
      [5, -5_000],
    ]);

    const out = carryProfitForward(ledgers, earlier, (g) => pl.has(g));

    expect(out.map((l) => [l.LedgerName, l.opening])).toEqual([
      ['Sales', 0],
      ['Purchase', 0],
      ['Freight Paid', 0],
      ['Asha Stores', 40_000],
      ['Cash', -5_000],
      [PROFIT_AND_LOSS_LINE, -35_000], // a profit of 350.00: a credit
    ]);
    // Under Reserves & Surplus, and the openings still balance.
    const { heads, totals } = trialBalanceTree(groups, out);
    const capital = heads.find((h) => h.GName === 'Capital Account')!;
    expect(capital.groups[0].GName).toBe('Reserves & Surplus');
    expect(capital.groups[0].ledgers.map((l) => l.LedgerName)).toEqual([PROFIT_AND_LOSS_LINE]);
    expect(totals.openingDebit).toBe(totals.openingCredit);
  });

  it('keeps this year part of the opening (a period starting after the year began), and adds no line in the first year', () => {
    const pl = profitAndLossGroups(groups);
    // Sales opening -30,000: -10,000 from last year, -20,000 from this year's months before the period.
    const out = carryProfitForward(
      [ledger(1, 'Sales', 12, -30_000), ledger(4, 'Asha Stores', 27, 30_000)],
      new Map([
        [1, -10_000],
        [4, 10_000],
      ]),
      (g) => pl.has(g),
    );
    expect(out.map((l) => [l.LedgerName, l.opening])).toEqual([
      ['Sales', -20_000],
      ['Asha Stores', 30_000],
      [PROFIT_AND_LOSS_LINE, -10_000],
    ]);

    const firstYear = carryProfitForward([ledger(1, 'Sales', 12, -30_000)], new Map(), (g) =>
      pl.has(g),
    );
    expect(firstYear.map((l) => l.LedgerName)).toEqual(['Sales']);
  });
});
