import type { InvoiceTotals, Posting } from './invoice';
import { isBalanced } from './invoice';

export interface PurchaseAccounts {
  supplier: number;
  purchase: number;
  inputCgst: number;
  inputSgst: number;
  inputIgst: number;
  roundOff: number;
}

/** A posting on `side`; a negative amount belongs on the other side, so no column is ever negative. */
function entry(PLID: number, amount: number, side: 'Debit' | 'Credit'): Posting {
  const onDebit = (side === 'Debit') === amount > 0;
  return { PLID, Debit: onDebit ? Math.abs(amount) : 0, Credit: onDebit ? 0 : Math.abs(amount) };
}

/**
 * The purchase invoice's entries (DOCUMENTS.md posting table), the sales invoice's mirrored:
 * Purchase debited the taxable value; Input CGST and SGST, or Input IGST, the tax; Round Off a
 * positive round-off (a negative one is a credit); the supplier credited the bill total. Rows
 * of zero are left out. Throws when the totals do not balance.
 */
export function postPurchaseInvoice(t: InvoiceTotals, accounts: PurchaseAccounts): Posting[] {
  const entries = [
    entry(accounts.purchase, t.taxable, 'Debit'),
    entry(accounts.inputCgst, t.cgst, 'Debit'),
    entry(accounts.inputSgst, t.sgst, 'Debit'),
    entry(accounts.inputIgst, t.igst, 'Debit'),
    entry(accounts.roundOff, t.roundOff, 'Debit'),
    entry(accounts.supplier, t.total, 'Credit'),
  ].filter((e) => e.Debit !== 0 || e.Credit !== 0);
  if (t.cgst + t.sgst + t.igst !== t.tax || !isBalanced(entries)) {
    throw new Error(
      `purchase invoice does not balance: total ${t.total}, taxable ${t.taxable}, tax ${t.tax}, round-off ${t.roundOff}`,
    );
  }
  return entries;
}
