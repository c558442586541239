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

/**
 * What the form's Tax Name shows as the rate is typed: the name the server would make ('GST 12%'),
 * while the name is empty or one made so; a typed name stays. A clash with another tax is then
 * told under a name the person can see.
 */
export function taxNameReaction(
  field: string,
  record: Record<string, unknown>,
): Record<string, string> {
  if (field !== 'GST' && field !== 'VAT' && field !== 'AccGroupid') return {};
  const shown = typeof record.TaxName === 'string' ? record.TaxName.trim() : '';
  if (shown && !AUTO_NAME.test(shown)) return {};
  const rate = record[record.AccGroupid === GROUP.VAT ? 'VAT' : 'GST'];
  const n = rate === '' || rate === null || rate === undefined ? NaN : Number(rate);
  const name = Number.isFinite(n) ? taxNameOf({ ...record, TaxName: '', GST: n, VAT: n }) : '';
  return name === shown ? {} : { TaxName: name ?? '' };
}
