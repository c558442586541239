import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { downloadCSV, Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import {
  csvOf,
  formatIndian,
  scaleTrialBalance,
  toScaled,
  type TrialNode,
  type TrialTotals,
} from '../../../../resources';
import { failureText, getData } from '../../api/http';
import { useLatestAnswer } from '../../api/latestAnswer';
import { aprilYearStart, parseTypedDate, showDate } from '../../components/typedDate';
import { PrintButton } from './PrintButton';
import { REPORT_BAR_SX } from '../../components/reportBar';
import { REPORT_TABLE_SX } from '../../components/reportTable';
import { ReportDateField, ReportKeys } from '../../components/ReportDateField';
import { workingYearStart } from '../../api/workingDate';

interface Report {
  FromDate: string;
  ToDate: string;
  heads: TrialNode[];
  totals: TrialTotals;
}

const dr = (paise: number) => (paise > 0 ? formatIndian(paise) : '');
const cr = (paise: number) => (paise < 0 ? formatIndian(-paise) : '');
const amount = (paise: number) => (paise ? formatIndian(paise) : '');

/** Every row as the screen and the CSV list them: groups with their depth, then their ledgers. */
function flatten(heads: readonly TrialNode[]) {
  const rows: Array<{
    depth: number;
    name: string;
    kind: 'group' | 'ledger';
    opening: number;
    debit: number;
    credit: number;
    closing: number;
  }> = [];
  const walk = (n: TrialNode, depth: number) => {
    rows.push({
      depth,
      name: n.GName,
      kind: 'group',
      opening: n.opening,
      debit: n.debit,
      credit: n.credit,
      closing: n.closing,
    });
    n.groups.forEach((g) => walk(g, depth + 1));
    for (const l of n.ledgers)
      rows.push({
        depth: depth + 1,
        name: l.LedgerName,
        kind: 'ledger',
        opening: l.opening,
        debit: l.debit,
        credit: l.credit,
        closing: l.closing,
      });
  };
  heads.forEach((h) => walk(h, 0));
  return rows;
}

const plain = (paise: number) => (paise / 100).toFixed(2);
const CSV = [
  {
    label: 'Particulars',
    value: (r: ReturnType<typeof flatten>[number]) => `${'  '.repeat(r.depth)}${r.name}`,
  },
  {
    label: 'Opening Dr',
    value: (r: ReturnType<typeof flatten>[number]) => (r.opening > 0 ? plain(r.opening) : ''),
  },
  {
    label: 'Opening Cr',
    value: (r: ReturnType<typeof flatten>[number]) => (r.opening < 0 ? plain(-r.opening) : ''),
  },
  { label: 'Debit', value: (r: ReturnType<typeof flatten>[number]) => plain(r.debit) },
  { label: 'Credit', value: (r: ReturnType<typeof flatten>[number]) => plain(r.credit) },
  {
    label: 'Closing Dr',
    value: (r: ReturnType<typeof flatten>[number]) => (r.closing > 0 ? plain(r.closing) : ''),
  },
  {
    label: 'Closing Cr',
    value: (r: ReturnType<typeof flatten>[number]) => (r.closing < 0 ? plain(-r.closing) : ''),
  },
];

/**
 * The trial balance (/TrialBalance) as Tally shows it: heads and groups that open and close
 * (Enter, Space or a click on the row; Right opens, Left closes), each ledger opening its
 * statement for the same period, and grand totals whose two sides agree.
 */
export default function TrialBalancePage() {
  const yearStart = workingYearStart();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [report, setReport] = useState<Report>();
  const [error, setError] = useState<string>();
  const [open, setOpen] = useState<Set<number>>(new Set());
  const latest = useLatestAnswer();
  // Typing since a read was sent: its answer then leaves the dates as typed.
  const typed = useRef(0);

  const load = () => {
    const query = new URLSearchParams();
    const f = from.trim() ? parseTypedDate(from, yearStart) : null;
    const t = to.trim() ? parseTypedDate(to, yearStart) : null;
    if (f) query.set('FromDate', f);
    if (t) query.set('ToDate', t);
    const typedBefore = typed.current;
    latest(getData<Report>(`/api/trialbalance?${query.toString()}`)).then(
      (answer) => {
        // The API answers rupees; the page adds and shows paise.
        const r = { ...answer, ...scaleTrialBalance(answer, (rupees) => toScaled(rupees, 2)) };
        setReport(r);
        setError(undefined);
        if (typed.current === typedBefore) {
          setFrom(showDate(r.FromDate));
          setTo(showDate(r.ToDate));
        }
        setOpen(new Set(r.heads.map((h) => h.GSlNo)));
      },
      (e: unknown) => setError(failureText(e, 'The trial balance could not be read.')),
    );
  };
  useEffect(load, []);

  const toggle = (id: number, to?: boolean) =>
    setOpen((s) => {
      const next = new Set(s);
      if (to ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  const onRowKey = (id: number) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') toggle(id);
    else if (e.key === 'ArrowRight') toggle(id, true);
    else if (e.key === 'ArrowLeft') toggle(id, false);
    else return;
    e.preventDefault();
  };
  // Up and Down walk every row, groups and ledgers alike (a ledger's row is its link).
  const onTableKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const rows = [...document.querySelectorAll<HTMLElement>('[data-tb-row]')];
    const at = rows.indexOf(e.target as HTMLElement);
    if (at < 0) return;
    e.preventDefault();
    rows[at + (e.key === 'ArrowDown' ? 1 : -1)]?.focus();
  };

  const statement = (PLID: number) =>
    `/LedgerStatement?${new URLSearchParams({ PLID: String(PLID), FromDate: report?.FromDate ?? '', ToDate: report?.ToDate ?? '' }).toString()}`;
  const cells = (n: { opening: number; debit: number; credit: number; closing: number }) => (
    <>
      <td>{dr(n.opening)}</td>
      <td>{cr(n.opening)}</td>
      <td>{amount(n.debit)}</td>
      <td>{amount(n.credit)}</td>
      <td>{dr(n.closing)}</td>
      <td>{cr(n.closing)}</td>
    </>
  );
  const group = (n: TrialNode, depth: number) => (
    <Fragment key={`g${n.GSlNo}`}>
      <tr
        data-tb-row
        tabIndex={0}
        aria-expanded={open.has(n.GSlNo)}
        onClick={() => toggle(n.GSlNo)}
        onKeyDown={onRowKey(n.GSlNo)}
        style={{ cursor: 'pointer', fontWeight: 600 }}
      >
        <td style={{ paddingLeft: 8 + depth * 16 }}>
          {open.has(n.GSlNo) ? '▾' : '▸'} {n.GName}
        </td>
        {cells(n)}
      </tr>
      {open.has(n.GSlNo) && (
        <>
          {n.groups.map((g) => group(g, depth + 1))}
          {n.ledgers.map((l) => (
            <tr key={`l${l.PLID}`}>
              <td style={{ paddingLeft: 24 + depth * 16 }}>
                {/* The earlier years' profit (PLID 0) is no ledger of its own: it has no statement. */}
                {l.PLID ? (
                  <RouterLink data-tb-row to={statement(l.PLID)}>
                    {l.LedgerName}
                  </RouterLink>
                ) : (
                  l.LedgerName
                )}
              </td>
              {cells(l)}
            </tr>
          ))}
        </>
      )}
    </Fragment>
  );

  return (
    <Box sx={{ p: 2 }}>
      <Title title="Trial Balance" />
      <ReportKeys onShow={load}>
        <Stack direction="row" spacing={2} sx={REPORT_BAR_SX}>
          <Typography variant="h6">Trial Balance</Typography>
          <ReportDateField
            label="From"
            value={from}
            onChange={(text) => {
              typed.current++;
              setFrom(text);
            }}
            autoFocus
          />
          <ReportDateField
            label="To"
            value={to}
            onChange={(text) => {
              typed.current++;
              setTo(text);
            }}
          />
          <Button onClick={load}>Show</Button>
          <Button
            disabled={!report}
            onClick={() =>
              report && downloadCSV(csvOf(CSV, flatten(report.heads)), 'Trial Balance')
            }
          >
            Export CSV
          </Button>
          <PrintButton
            report="trialbalance"
            query={report && `FromDate=${report.FromDate}&ToDate=${report.ToDate}`}
          />
        </Stack>
      </ReportKeys>
      {error && <Typography color="error">{error}</Typography>}
      {report && (
        <Box
          component="table"
          aria-label="Trial balance"
          onKeyDown={onTableKey}
          sx={{
            ...REPORT_TABLE_SX,
            minWidth: 900,
            '& td:not(:first-of-type), & th:not(:first-of-type)': { textAlign: 'right' },
          }}
        >
          <thead>
            <tr>
              <th>Particulars</th>
              <th>Opening Dr</th>
              <th>Opening Cr</th>
              <th>Debit</th>
              <th>Credit</th>
              <th>Closing Dr</th>
              <th>Closing Cr</th>
            </tr>
          </thead>
          <tbody>
            {report.heads.map((h) => group(h, 0))}
            <tr style={{ fontWeight: 700 }}>
              <td>Grand Total</td>
              <td>{formatIndian(report.totals.openingDebit)}</td>
              <td>{formatIndian(report.totals.openingCredit)}</td>
              <td>{formatIndian(report.totals.debit)}</td>
              <td>{formatIndian(report.totals.credit)}</td>
              <td>{formatIndian(report.totals.closingDebit)}</td>
              <td>{formatIndian(report.totals.closingCredit)}</td>
            </tr>
          </tbody>
        </Box>
      )}
    </Box>
  );
}
