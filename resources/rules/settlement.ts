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
