import { GROUP } from '../fixtures/accountGroups';
import { defineResource } from './kit/defineResource';
import { halvesMatch, splitGst, taxReaction } from './rules/taxSplit';
import { taxNameOf, taxNameReaction } from './rules/taxName';

const GST_ONLY = { field: 'AccGroupid', in: [GROUP.GST] } as const;
const VAT_ONLY = { field: 'AccGroupid', in: [GROUP.VAT] } as const;
const percent = { type: 'decimal', scale: 2, minValue: 0, maxValue: 100 } as const;

/** Tax rates: GST (split into CGST and SGST) under account group 24, or VAT under group 26. */
export const tax = defineResource({
  name: 'tax',
  label: { one: 'Tax', many: 'Taxes' },
  menu: { group: 'Ledger Page', routes: ['/TaxMaster'] },
  primaryKey: 'TaxID',
  titleField: 'TaxName',

  fields: {
    TaxID: { type: 'id', label: 'Tax ID' },
    // The spec's picker offers only these two account groups.
    AccGroupid: {
      type: 'select',
      label: 'Account Group',
      required: 'Please select an Account Group.',
      choices: [
        { id: GROUP.GST, name: 'GST' },
        { id: GROUP.VAT, name: 'VAT' },
      ],
    },
    GST: { ...percent, required: 'GST is required.', showWhen: GST_ONLY },
    CGST: { ...percent, showWhen: GST_ONLY },
    SGST: { ...percent, showWhen: GST_ONLY },
    VAT: { ...percent, required: 'VAT is required.', showWhen: VAT_ONLY },
    PLID: { type: 'reference', to: 'ledger', label: 'Ledger' },
    // What pickers show ('GST 12%'); made from the rate when not given (rules/taxName).
    // Two taxes of one name would be two 'GST 28%' in every item's picker.
    TaxName: {
      type: 'text',
      label: 'Tax Name',
      max: 50,
      unique: { message: 'A tax of this name already exists.' },
    },
  },

  list: {
    columns: ['TaxID', 'TaxName', 'AccGroupid', 'GST', 'CGST', 'SGST', 'VAT'],
    empty: 'No tax found',
  },
  // Found by the name pickers show ('GST 12%'): typing GST or 12 finds it.
  search: { fields: ['TaxName'], rank: 'contains' },
  endpoints: {
    list: 'gettaxmaster',
    create: 'inserttaxmaster',
    update: 'updatetaxmaster',
    delete: 'deletetaxmaster',
  },
  messages: {
    created: 'Tax submitted successfully!',
    updated: 'Tax updated successfully!',
    deleted: 'Tax deleted successfully!',
    keyMissing: {
      update: 'TaxID is required for the update.',
      delete: 'TaxID is missing or invalid. Cannot delete.',
    },
  },
  reactions: (field, r) => ({ ...taxReaction(field, r), ...taxNameReaction(field, r) }),
  // GST without its halves is split in half, as the form does.
  derive: (r) => ({
    ...(r.AccGroupid === GROUP.GST && typeof r.GST === 'number' && r.CGST == null && r.SGST == null
      ? splitGst(r.GST)
      : {}),
    TaxName: taxNameOf(r),
  }),
  check: (r): Record<string, string> => {
    if (r.AccGroupid !== GROUP.GST || typeof r.GST !== 'number') return {};
    const cgst = typeof r.CGST === 'number' ? r.CGST : null;
    const sgst = typeof r.SGST === 'number' ? r.SGST : null;
    if (cgst === null && sgst === null) return {};
    if (cgst === null || sgst === null || !halvesMatch(r.GST, cgst, sgst))
      return { CGST: 'CGST and SGST must add up to GST.' };
    return {};
  },
});
