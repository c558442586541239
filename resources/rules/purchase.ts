import type { InvoiceTotals, Posting } from './invoice';
import { isBalanced } from './invoice';
import { postingsOf } from './ledger';

export interface PurchaseAccounts {
  supplier: number;
  purchase: number;
  inputCgst: number;
  inputSgst: number;
  inputIgst: number;
  roundOff: number;
}

/**
 * The purchase invoice's entries (DOCUMENTS.md posting table), the sales invoice's mirrored:
 * Purchase debited the taxable value; Input CGST and SGST, or Input IGST, the tax; Round Off a
 * positive round-off (a negative one is a credit); the supplier credited the bill total. Rows
 * of zero are left out. Throws when the totals do not balance.
 */
export function postPurchaseInvoice(t: InvoiceTotals, accounts: PurchaseAccounts): Posting[] {
  const entries = postingsOf([
    [accounts.purchase, t.taxable, 'Debit'],
    [accounts.inputCgst, t.cgst, 'Debit'],
    [accounts.inputSgst, t.sgst, 'Debit'],
    [accounts.inputIgst, t.igst, 'Debit'],
    [accounts.roundOff, t.roundOff, 'Debit'],
    [accounts.supplier, t.total, 'Credit'],
  ]);
  if (t.cgst + t.sgst + t.igst !== t.tax || !isBalanced(entries)) {
    throw new Error(
      `purchase invoice does not balance: total ${t.total}, taxable ${t.taxable}, tax ${t.tax}, round-off ${t.roundOff}`,
    );
  }
  return entries;
}
