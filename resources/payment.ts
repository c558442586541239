import { defineVoucher } from './voucherFields';

/** Payment (spec 3 "Payment", DOCUMENTS.md posting table): money out of the cash or bank ledger (PLID) to each recipient (PartyID); one PUNo may hold several rows. */
export const payment = defineVoucher({
  name: 'payment',
  label: { one: 'Payment', many: 'Payments' },
  route: '/Payment',
  primaryKey: 'PaymentId',
  lineKey: 'PUID',
  number: 'PUNo',
  date: 'RDate',
  postingType: 'PAY',
  labels: { mode: 'Payment Mode', ledger: 'Ledger', party: 'Recipient' },
  into: false,
  endpoints: {
    create: 'insertupdatePayment',
    update: 'updatePayment',
    remove: 'DeletePayment',
    next: 'GetPaymentNo',
    rows: 'getPayment',
  },
  messages: {
    created: 'Payment saved successfully!',
    updated: 'Payment updated successfully!',
    deleted: 'Payment deleted successfully!',
    keyMissing: 'PUNo is required to delete.',
  },
});
