import type { InvoiceTotals, Posting, SupplyParty } from './invoice';
import { isBalanced, placeOfSupply } from './invoice';
import { postingsOf } from './ledger';

export interface PurchaseAccounts {
  supplier: number;
  purchase: number;
  inputCgst: number;
  inputSgst: number;
  inputIgst: number;
  roundOff: number;
}

/** The input tax a purchase takes: none, Input CGST and SGST, or Input IGST. */
export type InputTax = 'unregistered' | 'intraState' | 'interState';

/** What the purchase screen says of the chosen supplier's input tax. */
export const INPUT_TAX_NOTE: Record<InputTax, string> = {
  unregistered: 'Unregistered supplier: no input GST',
  intraState: 'Input CGST and SGST (same state)',
  interState: 'Input IGST (another state)',
};

/**
 * The input tax of a purchase from this supplier. A supplier without a GSTIN is not registered:
 * it issues no tax invoice, so no input tax credit can be taken (CGST Act s.16(2)(a)), and its
 * bill carries no GST. Else by place of supply (the supplier's state against the company's).
 */
export function inputTaxOf(
  supplier: SupplyParty,
  company: SupplyParty,
): { input: InputTax; interState: boolean; code: string | null } {
  const supply = placeOfSupply(supplier, company);
  const registered = (supplier.GSTIN ?? '').trim() !== '';
  const input = !registered ? 'unregistered' : supply.interState ? 'interState' : 'intraState';
  return { input, interState: supply.interState, code: supply.code };
}

/**
 * A purchase line's tax rate: the item's, none from an unregistered supplier. A GST-inclusive
 * rate from such a supplier is then all cost: with a rate of 0 the whole amount is the taxable
 * value, as nothing of it can be claimed back. In whatever unit the item's rate is given.
 */
export function purchaseTaxRate(input: InputTax, itemRate: number): number {
  return input === 'unregistered' ? 0 : itemRate;
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
