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
const CSV = [
  { label: 'Invoice No', value: (r: AnyRecord) => String(r.InvoiceNo) },
  { label: 'Date', value: (r: AnyRecord) => showDate(String(r.BillDate)) },
  { label: 'Customer', value: (r: AnyRecord) => String(r.CustomerName ?? '') },
  { label: 'GSTIN', value: (r: AnyRecord) => String(r.GSTIN ?? '') },
  {
    label: 'Place of Supply',
    value: (r: AnyRecord) => [r.PlaceOfSupply, r.PlaceOfSupplyName].filter(Boolean).join(' '),
  },
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
export default function SalesRegisterPage() {
  const period = usePeriodReport<Report>({
    path: '/api/salesregister',
    failure: 'The sales register could not be read.',
    from: `${workingDate().slice(0, 8)}01`,
  });
  const report = period.data;
  return (
    <Box sx={{ p: 2 }}>
      <PeriodBar
        title="Sales Register"
        report="salesregister"
        period={period}
        csv={CSV}
        rows={(r) => r.rows}
      />
      {report && (
        <Box component="table" aria-label="Sales register" sx={REPORT_TABLE_SX} {...REPORT_LINES}>
          <thead>
            <tr>
              <th>Invoice</th>
              <th>Date</th>
              <th>Customer</th>
              <th>GSTIN</th>
              <th>Place of Supply</th>
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
                    <td>
                      <RouterLink to={`/SalesInvoice/${String(r.BillID)}`}>
                        {String(r.InvoiceNo)}
                      </RouterLink>
                    </td>
                    <td>{showDate(String(r.BillDate))}</td>
                    <td>{String(r.CustomerName ?? '')}</td>
                    <td>{String(r.GSTIN ?? '')}</td>
                    <td>{[r.PlaceOfSupply, r.PlaceOfSupplyName].filter(Boolean).join(' ')}</td>
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
                    <td colSpan={5}>
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
              <td colSpan={5}>Period: {billCount(report.totals.Bills)}</td>
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
