/**
 * Ledger arithmetic, in integer paise: the opening-balance rule of spec 4 (Debit puts the
 * amount in Debit, Credit in Credit) and the running balance of a ledger statement. A balance
 * is signed: positive is Debit (Dr), negative is Credit (Cr).
 */

export type BalanceType = 'Debit' | 'Credit';

export const BALANCE_TYPES: readonly { id: BalanceType; name: string }[] = [
  { id: 'Debit', name: 'Dr' },
  { id: 'Credit', name: 'Cr' },
];

/** Spec 4: Debit puts the opening amount in Debit and zero in Credit; Credit the reverse. */
export function openingSides(amount: number, type: BalanceType): { Debit: number; Credit: number } {
  return type === 'Credit' ? { Debit: 0, Credit: amount } : { Debit: amount, Credit: 0 };
}

/** Spec 4: a loaded row's amount and type come from whichever of Debit and Credit is positive. */
export function openingFromSides(
  Debit: number,
  Credit: number,
): { Openingbalance: number; balanceType: BalanceType } {
  return Credit > 0 && !(Debit > 0)
    ? { Openingbalance: Credit, balanceType: 'Credit' }
    : { Openingbalance: Debit, balanceType: 'Debit' };
}

/** A signed balance as a person reads it: the amount and Dr or Cr (zero reads Dr). */
export function sideOf(balance: number): { amount: number; side: 'Dr' | 'Cr' } {
  return balance < 0 ? { amount: -balance, side: 'Cr' } : { amount: balance, side: 'Dr' };
}

export interface StatementEntry {
  Debit: number; // paise
  Credit: number; // paise
}

/**
 * Each entry with the balance after it, starting from `opening`, and the closing balance.
 * Integers only, so the closing balance is exact whatever the number of entries.
 */
export function runningBalances<E extends StatementEntry>(
  opening: number,
  entries: readonly E[],
): { lines: Array<E & { Balance: number }>; closing: number } {
  let balance = opening;
  const lines = entries.map((e) => {
    balance += e.Debit - e.Credit;
    return { ...e, Balance: balance };
  });
  return { lines, closing: balance };
}

/** Whether a set of entries balances: total debits equal total credits. */
export function isBalanced(entries: readonly StatementEntry[]): boolean {
  return entries.reduce((sum, e) => sum + e.Debit - e.Credit, 0) === 0;
}

/** One ledger's side of a document's entries, in paise. */
export interface Posting {
  PLID: number;
  Debit: number; // paise
  Credit: number; // paise
}

/**
 * A document's entries from signed amounts meant for a side: a negative amount belongs on the
 * other side (a negative round-off), so no column is ever negative; rows of zero are left out.
 */
export function postingsOf(
  rows: ReadonlyArray<readonly [PLID: number, amount: number, side: BalanceType]>,
): Posting[] {
  const out: Posting[] = [];
  for (const [PLID, amount, side] of rows) {
    if (amount === 0) continue;
    const onDebit = (side === 'Debit') === amount > 0;
    const abs = Math.abs(amount);
    out.push({ PLID, Debit: onDebit ? abs : 0, Credit: onDebit ? 0 : abs });
  }
  return out;
}
