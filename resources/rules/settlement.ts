/** An open bill of a party, in paise. */
export interface OpenBill {
  BillID: number;
  BillNo: number;
  InvoiceNo: string;
  BillDate: string;
  total: number;
  settled: number;
  outstanding: number;
}

/**
 * Tally's default 'Agst Ref': an amount received settles the oldest bills first (by date, then
 * number), each up to its outstanding; what is left stays on account.
 */
export function allocateOldestFirst(
  bills: readonly OpenBill[],
  amount: number,
): Array<{ BillID: number; amount: number }> {
  const out: Array<{ BillID: number; amount: number }> = [];
  let left = amount;
  const oldest = [...bills].sort((a, b) =>
    a.BillDate < b.BillDate ? -1 : a.BillDate > b.BillDate ? 1 : a.BillID - b.BillID,
  );
  for (const bill of oldest) {
    if (left <= 0) break;
    const part = Math.min(left, bill.outstanding);
    if (part > 0) out.push({ BillID: bill.BillID, amount: part });
    left -= part;
  }
  return out;
}

/** What a voucher line was set against before an edit (paise): its party, its amount and its bills. */
export interface EarlierAllocation {
  PLID: number;
  amount: number;
  bills: ReadonlyArray<{ BillID: number; amount: number }>;
}

/**
 * An edited voucher line left without allocations keeps the ones it had, as Tally keeps an
 * altered voucher's Agst Ref: each bill as far as the new amount and the bill's outstanding go.
 * What it held on account stays on account; only an amount raised beyond the earlier one is set
 * against the oldest bills, as a new line's would be.
 */
export function allocateAsBefore(
  earlier: EarlierAllocation,
  bills: readonly OpenBill[],
  amount: number,
): Array<{ BillID: number; amount: number }> {
  const owed = new Map(bills.map((b) => [b.BillID, b.outstanding]));
  const out = new Map<number, number>();
  let left = amount;
  for (const k of earlier.bills) {
    const part = Math.min(left, k.amount, owed.get(k.BillID) ?? 0);
    if (part <= 0) continue;
    out.set(k.BillID, (out.get(k.BillID) ?? 0) + part);
    owed.set(k.BillID, (owed.get(k.BillID) ?? 0) - part);
    left -= part;
  }
  const raised = Math.min(left, Math.max(0, amount - earlier.amount));
  const rest = allocateOldestFirst(
    bills
      .map((b) => ({ ...b, outstanding: owed.get(b.BillID) ?? 0 }))
      .filter((b) => b.outstanding > 0),
    raised,
  );
  for (const r of rest) out.set(r.BillID, (out.get(r.BillID) ?? 0) + r.amount);
  return [...out].map(([BillID, a]) => ({ BillID, amount: a }));
}
