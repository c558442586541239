import { csvOf, type AnyRecord, type CsvColumn } from '../../../../resources';
import { showDate } from '../../components/typedDate';

/** A column of the list; a money column is shown in Indian grouping and set to the right. */
export interface ListColumn extends CsvColumn<AnyRecord> {
  money?: boolean;
}

/** The list's columns, shared by the table and its CSV export. */
export const LIST_COLUMNS: ReadonlyArray<ListColumn> = [
  { label: 'Invoice No', value: (r) => String(r.InvoiceNo ?? '') },
  { label: 'Date', value: (r) => showDate(r.BillDate as string | null) },
  { label: 'Customer', value: (r) => String(r.CustomerName ?? '') },
  {
    label: 'Taxable Value',
    value: (r) => Number(r.TaxableAmount ?? 0).toFixed(2),
    money: true,
  },
  { label: 'Tax', value: (r) => Number(r.TaxAmount ?? 0).toFixed(2), money: true },
  { label: 'Total', value: (r) => Number(r.BillAmount ?? 0).toFixed(2), money: true },
  { label: 'Status', value: (r) => (Number(r.DocStatus) === 2 ? 'Cancelled' : 'Active') },
];

export function invoicesCsv(rows: readonly AnyRecord[]): string {
  return csvOf(LIST_COLUMNS, rows);
}
