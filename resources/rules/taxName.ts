import { GROUP } from '../../fixtures/accountGroups';

const AUTO_NAME = /^(GST|VAT) \d+(\.\d+)?%$/;

/**
 * The name pickers show for a tax: the one typed, else 'GST 12%' or 'VAT 5%' from its rate. A
 * name that was made this way follows the rate when the rate changes; a typed one stays.
 */
export function taxNameOf(tax: Record<string, unknown>): string | null {
  const typed = typeof tax.TaxName === 'string' ? tax.TaxName.trim() : '';
  if (typed && !AUTO_NAME.test(typed)) return typed;
  const vat = tax.AccGroupid === GROUP.VAT;
  const rate = vat ? tax.VAT : tax.GST;
  if (typeof rate !== 'number') return typed || null;
  return `${vat ? 'VAT' : 'GST'} ${rate}%`;
}
