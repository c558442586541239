import { expect, it } from 'vitest';
import { voucherOf } from '../../admin/src/pages/vouchers/voucherConfig';
import { vouchersCsv } from '../../admin/src/pages/vouchers/voucherCsv';

const listed = [
  {
    number: 3,
    id: 11,
    date: '2026-07-01',
    ledger: 'Cash',
    parties: 'Asha Stores',
    amount: 40000,
    cancelled: false,
  },
  {
    number: 4,
    id: 12,
    date: '2026-07-02',
    ledger: 'Cash',
    parties: 'Asha Stores',
    amount: 500,
    cancelled: true,
  },
];

it("writes a voucher list as its screen shows it: number, date, the ledgers' names, a plain amount, the status, no ids", () => {
  expect(vouchersCsv(voucherOf('receipt'), listed).split('\r\n')).toEqual([
    `Receipt No,Date,${voucherOf('receipt').labels.ledger},${voucherOf('receipt').labels.party},Amount,Status`,
    '3,01-07-2026,Cash,Asha Stores,40000.00,Active',
    '4,02-07-2026,Cash,Asha Stores,0.00,Cancelled',
    '',
  ]);
  expect(vouchersCsv(voucherOf('journal'), listed).split('\r\n')[0]).toBe(
    'Journal No,Date,Ledgers,Amount,Status',
  );
});
