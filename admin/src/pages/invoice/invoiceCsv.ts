import { csvOf, type AnyRecord, type CsvColumn } from '../../../../resources';

/** The list's columns, shared by the table and its CSV export. */
export const LIST_COLUMNS: ReadonlyArray<CsvColumn<AnyRecord>> = [
  { label: 'Invoice No', value: (r) => String(r.InvoiceNo ?? '') },
  { label: 'Date', value: (r) => String(r.BillDate ?? '') },
  { label: 'Customer', value: (r) => String(r.CustomerName ?? '') },
  { label: 'Taxable Value', value: (r) => Number(r.TaxableAmount ?? 0).toFixed(2) },
  { label: 'Tax', value: (r) => Number(r.TaxAmount ?? 0).toFixed(2) },
  { label: 'Total', value: (r) => Number(r.BillAmount ?? 0).toFixed(2) },
  { label: 'Status', value: (r) => (Number(r.DocStatus) === 2 ? 'Cancelled' : 'Active') },
];

export function invoicesCsv(rows: readonly AnyRecord[]): string {
  return csvOf(LIST_COLUMNS, rows);
}
