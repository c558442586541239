import Box from '@mui/material/Box';
import { REPORT_LINES } from '../../components/ReportDateField';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { billCount, billsByDay, type AnyRecord } from '../../../../resources';
import { showDate } from '../../components/typedDate';
import { PeriodBar, usePeriodReport } from './PeriodReport';
import { rupeesText } from '../../components/rupees';
import { REPORT_TABLE_SX } from '../../components/reportTable';
import { workingDate } from '../../api/workingDate';

const rs = rupeesText;
/** A count of bills as said: 1 bill, 2 bills. */
const FIGURES = [
  ['TaxableAmount', 'Taxable'],
  ['CGST', 'CGST'],
  ['SGST', 'SGST'],
  ['IGST', 'IGST'],
  ['RoundOff', 'Round Off'],
  ['BillAmount', 'Total'],
] as const;
/** What a register shows of its bills: each register's number, party and link. */
interface Register {
  title: string;
  path: string;
  report: string; // the print's name (/api/print/<report>)
  failure: string;
  number: string; // the number column's heading
  ours?: { key: string; label: string }; // our own number beside the party's (a purchase's)
  party: { key: string; label: string };
  place: string; // what the state column is: a sale's place of supply, a purchase's supplier state
  link: (BillID: string) => string;
}

const SALES: Register = {
  title: 'Sales Register',
  path: '/api/salesregister',
  report: 'salesregister',
  failure: 'The sales register could not be read.',
  number: 'Invoice No',
  party: { key: 'CustomerName', label: 'Customer' },
  place: 'Place of Supply',
  link: (id) => `/SalesInvoice/${id}`,
};

const PURCHASES: Register = {
  title: 'Purchase Register',
  path: '/api/purchaseregister',
  report: 'purchaseregister',
  failure: 'The purchase register could not be read.',
  number: 'Supplier Bill',
  ours: { key: 'PurchaseNo', label: 'Purchase No' },
  party: { key: 'SupplierName', label: 'Supplier' },
  // A purchase keeps the state its supplier supplies from (which decides CGST and SGST or IGST).
  place: 'Supplier State',
  link: (id) => `/Purchase/${id}`,
};

const placeOf = (r: AnyRecord) => [r.PlaceOfSupply, r.PlaceOfSupplyName].filter(Boolean).join(' ');

/** The register's own columns before its figures, for the screen and the CSV alike. */
function leadingColumns(g: Register) {
  return [
    { label: g.number, value: (r: AnyRecord) => String(r.InvoiceNo ?? '') },
    ...(g.ours
      ? [{ label: g.ours.label, value: (r: AnyRecord) => String(r[g.ours!.key] ?? '') }]
      : []),
    { label: 'Date', value: (r: AnyRecord) => showDate(String(r.BillDate)) },
    { label: g.party.label, value: (r: AnyRecord) => String(r[g.party.key] ?? '') },
    { label: 'GSTIN', value: (r: AnyRecord) => String(r.GSTIN ?? '') },
    { label: g.place, value: placeOf },
  ];
}

const csvOf = (g: Register) => [
  ...leadingColumns(g),
  ...FIGURES.map(([key, label]) => ({ label, value: (r: AnyRecord) => Number(r[key]).toFixed(2) })),
  { label: 'Status', value: (r: AnyRecord) => String(r.Status) },
];
type Report = {
  FromDate: string;
  ToDate: string;
  rows: AnyRecord[];
  days: AnyRecord[];
  totals: AnyRecord;
};

/** The sales register (/SalesRegister): every bill of the period with its GST, daily totals and the period's. */
export const SalesRegisterPage = () => <RegisterPage register={SALES} />;

/** The purchase register (/PurchaseRegister): every purchase of the period with its input GST. */
export const PurchaseRegisterPage = () => <RegisterPage register={PURCHASES} />;

function RegisterPage({ register: g }: { register: Register }) {
  const period = usePeriodReport<Report>({
    path: g.path,
    failure: g.failure,
    from: `${workingDate().slice(0, 8)}01`,
  });
  const report = period.data;
  const leading = leadingColumns(g);
  return (
    <Box sx={{ p: 2 }}>
      <PeriodBar
        title={g.title}
        report={g.report}
        period={period}
        csv={csvOf(g)}
        rows={(r) => r.rows}
      />
      {report && (
        <Box
          component="table"
          aria-label={g.title.replace('Register', 'register')}
          sx={REPORT_TABLE_SX}
          {...REPORT_LINES}
        >
          <thead>
            <tr>
              {leading.map((c) => (
                <th key={c.label}>{c.label}</th>
              ))}
              {FIGURES.map(([, l]) => (
                <th key={l}>{l}</th>
              ))}
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {billsByDay(report.rows, report.days).map(({ BillDate, bills, day: d }) => (
              <Fragment key={`day${BillDate}`}>
                {bills.map((r) => (
                  <tr
                    key={String(r.BillID)}
                    style={r.Status === 'Cancelled' ? { color: '#888' } : undefined}
                  >
                    {leading.map((c, i) => (
                      <td key={c.label}>
                        {i === 0 ? (
                          <RouterLink to={g.link(String(r.BillID))}>{c.value(r)}</RouterLink>
                        ) : (
                          c.value(r)
                        )}
                      </td>
                    ))}
                    {FIGURES.map(([k]) => (
                      <td key={k} style={{ textAlign: 'right' }}>
                        {rs(r[k])}
                      </td>
                    ))}
                    <td>{String(r.Status)}</td>
                  </tr>
                ))}
                {d && (
                  <tr key={`d${BillDate}`} style={{ fontStyle: 'italic' }}>
                    <td colSpan={leading.length}>
                      {showDate(BillDate)}: {billCount(d.Bills)}
                    </td>
                    {FIGURES.map(([k]) => (
                      <td key={k} style={{ textAlign: 'right' }}>
                        {rs(d[k])}
                      </td>
                    ))}
                    <td />
                  </tr>
                )}
              </Fragment>
            ))}
            <tr style={{ fontWeight: 700 }}>
              <td colSpan={leading.length}>Period: {billCount(report.totals.Bills)}</td>
              {FIGURES.map(([k]) => (
                <td key={k} style={{ textAlign: 'right' }}>
                  {rs(report.totals[k])}
                </td>
              ))}
              <td />
            </tr>
          </tbody>
        </Box>
      )}
    </Box>
  );
}
