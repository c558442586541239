/**
 * The trial balance's shape (Tally's Trial Balance, ERPNext's): each ledger's opening, period
 * debits and credits and closing (paise; balances signed, debit positive), under its account
 * group, each group with the subtotals of everything beneath it, and grand totals whose debit
 * and credit columns agree when the books do. The sums per ledger come from SQL; this folds
 * those few rows (one per ledger) into the tree.
 */
export interface TrialLedger {
  PLID: number;
  LedgerName: string;
  AccGroupid: number;
  opening: number;
  debit: number;
  credit: number;
}

export interface TrialGroup {
  GSlNo: number;
  GName: string;
  GUnder: number;
}

export interface Figures {
  opening: number;
  debit: number;
  credit: number;
  closing: number;
}

export interface TrialNode extends Figures {
  GSlNo: number;
  GName: string;
  groups: TrialNode[];
  ledgers: Array<TrialLedger & { closing: number }>;
}

export interface TrialTotals {
  openingDebit: number;
  openingCredit: number;
  debit: number;
  credit: number;
  closingDebit: number;
  closingCredit: number;
}

const add = (a: Figures, b: Figures): Figures => ({
  opening: a.opening + b.opening,
  debit: a.debit + b.debit,
  credit: a.credit + b.credit,
  closing: a.closing + b.closing,
});
const ZERO: Figures = { opening: 0, debit: 0, credit: 0, closing: 0 };

/** The heads (groups under 0) with their groups and ledgers; groups with no ledger anywhere beneath are left out. */
export function trialBalanceTree(
  groups: readonly TrialGroup[],
  ledgers: readonly TrialLedger[],
): { heads: TrialNode[]; totals: TrialTotals } {
  const children = new Map<number, TrialGroup[]>();
  for (const g of groups) children.set(g.GUnder, [...(children.get(g.GUnder) ?? []), g]);
  const ledgersOf = new Map<number, TrialLedger[]>();
  for (const l of ledgers) ledgersOf.set(l.AccGroupid, [...(ledgersOf.get(l.AccGroupid) ?? []), l]);

  const build = (g: TrialGroup, seen: Set<number>): TrialNode | null => {
    if (seen.has(g.GSlNo)) return null; // a loop in the tree cannot be drawn; the server refuses making one
    const next = new Set(seen).add(g.GSlNo);
    const own = (ledgersOf.get(g.GSlNo) ?? [])
      .map((l) => ({ ...l, closing: l.opening + l.debit - l.credit }))
      .sort((a, b) => a.LedgerName.localeCompare(b.LedgerName));
    const subs = (children.get(g.GSlNo) ?? [])
      .map((c) => build(c, next))
      .filter((n): n is TrialNode => n !== null)
      .sort((a, b) => a.GName.localeCompare(b.GName));
    if (!own.length && !subs.length) return null;
    const sum = [...own, ...subs].reduce<Figures>((s, x) => add(s, x), ZERO);
    return { GSlNo: g.GSlNo, GName: g.GName, ...sum, groups: subs, ledgers: own };
  };
  const heads = (children.get(0) ?? [])
    .map((g) => build(g, new Set()))
    .filter((n): n is TrialNode => n !== null)
    .sort((a, b) => a.GSlNo - b.GSlNo);

  // A ledger under a group the company cannot see (should not happen) still counts, under 'Other'.
  const placed = new Set<number>();
  const mark = (n: TrialNode) => {
    n.ledgers.forEach((l) => placed.add(l.PLID));
    n.groups.forEach(mark);
  };
  heads.forEach(mark);
  const stray = ledgers
    .filter((l) => !placed.has(l.PLID))
    .map((l) => ({ ...l, closing: l.opening + l.debit - l.credit }));
  if (stray.length)
    heads.push({
      GSlNo: -1,
      GName: 'Other',
      ...stray.reduce<Figures>((s, x) => add(s, x), ZERO),
      groups: [],
      ledgers: stray,
    });

  // The grand totals add up the heads as they are shown, as Tally's do: a head's balance is net
  // (Input GST set off against Output GST under Duties & Taxes), so a reader adding the head rows
  // gets the total printed. Both columns still agree when the books balance.
  const totals = {
    openingDebit: heads.reduce((s, h) => s + Math.max(h.opening, 0), 0),
    openingCredit: heads.reduce((s, h) => s + Math.max(-h.opening, 0), 0),
    debit: heads.reduce((s, h) => s + h.debit, 0),
    credit: heads.reduce((s, h) => s + h.credit, 0),
    closingDebit: heads.reduce((s, h) => s + Math.max(h.closing, 0), 0),
    closingCredit: heads.reduce((s, h) => s + Math.max(-h.closing, 0), 0),
  };
  return { heads, totals };
}

/**
 * The same tree with every figure passed through `scale`: the API answers rupees (API.md, as the
 * other reports do) from the paise the tree is built in, and the screen reads them back to paise.
 */
export function scaleTrialBalance(
  report: { heads: TrialNode[]; totals: TrialTotals },
  scale: (figure: number) => number,
): { heads: TrialNode[]; totals: TrialTotals } {
  const figures = <T extends Figures>(f: T): T => ({
    ...f,
    opening: scale(f.opening),
    debit: scale(f.debit),
    credit: scale(f.credit),
    closing: scale(f.closing),
  });
  const node = (n: TrialNode): TrialNode => ({
    ...figures(n),
    groups: n.groups.map(node),
    ledgers: n.ledgers.map(figures),
  });
  const t = report.totals;
  return {
    heads: report.heads.map(node),
    totals: {
      openingDebit: scale(t.openingDebit),
      openingCredit: scale(t.openingCredit),
      debit: scale(t.debit),
      credit: scale(t.credit),
      closingDebit: scale(t.closingDebit),
      closingCredit: scale(t.closingCredit),
    },
  };
}
