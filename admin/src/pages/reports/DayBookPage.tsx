import Box from '@mui/material/Box';
import { REPORT_LINES } from '../../components/ReportDateField';
import { Link as RouterLink } from 'react-router-dom';
import { formatIndian, toScaled, type AnyRecord } from '../../../../resources';
import { showDate } from '../../components/typedDate';
import { PeriodBar, usePeriodReport } from './PeriodReport';
import { LEFT_REPORT_TABLE_SX } from '../../components/reportTable';
import { workingDate } from '../../api/workingDate';

const COLUMNS = [
  { label: 'Date', value: (r: AnyRecord) => showDate(String(r.Date)) },
  { label: 'Type', value: (r: AnyRecord) => String(r.TypeName) },
  { label: 'Number', value: (r: AnyRecord) => String(r.DocNo ?? '') },
  { label: 'Debit', value: (r: AnyRecord) => String(r.Debit ?? '') },
  { label: 'Credit', value: (r: AnyRecord) => String(r.Credit ?? '') },
  { label: 'Amount', value: (r: AnyRecord) => Number(r.Amount).toFixed(2) },
  { label: 'Status', value: (r: AnyRecord) => String(r.Status) },
];

/** The day book (/DayBook): a day's (or a period's) documents in order; each number opens its document. */
export default function DayBookPage() {
  const period = usePeriodReport<{
    FromDate: string;
    ToDate: string;
    rows: AnyRecord[];
    Total: number;
  }>({ path: '/api/daybook', failure: 'The day book could not be read.', from: workingDate() });
  const { data } = period;
  return (
    <Box sx={{ p: 2 }}>
      <PeriodBar
        title="Day Book"
        report="daybook"
        period={period}
        csv={COLUMNS}
        rows={(d) => d.rows}
      />
      {data && (
        <Box component="table" aria-label="Day book" sx={LEFT_REPORT_TABLE_SX} {...REPORT_LINES}>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c.label}>{c.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r, i) => (
              <tr key={i} style={r.Status !== 'Active' ? { color: '#888' } : undefined}>
                <td>{showDate(String(r.Date))}</td>
                <td>{String(r.TypeName)}</td>
                <td>
                  {r.Link ? (
                    <RouterLink to={String(r.Link)}>{String(r.DocNo ?? r.DocId)}</RouterLink>
                  ) : (
                    String(r.DocNo ?? '')
                  )}
                </td>
                <td>{String(r.Debit)}</td>
                <td>{String(r.Credit)}</td>
                <td style={{ textAlign: 'right' }}>
                  {formatIndian(toScaled(Number(r.Amount), 2))}
                </td>
                <td>{String(r.Status)}</td>
              </tr>
            ))}
            <tr style={{ fontWeight: 700 }}>
              <td colSpan={5}>Total</td>
              <td style={{ textAlign: 'right' }}>{formatIndian(toScaled(data.Total, 2))}</td>
              <td />
            </tr>
          </tbody>
        </Box>
      )}
    </Box>
  );
}
