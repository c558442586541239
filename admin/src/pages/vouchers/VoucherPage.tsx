import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Confirm, HttpError, Title, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { callApi, failureText, fieldErrorsOf, getData } from '../../api/http';
import { useDocumentHistory } from '../../components/DocumentHistory';
import { FormKeys, isHistoryKey, isSaveKey } from '../../components/formKeys';
import { usePageKeys } from '../../components/pageKeys';
import { DOC_STATUS } from '../../../../resources';
import { tidyAmount } from './amount';
import { LedgerPicker, type Ledger } from './LedgerPicker';
import type { VoucherConfig } from './voucherConfig';
import { VoucherList } from './VoucherList';
import { VoucherRows } from './VoucherRows';
import {
  BANK,
  CASH,
  balanceJournal,
  emptyForm,
  formOf,
  groupRows,
  placeErrors,
  planAllocations,
  submissionOf,
  type FormErrors,
  type ListedVoucher,
  type OpenBillRow,
  type VoucherForm,
} from './voucherForm';
import { TypedDateField } from '../../components/TypedDateField';
import { NATIVE_SELECT_SLOTS } from '../../components/nativeSelect';
import { useGoBack } from '../../components/goBack';
import { QuitDialog } from '../../components/leaveScreen';
import { useUnsavedWork } from '../../components/unsavedWork';

const CASH_OR_BANK = [BANK, CASH];
const idempotencyKey = () =>
  globalThis.crypto?.randomUUID ? globalThis.crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

type Asking = 'accept' | 'update' | 'delete' | 'quit' | 'switch' | null;

/**
 * One voucher screen (receipt, payment, contra or journal, by `config`), keyboard first as in
 * Tally: Enter walks the fields, Ctrl+A or Ctrl+S saves from anywhere, Page Up and Page Down step
 * through the saved vouchers, Esc leaves an unchanged form. The year's vouchers are listed below;
 * opening one allows Update, Delete and Print.
 */
/** The voucher open in the form; `cancelled` (its reason) when it is cancelled. */
interface Opened {
  id: number;
  number: number;
  cancelled?: string;
}

export function VoucherPage({ config }: { config: VoucherConfig }) {
  const notify = useNotify();
  const [params] = useSearchParams();
  const e = config.doc.endpoints;

  const [form, setForm] = useState<VoucherForm>(() => emptyForm(config));
  const [snapshot, setSnapshot] = useState(() => JSON.stringify(form));
  const [editing, setEditing] = useState<Opened | null>(null);
  const [nextNo, setNextNo] = useState<number | null>(null);
  const [lastSaved, setLastSaved] = useState<number | null>(null);
  const [ledgers, setLedgers] = useState<Ledger[]>([]);
  const [bills, setBills] = useState<Record<number, OpenBillRow[]>>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const [search, setSearch] = useState('');
  const [listed, setListed] = useState<ListedVoucher[]>([]);
  const [key, setKey] = useState(idempotencyKey);
  const [refusals, setRefusals] = useState(0);
  const asked = useRef(new Set<number>());
  // A listed voucher (or a new one, 0) asked for while this one has unsaved changes: opened once
  // the person agrees.
  const switchTo = useRef<number | null>(null);

  const changed = JSON.stringify(form) !== snapshot;
  useUnsavedWork(changed, 'voucher');
  // A voucher's lines keep no ledger name: its history names them from the ledger list.
  const ledgerName = useCallback(
    (PLID: unknown) => ledgers.find((l) => l.PLID === Number(PLID))?.LedgerName,
    [ledgers],
  );
  const history = useDocumentHistory(config.doc, ledgerName);
  const fail = useCallback(
    (error: unknown, fallback: string) => notify(failureText(error, fallback), { type: 'error' }),
    [notify],
  );

  const start = useCallback(
    (next: VoucherForm, opened: Opened | null) => {
      setForm(next);
      setSnapshot(JSON.stringify(next));
      setEditing(opened);
      // An opened voucher sees the bills without its own part (openbills Except), a new one as they are.
      asked.current.clear();
      setBills({});
      setErrors({});
      setKey(idempotencyKey());
      if (!opened)
        getData<{ [k: string]: number }>(`/api/${e.next}`).then(
          (d) => setNextNo(d?.[config.numberField] ?? null),
          () => setNextNo(null),
        );
    },
    [config.numberField, e.next],
  );
  const clear = useCallback(() => start(emptyForm(config), null), [config, start]);

  // Every voucher of the year, as Page Up and Page Down step through them whatever is searched.
  const everyVoucher = useRef<ListedVoucher[] | null>(null);
  const loadList = useCallback(
    async (q: string) => {
      const rows = await getData<Record<string, unknown>[]>(
        `/api/${e.rows}${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`,
      );
      const grouped = groupRows(config, rows ?? []);
      everyVoucher.current = q.trim() ? null : grouped;
      setListed(grouped);
    },
    [config, e.rows],
  );

  const open = useCallback(
    async (id: number) => {
      try {
        const doc = await getData<Record<string, unknown>>(`/api/${e.one}/${id}`);
        const cancelled = Number(doc.DocStatus) === DOC_STATUS.CANCELLED;
        start(formOf(config, doc), {
          id,
          number: Number(doc[config.numberField]),
          ...(cancelled ? { cancelled: String(doc.CancelReason ?? '') } : {}),
        });
      } catch (error) {
        fail(error, 'Failed to fetch data. Please try again.');
      }
    },
    [config, e.one, fail, start],
  );

  useEffect(() => {
    getData<Ledger[]>('/api/getledger').then(
      (l) => setLedgers(l ?? []),
      (error: unknown) => fail(error, 'Failed to fetch data. Please try again.'),
    );
    clear();
  }, [clear, fail]);

  useEffect(() => {
    loadList(search).catch(() => setListed([]));
  }, [search, loadList]);

  // A link naming a number (/Reciept?ReNo=3, as the ledger statement gives) opens that voucher.
  const linked = params.get(config.numberField);
  useEffect(() => {
    if (!linked) return;
    getData<Record<string, unknown>[]>(
      `/api/${e.rows}?${config.numberField}=${encodeURIComponent(linked)}`,
    ).then(
      (rows) => rows?.[0] && void open(Number(rows[0][config.doc.primaryKey])),
      (error: unknown) => fail(error, 'Failed to fetch data. Please try again.'),
    );
  }, [linked, config, e.rows, open, fail]);

  // A receipt shows each party's open sales bills as soon as the party is picked, a payment
  // its open purchases: the bills its save can set it against.
  useEffect(() => {
    if (!config.settlesBills) return;
    for (const row of form.rows) {
      const PLID = row.ledger;
      if (PLID === null || asked.current.has(PLID)) continue;
      asked.current.add(PLID);
      const except = editing ? `&Except=${editing.id}` : '';
      getData<OpenBillRow[]>(`/api/openbills?PLID=${PLID}&Voucher=${config.kind}${except}`).then(
        (list) => setBills((b) => ({ ...b, [PLID]: list ?? [] })),
        () => asked.current.delete(PLID),
      );
    }
  }, [config.settlesBills, form.rows, editing]);

  const billsOf = useCallback((PLID: number) => bills[PLID], [bills]);
  const plans = useMemo(() => planAllocations(form.rows, billsOf), [form.rows, billsOf]);

  const set = (change: Partial<VoucherForm>) => setForm((f) => ({ ...f, ...change }));
  const amountDone = (rowKey: number) =>
    setForm((f) => {
      const rows = f.rows.map((r) =>
        r.key === rowKey ? { ...r, amount: tidyAmount(r.amount) } : r,
      );
      return { ...f, rows: config.journal ? balanceJournal(rows) : rows };
    });

  /** The body a save sends, or null with the form's own refusals shown (nothing asked, nothing sent). */
  const checked = (mode: 'create' | 'update') => {
    const sub = submissionOf(
      config,
      form,
      plans,
      (row) => mode === 'create' || !!row.allocations,
      mode,
    );
    if (sub.body) return sub;
    setErrors(sub.errors);
    setRefusals((n) => n + 1);
    return null;
  };

  const write = async (mode: 'create' | 'update') => {
    const sub = checked(mode);
    if (!sub?.body) return;
    setBusy(true);
    try {
      const { body } =
        mode === 'create'
          ? await callApi(`/api/${e.create}`, {
              method: 'POST',
              body: JSON.stringify(sub.body),
              headers: new Headers({ Accept: 'application/json', 'Idempotency-Key': key }),
            })
          : await callApi(`/api/${e.update}`, {
              method: 'PUT',
              body: JSON.stringify({ ...sub.body, [config.numberField]: editing!.number }),
            });
      notify(body.message ?? 'Saved.', { type: 'success' });
      setLastSaved(Number(body[config.numberField] ?? editing?.number));
      // As in Tally, the next voucher keeps the date, the mode and the cash or bank account of
      // the one just saved: a day's receipts are keyed one after another into the same account.
      start({ ...emptyForm(config), date: form.date, mode: form.mode, PLID: form.PLID }, null);
      everyVoucher.current = null;
      await loadList(search).catch(() => undefined);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      const placed = fieldErrors
        ? placeErrors(config, fieldErrors, sub.sent, form.rows[0])
        : { errors: {}, rest: [] };
      setErrors(placed.errors);
      setRefusals((n) => n + 1);
      // What names no field on this screen is said in the message, so nothing is lost.
      const said = failureText(
        error,
        mode === 'create' ? 'An error occurred while saving.' : 'An error occurred while updating.',
      );
      // The server's own sentence is often one of those left over: said once.
      notify([said, ...placed.rest.filter((m) => m !== said)].join(' '), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!editing) return;
    setBusy(true);
    try {
      const { body } = await callApi(`/api/${e.remove}`, {
        method: 'DELETE',
        body: JSON.stringify({ [config.numberField]: editing.number }),
      });
      notify(body.message ?? 'Deleted.', { type: 'success' });
      clear();
      everyVoucher.current = null;
      await loadList(search).catch(() => undefined);
    } catch (error) {
      fail(error, 'An error occurred while deleting.');
    } finally {
      setBusy(false);
    }
  };

  const leave = useGoBack();
  const printed = editing?.number ?? lastSaved;
  const print = () =>
    printed && window.open(`/api/${config.print}/${printed}`, '_blank', 'noopener');

  // The page's keys work wherever the focus is: save, and leave.
  // An edit is checked before 'Are you sure?': the question is for a voucher that can be saved.
  const askUpdate = () => {
    if (checked('update')) setAsking('update');
  };
  const isCancelled = editing?.cancelled !== undefined;
  const accept = () => {
    if (asking || busy) return;
    if (isCancelled) notify(config.doc.messages.isCancelled, { type: 'warning' });
    else if (editing) askUpdate();
    else void write('create');
  };
  /** Opens a listed voucher by its key, or a new one for 0; unsaved typing asks 'Quit?' first. */
  const openListed = (id: number) => {
    if (!changed) return void (id ? open(id) : clear());
    switchTo.current = id;
    setAsking('switch');
  };
  /**
   * Tally's Page Up and Page Down: the voucher before or after the one shown, by number; Page Up
   * on a new voucher shows the last one saved, and Page Down past the last a new one.
   */
  const step = async (by: -1 | 1) => {
    everyVoucher.current ??= groupRows(
      config,
      (await getData<Record<string, unknown>[]>(`/api/${e.rows}`)) ?? [],
    );
    const every = everyVoucher.current;
    const shown = editing?.number ?? Number.POSITIVE_INFINITY;
    const numbers = every.map((v) => v.number);
    const target =
      by < 0
        ? Math.max(...numbers.filter((n) => n < shown))
        : Math.min(...numbers.filter((n) => n > shown));
    const found = every.find((v) => v.number === target);
    if (found) openListed(found.id);
    else if (by > 0 && editing) openListed(0);
  };
  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined);
  keys.current = (event: KeyboardEvent) => {
    if (asking || busy || history.open || event.defaultPrevented) return;
    if (isSaveKey(event)) {
      event.preventDefault();
      accept();
    } else if (event.altKey && !event.ctrlKey && event.code === 'KeyP' && printed) {
      // Alt+P, as on the invoice: the open voucher, else the last one saved.
      event.preventDefault();
      print();
    } else if (isHistoryKey(event) && editing) {
      // Alt+H, as on the invoice: every version of the open voucher.
      event.preventDefault();
      void history.show(editing.id);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (changed) setAsking('quit');
      else leave();
    }
  };
  useEffect(() => {
    const listen = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', listen);
    return () => window.removeEventListener('keydown', listen);
  }, []);
  // The voucher list below turns its own pages with them.
  usePageKeys(
    (by) =>
      void step(by).catch((error: unknown) =>
        fail(error, 'Failed to fetch data. Please try again.'),
      ),
    () => Boolean(asking || busy || history.open),
    'table',
  );

  const cashOrBank = ledgers.filter((l) => l.AccGroupid === form.mode);
  const parties = config.partyCashOrBankOnly
    ? ledgers.filter((l) => CASH_OR_BANK.includes(l.AccGroupid))
    : ledgers;
  const text = (
    name: keyof VoucherForm & string,
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      size="small"
      label={label}
      value={form[name] as string}
      error={!!errors[name]}
      helperText={errors[name]}
      onChange={(ev) => set({ [name]: ev.target.value })}
      {...extra}
    />
  );

  return (
    <Box sx={{ p: 2 }}>
      <Title title={config.title} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {config.title}
            {editing ? ` (${isCancelled ? 'cancelled' : 'editing'} No ${editing.number})` : ''}
          </Typography>
          {isCancelled && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {config.doc.messages.isCancelled}
              {editing.cancelled ? ` Reason: ${editing.cancelled}` : ''}
            </Alert>
          )}
          <FormKeys
            component="form"
            aria-label={config.title}
            onSubmit={(ev) => ev.preventDefault()}
            onSave={accept}
            onLastEnter={() => !busy && setAsking('accept')}
            focusKey={key}
            refusals={refusals}
          >
            {/* A cancelled voucher is shown, not changed: its fields take no typing. */}
            <Box
              component="fieldset"
              disabled={isCancelled}
              sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
            >
              <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2}>
                <TextField
                  size="small"
                  label={`${config.title} No`}
                  value={editing?.number ?? nextNo ?? ''}
                  slotProps={{ htmlInput: { readOnly: true } }}
                  sx={{ width: 140 }}
                />
                <TypedDateField
                  label="Date"
                  sx={{ width: 160 }}
                  value={form.date}
                  onChange={(date) => set({ date })}
                  error={!!errors[config.dateField]}
                  helperText={errors[config.dateField]}
                />
                {!config.journal && (
                  <TextField
                    select
                    size="small"
                    label={config.labels.mode}
                    value={form.mode}
                    error={!!errors.AccGroupid}
                    helperText={errors.AccGroupid}
                    slotProps={NATIVE_SELECT_SLOTS}
                    onChange={(ev) => {
                      const mode = Number(ev.target.value);
                      setForm((f) => ({
                        ...f,
                        mode,
                        PLID:
                          ledgers.find((l) => l.PLID === f.PLID)?.AccGroupid === mode
                            ? f.PLID
                            : null,
                      }));
                    }}
                  >
                    <option value={CASH}>Cash</option>
                    <option value={BANK}>Bank</option>
                  </TextField>
                )}
                {!config.journal && (
                  <Typography sx={{ width: 28, pt: 1 }}>{config.sides.ledger}</Typography>
                )}
                {!config.journal && (
                  <LedgerPicker
                    label={config.labels.ledger}
                    ledgers={cashOrBank}
                    needed
                    value={form.PLID}
                    error={errors.PLID}
                    onChange={(PLID) => set({ PLID })}
                  />
                )}
              </Stack>
              <VoucherRows
                config={config}
                rows={form.rows}
                ledgers={parties}
                own={config.journal ? null : form.PLID}
                errors={errors}
                editing={!!editing}
                billsOf={billsOf}
                plans={plans}
                onChange={(rows) => set({ rows })}
                onAmountDone={amountDone}
              />
              {!config.journal && form.mode === BANK && (
                <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2} sx={{ mb: 2 }}>
                  {text('ChkNo', 'Cheque/DD No')}
                  <TypedDateField
                    label="Cheque Date"
                    sx={{ width: 160 }}
                    value={form.ChkDate}
                    onChange={(ChkDate) => set({ ChkDate })}
                    error={!!errors.ChkDate}
                    helperText={errors.ChkDate}
                  />
                  {text('Bank', 'Bank')}
                  {text('Branch', 'Branch')}
                  {text('Remark', 'Remark')}
                </Stack>
              )}
              {text('Narration', 'Narration', { fullWidth: true })}
            </Box>
          </FormKeys>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button
              variant="contained"
              disabled={busy || !!editing}
              onClick={() => void write('create')}
            >
              Submit
            </Button>
            <Button
              variant="contained"
              disabled={busy || !editing || isCancelled}
              onClick={askUpdate}
            >
              Update
            </Button>
            <Button
              color="error"
              disabled={busy || !editing || isCancelled}
              onClick={() => setAsking('delete')}
            >
              Delete
            </Button>
            <Button variant="outlined" disabled={!printed} onClick={print}>
              {printed ? `Print No ${printed}` : 'Print'}
            </Button>
            <Button
              variant="outlined"
              disabled={!editing}
              onClick={() => editing && void history.show(editing.id)}
            >
              History
            </Button>
            <Button variant="outlined" onClick={clear}>
              Clear
            </Button>
          </Stack>
          <Typography variant="caption" component="p" sx={{ mt: 1 }}>
            Enter: next field (on the last, Accept?) · Ctrl+A or Ctrl+S: save · PgUp / PgDn: the
            voucher before or after · Alt+H: history of the open voucher · Esc: back
          </Typography>
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <VoucherList
            config={config}
            vouchers={listed}
            search={search}
            onSearch={setSearch}
            onOpen={(v) => openListed(v.id)}
          />
        </CardContent>
      </Card>
      {history.dialog}
      <Confirm
        isOpen={asking === 'accept'}
        title="Accept?"
        content={`Save this ${config.title.toLowerCase()}?`}
        confirm="Yes"
        cancel="No"
        onConfirm={() => {
          // Accepted: saved as Ctrl+A saves, an edit without a second question.
          setAsking(null);
          void write(editing ? 'update' : 'create');
        }}
        onClose={() => setAsking(null)}
      />
      <Confirm
        isOpen={asking === 'update'}
        title={`Update ${config.title}`}
        content="Are you sure you want to update?"
        onConfirm={() => {
          setAsking(null);
          void write('update');
        }}
        onClose={() => setAsking(null)}
      />
      <Confirm
        isOpen={asking === 'delete'}
        title={`Delete ${config.title}`}
        content="Are you sure you want to delete?"
        onConfirm={() => {
          setAsking(null);
          void remove();
        }}
        onClose={() => setAsking(null)}
      />
      <QuitDialog
        open={asking === 'quit' || asking === 'switch'}
        what="voucher"
        onLeave={() => {
          setAsking(null);
          if (asking === 'switch' && switchTo.current) void open(switchTo.current);
          else if (asking === 'switch' && switchTo.current === 0) clear();
          else leave();
        }}
        onStay={() => setAsking(null)}
      />
    </Box>
  );
}
