import { defineResource } from './kit/defineResource';

export const INVOICE_TYPES = [
  { id: 1, name: 'B2B' },
  { id: 2, name: 'B2C' },
];

const SERIES_MAX = 9;
export const SERIES_RULE = 'Series name can have at most 9 characters: letters, digits, - or /.';
/** A bill's invoice number carries its series' name, and its type rules the bill. */
const SERIES_USED = 'This series has bills: its name and type cannot change.';

/**
 * A series name as kept: without the '/' a Tally user types at its end ('SG/'), which the
 * invoice number adds anyway. Kept, 'SG/' would number SG//1, or be a second 'SG'.
 */
export function seriesName(typed: string): string {
  const name = typed.trim().replace(/\/+$/, '');
  return name || typed.trim();
}

/**
 * What a series' invoice numbers start with: its name and '/', unless the name ends in '-'
 * ('24-25-' numbers 24-25-1).
 */
export function invoicePrefix(Series: unknown): string {
  const name = String(Series ?? '');
  return name.endsWith('-') ? name : `${name}/`;
}

/** The printed invoice number: the series' prefix and the bill number ('A/12', '24-25-12'). */
export function invoiceNumber(Series: unknown, BillNo: unknown): string {
  return `${invoicePrefix(Series)}${String(BillNo)}`;
}

/** How the list names a series: 'B2B / A', 'B2C / A', else 'Other'. */
export function seriesLabel(InvType: unknown, Series: unknown): string {
  const type = INVOICE_TYPES.find((t) => t.id === Number(InvType));
  return type ? `${type.name} / ${String(Series ?? '')}` : 'Other';
}

/** Invoice series (/InvoiceSeries): per type (B2B 1, B2C 2) and financial year, the year being the session's. */
export const invoiceSeries = defineResource({
  name: 'invoiceSeries',
  label: { one: 'Invoice Series', many: 'Invoice Series' },
  menu: { group: 'Invoice Pages', routes: ['/InvoiceSeries'] },
  primaryKey: 'SID',
  titleField: 'Series',

  fields: {
    SID: { type: 'id', label: 'SID' },
    InvType: {
      type: 'select',
      label: 'Invoice Type',
      choices: INVOICE_TYPES,
      required: 'Invoice Type is required.',
      fixedOnceUsed: SERIES_USED,
    },
    FYearID: {
      type: 'reference',
      to: 'financialYear',
      label: 'Financial Year',
      session: 'FYearID',
      required: 'FYearID not found. Please fetch the financial year first.',
    },
    // The printed invoice number is '<series>/<number>': at most 16 letters, digits, '-' and '/'
    // (CGST Rule 46), unique in the year, so a name fits with six digits of number and is unique
    // in the year whatever its type.
    Series: {
      type: 'text',
      required: 'Series is required.',
      max: { value: SERIES_MAX, message: SERIES_RULE },
      pattern: { regex: /^[A-Za-z0-9\-/]+$/, message: SERIES_RULE },
      // '/' or '--' alone would number bills '//1', '--1'.
      patterns: [
        { regex: /^[A-Za-z0-9]/, message: 'Series name must start with a letter or digit.' },
      ],
      unique: {
        message: 'Duplicate entry found. Please use a different series name.',
        with: ['FYearID'],
      },
      fixedOnceUsed: SERIES_USED,
    },
    SeriesLabel: { type: 'text', label: 'Invoice Series', max: 60, derived: true },
  },

  list: {
    columns: ['SeriesLabel', 'FYearID'],
    empty: 'No Records Found',
    sort: { field: 'Series', order: 'ASC' },
  },
  search: { fields: ['Series'], rank: 'contains' },
  endpoints: {
    list: 'getinvoice',
    create: 'insertinvoice',
    update: 'updateinvoice',
    delete: 'deleteinvoice',
    aliases: ['getinvtype', 'getinvoicebyid'],
  },
  messages: {
    created: 'Invoice series submitted successfully!',
    updated: 'InvoiceSeries updated successfully!',
    deleted: 'Invoice series deleted successfully!',
  },
  derive: (r) => {
    const Series = typeof r.Series === 'string' ? seriesName(r.Series) : r.Series;
    return { Series, SeriesLabel: seriesLabel(r.InvType, Series) };
  },
});
