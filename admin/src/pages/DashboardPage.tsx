import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import {
  billCount,
  formatIndian,
  setupUnfinished,
  toScaled,
  type SetupStep,
} from '../../../resources';
import { failureText, getData } from '../api/http';
import { showDate } from '../components/typedDate';

interface Balance {
  PLID: number;
  LedgerName: string;
  Kind: 'Cash' | 'Bank';
  Balance: number;
}
interface Debtor {
  PLID: number;
  LedgerName: string;
  Outstanding: number;
  Overdue: number;
}
interface Month {
  Month: string;
  Label: string;
  Sales: number;
  Bills: number;
}
interface UnsettledVan {
  SheetID: number;
  VanID: number;
  VanDate: string;
  VehicleNo: string | null;
}
export interface Dashboard {
  AsOn: string;
  CompanyName: string | null;
  FYear: string | null;
  /** The steps to a first bill; shown until all are done. */
  setup?: SetupStep[];
  sales: { today: number; todayBills: number; month: number; monthBills: number };
  receipts: { today: number; month: number };
  receivables: { total: number; overdue: number };
  /** What the company owes its suppliers, as the outstanding report's payables side has it. */
  payables: { total: number; overdue: number };
  vans: { loadedToday: number; unsettled: UnsettledVan[] };
  cashBank: Balance[];
  cash: number;
  bank: number;
  topDebtors: Debtor[];
  salesByMonth: Month[];
}

const rs = (n: number) => `₹${formatIndian(toScaled(n, 2))}`;
const statement = (PLID: number) => `/LedgerStatement?PLID=${PLID}`;

/**
 * The home page after login: the company's own figures as on today, each opening the report
 * behind it (sales register, receipts, outstanding, ledger statements), from one call.
 */
export function DashboardPage() {
  const [data, setData] = useState<Dashboard>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    getData<Dashboard>('/api/dashboard').then(setData, (e: unknown) =>
      setError(failureText(e, 'The dashboard could not be read.')),
    );
  }, []);
  // Arriving here (after login, or Esc back), the cursor is on the first figure, as Tally's
  // Gateway has its first line: the arrows walk the figures and Enter opens one.
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (data && document.activeElement === document.body)
      page.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [data]);
  return (
    <Box sx={{ p: 2 }} ref={page} onKeyDown={walkLinks}>
      <Title title="Dashboard" />
      {error && <Alert severity="error">{error}</Alert>}
      {!data && !error && <Skeleton variant="rectangular" height={240} />}
      {data && <Figures d={data} />}
    </Box>
  );
}

/** The arrows move from link to link in reading order (Right and Down on, Left and Up back). */
function walkLinks(e: KeyboardEvent<HTMLElement>) {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
  if (!step || e.altKey || e.ctrlKey || e.metaKey) return;
  const links = [...e.currentTarget.querySelectorAll<HTMLElement>('a[href]')];
  const at = links.indexOf(e.target as HTMLElement);
  if (at < 0) return;
  e.preventDefault();
  links[Math.min(links.length - 1, Math.max(0, at + step))].focus();
}

function Figures({ d }: { d: Dashboard }) {
  const cash = d.cashBank.filter((b) => b.Kind === 'Cash');
  const banks = d.cashBank.filter((b) => b.Kind === 'Bank');
  return (
    <>
      <Typography variant="h5" component="h1">
        {d.CompanyName}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {d.FYear ? `Financial year ${d.FYear} · ` : ''}as on {showDate(d.AsOn)}
      </Typography>
      {d.setup && setupUnfinished(d.setup) && <GettingStarted steps={d.setup} />}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          gap: 2,
          mt: 2,
        }}
      >
        <Figure
          title="Sales today"
          to="/SalesRegister"
          amount={d.sales.today}
          note={billCount(d.sales.todayBills)}
        />
        <Figure
          title="Sales this month"
          to="/SalesRegister"
          amount={d.sales.month}
          note={billCount(d.sales.monthBills)}
        />
        <Figure title="Receipts today" to="/Receiptreport" amount={d.receipts.today} />
        <Figure title="Receipts this month" to="/Receiptreport" amount={d.receipts.month} />
        <Figure title="Receivables" to="/Outstanding" amount={d.receivables.total} />
        <Figure
          title="Overdue"
          to="/Outstanding"
          amount={d.receivables.overdue}
          note="past the customers' credit days"
        />
        <Figure title="Payables" to="/Outstanding?Side=payable" amount={d.payables.total} />
        <Figure
          title="Payables overdue"
          to="/Outstanding?Side=payable"
          amount={d.payables.overdue}
          note="past the suppliers' credit days"
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
          gap: 2,
          mt: 2,
        }}
      >
        <Panel title="Cash in hand" total={d.cash}>
          <Ledgers rows={cash} amount={(b) => b.Balance} empty="No cash ledger." />
        </Panel>
        <Panel title="Bank balances" total={d.bank}>
          <Ledgers rows={banks} amount={(b) => b.Balance} empty="No bank ledger yet." />
        </Panel>
        <Panel title="Customers owing most" to="/Outstanding">
          <Ledgers rows={d.topDebtors} amount={(c) => c.Outstanding} empty="Nothing is owed." />
        </Panel>
        <Vans vans={d.vans} />
      </Box>
      <SalesChart months={d.salesByMonth} />
    </>
  );
}

/** A new company's steps to its first bill, each opening the screen that does it; the first not done is marked next. */
function GettingStarted({ steps }: { steps: readonly SetupStep[] }) {
  const done = steps.filter((s) => s.done).length;
  const next = steps.find((s) => !s.done);
  return (
    <Card variant="outlined" component="section" aria-label="Getting started" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Getting started: {done} of {steps.length} done
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {steps.map((s) => (
            <Box component="li" key={s.key} sx={{ py: 0.5 }}>
              {s.done ? (
                <Typography component="span" color="text.secondary">
                  <s>{s.label}</s> (done)
                </Typography>
              ) : (
                <>
                  <Link
                    component={RouterLink}
                    to={s.to}
                    underline="hover"
                    fontWeight={s === next ? 'bold' : undefined}
                  >
                    {s.label}
                  </Link>
                  {s === next && ' (next)'}
                  <Typography variant="body2" color="text.secondary">
                    {s.hint}
                  </Typography>
                </>
              )}
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function Figure({
  title,
  to,
  amount,
  note,
}: {
  title: string;
  to: string;
  amount: number;
  note?: string;
}) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to} aria-label={`${title}: ${rs(amount)}`}>
        <CardContent>
          <Typography variant="overline" color="text.secondary">
            {title}
          </Typography>
          <Typography variant="h5" component="p">
            {rs(amount)}
          </Typography>
          {note && (
            <Typography variant="caption" color="text.secondary">
              {note}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function Panel({
  title,
  total,
  to,
  children,
}: {
  title: string;
  total?: number;
  to?: string;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="overline" color="text.secondary">
            {to ? (
              <Link component={RouterLink} to={to} underline="hover">
                {title}
              </Link>
            ) : (
              title
            )}
          </Typography>
          {total !== undefined && (
            <Typography variant="h6" component="p">
              {rs(total)}
            </Typography>
          )}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

function Ledgers<T extends { PLID: number; LedgerName: string }>({
  rows,
  amount,
  empty,
}: {
  rows: T[];
  amount: (row: T) => number;
  empty: string;
}) {
  if (!rows.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((r) => (
        <Box
          component="li"
          key={r.PLID}
          sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25 }}
        >
          <Link component={RouterLink} to={statement(r.PLID)} underline="hover">
            {r.LedgerName}
          </Link>
          <span>{rs(amount(r))}</span>
        </Box>
      ))}
    </Box>
  );
}

/** The van day: sheets loaded today, and each loaded day still to settle, opening its settlement. */
function Vans({ vans }: { vans: Dashboard['vans'] }) {
  return (
    <Panel title="Vans" to="/Vanloding">
      <Typography variant="body2" gutterBottom>
        {vans.loadedToday === 1 ? '1 van loaded today' : `${vans.loadedToday} vans loaded today`}
      </Typography>
      {vans.unsettled.length ? (
        <Box component="ul" aria-label="Vans not settled" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {vans.unsettled.map((v) => (
            <Box
              component="li"
              key={v.SheetID}
              sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25 }}
            >
              <Link
                component={RouterLink}
                to={`/VanSettlement?VanID=${v.VanID}&VanDate=${v.VanDate}`}
                underline="hover"
              >
                {v.VehicleNo ?? `Vehicle ${v.VanID}`}
              </Link>
              <span>not settled · {showDate(v.VanDate)}</span>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Every loaded van is settled.
        </Typography>
      )}
    </Panel>
  );
}

/** Sales per month of the year as bars (plain boxes, so no charting library is needed); each opens the sales register. */
function SalesChart({ months }: { months: Month[] }) {
  const top = Math.max(...months.map((m) => m.Sales), 0);
  return (
    <Card variant="outlined" component="section" aria-label="Sales by month" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Sales by month
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 180, mt: 1 }}>
          {months.map((m) => (
            <Box
              key={m.Month}
              component={RouterLink}
              to="/SalesRegister"
              aria-label={`${m.Label}: ${rs(m.Sales)}`}
              title={`${m.Label}: ${rs(m.Sales)}, ${billCount(m.Bills)}`}
              sx={{
                flex: 1,
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'flex-end',
                alignItems: 'center',
                textDecoration: 'none',
                color: 'text.secondary',
              }}
            >
              <Box
                sx={{
                  width: '70%',
                  height: `${top ? Math.max((m.Sales / top) * 85, m.Sales > 0 ? 2 : 0) : 0}%`,
                  bgcolor: 'primary.main',
                  borderRadius: '2px 2px 0 0',
                }}
              />
              <Typography variant="caption">{m.Label.slice(0, 3)}</Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
