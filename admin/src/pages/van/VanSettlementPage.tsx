import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ChoiceField } from '../../components/ChoiceField';
import { useDocumentHistory } from '../../components/DocumentHistory';
import { FormKeys, isHistoryKey } from '../../components/formKeys';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Confirm, Title } from 'react-admin';
import {
  displayDate,
  formatIndian,
  formatQty,
  hasAtMostDecimals,
  isCalendarDate,
  settleVanDay,
  toScaled,
  NO_VAN_SHEET,
  vanSettlement,
  type AnyRecord,
} from '../../../../resources';
import { failureText } from '../../api/http';
import { KeyGrid, type GridColumn, type KeyGridHandle } from '../../components/grid/KeyGrid';
import { DayField, useDay } from './DayField';
import { newIdempotencyKey, vanApi, type Named } from './vanApi';
import { useFleetingNotice } from './useFleetingNotice';
import { VanMessages } from './VanMessages';
import { VAN_BAR_SX } from './vanBar';
import { useUnsavedWork } from '../../components/unsavedWork';
import { useEscapeBack } from '../../components/leaveScreen';
import { useFocusSoon } from '../../components/useFocusSoon';

const NO_MONEY = { cashBills: 0, gpayBills: 0, cashReceipts: 0, bankReceipts: 0, handedOver: 0 };

interface Row {
  key: string;
  ItemID: number;
  code: string;
  name: string;
  loadedMilli: number;
  soldMilli: number;
  ratePaise: number;
  returned: string;
}

const milliOf = (text: string) =>
  text.trim() === '' ||
  !Number.isFinite(Number(text)) ||
  Number(text) < 0 ||
  !hasAtMostDecimals(Number(text), 3)
    ? 0
    : toScaled(Number(text), 3);
const paiseOf = (v: unknown) => toScaled(Number(v ?? 0), 2);
const signed = (n: number, format: (x: number) => string) =>
  n < 0 ? `(${format(-n)})` : format(n);

/** One item's figures as the settlement computes them (rules/vanSettlement), while typing. */
const figuresOf = (r: Row) =>
  settleVanDay(
    [
      {
        ItemID: r.ItemID,
        loadedMilli: r.loadedMilli,
        soldMilli: r.soldMilli,
        returnedMilli: milliOf(r.returned),
        ratePaise: r.ratePaise,
      },
    ],
    NO_MONEY,
  ).items[0];
type Figures = ReturnType<typeof figuresOf>;

/** An earlier settlement of the day, reopened (GET /api/getvansettlement's Reopened). */
interface Reopened {
  SettlementID: number;
  SettlementNo: number;
  Reason: string | null;
}

const COLUMNS: GridColumn<Row, Figures>[] = [
  { key: 'name', label: 'Item', width: 260, value: (r) => `${r.code}  ${r.name}` },
  { key: 'loaded', label: 'Loaded', numeric: true, value: (r) => formatQty(r.loadedMilli) },
  { key: 'sold', label: 'Sold', numeric: true, value: (r) => formatQty(r.soldMilli) },
  { key: 'returned', label: 'Returned', numeric: true, edit: 'number', value: (r) => r.returned },
  {
    key: 'short',
    label: 'Short (Excess)',
    numeric: true,
    value: (_r, f) => signed(f.shortMilli, formatQty),
  },
  { key: 'rate', label: 'Rate', numeric: true, value: (r) => formatIndian(r.ratePaise) },
  {
    key: 'value',
    label: 'Value',
    numeric: true,
    value: (_r, f) => signed(f.valuePaise, formatIndian),
  },
];

/**
 * No representative allocated to the vehicle that day: an allocation is for one day, and without
 * one only the bills naming the vehicle are its; the allocation opens with both filled in.
 */
function NoneAllocated({ vehicle, date }: { vehicle: number; date: string }) {
  const source = encodeURIComponent(JSON.stringify({ VanID: vehicle, Alocdate: date }));
  return (
    <>
      <b>none allocated on {displayDate(date)}</b> (an allocation lasts one day: only bills that
      name this vehicle count){' '}
      <Button
        component={RouterLink}
        to={`/allocation/create?source=${source}`}
        size="small"
        variant="text"
        sx={{ verticalAlign: 'baseline', p: 0, minWidth: 0 }}
      >
        Allocate
      </Button>
    </>
  );
}

/** What settling the day will record, asked before it closes. */
function acceptText(vehicleNo: string, date: string, money: ReturnType<typeof settleVanDay>) {
  const m = money.money;
  const cash =
    m.difference < 0
      ? `cash short ${formatIndian(-m.difference)}`
      : m.difference > 0
        ? `cash excess ${formatIndian(m.difference)}`
        : 'cash as expected';
  const stock = [
    money.shortageValue ? `, stock short ${formatIndian(money.shortageValue)}` : '',
    money.excessValue ? `, stock excess ${formatIndian(money.excessValue)}` : '',
  ].join('');
  return `Settle ${vehicleNo} for ${displayDate(date)}: ${cash}${stock}. The day's bills cannot be changed until it is reopened.`;
}

/**
 * Van settlement (/VanSettlement): a vehicle's day, loaded against sold (its bills) and returned
 * (typed here), and the cash handed over against the cash bills and receipts; saving closes the
 * day, reopening opens it again, and the settlement prints as the A4 van sheet.
 */
export default function VanSettlementPage() {
  // The dashboard's unsettled vans open here with their vehicle and date, already loaded.
  const [params] = useSearchParams();
  const fromLink = { VanID: Number(params.get('VanID')) || 0, VanDate: params.get('VanDate') };
  const [vehicles, setVehicles] = useState<Named[]>([]);
  const [vehicle, setVehicle] = useState<number | ''>(fromLink.VanID || '');
  const day = useDay(
    fromLink.VanDate && isCalendarDate(fromLink.VanDate) ? fromLink.VanDate : undefined,
  );
  const [doc, setDoc] = useState<AnyRecord | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [handed, setHanded] = useState('');
  // The day as read: Esc, F-keys and Go To ask 'Quit?' once the returns or cash differ from it.
  const [loadedAs, setLoadedAs] = useState(JSON.stringify(['', []]));
  useUnsavedWork(JSON.stringify([handed, rows]) !== loadedAs, 'settlement');
  useEscapeBack();
  const [reason, setReason] = useState('');
  // Tally's 'Accept?' before the day closes: settling refuses the day's bills until reopened.
  const [accepting, setAccepting] = useState(false);
  const [busy, setBusy] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useFleetingNotice();
  const [key, setKey] = useState(() => newIdempotencyKey('vs'));
  const history = useDocumentHistory(vanSettlement);
  const page = useRef<HTMLDivElement>(null);
  const focusSoon = useFocusSoon();
  const grid = useRef<KeyGridHandle>(null);
  const reopened = (doc?.Reopened as Reopened[] | undefined) ?? [];
  // The day's settlement, else the last one reopened: its history says who reopened it and why.
  const settlementId = doc?.SettlementID
    ? Number(doc.SettlementID)
    : (reopened[reopened.length - 1]?.SettlementID ?? null);
  // Alt+H, as on the invoice, wherever the focus is: every version of the day's settlement.
  const keys = useRef({ history, settlementId });
  keys.current = { history, settlementId };
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      const { history: shown, settlementId: id } = keys.current;
      if (shown.open || !id || !isHistoryKey(e)) return;
      e.preventDefault();
      void shown.show(id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    vanApi.vehicles().then(setVehicles, () => setVehicles([]));
  }, []);

  const settled = Boolean(doc?.Settled);
  const money = useMemo(() => {
    const m = {
      cashBills: paiseOf(doc?.CashBills),
      gpayBills: paiseOf(doc?.GPayBills),
      cashReceipts: paiseOf(doc?.CashReceipts),
      bankReceipts: paiseOf(doc?.BankReceipts),
      handedOver: Number.isFinite(Number(handed)) ? toScaled(Number(handed || 0), 2) : 0,
    };
    return settleVanDay(
      rows.map((r) => ({
        ItemID: r.ItemID,
        loadedMilli: r.loadedMilli,
        soldMilli: r.soldMilli,
        returnedMilli: milliOf(r.returned),
        ratePaise: r.ratePaise,
      })),
      m,
    );
  }, [doc, rows, handed]);

  // Where the cursor goes once the day shows: into it (an open day's first Returned, a settled
  // day's Print), or to the vehicle for the next one.
  const focusAfterLoad = useRef<'day' | 'vehicle' | null>(null);
  const focusOn = (want: 'day' | 'vehicle', shown: AnyRecord) => {
    const at = (selector: string) => page.current?.querySelector<HTMLElement>(selector);
    if (want === 'vehicle') at('input[name="vs-vehicle"]')?.focus();
    else if (shown.Settled) at('[data-print]')?.focus();
    else if (rows.length) grid.current?.focusCell(0, 'returned');
    else at('#vs-handed')?.focus();
  };
  useEffect(() => {
    const want = focusAfterLoad.current;
    if (!want || busy || !doc) return;
    focusAfterLoad.current = null;
    focusOn(want, doc);
  });

  // Another date is another day: the one shown (and returns typed into it) is not settled under it.
  const shownDay = useRef(day.iso);
  useEffect(() => {
    if (shownDay.current === day.iso) return;
    shownDay.current = day.iso;
    setDoc(null);
  }, [day.iso]);

  const load = async (focus: 'day' | 'vehicle' | null = null) => {
    if (!vehicle || !day.iso) return;
    setBusy('load');
    setError('');
    focusAfterLoad.current = focus;
    try {
      const data = await vanApi.day(Number(vehicle), day.iso);
      setDoc(data);
      // A reopened day comes back with what was counted (the API's preview keeps it).
      const handedAs = data.Settled || Number(data.CashHanded) ? String(data.CashHanded) : '';
      setHanded(handedAs);
      const shown = ((data.Items as AnyRecord[]) ?? []).map((l) => ({
        key: `i${String(l.ItemID)}`,
        ItemID: Number(l.ItemID),
        code: String(l.ItemCode ?? ''),
        name: String(l.itemName ?? ''),
        loadedMilli: toScaled(Number(l.Loaded), 3),
        soldMilli: toScaled(Number(l.Sold), 3),
        ratePaise: paiseOf(l.Rate),
        returned: Number(l.Returned) ? String(l.Returned) : '',
      }));
      setRows(shown);
      setLoadedAs(JSON.stringify([handedAs, shown]));
    } catch (e) {
      setError(failureText(e, 'Error fetching data'));
    } finally {
      setBusy('');
    }
  };

  // Once, when the vehicles arrive.
  const linked = useRef(Boolean(fromLink.VanID));
  useEffect(() => {
    if (!linked.current || !vehicles.length) return;
    linked.current = false;
    void load('day');
  }, [vehicles]);

  const askToSettle = () => {
    if (doc && !doc.SheetID && !settled) setError(NO_VAN_SHEET);
    else if (doc?.SheetID && !settled && !busy) setAccepting(true);
  };

  const settle = async () => {
    setAccepting(false);
    if (!doc || settled || busy) return;
    setBusy('settle');
    setError('');
    try {
      const answer = await vanApi.settle(
        {
          VanID: vehicle,
          VanDate: day.iso,
          CashHanded: Number(handed || 0),
          Items: rows.map((r) => ({
            ItemID: r.ItemID,
            Returned: r.returned.trim() === '' ? 0 : Number(r.returned),
          })),
        },
        key,
      );
      setNotice(String(answer.message ?? ''));
      setKey(newIdempotencyKey('vs'));
      // Settled, the day stays in sight (to print it); the cursor goes to the next vehicle.
      await load('vehicle');
    } catch (e) {
      setError(failureText(e, 'An error occurred while submitting'));
    } finally {
      setBusy('');
    }
  };

  const reopen = async () => {
    if (!doc?.SettlementID || busy) return;
    setBusy('reopen');
    setError('');
    try {
      const answer = await vanApi.reopen(Number(doc.SettlementID), reason);
      setNotice(String(answer.message ?? ''));
      setReason('');
      // Open again, the cursor goes back into the day's returns.
      await load('day');
    } catch (e) {
      setError(failureText(e, 'An error occurred while updating'));
    } finally {
      setBusy('');
    }
  };

  const m = money.money;
  const line = (label: string, paise: number, strong = false) => (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        width: 360,
        fontWeight: strong ? 600 : 400,
      }}
    >
      <span>{label}</span>
      <span>{formatIndian(paise)}</span>
    </Box>
  );
  return (
    <Paper ref={page} sx={{ p: 2, mt: 2 }}>
      <Title title="Van Settlement" />
      <Typography variant="h6" gutterBottom>
        Van Settlement
      </Typography>
      {/* Vehicle and date by the keys: Enter moves on, and on the date shows the day. */}
      <FormKeys
        sx={VAN_BAR_SX}
        onSave={() => {
          // Enter on the date: the day, or back into the one shown (the returns typed kept).
          if (busy) return;
          if (doc) focusOn('day', doc);
          else if (!vehicle) {
            // Enter on the date with no vehicle says why nothing shows, and goes back to it.
            setError(String(vanSettlement.header.VanID.required));
            page.current?.querySelector<HTMLElement>('input[name="vs-vehicle"]')?.focus();
          } else if (day.iso) void load('day');
        }}
      >
        <ChoiceField<number>
          name="vs-vehicle"
          label="Vehicle"
          sx={{ width: 200 }}
          value={vehicle}
          options={vehicles}
          onChange={(v) => {
            setVehicle(v ?? '');
            setDoc(null);
          }}
        />
        <DayField id="vs-date" label="Date" day={day} />
        <Button
          variant="outlined"
          onClick={() => void load()}
          disabled={!vehicle || !day.iso || Boolean(busy)}
        >
          {busy === 'load' ? 'Loading...' : 'Show Day'}
        </Button>
      </FormKeys>
      <VanMessages error={error} notice={notice} />
      {doc && (
        <>
          <Typography sx={{ mb: 1 }}>
            Representative:{' '}
            {doc.RepName ? (
              <b>{String(doc.RepName)}</b>
            ) : (
              <NoneAllocated vehicle={Number(vehicle)} date={day.iso ?? ''} />
            )}{' '}
            · Sheet: <b>{doc.SheetID === null ? 'none' : String(doc.SheetID)}</b>
            {settled ? (
              <>
                {' '}
                · Settled as <b>No. {String(doc.SettlementNo)}</b>
              </>
            ) : (
              ' · Not settled'
            )}
          </Typography>
          {reopened.length > 0 && (
            <Box sx={{ display: 'flex', gap: 1, mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography>Reopened before:</Typography>
              {reopened.map((r) => (
                <Button
                  key={r.SettlementID}
                  size="small"
                  variant="text"
                  onClick={() => void history.show(r.SettlementID)}
                >
                  No. {r.SettlementNo}
                  {r.Reason ? ` (${r.Reason})` : ''}: history
                </Button>
              ))}
            </Box>
          )}
          {/* Returned and cash handed over by the keys: Enter moves on and, on the last field,
              asks to settle the day (Accept?); Ctrl+A or Ctrl+S asks from any of them. On a
              settled day, Enter in the reason reopens it. */}
          <FormKeys
            autoFocus={false}
            onSave={() => {
              if (!settled) askToSettle();
              else if (reason.trim() && document.activeElement?.id === 'vs-reason') void reopen();
            }}
          >
            <KeyGrid<Row, Figures>
              ref={grid}
              label="Van settlement"
              columns={COLUMNS}
              rows={rows}
              derive={figuresOf}
              isEmpty={() => false}
              readOnly={settled}
              onEdit={(i, _c, text) =>
                setRows((all) => all.map((r, at) => (at === i ? { ...r, returned: text } : r)))
              }
              onPick={() => undefined}
              onClear={() => undefined}
              onRemoveRow={() => undefined}
            />
            <Box sx={{ display: 'flex', gap: 4, mt: 2, flexWrap: 'wrap' }}>
              <Box>
                {line('Shortage value', money.shortageValue, true)}
                {line('Excess value', money.excessValue)}
              </Box>
              <Box>
                {line('Cash bills', m.cashBills)}
                {line('GPay bills', m.gpayBills)}
                {line('Cash receipts', m.cashReceipts)}
                {line('Bank receipts', m.bankReceipts)}
                {line('Cash expected', m.expectedCash, true)}
                <TextField
                  id="vs-handed"
                  label="Cash Handed Over"
                  size="small"
                  sx={{ my: 1, width: 200 }}
                  value={handed}
                  disabled={settled}
                  onChange={(e) => setHanded(e.target.value)}
                />
                {line(
                  m.difference < 0 ? 'Cash short' : m.difference > 0 ? 'Cash excess' : 'Difference',
                  Math.abs(m.difference),
                  true,
                )}
              </Box>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'center' }}>
              <Button
                variant="contained"
                sx={{ whiteSpace: 'nowrap' }}
                onClick={askToSettle}
                disabled={settled || !doc.SheetID || Boolean(busy)}
              >
                {busy === 'settle' ? 'Submitting...' : 'Settle Day'}
              </Button>
              {settled && settlementId && (
                <Button variant="outlined" onClick={() => void history.show(settlementId)}>
                  History (Alt+H)
                </Button>
              )}
              {settled && (
                <>
                  <Button
                    data-print
                    variant="outlined"
                    href={vanApi.printUrl(Number(doc.SettlementID))}
                    target="_blank"
                  >
                    Print
                  </Button>
                  <TextField
                    id="vs-reason"
                    label="Reason for reopening"
                    size="small"
                    sx={{ width: 280 }}
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                  />
                  <Button
                    color="warning"
                    variant="outlined"
                    onClick={() => void reopen()}
                    disabled={Boolean(busy)}
                  >
                    {busy === 'reopen' ? 'Updating...' : 'Reopen'}
                  </Button>
                </>
              )}
            </Box>
          </FormKeys>
        </>
      )}
      {history.dialog}
      <Confirm
        isOpen={accepting}
        title="Accept?"
        content={acceptText(
          String(vehicles.find((v) => v.id === vehicle)?.name ?? 'this vehicle'),
          day.iso ?? '',
          money,
        )}
        confirm="Settle"
        cancel="Back"
        onConfirm={() => void settle()}
        onClose={() => {
          setAccepting(false);
          focusSoon(() => page.current?.querySelector<HTMLElement>('#vs-handed')?.focus());
        }}
      />
    </Paper>
  );
}
