import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useState } from 'react';
import { downloadCSV, Title } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AGEING_COLUMNS, ageingLabel, csvOf, type AnyRecord } from '../../../../resources';
import { failureText, getData } from '../../api/http';
import { BAD_DATE, parseTypedDate, showDate } from '../../components/typedDate';
import { PrintButton } from './PrintButton';
import { REPORT_BAR_SX } from '../../components/reportBar';
import { rupeesText } from '../../components/rupees';
import { REPORT_TABLE_SX } from '../../components/reportTable';
import { ReportDateField, ReportKeys, REPORT_LINES } from '../../components/ReportDateField';
import { workingDate, workingYearStart } from '../../api/workingDate';

const PARTY = { receivable: 'Customer', payable: 'Supplier' } as const;
const SETTLED = { receivable: 'Received', payable: 'Paid' } as const;
const rs = rupeesText;
type Side = 'receivable' | 'payable';
type Report = {
  AsOn: string;
  Side: Side;
  customers: AnyRecord[];
  OnAccount: number;
  Total: number;
  Overdue: number;
  Ageing: Record<string, number>;
};

const csvColumns = (side: Side) => [
  { label: PARTY[side], value: (r: AnyRecord) => String(r.party) },
  { label: 'Bill No', value: (r: AnyRecord) => String(r.InvoiceNo) },
  { label: 'Bill Date', value: (r: AnyRecord) => (r.BillDate ? showDate(String(r.BillDate)) : '') },
  { label: 'Total', value: (r: AnyRecord) => Number(r.Total).toFixed(2) },
  { label: SETTLED[side], value: (r: AnyRecord) => Number(r.Settled).toFixed(2) },
  { label: 'Outstanding', value: (r: AnyRecord) => Number(r.Outstanding).toFixed(2) },
  { label: 'Days', value: (r: AnyRecord) => String(r.Days) },
  { label: 'Days Overdue', value: (r: AnyRecord) => String(r.DaysOverdue) },
];

/** A party's bills for the CSV, and what it holds on account as one more row. */
const csvRowsOf = (c: AnyRecord): AnyRecord[] => [
  ...(c.Bills as AnyRecord[]).map((b) => ({ ...b, party: c.LedgerName })),
  ...(Number(c.OnAccount)
    ? [
        {
          party: c.LedgerName,
          InvoiceNo: 'On Account',
          BillDate: '',
          Total: c.OnAccount,
          Settled: 0,
          Outstanding: c.OnAccount,
          Days: '',
          DaysOverdue: '',
        },
      ]
    : []),
];

/**
 * Outstanding (/Outstanding): what each customer owes (receivables) or what is owed to each
 * supplier (payables) as on a date, aged, bill by bill, with what is on account beside the
 * bills (an opening balance, money set against no bill): a party's outstanding is its ledger
 * balance.
 */
export default function OutstandingPage() {
  // The dashboard's Payables opens this page on its payables side.
  const [params] = useSearchParams();
  const [side, setSide] = useState<Side>(
    params.get('Side') === 'payable' ? 'payable' : 'receivable',
  );
  const [asOn, setAsOn] = useState(showDate(workingDate()));
  const [report, setReport] = useState<Report>();
  const [error, setError] = useState<string>();
  const [open, setOpen] = useState<Set<number>>(new Set());
  const load = (on: Side = side) => {
    const iso = parseTypedDate(asOn, workingYearStart());
    if (!iso) return setError(BAD_DATE);
    getData<Report>(`/api/outstanding?AsOn=${iso}&Side=${on}`).then(
      (r) => {
        setReport(r);
        setError(undefined);
      },
      (e: unknown) => setError(failureText(e, 'The outstanding report could not be read.')),
    );
  };
  useEffect(() => load(), []);
  const toggle = (id: number) =>
    setOpen((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Outstanding" />
      <ReportKeys onShow={() => load()}>
        <Stack direction="row" spacing={2} sx={REPORT_BAR_SX}>
          <Typography variant="h6">
            Outstanding {side === 'payable' ? 'Payables' : 'Receivables'}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={side}
            aria-label="Side"
            onChange={(_, v: Side | null) => {
              if (!v) return;
              setSide(v);
              setReport(undefined);
              setOpen(new Set());
              load(v);
            }}
          >
            <ToggleButton value="receivable">Receivables</ToggleButton>
            <ToggleButton value="payable">Payables</ToggleButton>
          </ToggleButtonGroup>
          <ReportDateField label="As on" value={asOn} onChange={setAsOn} autoFocus />
          <Button onClick={() => load()}>Show</Button>
          <Button
            disabled={!report}
            onClick={() =>
              report &&
              downloadCSV(
                csvOf(csvColumns(report.Side), report.customers.flatMap(csvRowsOf)),
                report.Side === 'payable' ? 'Outstanding Payables' : 'Outstanding Receivables',
              )
            }
          >
            Export CSV
          </Button>
          <PrintButton
            report="outstanding"
            query={report && `AsOn=${report.AsOn}&Side=${report.Side}`}
          />
        </Stack>
      </ReportKeys>
      {error && <Typography color="error">{error}</Typography>}
      {report && (
        <Box
          component="table"
          aria-label="Outstanding"
          {...REPORT_LINES}
          sx={{
            ...REPORT_TABLE_SX,
            '& td:not(:first-of-type)': { textAlign: 'right' },
          }}
        >
          <thead>
            <tr>
              <th>{PARTY[report.Side]}</th>
              <th>Outstanding</th>
              <th>Overdue</th>
              {AGEING_COLUMNS.map((k) => (
                <th key={k}>{ageingLabel(k)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.customers.map((c) => (
              <Fragment key={String(c.PLID)}>
                <tr
                  tabIndex={0}
                  aria-expanded={open.has(Number(c.PLID))}
                  onClick={() => toggle(Number(c.PLID))}
                  onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && toggle(Number(c.PLID))}
                  style={{ cursor: 'pointer', fontWeight: 600 }}
                >
                  <td>
                    {open.has(Number(c.PLID)) ? '▾' : '▸'} {String(c.LedgerName)}
                  </td>
                  <td>{rs(c.Outstanding)}</td>
                  <td>{rs(c.Overdue)}</td>
                  {AGEING_COLUMNS.map((k) => (
                    <td key={k}>{rs((c.Ageing as Record<string, number>)[k])}</td>
                  ))}
                </tr>
                {open.has(Number(c.PLID)) &&
                  (c.Bills as AnyRecord[]).map((b) => (
                    <tr key={String(b.BillID)}>
                      <td style={{ paddingLeft: 32 }}>
                        {report.Side === 'payable' ? (
                          String(b.InvoiceNo)
                        ) : (
                          <RouterLink to={`/SalesInvoice/${String(b.BillID)}`}>
                            {String(b.InvoiceNo)}
                          </RouterLink>
                        )}{' '}
                        · {showDate(String(b.BillDate))}
                      </td>
                      <td>{rs(b.Outstanding)}</td>
                      <td>{Number(b.DaysOverdue) > 0 ? `${String(b.DaysOverdue)} days` : ''}</td>
                      <td colSpan={AGEING_COLUMNS.length}>{String(b.Days)} days since the bill</td>
                    </tr>
                  ))}
              </Fragment>
            ))}
            <tr style={{ fontWeight: 700 }}>
              <td>Total</td>
              <td>{rs(report.Total)}</td>
              <td>{rs(report.Overdue)}</td>
              {AGEING_COLUMNS.map((k) => (
                <td key={k}>{rs(report.Ageing[k])}</td>
              ))}
            </tr>
          </tbody>
        </Box>
      )}
    </Box>
  );
}
