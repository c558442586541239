import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { downloadCSV, Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import {
  csvOf,
  displayDate,
  documentLinkOf,
  documentTypeName,
  formatRupees,
} from '../../../../resources';
import { failureText, getData } from '../../api/http';
import { useLatestAnswer } from '../../api/latestAnswer';
import { TypedDateField } from '../../components/TypedDateField';
import { ChoiceField } from '../../components/ChoiceField';
import { ReportKeys, REPORT_LINES } from '../../components/ReportDateField';
import { rowKeys } from '../../components/keyRows';

interface Side {
  amount: number;
  side: 'Dr' | 'Cr';
}

interface Statement {
  PLID: number;
  LedgerName: string;
  FromDate: string;
  ToDate: string;
  Opening: Side;
  lines: Array<{
    EntryId: number;
    EntryDate: string;
    Type: string;
    DocId: number;
    DocNo: string | null;
    /** The ledger on the other side of the entry's document (Tally's Particulars). */
    Particulars?: string | null;
    Narration: string | null;
    Debit: number;
    Credit: number;
    Balance: Side;
    Outstanding?: number;
  }>;
  TotalDebit: number;
  TotalCredit: number;
  Closing: Side;
  Total: number;
}

/** Entries fetched at a time: a busy cash ledger has hundreds of thousands in a year. */
const PAGE = 500;

interface LedgerOption {
  PLID: number;
  LedgerName: string;
}

const balance = (s: Side) => `${formatRupees(s.amount)} ${s.side}`;
const plain = (n: number) => (n ? n.toFixed(2) : '');

/** The statement as CSV: the screen's columns, the document kind in words, plain figures. */
function statementCsv(s: Statement): string {
  type Row = {
    date: string;
    particulars?: string;
    type: string;
    no: string;
    narration: string;
    dr: string;
    cr: string;
    bal: string;
  };
  const rows: Row[] = [
    {
      date: s.FromDate,
      type: 'Opening Balance',
      no: '',
      narration: '',
      dr: '',
      cr: '',
      bal: `${s.Opening.amount.toFixed(2)} ${s.Opening.side}`,
    },
    ...s.lines.map((l) => ({
      date: l.EntryDate,
      particulars: l.Particulars ?? '',
      type: documentTypeName(l.Type),
      no: l.DocNo ?? '',
      narration: l.Narration ?? '',
      dr: plain(l.Debit),
      cr: plain(l.Credit),
      bal: `${l.Balance.amount.toFixed(2)} ${l.Balance.side}`,
    })),
    {
      date: s.ToDate,
      type: 'Closing Balance',
      no: '',
      narration: '',
      dr: s.TotalDebit.toFixed(2),
      cr: s.TotalCredit.toFixed(2),
      bal: `${s.Closing.amount.toFixed(2)} ${s.Closing.side}`,
    },
  ];
  return csvOf<Row>(
    [
      { label: 'Date', value: (r) => displayDate(r.date) },
      { label: 'Particulars', value: (r) => r.particulars ?? '' },
      { label: 'Type', value: (r) => r.type },
      { label: 'No.', value: (r) => r.no },
      { label: 'Narration', value: (r) => r.narration },
      { label: 'Debit', value: (r) => r.dr },
      { label: 'Credit', value: (r) => r.cr },
      { label: 'Balance', value: (r) => r.bal },
    ],
    rows,
  );
}
const amount = (n: number) => (n ? formatRupees(n) : '');

/**
 * A ledger's statement (/LedgerStatement?PLID=): the balance brought forward, each entry with
 * the balance after it, and the closing balance, for dates within the financial year. The
 * party, bank, supplier and customer lists link here.
 */
export function LedgerStatementPage() {
  const [params, setParams] = useSearchParams();
  const [ledgers, setLedgers] = useState<LedgerOption[]>([]);
  const ledgerOptions = useMemo(
    () => ledgers.map((l) => ({ id: l.PLID, name: l.LedgerName })),
    [ledgers],
  );
  const [statement, setStatement] = useState<Statement>();
  const [error, setError] = useState<string>();
  const PLID = params.get('PLID') ?? '';
  const [from, setFrom] = useState(params.get('FromDate') ?? '');
  const [to, setTo] = useState(params.get('ToDate') ?? '');
  // A ledger or period picked before the last one's answer came (a slow server): that answer,
  // or a Show more still on its way, must not put another statement on the screen.
  const latest = useLatestAnswer();
  // Typing in a date since a read was sent: its answer then leaves the dates as typed.
  const typed = useRef(0);
  // The dates as last typed, for Enter on the last one: it shows the period before a redraw.
  const dates = useRef({ from, to });
  const typeFrom = (v: string) => {
    typed.current++;
    dates.current.from = v;
    setFrom(v);
  };
  const typeTo = (v: string) => {
    typed.current++;
    dates.current.to = v;
    setTo(v);
  };

  useEffect(() => {
    getData<LedgerOption[]>('/api/getledger').then(setLedgers, () => setLedgers([]));
  }, []);

  const address = useCallback(
    (page?: { start: number }) =>
      `/api/getledgerstatement?${new URLSearchParams({
        PLID,
        ...(params.get('FromDate') ? { FromDate: params.get('FromDate')! } : {}),
        ...(params.get('ToDate') ? { ToDate: params.get('ToDate')! } : {}),
        ...(page ? { _start: String(page.start), _end: String(page.start + PAGE) } : {}),
      }).toString()}`,
    [PLID, params],
  );

  const load = useCallback(() => {
    // The last choice's statement goes while the next is read: its Show more would ask for the
    // next one's entries and, as the latest read, drop the next one's answer.
    setStatement(undefined);
    setError(undefined);
    // No ledger picked (the box cleared): nothing shows, and a read still on its way is dropped.
    if (!PLID) return void latest(Promise.resolve());
    const typedBefore = typed.current;
    latest(getData<Statement>(address({ start: 0 }))).then(
      (s) => {
        setStatement(s);
        // The dates show the period the statement is for (the year's, when none was asked).
        if (typed.current === typedBefore) {
          dates.current = { from: s.FromDate, to: s.ToDate };
          setFrom(s.FromDate);
          setTo(s.ToDate);
        }
      },
      (e: unknown) => {
        setStatement(undefined);
        setError(failureText(e, 'Error fetching data'));
      },
    );
  }, [PLID, address, latest]);

  useEffect(load, [load]);

  // Opened on a ledger from a report (the cursor nowhere yet), the cursor lands on the first
  // entry, as Tally's drill-down does: the arrows walk the entries and Enter opens one.
  const table = useRef<HTMLTableElement>(null);
  useEffect(() => {
    if (!statement || document.activeElement !== document.body) return;
    table.current?.querySelector<HTMLElement>('tbody tr[tabindex]')?.focus();
  }, [statement]);

  const more = () =>
    statement &&
    latest(getData<Statement>(address({ start: statement.lines.length }))).then(
      (next) => setStatement({ ...statement, lines: [...statement.lines, ...next.lines] }),
      (e: unknown) => setError(failureText(e, 'Error fetching data')),
    );
  // The file holds every entry of the period, not only those shown so far.
  const exportCsv = () =>
    getData<Statement>(address()).then(
      (whole) => downloadCSV(statementCsv(whole), `Ledger Statement ${whole.LedgerName}`),
      (e: unknown) => setError(failureText(e, 'Error fetching data')),
    );

  const pick = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) v ? merged.set(k, v) : merged.delete(k);
    setParams(merged);
  };

  return (
    <Box sx={{ p: 2 }}>
      <Title title="Ledger Statement" />
      <Typography variant="h6" component="h1" gutterBottom>
        Ledger Statement
      </Typography>
      {/* Tally's keys: the cursor starts in Ledger, typing picks it, Enter goes on to the dates
          and on the last one shows the statement. */}
      <ReportKeys onShow={() => pick({ FromDate: dates.current.from, ToDate: dates.current.to })}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          {/* Opened on a ledger (from a trial balance, a link), the cursor stays off the picker:
              Esc goes back to where it came from, as Tally's drill-down does. */}
          <ChoiceField<number>
            label="Ledger"
            autoFocus={!PLID}
            sx={{ minWidth: 280 }}
            options={ledgerOptions}
            value={PLID ? Number(PLID) : ''}
            onChange={(v) => pick({ PLID: v ? String(v) : '' })}
          />
          <TypedDateField label="From Date" sx={{ width: 160 }} value={from} onChange={typeFrom} />
          <TypedDateField label="To Date" sx={{ width: 160 }} value={to} onChange={typeTo} />
          <Button
            variant="contained"
            onClick={() => pick({ FromDate: from, ToDate: to })}
            disabled={!PLID}
          >
            Show
          </Button>
          <Button disabled={!statement} onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        </Box>
      </ReportKeys>
      {error && <Alert severity="error">{error}</Alert>}
      {statement && (
        <Paper variant="outlined">
          <Typography variant="subtitle1" sx={{ p: 2 }}>
            {statement.LedgerName}: {displayDate(statement.FromDate)} to{' '}
            {displayDate(statement.ToDate)}
          </Typography>
          <Table size="small" aria-label="Ledger statement" ref={table} {...REPORT_LINES}>
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>Particulars</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>No.</TableCell>
                <TableCell>Narration</TableCell>
                <TableCell align="right">Debit</TableCell>
                <TableCell align="right">Credit</TableCell>
                <TableCell align="right">Balance</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell>{displayDate(statement.FromDate)}</TableCell>
                <TableCell colSpan={6}>Opening Balance</TableCell>
                <TableCell align="right" data-testid="opening-balance">
                  {balance(statement.Opening)}
                </TableCell>
              </TableRow>
              {statement.lines.map((l) => (
                <TableRow
                  key={l.EntryId}
                  hover
                  tabIndex={0}
                  onKeyDown={(e) =>
                    rowKeys(e, () => e.currentTarget.querySelector<HTMLElement>('a')?.click())
                  }
                >
                  <TableCell>{displayDate(l.EntryDate)}</TableCell>
                  <TableCell>{l.Particulars}</TableCell>
                  <TableCell>{documentTypeName(l.Type)}</TableCell>
                  <TableCell>
                    <DocumentLink line={l} />
                  </TableCell>
                  <TableCell>
                    {l.Narration}
                    {l.Outstanding !== undefined && (
                      <Typography variant="caption" display="block">
                        Outstanding {formatRupees(l.Outstanding)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{amount(l.Debit)}</TableCell>
                  <TableCell align="right">{amount(l.Credit)}</TableCell>
                  <TableCell align="right">{balance(l.Balance)}</TableCell>
                </TableRow>
              ))}
              {statement.lines.length < statement.Total && (
                <TableRow>
                  <TableCell colSpan={8} align="center">
                    <Button onClick={() => void more()}>
                      Show more ({statement.lines.length.toLocaleString('en-IN')} of{' '}
                      {statement.Total.toLocaleString('en-IN')} entries shown)
                    </Button>
                  </TableCell>
                </TableRow>
              )}
              <TableRow>
                <TableCell>{displayDate(statement.ToDate)}</TableCell>
                <TableCell colSpan={4}>Closing Balance</TableCell>
                <TableCell align="right">{formatRupees(statement.TotalDebit)}</TableCell>
                <TableCell align="right">{formatRupees(statement.TotalCredit)}</TableCell>
                <TableCell align="right" data-testid="closing-balance">
                  {balance(statement.Closing)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
}

/** An entry's number, opening its document's screen where it has one (opening balances have none). */
function DocumentLink({ line }: { line: { Type: string; DocId: number; DocNo: string | null } }) {
  const to = documentLinkOf(line.Type, line.DocId, line.DocNo);
  if (!line.DocNo) return null;
  return to ? (
    <Link component={RouterLink} to={to}>
      {line.DocNo}
    </Link>
  ) : (
    <>{line.DocNo}</>
  );
}
