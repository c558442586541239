import { Navigate, Route } from 'react-router-dom';
import { VOUCHERS } from './voucherConfig';
import { VoucherPage } from './VoucherPage';

/** The four voucher screens at their spec paths; each voucher is a fresh page (its own form and list). */
export const VOUCHER_ROUTES = [
  ...VOUCHERS.map((v) => (
    <Route key={v.route} path={v.route} element={<VoucherPage key={v.kind} config={v} />} />
  )),
  // The spec's receipt report is the receipt page's own list.
  <Route key="/Receiptreport" path="/Receiptreport" element={<Navigate to="/Reciept" replace />} />,
];
