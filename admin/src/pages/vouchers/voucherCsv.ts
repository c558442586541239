import { csvOf, displayDate, type CsvColumn } from '../../../../resources';
import type { VoucherConfig } from './voucherConfig';
import type { ListedVoucher } from './voucherForm';

/** The list's columns as CSV: what the table shows, the amount as a plain figure. */
export function vouchersCsv(config: VoucherConfig, vouchers: readonly ListedVoucher[]): string {
  const columns: Array<CsvColumn<ListedVoucher> | false> = [
    { label: `${config.title} No`, value: (v) => String(v.number) },
    { label: 'Date', value: (v) => displayDate(v.date) },
    !config.journal && { label: config.labels.ledger, value: (v) => v.ledger },
    { label: config.journal ? 'Ledgers' : config.labels.party, value: (v) => v.parties },
    { label: 'Amount', value: (v) => (v.cancelled ? '0.00' : v.amount.toFixed(2)) },
    { label: 'Status', value: (v) => (v.cancelled ? 'Cancelled' : 'Active') },
  ];
  return csvOf(
    columns.filter((c): c is CsvColumn<ListedVoucher> => c !== false),
    vouchers,
  );
}
