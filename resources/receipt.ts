import { defineVoucher } from './voucherFields';

/** Receipt (spec 3 "Receipt", DOCUMENTS.md posting table): money into the cash or bank ledger (PLID) from each party (PartyID); one ReNo may hold several rows. */
export const receipt = defineVoucher({
  name: 'receipt',
  label: { one: 'Receipt', many: 'Receipts' },
  route: '/Reciept',
  primaryKey: 'ReceiptId',
  lineKey: 'ReId',
  number: 'ReNo',
  date: 'RDate',
  postingType: 'REC',
  labels: { mode: 'Receipt Mode', ledger: 'Receipt Type', party: 'Ledger' },
  into: true,
  endpoints: {
    create: 'insertupdatereciept',
    update: 'updateReceipt',
    remove: 'deleteReciept',
    next: 'GetReceiptNo',
    rows: 'getreciept',
  },
  messages: {
    created: 'Receipt saved successfully!',
    updated: 'Receipt updated successfully!',
    deleted: 'Receipt deleted successfully!',
    keyMissing: 'ReNo is required to delete.',
  },
});
