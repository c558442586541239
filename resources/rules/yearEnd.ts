import { groupsUnder } from './groupsUnder';
import type { TrialGroup, TrialLedger } from './trialBalance';

/**
 * The primary groups whose ledgers are the year's profit or loss (Tally's Sales and Purchase
 * Accounts, Direct and Indirect Incomes and Expenses): their balances start each financial year
 * at nothing, and what they held at the end of the years before is the profit carried forward.
 */
export const PROFIT_AND_LOSS_HEADS: ReadonlySet<number> = new Set([12, 13, 14, 15, 16, 17]);

/** The line of the trial balance that carries the earlier years' profit (a credit) or loss. */
export const PROFIT_AND_LOSS_LINE = 'Profit & Loss A/c';
/** Reserves & Surplus, under Capital Account: where the profit kept in the business stands. */
export const PROFIT_AND_LOSS_GROUP = 18;

/** The groups (any depth, the company's own too) that stand under a profit-and-loss head. */
export function profitAndLossGroups(groups: readonly TrialGroup[]): Set<number> {
  return new Set(groupsUnder(groups, PROFIT_AND_LOSS_HEADS).keys());
}

/**
 * The openings of a period after the first year: each profit-and-loss ledger's opening less what
 * it held at the end of the earlier years (`earlier`, paise by PLID), and that sum, the profit
 * or loss carried forward, as one Profit & Loss A/c line, so that the openings still balance.
 */
export function carryProfitForward(
  ledgers: readonly TrialLedger[],
  earlier: ReadonlyMap<number, number>,
  isProfitAndLoss: (groupId: number) => boolean,
): TrialLedger[] {
  let carried = 0;
  const out = ledgers.map((l) => {
    const before = isProfitAndLoss(l.AccGroupid) ? (earlier.get(l.PLID) ?? 0) : 0;
    carried += before;
    return before ? { ...l, opening: l.opening - before } : l;
  });
  if (carried !== 0)
    out.push({
      PLID: 0,
      LedgerName: PROFIT_AND_LOSS_LINE,
      AccGroupid: PROFIT_AND_LOSS_GROUP,
      opening: carried,
      debit: 0,
      credit: 0,
    });
  return out;
}
