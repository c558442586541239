import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import DialogActions from '@mui/material/DialogActions';
import Dialog from '@mui/material/Dialog';
import Link from '@mui/material/Link';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Confirm, Title, useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import {
  DOC_STATUS,
  formatIndian,
  INPUT_TAX_NOTE,
  inputTaxOf,
  purchaseInvoice,
  purchaseTaxRate,
  toScaled,
  type AnyRecord,
  type LineFigures,
} from '../../../../resources';
import { callApi, failureText, getData } from '../../api/http';
import { KeyGrid, type GridColumn, type KeyGridHandle } from '../../components/grid/KeyGrid';
import {
  figureColumn,
  itemColumns,
  quantityColumns,
  rateColumns,
  taxPercentColumn,
} from '../../components/grid/lineColumns';
import { TypeAheadField } from '../../components/grid/TypeAheadField';
import type { PickOption } from '../../components/grid/usePicker';
import {
  aprilYearStart,
  BAD_DATE,
  parseTypedDate,
  parseTypedExpiry,
  showDate,
} from '../../components/typedDate';
import {
  billFigures,
  firstErrorPlace,
  lineFigures,
  placeErrors,
} from '../../components/documentLines';
import {
  draftsToSend,
  emptyDraft,
  isEmptyDraft,
  PURCHASE_CELL_OF,
  withPurchaseItem,
  type PurchaseDraft,
  type PurchaseItem,
} from './purchaseLines';
import { useDocumentHistory } from '../../components/DocumentHistory';
import { isHistoryKey, isSaveKey } from '../../components/formKeys';
import { LEFT_REPORT_TABLE_SX } from '../../components/reportTable';
import { TotalInSight } from '../../components/TotalInSight';
import { useGoBack } from '../../components/goBack';
import { QuitDialog } from '../../components/leaveScreen';
import { useFocusSoon } from '../../components/useFocusSoon';
import { useUnsavedWork } from '../../components/unsavedWork';
import { workingDate, workingYearStart } from '../../api/workingDate';

const money = (paise: number) => formatIndian(paise);
const list = async <T,>(url: string) => (await getData<T[]>(url)) ?? [];
/** The header's fields that can carry a message, in screen order, with their elements' ids. */
const HEADER_IDS = [
  ['PurchaseDate', 'pur-PurchaseDate'],
  ['SupplierID', 'pur-Supplier'],
  ['SupplierBillNo', 'pur-SupplierBillNo'],
  ['SupplierBillDate', 'pur-SupplierBillDate'],
  ['GodownId', 'pur-Godown'],
  ['Narration', 'pur-Narration'],
] as const;

const EXPIRY_HINT = 'Type the expiry as on the strip, MM/YY (11/28), or as DD-MM-YYYY.';
/** The header's date fields, by element id: what the form keeps them in, and their API field. */
const DATE_FIELDS: Record<string, { key: 'date' | 'billDate'; field: string }> = {
  'pur-PurchaseDate': { key: 'date', field: 'PurchaseDate' },
  'pur-SupplierBillDate': { key: 'billDate', field: 'SupplierBillDate' },
};

const HEADER_ORDER = [
  'pur-PurchaseDate',
  'pur-Supplier',
  'pur-SupplierBillNo',
  'pur-SupplierBillDate',
  'pur-Godown',
  'pur-GSTIncluding',
];

function columns(
  options: readonly PickOption[],
  yearStart: string,
): GridColumn<PurchaseDraft, LineFigures>[] {
  return [
    ...itemColumns<PurchaseDraft>(options, 'BatchNo'),
    { key: 'BatchNo', label: 'Batch', width: 80, edit: 'text', value: (l) => l.BatchNo },
    {
      key: 'Expiry',
      label: 'Expiry',
      width: 80,
      edit: 'text',
      value: (l) => l.Expiry,
      // 13/28 is said at once, not at the save, as the purchase date is.
      refuses: (l) =>
        l.Expiry.trim() && !parseTypedExpiry(l.Expiry, yearStart) ? EXPIRY_HINT : null,
    },
    { key: 'MRP', label: 'MRP', width: 62, edit: 'number', numeric: true, value: (l) => l.MRP },
    ...quantityColumns<PurchaseDraft>(),
    ...rateColumns<PurchaseDraft>(),
    taxPercentColumn<PurchaseDraft>(),
    figureColumn<PurchaseDraft>('Taxable', 'Taxable', 80, 'taxable'),
    figureColumn<PurchaseDraft>('TaxAmount', 'Tax', 66, 'tax'),
    figureColumn<PurchaseDraft>('Total', 'Total', 90, 'total'),
  ];
}

/** What a purchase form holds, keys of its rows aside: the same text for the same purchase. */
function formState(header: object, lines: readonly PurchaseDraft[]): string {
  return JSON.stringify([
    header,
    lines.filter((l) => !isEmptyDraft(l)).map(({ key: _key, ...l }) => l),
  ]);
}

/**
 * The purchase invoice (/Purchase): the supplier's bill keyed in as a sale is, on the same
 * keyboard grid — Enter and arrows move, Ctrl+A or Ctrl+S saves, Esc goes back (asking Quit?
 * when changed) — with batch and expiry per line. The figures shown come from the arithmetic
 * the server saves with; the server's replace them.
 */
export default function PurchasePage() {
  const notify = useNotify();
  const grid = useRef<KeyGridHandle>(null);
  const totalsBox = useRef<HTMLDListElement>(null);
  const [suppliers, setSuppliers] = useState<AnyRecord[]>([]);
  const [godowns, setGodowns] = useState<AnyRecord[]>([]);
  const [items, setItems] = useState<PurchaseItem[]>([]);
  const [company, setCompany] = useState<{ GSTIN: string | null; StateCode: string | null }>({
    GSTIN: null,
    StateCode: null,
  });
  const [recent, setRecent] = useState<AnyRecord[]>([]);
  const fresh = () => ({
    date: showDate(workingDate()),
    SupplierID: null as number | null,
    SupplierBillNo: '',
    billDate: '',
    GodownId: null as number | null,
    /** The rates keyed include the GST, as on an MRP-inclusive bill. */
    GSTIncluding: false,
    Narration: '',
  });
  const [header, setHeader] = useState(fresh);
  const [lines, setLines] = useState<PurchaseDraft[]>(() => Array.from({ length: 5 }, emptyDraft));
  const [errors, setErrors] = useState<{
    header: Record<string, string>;
    cells: Record<string, string>;
  }>({ header: {}, cells: {} });
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string>();
  // A saved purchase opened from the recent list: saving updates it, and it can be cancelled.
  // An opened purchase keeps what it was opened as (`loaded`): Esc leaves it unchanged at once.
  const [editing, setEditing] = useState<{
    PurchaseID: number;
    PurchaseNo: number;
    /** The version opened: the server refuses saving over a later one. */
    Version: number;
    loaded: string;
  } | null>(null);
  const [quitting, setQuitting] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const focusSoon = useFocusSoon();
  const leave = useGoBack();
  const [cancelling, setCancelling] = useState(false);
  const history = useDocumentHistory(purchaseInvoice);
  const [reason, setReason] = useState('');
  const idempotency = useRef(crypto.randomUUID());
  const yearStart = workingYearStart();
  const { id } = useParams();
  const navigate = useNavigate();
  /** A new purchase in the form, as the page opens. */
  const startNew = () => {
    idempotency.current = crypto.randomUUID();
    setEditing(null);
    setHeader(fresh());
    setLines(Array.from({ length: 5 }, emptyDraft));
    setErrors({ header: {}, cells: {} });
  };

  const loadRecent = useCallback(
    () => list<AnyRecord>('/api/getpurchases?_start=0&_end=10').then(setRecent, () => undefined),
    [],
  );
  useEffect(() => {
    void list<AnyRecord>('/api/getsupplier').then(setSuppliers, () => undefined);
    void list<AnyRecord>('/api/getgodown').then(setGodowns, () => undefined);
    void list<PurchaseItem>('/api/getpurchaseitems').then(setItems, () => undefined);
    void Promise.all([
      list<AnyRecord>('/api/getcompany'),
      list<AnyRecord>('/api/rest/companyLicence').catch(() => []),
    ]).then(
      ([co, lic]) =>
        setCompany({
          GSTIN: (lic[0]?.GSTINo as string | undefined) ?? null,
          StateCode: (co[0]?.StateCode as string | undefined) ?? null,
        }),
      () => undefined,
    );
    void loadRecent();
  }, [loadRecent]);

  const supplier = suppliers.find((s) => Number(s.PLID) === header.SupplierID);
  // The server's rule (rules/purchase): no input GST from an unregistered supplier.
  const { input, interState } = supplier
    ? inputTaxOf(
        {
          GSTIN: (supplier.GSTIN as string) ?? null,
          StateCode: (supplier.StateCode as string) ?? null,
        },
        company,
      )
    : { input: 'intraState' as const, interState: false };
  // The lines as the server will tax them: the item's rate, or none from an unregistered supplier.
  const taxed = useMemo(
    () => lines.map((l) => ({ ...l, TaxPer: purchaseTaxRate(input, l.TaxPer) })),
    [lines, input],
  );
  const opts = useMemo(
    () => ({ inclusive: header.GSTIncluding, interState }),
    [header.GSTIncluding, interState],
  );
  const itemOptions = useMemo(
    () =>
      items.map((i) => ({
        id: i.ItemId,
        code: i.ItemCode,
        name: i.ItemName,
        hint: i.Taxper !== null ? `GST ${i.Taxper}%` : '',
      })),
    [items],
  );
  const cols = useMemo(() => columns(itemOptions, yearStart), [itemOptions, yearStart]);
  const totals = billFigures(taxed, opts).totals;
  const dirty = editing
    ? formState(header, lines) !== editing.loaded
    : Boolean(header.SupplierID || header.SupplierBillNo || lines.some((l) => !isEmptyDraft(l)));
  useUnsavedWork(dirty, 'purchase');

  /** A header field's message goes once the field is filled in again. */
  const clearHeaderError = (field: string) =>
    setErrors((e) => (e.header[field] ? { ...e, header: { ...e.header, [field]: '' } } : e));

  const change = (index: number, patch: Partial<PurchaseDraft>) =>
    setLines((ls) => ls.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  const save = async () => {
    if (busy) return;
    const PurchaseDate = parseTypedDate(header.date, yearStart);
    const SupplierBillDate = parseTypedDate(header.billDate, yearStart);
    const { items: sent, rowOf } = draftsToSend(lines, yearStart);
    setBusy(true);
    try {
      const { body } = await callApi<AnyRecord>(
        editing ? '/api/updatepurchase' : '/api/insertpurchase',
        {
          method: 'POST',
          headers: new Headers({ 'Idempotency-Key': idempotency.current }),
          body: JSON.stringify({
            ...(editing ? { PurchaseID: editing.PurchaseID, Version: editing.Version } : {}),
            PurchaseDate: PurchaseDate ?? header.date,
            SupplierID: header.SupplierID,
            SupplierBillNo: header.SupplierBillNo,
            SupplierBillDate: SupplierBillDate ?? header.billDate,
            GodownId: header.GodownId,
            GSTIncluding: header.GSTIncluding,
            Narration: header.Narration || null,
            items: sent,
          }),
        },
      );
      const stored = await getData<AnyRecord>(
        `/api/getpurchase/${String(body.PurchaseID ?? editing?.PurchaseID)}`,
      );
      setSaved(
        `Purchase ${String(stored.PurchaseNo)} saved: ${money(toScaled(Number(stored.BillAmount), 2))}`,
      );
      notify(String(body.message ?? 'Purchase saved successfully!'), { type: 'success' });
      startNew();
      void loadRecent();
      if (id) void navigate('/Purchase', { replace: true });
      document.getElementById('pur-Supplier')?.focus();
    } catch (e) {
      const fieldErrors = (e as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (fieldErrors) {
        const placed = placeErrors(fieldErrors, rowOf, PURCHASE_CELL_OF);
        // The server says the expiry is no date; the clerk needs to hear how to type one.
        for (const k of Object.keys(placed.cells))
          if (k.endsWith(':Expiry')) placed.cells[k] = EXPIRY_HINT;
        setErrors(placed);
        // The cursor on what to correct, as the sales invoice does.
        const at = firstErrorPlace(
          placed,
          HEADER_IDS,
          cols.map((c) => c.key),
        );
        focusSoon(() => {
          if (at && 'id' in at) document.getElementById(at.id)?.focus();
          else if (at) grid.current?.focusCell(at.index, at.column);
        });
      }
      notify(failureText(e, 'The purchase could not be saved. Nothing typed is lost: try again.'), {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  /** A saved purchase back in the form, as it was stored, to be changed and saved again. */
  const open = async (PurchaseID: number) => {
    try {
      const p = await getData<AnyRecord>(`/api/getpurchase/${PurchaseID}`);
      // A cancelled purchase is kept to be read in the reports, not changed (the list offers none).
      if (Number(p.DocStatus) === DOC_STATUS.CANCELLED) {
        notify(purchaseInvoice.messages.isCancelled, { type: 'warning' });
        return;
      }
      const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
      const opened = {
        date: showDate(String(p.PurchaseDate)),
        SupplierID: Number(p.SupplierID),
        SupplierBillNo: text(p.SupplierBillNo),
        billDate: showDate(String(p.SupplierBillDate)),
        GodownId: p.GodownId === null ? null : Number(p.GodownId),
        GSTIncluding: Boolean(p.GSTIncluding),
        Narration: text(p.Narration),
      };
      setHeader(opened);
      const stored = (p.items as AnyRecord[]).map((l) => ({
        ...emptyDraft(),
        ItemID: Number(l.ItemID),
        ItemCode: text(l.ItemCode),
        ItemName: text(l.itemName),
        BatchNo: text(l.BatchNo),
        Expiry: l.ExpiryDate ? showDate(String(l.ExpiryDate)) : '',
        MRP: text(l.MRP),
        Quantity: text(l.Quantity),
        FreeQty: Number(l.FreeQty) ? text(l.FreeQty) : '',
        Rate: text(l.GrossAmount),
        DiscountPer: Number(l.DiscountPer) ? text(l.DiscountPer) : '',
        TaxPer: Number(l.TaxPer ?? 0),
      }));
      setLines([...stored, ...Array.from({ length: 2 }, emptyDraft)]);
      setErrors({ header: {}, cells: {} });
      setSaved(undefined);
      setEditing({
        PurchaseID,
        PurchaseNo: Number(p.PurchaseNo),
        Version: Number(p.Version),
        loaded: formState(opened, stored),
      });
      idempotency.current = crypto.randomUUID();
      document.getElementById('pur-PurchaseDate')?.focus();
    } catch (e) {
      notify(failureText(e, 'The purchase could not be opened.'), { type: 'error' });
    }
  };
  // /Purchase/:id (a ledger statement's or day book's link) opens that purchase; back at
  // /Purchase (F9, a save) the form is a new purchase again.
  const openOnArrival = useRef(open);
  openOnArrival.current = open;
  const openedByAddress = useRef(false);
  useEffect(() => {
    if (id && /^[1-9]\d*$/.test(id)) void openOnArrival.current(Number(id));
    else if (openedByAddress.current) startNew();
    openedByAddress.current = Boolean(id);
  }, [id]);

  const cancelPurchase = async () => {
    if (!editing || busy) return;
    setBusy(true);
    try {
      const { body } = await callApi<AnyRecord>('/api/cancelpurchase', {
        method: 'POST',
        body: JSON.stringify({ PurchaseID: editing.PurchaseID, Reason: reason.trim() }),
      });
      notify(String(body.message ?? 'Purchase cancelled successfully!'), { type: 'success' });
      setCancelling(false);
      setReason('');
      startNew();
      void loadRecent();
      if (id) void navigate('/Purchase', { replace: true });
    } catch (e) {
      notify(failureText(e, 'The purchase could not be cancelled.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const asking = quitting || cancelling || accepting;
  const latest = useRef({ save, dirty, editing, history, asking, leave });
  latest.current = { save, dirty, editing, history, asking, leave };
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const { history: shown, editing: open } = latest.current;
      if (shown.open || latest.current.asking) return;
      if (isSaveKey(event)) {
        event.preventDefault();
        void latest.current.save();
      } else if (isHistoryKey(event) && open) {
        // Alt+H, as on the invoice: every version of the open purchase.
        event.preventDefault();
        void shown.show(open.PurchaseID);
      } else if (event.key === 'Escape' && !event.defaultPrevented) {
        // As on a voucher: changes not saved ask first.
        if (latest.current.dirty) setQuitting(true);
        else latest.current.leave();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Enter in the header moves to the next field; after the godown, to the first item cell.
  const onHeaderKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    const id = (event.target as HTMLElement).id;
    const at = HEADER_ORDER.indexOf(id);
    if (at < 0) return;
    event.preventDefault();
    // A purchase is from someone: Enter on an empty Supplier stays, as the invoice's Customer does.
    if (id === 'pur-Supplier' && !header.SupplierID) return;
    const dated = DATE_FIELDS[id];
    if (dated) {
      // A date is taken whole or not at all, as Tally's is: text that is no date stays to be mended.
      const text = header[dated.key].trim();
      const iso = text ? parseTypedDate(text, yearStart) : null;
      if (text && !iso) {
        setErrors((e) => ({ ...e, header: { ...e.header, [dated.field]: BAD_DATE } }));
        (event.target as HTMLInputElement).select?.();
        return;
      }
      setHeader((h) => ({ ...h, [dated.key]: iso ? showDate(iso) : h[dated.key] }));
      clearHeaderError(dated.field);
    }
    const next = HEADER_ORDER[at + 1];
    if (next) document.getElementById(next)?.focus();
    else grid.current?.focusCell(0);
  };

  return (
    <Box sx={{ p: 2 }} onKeyDown={onHeaderKey}>
      <Title title="Purchase Invoice" />
      <Typography variant="h6" sx={{ mb: 1 }}>
        Purchase Invoice
      </Typography>
      {saved && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {saved}
        </Alert>
      )}
      {/* One row on a laptop, each field at its width (the theme draws fields full width). */}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          id="pur-PurchaseDate"
          label="Purchase Date"
          size="small"
          sx={{ width: 150 }}
          value={header.date}
          placeholder="DD-MM-YYYY"
          autoFocus
          // Arriving selects the date, so a date typed replaces it.
          onFocus={(e) => e.target.select()}
          onChange={(e) => setHeader((h) => ({ ...h, date: e.target.value }))}
          error={Boolean(errors.header.PurchaseDate)}
          helperText={errors.header.PurchaseDate}
        />
        <TypeAheadField
          id="pur-Supplier"
          label="Supplier"
          options={suppliers.map((s) => ({
            id: Number(s.PLID),
            name: String(s.LedgerName),
            hint: String(s.GSTIN ?? ''),
          }))}
          display={String(supplier?.LedgerName ?? '')}
          onPick={(o) => {
            setHeader((h) => ({ ...h, SupplierID: o.id }));
            clearHeaderError('SupplierID');
            document.getElementById('pur-SupplierBillNo')?.focus();
          }}
          onClear={() => setHeader((h) => ({ ...h, SupplierID: null }))}
          error={errors.header.SupplierID}
        />
        <TextField
          id="pur-SupplierBillNo"
          label="Supplier Bill No"
          size="small"
          sx={{ width: 180 }}
          value={header.SupplierBillNo}
          onChange={(e) => {
            setHeader((h) => ({ ...h, SupplierBillNo: e.target.value }));
            clearHeaderError('SupplierBillNo');
          }}
          error={Boolean(errors.header.SupplierBillNo)}
          helperText={errors.header.SupplierBillNo}
        />
        <TextField
          id="pur-SupplierBillDate"
          label="Supplier Bill Date"
          size="small"
          sx={{ width: 150 }}
          value={header.billDate}
          placeholder="DD-MM-YYYY"
          onFocus={(e) => e.target.select()}
          onChange={(e) => setHeader((h) => ({ ...h, billDate: e.target.value }))}
          error={Boolean(errors.header.SupplierBillDate)}
          helperText={errors.header.SupplierBillDate}
        />
        <TypeAheadField
          id="pur-Godown"
          label="Godown"
          width={200}
          options={godowns.map((g) => ({ id: Number(g.GodownId), name: String(g.GodownName) }))}
          display={String(
            godowns.find((g) => Number(g.GodownId) === header.GodownId)?.GodownName ?? '',
          )}
          onPick={(o) => {
            setHeader((h) => ({ ...h, GodownId: o.id }));
            clearHeaderError('GodownId');
            document.getElementById('pur-GSTIncluding')?.focus();
          }}
          onClear={() => setHeader((h) => ({ ...h, GodownId: null }))}
          error={errors.header.GodownId}
        />
        <FormControlLabel
          label="GST Including"
          control={
            <Checkbox
              id="pur-GSTIncluding"
              size="small"
              checked={header.GSTIncluding}
              onChange={(e) => setHeader((h) => ({ ...h, GSTIncluding: e.target.checked }))}
            />
          }
        />
      </Stack>
      {supplier && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {INPUT_TAX_NOTE[input]}
        </Typography>
      )}
      <KeyGrid
        ref={grid}
        label="Purchase lines"
        columns={cols}
        rows={taxed}
        derive={(l) => lineFigures(l, opts)}
        isEmpty={isEmptyDraft}
        errors={errors.cells}
        onEdit={(i, column, text) => {
          change(i, { [column]: text } as Partial<PurchaseDraft>);
          // A message on the cell goes once the cell is typed in again.
          setErrors((e) =>
            e.cells[`${i}:${column}`] ? { ...e, cells: { ...e.cells, [`${i}:${column}`]: '' } } : e,
          );
        }}
        onRefuse={(i, column, message) =>
          setErrors((e) => ({ ...e, cells: { ...e.cells, [`${i}:${column}`]: message } }))
        }
        onPick={(i, _column, option) => {
          const item = items.find((it) => it.ItemId === option.id);
          if (item) setLines((ls) => ls.map((l, j) => (j === i ? withPurchaseItem(l, item) : l)));
        }}
        onClear={(i) =>
          setLines((ls) => ls.map((l, j) => (j === i ? { ...emptyDraft(), key: l.key } : l)))
        }
        onAddRow={() => setLines((ls) => [...ls, emptyDraft()])}
        onRemoveRow={(i) => setLines((ls) => (ls.length > 1 ? ls.filter((_, j) => j !== i) : ls))}
        onDone={() => document.getElementById('pur-Narration')?.focus()}
      />
      <TotalInSight
        box={totalsBox}
        label="Purchase total"
        lines={lines.filter((l) => !isEmptyDraft(l)).length}
        figures={[
          { label: 'Taxable', paise: totals.taxable },
          { label: 'Input Tax', paise: totals.tax },
          { label: 'Round Off', paise: totals.roundOff, signed: true },
          { label: 'Total', paise: totals.total, strong: true },
        ]}
      />
      <Stack direction="row" spacing={4} sx={{ mt: 2, alignItems: 'flex-start' }}>
        <TextField
          id="pur-Narration"
          label="Narration"
          size="small"
          multiline
          minRows={2}
          sx={{ width: 360 }}
          value={header.Narration}
          onChange={(e) => setHeader((h) => ({ ...h, Narration: e.target.value }))}
          // The last field: Enter asks Tally's Accept?, Shift+Enter starts a new line.
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.shiftKey || e.ctrlKey || e.altKey) return;
            e.preventDefault();
            if (!busy) setAccepting(true);
          }}
        />
        <Box
          component="dl"
          ref={totalsBox}
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto auto',
            columnGap: 2,
            '& dd': { m: 0, textAlign: 'right' },
          }}
          aria-label="Totals"
        >
          <dt>Taxable</dt>
          <dd>{money(totals.taxable)}</dd>
          {interState ? (
            <>
              <dt>Input IGST</dt>
              <dd>{money(totals.igst)}</dd>
            </>
          ) : (
            <>
              <dt>Input CGST</dt>
              <dd>{money(totals.cgst)}</dd>
              <dt>Input SGST</dt>
              <dd>{money(totals.sgst)}</dd>
            </>
          )}
          <dt>Round Off</dt>
          <dd>{money(totals.roundOff)}</dd>
          <dt>
            <strong>Total</strong>
          </dt>
          <dd>
            <strong>{money(totals.total)}</strong>
          </dd>
        </Box>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {editing ? `Update purchase ${editing.PurchaseNo} (Ctrl+A)` : 'Save (Ctrl+A)'}
        </Button>
        {editing && (
          <Button color="error" onClick={() => setCancelling(true)} disabled={busy}>
            Cancel purchase
          </Button>
        )}
        {editing && (
          <Button variant="outlined" onClick={() => void history.show(editing.PurchaseID)}>
            History (Alt+H)
          </Button>
        )}
      </Stack>
      <Typography variant="subtitle2" sx={{ mt: 3 }}>
        Recent purchases
      </Typography>
      <Box component="table" sx={LEFT_REPORT_TABLE_SX}>
        <thead>
          <tr>
            <th>No</th>
            <th>Date</th>
            <th>Supplier</th>
            <th>Bill No</th>
            <th>Total</th>
            <th>Status</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {recent.map((r) => (
            <tr key={String(r.PurchaseID)}>
              <td>
                <Link
                  href={`/api/printpurchase/${String(r.PurchaseID)}`}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Print purchase ${String(r.PurchaseNo)}`}
                >
                  {String(r.PurchaseNo)}
                </Link>
              </td>
              <td>{showDate(String(r.PurchaseDate))}</td>
              <td>{String(r.SupplierName ?? '')}</td>
              <td>{String(r.SupplierBillNo ?? '')}</td>
              <td>{money(toScaled(Number(r.BillAmount), 2))}</td>
              <td>{Number(r.DocStatus) === 2 ? 'Cancelled' : 'Active'}</td>
              <td>
                {Number(r.DocStatus) !== 2 && (
                  <Button
                    size="small"
                    onClick={() => void open(Number(r.PurchaseID))}
                    aria-label={`Open purchase ${String(r.PurchaseNo)}`}
                  >
                    Open
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
      {history.dialog}
      <Dialog open={cancelling} onClose={() => setCancelling(false)} aria-labelledby="pur-cancel">
        <DialogTitle id="pur-cancel">Cancel purchase {editing?.PurchaseNo}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            margin="dense"
            label="Reason"
            fullWidth
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void cancelPurchase();
              }
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelling(false)}>Keep it</Button>
          <Button color="error" onClick={() => void cancelPurchase()} disabled={busy}>
            Cancel purchase
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={accepting}
        title="Accept?"
        content="Save this purchase?"
        confirm="Yes"
        cancel="No"
        onConfirm={() => {
          setAccepting(false);
          void save();
        }}
        onClose={() => setAccepting(false)}
      />
      <QuitDialog
        open={quitting}
        what="purchase"
        onLeave={() => {
          setQuitting(false);
          leave();
        }}
        onStay={() => setQuitting(false)}
      />
    </Box>
  );
}
