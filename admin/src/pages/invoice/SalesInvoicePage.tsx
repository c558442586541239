import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { HttpError, Title, useNotify } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  BILL_MODES,
  DOC_STATUS,
  financialYearLabel,
  formatIndian,
  formatQty,
  placeOfSupply,
  salesInvoice,
  toScaled,
  unitPriceAboveMrp,
  type AnyRecord,
  B2B_NEEDS_GSTIN,
  customerTypeRefusal,
} from '../../../../resources';
import { INVOICE_TYPES, invoicePrefix } from '../../../../resources/invoiceSeries';
import { failureText, fieldErrorsOf } from '../../api/http';
import { KeyGrid, type KeyGridHandle } from '../../components/grid/KeyGrid';
import { TypeAheadField } from '../../components/grid/TypeAheadField';
import type { PickOption } from '../../components/grid/usePicker';
import { BAD_DATE, parseTypedDate, showDate } from '../../components/typedDate';
import { readSession } from '../../session';
import { HistoryDialog } from '../../components/DocumentHistory';
import { CancelDialog } from './CancelDialog';
import {
  invoiceApi,
  printUrl,
  type BillNoPreview,
  type Series,
  type StockPlace,
} from './invoiceApi';
import { invoiceColumns, itemOptions } from './invoiceColumns';
import { billFigures, lineFigures, scaledOf } from '../../components/documentLines';
import {
  emptyLine,
  emptyLines,
  isEmptyLine,
  INVOICE_CELL_OF,
  invoiceLinesToSend,
  lineFromSaved,
  withBatch,
  withBatches,
  withItem,
  type BillingItem,
  type LineDraft,
} from './invoiceLines';
import { InvoiceTotals } from './InvoiceTotals';
import { TotalInSight } from '../../components/TotalInSight';
import { firstErrorPlace, placeErrors } from '../../components/documentLines';
import { CustomerQuickCreate, ItemQuickCreate } from './QuickCreate';
import { useInvoiceSetup } from './useInvoiceSetup';
import { isSaveKey } from '../../components/formKeys';
import { NATIVE_SELECT_SLOTS } from '../../components/nativeSelect';
import { useFocusSoon } from '../../components/useFocusSoon';
import { useGoBack } from '../../components/goBack';
import { QuitDialog } from '../../components/leaveScreen';
import { usePageKeys } from '../../components/pageKeys';
import { leaveThen, useUnsavedWork } from '../../components/unsavedWork';
import { workingDate, workingYearStart } from '../../api/workingDate';

const FIRST_ROWS = 5;
const B2B = 1;
const B2C = 2;
/** What the form says when the customer picked sets a new bill's type. */
const TYPE_FOR_CUSTOMER: Record<number, string> = {
  [B2B]: 'Form Type is now B2B: this customer has a GSTIN.',
  [B2C]: 'Form Type is now B2C: this customer has no GSTIN.',
};
const NOTICE_MS = 5000;

interface Header {
  InvType: number;
  SID: number | '';
  BillDate: string;
  CustomerID: number | null;
  BillMode: number;
  SalesmanId: number | '';
  BranchId: number | '';
  QuotationId: string;
  SaleOrderId: string;
  Narration: string;
  GSTIncluding: boolean;
}

interface Errors {
  header: Record<string, string>;
  cells: Record<string, string>;
}
const NO_ERRORS: Errors = { header: {}, cells: {} };

/** A new key per form; made from random bytes, as randomUUID is missing on plain-http LAN installs. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `inv-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function freshHeader(keep: Partial<Header> = {}): Header {
  const Empid = Number(readSession().Empid);
  return {
    InvType: 1,
    SID: '',
    BillDate: workingDate(),
    CustomerID: null,
    BillMode: 1,
    SalesmanId: Empid || '',
    BranchId: '',
    QuotationId: '',
    SaleOrderId: '',
    Narration: '',
    GSTIncluding: false,
    ...keep,
  };
}

function headerOf(bill: AnyRecord): Header {
  const id = (v: unknown) => (v === null || v === undefined ? '' : Number(v));
  return {
    InvType: Number(bill.InvType),
    SID: Number(bill.SID),
    BillDate: String(bill.BillDate),
    CustomerID: Number(bill.CustomerID),
    BillMode: Number(bill.BillMode ?? 1),
    SalesmanId: id(bill.SalesmanId),
    BranchId: id(bill.BranchId),
    QuotationId: String(bill.QuotationId ?? ''),
    SaleOrderId: String(bill.SaleOrderId ?? ''),
    Narration: String(bill.Narration ?? ''),
    GSTIncluding: Boolean(bill.GSTIncluding),
  };
}

const padLines = (lines: LineDraft[]) => [
  ...lines,
  ...emptyLines(Math.max(FIRST_ROWS - lines.length, 1)),
];

/** Enter moves through the header in this order; the customer leads into the grid. */
const ENTER_ORDER: Record<string, string> = {
  'inv-InvType': 'inv-SID',
  'inv-SID': 'inv-BillDate',
  'inv-BillDate': 'inv-BillNo',
  'inv-BillNo': 'inv-Customer',
  'inv-QuotationId': 'inv-SaleOrderId',
  'inv-SaleOrderId': 'inv-BillMode',
  'inv-BillMode': 'inv-BranchId',
  'inv-BranchId': 'inv-SalesmanId',
  'inv-SalesmanId': 'inv-GSTIncluding',
  'inv-GSTIncluding': 'inv-Customer',
  'inv-Narration': 'inv-Save',
};
const focusId = (id: string) => document.getElementById(id)?.focus();

/** The header's fields that can carry a message, in screen order, with their elements' ids. */
const HEADER_IDS = [
  ['InvType', 'inv-InvType'],
  ['SID', 'inv-SID'],
  ['BillDate', 'inv-BillDate'],
  ['CustomerID', 'inv-Customer'],
  ['QuotationId', 'inv-QuotationId'],
  ['SaleOrderId', 'inv-SaleOrderId'],
  ['BillMode', 'inv-BillMode'],
  ['BranchId', 'inv-BranchId'],
  ['SalesmanId', 'inv-SalesmanId'],
  ['GSTIncluding', 'inv-GSTIncluding'],
  ['Narration', 'inv-Narration'],
] as const;

/**
 * The sales invoice (issue 11, spec 3 "Sales invoice" and section 4): a header, the keyboard
 * grid and the totals, figured while typing with the functions the server saves with. New at
 * /SalesInvoice; a saved bill at /SalesInvoice/:id, where Update, Cancel, Print and History work.
 */
export function SalesInvoicePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const setup = useInvoiceSetup();
  const [header, setHeader] = useState<Header>(() => freshHeader());
  const [dateText, setDateText] = useState(() => showDate(workingDate()));
  const [lines, setLines] = useState<LineDraft[]>(() => emptyLines(FIRST_ROWS));
  const [items, setItems] = useState<BillingItem[]>([]);
  const [series, setSeries] = useState<Series[]>([]);
  const [preview, setPreview] = useState<BillNoPreview | null>(null);
  const [billNoText, setBillNoText] = useState('');
  const [bill, setBill] = useState<AnyRecord | null>(null);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const focusSoon = useFocusSoon();
  const [busy, setBusy] = useState(false);
  const [lastSaved, setLastSaved] = useState<AnyRecord | null>(null);
  const [dialog, setDialog] = useState<'cancel' | 'history' | 'quit' | null>(null);
  const leave = useGoBack();
  useUnsavedWork(dirty, 'invoice');
  const [versions, setVersions] = useState<AnyRecord[]>([]);
  /** Alt+C in a picker: what is being made, from what text, and (for an item) for which row. */
  const [creating, setCreating] = useState<{
    kind: 'customer' | 'item';
    text: string;
    index: number;
    column: string;
    from: HTMLElement | null;
  } | null>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  /**
   * Who set a new bill's form type: the person (kept, also for the next bill), the customer
   * picked (a GSTIN makes it B2B, none B2C), or else the day's allocated series.
   */
  const typeChosen = useRef(false);
  const typeByCustomer = useRef(false);
  /** Bumped by a new bill that keeps no type: its series and number are asked for afresh. */
  const [seriesAsked, setSeriesAsked] = useState(0);
  const grid = useRef<KeyGridHandle>(null);
  const totalsBox = useRef<HTMLDivElement>(null);
  const readOnly = Number(bill?.DocStatus) === DOC_STATUS.CANCELLED;

  const customer = setup.customers.find((c) => c.PLID === header.CustomerID);
  const supply = placeOfSupply(
    {
      GSTIN: customer?.GSTIN ?? (bill?.GSTIN as string | undefined),
      StateCode: customer?.StateCode,
      Country: customer?.Country,
    },
    setup.company,
  );
  const opts = useMemo(
    () => ({ inclusive: header.GSTIncluding, interState: supply.interState }),
    [header.GSTIncluding, supply.interState],
  );
  const derive = useCallback((l: LineDraft) => lineFigures(l, opts), [opts]);
  const { totals } = useMemo(() => billFigures(lines, opts), [lines, opts]);
  // Lines that would charge more than the MRP printed on the pack (tax included): shown, not refused.
  const aboveMrp = useMemo(
    () =>
      lines.flatMap((l, i) => {
        if (l.ItemID === null || l.MRP === null) return [];
        const mrp = toScaled(l.MRP, 2);
        const unit = unitPriceAboveMrp(derive(l).total, scaledOf(l.Quantity, 3), mrp);
        return unit === null ? [] : [{ row: i + 1, name: l.ItemName, unit, mrp }];
      }),
    [lines, derive],
  );
  // Items asked for beyond what the company holds (all lines of an item together, free quantity
  // too): said on the screen as they are keyed, as Tally warns, before the save is refused for it.
  const aboveStock = useMemo(() => {
    if (bill) return []; // an opened bill's own lines already left the stock shown
    const asked = new Map<number, { row: number; name: string; milli: number; held: number }>();
    lines.forEach((l, i) => {
      if (l.ItemID === null || l.InStock === null) return;
      const milli = scaledOf(l.Quantity, 3) + scaledOf(l.FreeQty, 3);
      const had = asked.get(l.ItemID);
      asked.set(l.ItemID, {
        row: i + 1,
        name: l.ItemName,
        milli: (had?.milli ?? 0) + milli,
        held: l.InStock,
      });
    });
    return [...asked.values()].filter((a) => a.milli > Math.round(a.held * 1000));
  }, [lines, bill]);
  const options = useMemo(() => itemOptions(items), [items]);
  const columns = useMemo(() => invoiceColumns(options), [options]);
  const columnKeys = useMemo(() => columns.map((c) => c.key), [columns]);
  const customerOptions = useMemo<PickOption[]>(
    () =>
      setup.customers.map((c) => ({
        id: c.PLID,
        name: c.LedgerName || String(c.LegalName ?? ''),
        hint: c.GSTIN ?? undefined,
      })),
    [setup.customers],
  );

  const change = (patch: Partial<Header>) => {
    setHeader((h) => ({ ...h, ...patch }));
    setDirty(true);
  };

  const loadItems = useCallback(
    (PLID: number) =>
      invoiceApi.itemsFor(PLID).then(
        (list) => {
          setItems(list);
          return list;
        },
        (e: unknown) => {
          notify(failureText(e, 'Failed to fetch data'), { type: 'error' });
          return [] as BillingItem[];
        },
      ),
    [notify],
  );

  // The series of the form type, and (for a new bill) the one allocated for the date, with its next number.
  useEffect(() => {
    invoiceApi.seriesOf(header.InvType).then(setSeries, () => setSeries([]));
    if (bill) return;
    // Until the person picks a form type, the series allocated for the day says it: a
    // representative given only a B2C series starts on B2C.
    const typed = typeChosen.current || typeByCustomer.current;
    invoiceApi
      .billNo({ InvType: typed ? header.InvType : undefined, BillDate: header.BillDate })
      .then(
        (p) => {
          setPreview(p);
          setBillNoText(String(p.BillNo));
          const InvType = !typed && p.InvType ? Number(p.InvType) : undefined;
          setHeader((h) => ({ ...h, SID: p.SID, ...(InvType ? { InvType } : {}) }));
        },
        (e: unknown) => {
          setPreview(null);
          setHeader((h) => ({ ...h, SID: '' }));
          notify(failureText(e, 'No invoice series found.'), { type: 'warning' });
        },
      );
    // Asked again when the type changes or a bill is closed; not per date keystroke.
  }, [header.InvType, bill, seriesAsked]);

  const refreshPreview = (SID: number) =>
    invoiceApi.billNo({ SID }).then(
      (p) => {
        setPreview(p);
        setBillNoText(String(p.BillNo));
      },
      () => setPreview(null),
    );

  const showBill = useCallback(
    (saved: AnyRecord) => {
      setBill(saved);
      setHeader(headerOf(saved));
      setDateText(showDate(String(saved.BillDate)));
      const savedLines = ((saved.items as AnyRecord[]) ?? []).map(lineFromSaved);
      // Row by row in place of those shown (their keys kept): a cell that has the cursor keeps it.
      setLines((shown) =>
        padLines(savedLines).map((l, i) => (shown[i] ? { ...l, key: shown[i].key } : l)),
      );
      // The Stock column and the batches offered, as for a line keyed in now; the batch billed stays.
      savedLines.forEach((l, i) => {
        if (l.ItemID !== null) void readStock(i, l.ItemID, true);
      });
      setPreview({
        BillNo: Number(saved.BillNo),
        SID: Number(saved.SID),
        Series: String(saved.SeriesName),
        InvoiceNo: String(saved.InvoiceNo),
      });
      setBillNoText(String(saved.BillNo));
      setErrors(NO_ERRORS);
      setDirty(false);
      void loadItems(Number(saved.CustomerID));
    },
    [loadItems],
  );

  /**
   * A fresh bill from `keep`. Its type and series stay as the person chose them (`chosen`);
   * otherwise they are asked for afresh, the ones kept showing meanwhile (a save is never
   * without a series).
   */
  const newBill = useCallback((keep: Partial<Header> = {}, chosen = keep.InvType !== undefined) => {
    typeChosen.current = chosen;
    typeByCustomer.current = false;
    if (!chosen) setSeriesAsked((n) => n + 1);
    setBill(null);
    setHeader(freshHeader(keep));
    setDateText(showDate(keep.BillDate ?? workingDate()));
    setLines(emptyLines(FIRST_ROWS));
    setItems([]);
    setErrors(NO_ERRORS);
    setDirty(false);
    idempotencyKey.current = newIdempotencyKey();
  }, []);

  // A saved bill by its address (the list's Open, the number search); none: a new bill.
  useEffect(() => {
    if (!id) {
      if (bill) {
        // F8 (or New bill) from an open bill: a new one, keyed in from its customer as on arrival.
        newBill();
        focusSoon(() => focusId('inv-Customer'));
      }
      return;
    }
    invoiceApi.one(id).then(
      (saved: AnyRecord) => {
        showBill(saved);
        const cancelled = Number(saved.DocStatus) === DOC_STATUS.CANCELLED;
        focusSoon(() => focusId(cancelled ? 'inv-New' : 'inv-Customer'));
      },
      (e: unknown) => notify(failureText(e, 'Invoice not found.'), { type: 'error' }),
    );
  }, [id]);

  useEffect(() => {
    if (setup.defaultBranch && !bill)
      setHeader((h) => (h.BranchId === '' ? { ...h, BranchId: setup.defaultBranch! } : h));
  }, [setup.defaultBranch]);

  // ----- the grid's edits -----
  const editLine = (index: number, patch: (l: LineDraft) => LineDraft) => {
    setLines((all) => all.map((l, i) => (i === index ? patch(l) : l)));
    setDirty(true);
  };
  /**
   * Where the bill sells from: a bill from a van sells what the van holds, not the godown's too
   * (saleMoves vanSoldFrom). Asked once for the header's date, representative and branch, not
   * once per line.
   */
  const placeAsked = useRef<{ key: string; place: Promise<StockPlace | null> } | null>(null);
  const billPlace = () => {
    const q = {
      BillDate: header.BillDate,
      SalesmanId: header.SalesmanId,
      BranchId: header.BranchId,
    };
    const key = JSON.stringify(q);
    if (placeAsked.current?.key !== key)
      placeAsked.current = {
        key,
        // A failed ask is not kept: the next line asks again.
        place: invoiceApi.placeOf(q).catch(() => {
          if (placeAsked.current?.key === key) placeAsked.current = null;
          return null;
        }),
      };
    return placeAsked.current.place;
  };
  /** A chosen item's batches and stock, for its line: the Stock column and the FEFO batch (none for a saved line). */
  async function readStock(index: number, ItemId: number, saved = false) {
    try {
      const place = await billPlace();
      const [batches, held] = await Promise.all([
        invoiceApi.batchesOf(ItemId, place),
        invoiceApi.inStock(ItemId, place),
      ]);
      setLines((all) =>
        all.map((l, i) => (i === index ? withBatches(l, ItemId, batches, held, saved) : l)),
      );
    } catch {
      // The line still bills without them: the server holds the sale to the stock.
    }
  }
  const gridHandlers = {
    onEdit: (index: number, column: string, text: string) =>
      editLine(index, (l) => ({ ...l, [column]: text })),
    onPick: (index: number, column: string, option: PickOption) => {
      if (column === 'BatchId') return editLine(index, (l) => withBatch(l, option.name, true));
      const item = items.find((i) => i.ItemId === option.id);
      if (!item) return;
      editLine(index, (l) => withItem(l, item));
      void readStock(index, item.ItemId);
    },
    onClear: (index: number, column: string) =>
      editLine(index, (l) =>
        column === 'BatchId'
          ? { ...l, BatchId: '', BatchChosen: false }
          : { ...emptyLine(), key: l.key },
      ),
    onAddRow: () => setLines((all) => [...all, emptyLine()]),
    onRemoveRow: (index: number) => {
      setLines((all) => all.filter((_, i) => i !== index));
      setDirty(true);
    },
    onDone: () => focusId('inv-Narration'),
    onCreate: (index: number, column: string, text: string) => {
      if (!header.CustomerID) {
        notify('Choose the customer first: its prices fill the items.', { type: 'warning' });
        return;
      }
      setCreating({
        kind: 'item',
        text,
        index,
        column,
        from: document.activeElement as HTMLElement | null,
      });
    },
  };

  // ----- saving -----
  const commitDate = (): string | null => {
    const iso = setup.year
      ? parseTypedDate(dateText, setup.year.StartDate)
      : parseTypedDate(dateText, workingYearStart());
    const outside = iso && setup.year && (iso < setup.year.StartDate || iso > setup.year.EndDate);
    if (!iso || outside) {
      setErrors((e) => ({
        ...e,
        header: {
          ...e.header,
          // The server's words: the year is named, so the clerk knows which dates it takes.
          BillDate: outside
            ? `Invoice Date must fall within the financial year ${financialYearLabel(setup.year!.StartDate)}.`
            : BAD_DATE,
        },
      }));
      return null;
    }
    setDateText(showDate(iso));
    if (iso !== header.BillDate) change({ BillDate: iso });
    setErrors((e) => ({ ...e, header: { ...e.header, BillDate: '' } }));
    return iso;
  };

  const save = async () => {
    if (busy || readOnly) return;
    // An opened bill saved unchanged would only add a version with nothing in it.
    if (bill && !dirty) {
      notify('Nothing has changed since the bill was saved.', {
        type: 'info',
        autoHideDuration: NOTICE_MS,
      });
      return;
    }
    const BillDate = commitDate();
    if (!BillDate) {
      // A refused save puts the cursor on the field it names.
      document.getElementById('inv-BillDate')?.focus();
      return;
    }
    const { items: sent, rowOf } = invoiceLinesToSend(
      lines,
      (ItemID) => Number(items.find((i) => i.ItemId === ItemID)?.BatchWise ?? 1) === 1,
    );
    const body: AnyRecord = {
      BillDate,
      InvType: header.InvType,
      SID: header.SID === '' ? null : header.SID,
      CustomerID: header.CustomerID,
      BillMode: header.BillMode,
      SalesmanId: header.SalesmanId === '' ? null : header.SalesmanId,
      BranchId: header.BranchId === '' ? null : header.BranchId,
      QuotationId: header.QuotationId.trim() || null,
      SaleOrderId: header.SaleOrderId.trim() || null,
      Narration: header.Narration.trim() || null,
      GSTIncluding: header.GSTIncluding ? 1 : 0,
      items: sent,
    };
    // Where the person was: the Save button they pressed is disabled while it saves.
    const from = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setBusy(true);
    try {
      if (bill) {
        // The version opened: an edit saved by someone else since is not silently laid over.
        const answer = await invoiceApi.update({
          BillID: bill.BillID,
          Version: bill.Version,
          ...body,
        });
        showBill(answer.data as AnyRecord);
        // The cursor stays in the cell it was in; from a button, on to the customer.
        focusSoon(() => {
          if (!from?.isConnected || from.matches(':disabled')) focusId('inv-Customer');
          else if (from === document.activeElement && from.closest('table.kg')) {
            // The cell now shows the saved figure: entered again, as on arrival, it is selected
            // (a 0 cleared), so what is typed next replaces it instead of running on after it.
            from.blur();
            from.focus();
          }
        });
        notify(String(answer.message), { type: 'success', autoHideDuration: NOTICE_MS });
      } else {
        const answer = await invoiceApi.create(body, idempotencyKey.current);
        const saved = answer.data as AnyRecord;
        setLastSaved(saved);
        notify(String(answer.message), { type: 'success', autoHideDuration: NOTICE_MS });
        // The next bill keeps a type the person chose; one the customer set is asked afresh.
        const chosen = typeChosen.current;
        newBill(
          {
            InvType: header.InvType,
            SID: header.SID,
            BillDate,
            BillMode: header.BillMode,
            SalesmanId: header.SalesmanId,
            BranchId: header.BranchId,
          },
          chosen,
        );
        if (chosen && typeof header.SID === 'number') void refreshPreview(header.SID);
        focusId('inv-Customer');
      }
    } catch (e) {
      const fieldErrors = fieldErrorsOf(e);
      if (fieldErrors) {
        const placed = placeErrors(fieldErrors, rowOf, INVOICE_CELL_OF);
        setErrors(placed);
        // The cursor on what to correct, as Tally puts it back on the field it refused.
        const at = firstErrorPlace(placed, HEADER_IDS, columnKeys);
        focusSoon(() => {
          if (at && 'id' in at) focusId(at.id);
          else if (at) grid.current?.focusCell(at.index, at.column);
          else grid.current?.focusCell(0, 'ItemCode');
        });
      } else focusSoon(() => from?.isConnected && from.focus());
      // Spec 8's words when the server gives none; what was typed stays on the form.
      notify(failureText(e, 'Error submitting data. Please try again.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  // Ctrl+A / Ctrl+S save from anywhere on the form; Esc on an unchanged form goes back.
  // Tally's keys for the open bill: Alt+P prints (the last saved one on a new form), Alt+X cancels, Alt+H shows its history.
  const shortcuts = (key: string) => {
    const printable = bill ?? lastSaved;
    if (key === 'p' && printable) window.open(printUrl(Number(printable.BillID)), '_blank');
    else if (key === 'x' && bill && !readOnly) setDialog('cancel');
    else if (key === 'h' && bill) void openHistory();
    else return false;
    return true;
  };
  /**
   * Tally's Page Up and Page Down: the bill before or after this one in its series (a new bill's
   * Page Up shows the last one saved); Page Down past the last opens a new bill. Typing not
   * saved asks 'Quit?' first.
   */
  const step = async (by: -1 | 1) => {
    if (id && String(bill?.BillID) !== id) return; // the bill asked for is still on its way
    const SID = Number(bill?.SID ?? preview?.SID ?? header.SID);
    const from = Number(bill?.BillNo ?? preview?.BillNo);
    if (!SID || !from || (by > 0 && !bill) || from + by < 1) return;
    const found = await invoiceApi.byNumber(String(from + by), SID).catch(() => undefined);
    if (found) leaveThen(() => void navigate(`/SalesInvoice/${String(found.BillID)}`));
    else if (by > 0) leaveThen(() => void navigate('/SalesInvoice'));
  };
  const latest = useRef({ save, dirty, dialog: dialog ?? creating?.kind, shortcuts, leave });
  latest.current = { save, dirty, dialog: dialog ?? creating?.kind, shortcuts, leave };
  usePageKeys(
    (by) => void step(by),
    () => Boolean(dialog ?? creating?.kind),
  );
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const { save: doSave, dirty: changed, dialog: open } = latest.current;
      if (open) return;
      if (isSaveKey(event)) {
        event.preventDefault();
        void doSave();
      } else if (
        event.altKey &&
        !event.ctrlKey &&
        latest.current.shortcuts(event.key.toLowerCase())
      ) {
        event.preventDefault();
      } else if (event.key === 'Escape' && !event.defaultPrevented) {
        // As on a voucher: changes not saved ask first.
        if (!changed) latest.current.leave();
        else setDialog('quit');
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate, notify]);

  const onHeaderKey = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    if (target.id === 'inv-BillDate') commitDate();
    if (target.id === 'inv-BillNo') {
      event.preventDefault();
      if (preview && billNoText.trim() !== String(preview.BillNo) && billNoText.trim() !== '')
        void search();
      else focusId('inv-Customer');
      return;
    }
    const next = ENTER_ORDER[target.id];
    if (next) {
      event.preventDefault();
      focusId(next);
    }
  };

  const search = async () => {
    try {
      const found = await invoiceApi.byNumber(
        billNoText.trim(),
        header.SID === '' ? undefined : header.SID,
      );
      if (found) void navigate(`/SalesInvoice/${String(found.BillID)}`);
    } catch (e) {
      notify(failureText(e, 'Invoice not found.'), { type: 'error' });
    }
  };

  const pickCustomer = (o: PickOption) => {
    // A customer just made (not yet in this render's list) is left to the save to judge.
    const picked = setup.customers.find((c) => c.PLID === o.id);
    const refusal = picked ? customerTypeRefusal(header.InvType, picked.GSTIN) : null;
    void loadItems(o.id);
    // A new bill whose type the person did not choose takes the customer's: B2B for one with
    // a GSTIN (its buyer's input credit), B2C for one without, where the year has such a
    // series. The form says so and goes on, rather than sending the cursor back up the header.
    const wanted = picked ? (picked.GSTIN?.trim() ? B2B : B2C) : null;
    const seriesFor = wanted === B2B ? setup.hasB2B : setup.hasB2C;
    if (!bill && !typeChosen.current && wanted && wanted !== header.InvType && seriesFor) {
      typeByCustomer.current = true;
      change({ CustomerID: o.id, InvType: wanted });
      setErrors((e) => ({ ...e, header: { ...e.header, CustomerID: '', InvType: '' } }));
      notify(TYPE_FOR_CUSTOMER[wanted], { type: 'info' });
      grid.current?.focusCell(0, 'ItemCode');
      return;
    }
    change({ CustomerID: o.id });
    // Told now, not after the whole bill is keyed: the cursor goes to Form Type to change it.
    setErrors((e) => ({ ...e, header: { ...e.header, CustomerID: refusal ?? '' } }));
    if (refusal) focusSoon(() => focusId('inv-InvType'));
    else grid.current?.focusCell(0, 'ItemCode');
  };

  // ----- Alt+C: a customer or an item made in a small dialog, then chosen -----
  /** The dialog closes first; the focus goes where the person was, or on from what was made. */
  const focusAfterCreating = useRef<(() => void) | null>(null);
  const endCreating = (then?: () => void) => {
    const from = creating?.from;
    focusAfterCreating.current = then ?? (() => from?.focus());
    setCreating(null);
  };
  // Once the dialog is gone from the page; before, its focus trap would take the focus back.
  useEffect(() => {
    const then = focusAfterCreating.current;
    if (creating || !then) return;
    focusAfterCreating.current = null;
    then();
  }, [creating]);
  const customerCreated = async (PLID: number) => {
    await setup.reloadCustomers();
    endCreating(() => pickCustomer({ id: PLID, name: '' }));
  };
  const itemCreated = async (ItemId: number) => {
    const at = creating;
    const list = header.CustomerID ? await loadItems(header.CustomerID) : [];
    const made = list.find((i) => i.ItemId === ItemId);
    if (!at || !made) return endCreating();
    editLine(at.index, (l) => withItem(l, made));
    void readStock(at.index, made.ItemId);
    endCreating(() => grid.current?.focusCell(at.index, 'Quantity'));
  };

  const openHistory = async () => {
    if (!bill) return;
    try {
      setVersions(await invoiceApi.history(Number(bill.BillID)));
      setDialog('history');
    } catch (e) {
      notify(failureText(e, 'Failed to fetch data'), { type: 'error' });
    }
  };

  const cancelBill = async (reason: string) => {
    if (!bill) return;
    try {
      const answer = await invoiceApi.cancel(Number(bill.BillID), reason);
      setDialog(null);
      showBill(answer.data as AnyRecord);
      // The form is read-only now: the cursor on New bill, Enter starts the next one.
      focusSoon(() => focusId('inv-New'));
      notify(String(answer.message), { type: 'success', autoHideDuration: NOTICE_MS });
    } catch (e) {
      notify(failureText(e, 'The invoice could not be cancelled.'), { type: 'error' });
    }
  };

  const clear = () => {
    if (bill) void navigate('/SalesInvoice');
    else
      newBill(
        { InvType: header.InvType, SID: header.SID, BillDate: header.BillDate },
        typeChosen.current,
      );
  };

  const routeName =
    customer?.RootName ?? setup.routes.find((r) => r.id === customer?.RootId)?.name ?? '';
  const he = errors.header;
  const disabled = readOnly;

  // A key in the grid changes the lines only: the header and the footer, MUI fields that are
  // slow to draw, are kept as they were (issue 11 item 7: a key in a 100-line bill stays within
  // a frame). Their handlers that read the state are called through `act`, the latest render's.
  const act = useRef({ onHeaderKey, commitDate, search, save, clear, openHistory });
  act.current = { onHeaderKey, commitDate, search, save, clear, openHistory };
  const headerPane = useMemo(
    () => (
      <Paper sx={{ p: 1.5 }} onKeyDown={(e) => act.current.onHeaderKey(e)}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h1">
            {bill ? `Sales Invoice ${String(bill.InvoiceNo)}` : 'Sales Invoice'}
          </Typography>
          {bill && (
            <Chip
              size="small"
              color={readOnly ? 'error' : 'success'}
              label={
                readOnly
                  ? `Cancelled${bill.CancelReason ? `: ${String(bill.CancelReason)}` : ''}`
                  : 'Active'
              }
            />
          )}
          <Box sx={{ flex: 1 }} />
          <Button component={Link} to="/SalesInvoices" size="small">
            Invoice list
          </Button>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
          <TextField
            id="inv-InvType"
            select
            label="Form Type"
            size="small"
            sx={{ width: 100 }}
            disabled={disabled || Boolean(bill)}
            value={header.InvType}
            slotProps={NATIVE_SELECT_SLOTS}
            error={Boolean(he.InvType)}
            helperText={he.InvType}
            onChange={(e) => {
              const InvType = Number(e.target.value);
              typeChosen.current = true;
              change({ InvType });
              // The customer's GSTIN message follows the type (a B2C bill needs none); another stays.
              setErrors((er) => {
                const shown = er.header.CustomerID ?? '';
                if (!customer || (shown && shown !== B2B_NEEDS_GSTIN)) return er;
                const now = customerTypeRefusal(InvType, customer.GSTIN) ?? '';
                return { ...er, header: { ...er.header, CustomerID: now } };
              });
            }}
          >
            {INVOICE_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </TextField>
          <TextField
            id="inv-SID"
            select
            label="Series"
            size="small"
            sx={{ width: 110 }}
            disabled={disabled || Boolean(bill)}
            value={header.SID}
            slotProps={NATIVE_SELECT_SLOTS}
            error={Boolean(he.SID)}
            helperText={he.SID}
            onChange={(e) => {
              const SID = Number(e.target.value);
              change({ SID });
              void refreshPreview(SID);
            }}
          >
            {header.SID === '' && <option value="" />}
            {series.map((s) => (
              <option key={s.SID} value={s.SID}>
                {s.Series}
              </option>
            ))}
          </TextField>
          <TextField
            id="inv-BillDate"
            label="Invoice Date"
            size="small"
            sx={{ width: 130 }}
            disabled={disabled}
            value={dateText}
            placeholder="DD-MM-YYYY"
            error={Boolean(he.BillDate)}
            helperText={he.BillDate}
            onChange={(e) => {
              setDateText(e.target.value);
              setDirty(true);
            }}
            onBlur={() => act.current.commitDate()}
            onFocus={(e) => e.target.select()}
          />
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <TextField
              id="inv-BillNo"
              label={preview ? `Invoice No (${invoicePrefix(preview.Series)})` : 'Invoice No'}
              size="small"
              sx={{ width: 160 }}
              value={billNoText}
              onChange={(e) => setBillNoText(e.target.value)}
              onFocus={(e) => e.target.select()}
              helperText={bill ? undefined : 'next number; type one and Enter to open it'}
            />
            <Button
              size="small"
              onClick={() => void act.current.search()}
              sx={{ alignSelf: 'flex-start', mt: 0.5 }}
            >
              Search
            </Button>
          </Box>
          <TypeAheadField
            id="inv-Customer"
            label="Customer"
            display={
              customer
                ? customer.LedgerName || String(customer.LegalName ?? '')
                : String(bill?.CustomerName ?? '')
            }
            autoFocus={!id}
            options={customerOptions}
            onPick={pickCustomer}
            error={he.CustomerID || undefined}
            disabled={disabled}
            onCreate={(text) =>
              setCreating({
                kind: 'customer',
                text,
                index: 0,
                column: '',
                from: document.getElementById('inv-Customer'),
              })
            }
            onOtherKey={(e) => {
              if (e.key === 'Enter' && header.CustomerID) {
                e.preventDefault();
                grid.current?.focusCell(0, 'ItemCode');
              }
            }}
          />
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            mt: 1.5,
            '& .ro input': { color: 'text.secondary' },
          }}
        >
          <TextField
            className="ro"
            label="GSTIN"
            size="small"
            sx={{ width: 185 }}
            value={customer?.GSTIN ?? bill?.GSTIN ?? ''}
            slotProps={{ htmlInput: { readOnly: true, tabIndex: -1 } }}
          />
          <TextField
            className="ro"
            label="Address"
            size="small"
            sx={{ width: 260 }}
            value={customer?.Address ?? bill?.Address ?? ''}
            slotProps={{ htmlInput: { readOnly: true, tabIndex: -1 } }}
          />
          <TextField
            className="ro"
            label="Mobile"
            size="small"
            sx={{ width: 120 }}
            value={customer?.Mobile ?? bill?.Mobile ?? ''}
            slotProps={{ htmlInput: { readOnly: true, tabIndex: -1 } }}
          />
          <TextField
            className="ro"
            label="Route"
            size="small"
            sx={{ width: 120 }}
            value={routeName}
            slotProps={{ htmlInput: { readOnly: true, tabIndex: -1 } }}
          />
          <TextField
            className="ro"
            label="Rate"
            size="small"
            sx={{ width: 120 }}
            // A customer without a rate name buys at the MRP (tax included): the field says so.
            value={customer ? String(customer.RateName || 'MRP') : ''}
            slotProps={{ htmlInput: { readOnly: true, tabIndex: -1 } }}
          />
          <TextField
            className="ro"
            label="Place of Supply"
            size="small"
            sx={{ width: 150 }}
            value={supply.code ? `${supply.code}${supply.interState ? ' (IGST)' : ''}` : ''}
            slotProps={{ htmlInput: { readOnly: true, tabIndex: -1 } }}
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
          <TextField
            id="inv-QuotationId"
            label="Quotation No"
            size="small"
            sx={{ width: 130 }}
            disabled={disabled}
            value={header.QuotationId}
            onChange={(e) => change({ QuotationId: e.target.value })}
            error={Boolean(he.QuotationId)}
            helperText={he.QuotationId}
          />
          <TextField
            id="inv-SaleOrderId"
            label="Sale Order No"
            size="small"
            sx={{ width: 130 }}
            disabled={disabled}
            value={header.SaleOrderId}
            onChange={(e) => change({ SaleOrderId: e.target.value })}
            error={Boolean(he.SaleOrderId)}
            helperText={he.SaleOrderId}
          />
          <TextField
            id="inv-BillMode"
            select
            label="Payment Method"
            size="small"
            sx={{ width: 130 }}
            disabled={disabled}
            value={header.BillMode}
            slotProps={NATIVE_SELECT_SLOTS}
            onChange={(e) => change({ BillMode: Number(e.target.value) })}
          >
            {BILL_MODES.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </TextField>
          <TextField
            id="inv-BranchId"
            select
            label="Branch"
            size="small"
            sx={{ width: 150 }}
            disabled={disabled}
            value={header.BranchId}
            slotProps={NATIVE_SELECT_SLOTS}
            onChange={(e) =>
              change({ BranchId: e.target.value === '' ? '' : Number(e.target.value) })
            }
          >
            <option value="" />
            {setup.branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </TextField>
          <TextField
            id="inv-SalesmanId"
            select
            label="Representative"
            size="small"
            sx={{ width: 170 }}
            disabled={disabled}
            value={header.SalesmanId}
            slotProps={NATIVE_SELECT_SLOTS}
            onChange={(e) =>
              change({ SalesmanId: e.target.value === '' ? '' : Number(e.target.value) })
            }
          >
            <option value="" />
            {setup.employees.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </TextField>
          <FormControlLabel
            label="GST Including"
            control={
              <Checkbox
                id="inv-GSTIncluding"
                size="small"
                disabled={disabled}
                checked={header.GSTIncluding}
                onChange={(e) => change({ GSTIncluding: e.target.checked })}
              />
            }
          />
        </Box>
      </Paper>
    ),
    [
      header,
      dateText,
      preview,
      billNoText,
      bill,
      series,
      he,
      disabled,
      customer,
      supply.code,
      supply.interState,
      id,
      routeName,
      customerOptions,
      setup.branches,
      setup.employees,
    ],
  );

  const footerPane = useMemo(
    () => (
      <Paper sx={{ p: 1.5, flex: 1, minWidth: 320 }} onKeyDown={(e) => act.current.onHeaderKey(e)}>
        <TextField
          id="inv-Narration"
          label="Narration"
          size="small"
          fullWidth
          disabled={disabled}
          value={header.Narration}
          onChange={(e) => change({ Narration: e.target.value })}
          error={Boolean(he.Narration)}
          helperText={he.Narration}
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          {!readOnly && (
            <Button
              id="inv-Save"
              variant="contained"
              onClick={() => void act.current.save()}
              disabled={busy}
            >
              {bill ? (busy ? 'Updating...' : 'Update') : busy ? 'Submitting...' : 'Submit'}
            </Button>
          )}
          <Button id="inv-New" onClick={() => act.current.clear()}>
            {bill ? 'New bill' : 'Clear'}
          </Button>
          {bill && (
            <Button onClick={() => window.open(printUrl(Number(bill.BillID)), '_blank')}>
              Print
            </Button>
          )}
          {bill && !readOnly && (
            <Button color="error" onClick={() => setDialog('cancel')}>
              Cancel bill
            </Button>
          )}
          {bill && <Button onClick={() => void act.current.openHistory()}>History</Button>}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Ctrl+A or Ctrl+S saves · Alt+P prints · Alt+X cancels · Alt+H history · Enter moves on ·
          Esc leaves a list, or the screen when nothing changed · PgUp / PgDn: the bill before or
          after · F8 opens a new invoice
        </Typography>
        {lastSaved && !bill && (
          <Alert
            severity="success"
            sx={{ mt: 1 }}
            action={
              <Button
                size="small"
                onClick={() => window.open(printUrl(Number(lastSaved.BillID)), '_blank')}
              >
                Print {String(lastSaved.InvoiceNo)}
              </Button>
            }
          >
            Saved {String(lastSaved.InvoiceNo)} for{' '}
            {formatIndian(toScaled(Number(lastSaved.BillAmount), 2))}
          </Alert>
        )}
      </Paper>
    ),
    [header.Narration, he.Narration, disabled, readOnly, bill, busy, lastSaved],
  );

  return (
    <Box sx={{ p: 1 }}>
      <Title title="Sales Invoice" />
      {setup.loaded && !setup.company.GSTIN && (
        // Rule 46: a tax invoice carries the seller's GSTIN. Sign-up does not ask for it.
        <Alert severity="warning" sx={{ mb: 1 }}>
          The company has no GSTIN, so its bills print without one, which a tax invoice must carry.
          Enter it under Company, Company License.
        </Alert>
      )}
      {headerPane}

      <Paper sx={{ p: 1, mt: 1 }}>
        {!header.CustomerID && !bill && (
          <Typography variant="caption" color="text.secondary">
            Choose the customer first: its prices fill the items.
          </Typography>
        )}
        <KeyGrid<LineDraft, ReturnType<typeof lineFigures>>
          ref={grid}
          label="Invoice lines"
          columns={columns}
          rows={lines}
          derive={derive}
          isEmpty={isEmptyLine}
          errors={errors.cells}
          readOnly={readOnly}
          {...gridHandlers}
        />
        {aboveStock.length > 0 && !readOnly && (
          <Alert severity="warning" sx={{ mt: 1 }} aria-label="Above stock">
            {aboveStock.map((a) => (
              <div key={a.row}>
                Line {a.row} ({a.name}): {formatQty(a.milli)} asked, only{' '}
                {formatQty(Math.round(a.held * 1000))} in stock.
              </div>
            ))}
          </Alert>
        )}
        {aboveMrp.length > 0 && !readOnly && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {aboveMrp.map((a) => (
              <div key={a.row}>
                Line {a.row} ({a.name}): {formatIndian(a.unit)} a unit with tax is above its MRP of{' '}
                {formatIndian(a.mrp)}.
              </div>
            ))}
          </Alert>
        )}
      </Paper>
      <TotalInSight
        box={totalsBox}
        label="Bill total"
        lines={lines.filter((l) => !isEmptyLine(l)).length}
        figures={[
          { label: 'Sub Total', paise: totals.taxable },
          { label: 'Tax', paise: totals.tax },
          { label: 'Round Off', paise: totals.roundOff, signed: true },
          { label: 'Total Amount', paise: totals.total, strong: true },
        ]}
      />

      <Box sx={{ display: 'flex', gap: 2, mt: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {footerPane}
        <Paper sx={{ p: 1.5 }} ref={totalsBox}>
          <InvoiceTotals totals={totals} interState={supply.interState} />
        </Paper>
      </Box>

      {bill && (
        <CancelDialog
          invoiceNo={String(bill.InvoiceNo)}
          open={dialog === 'cancel'}
          onConfirm={cancelBill}
          onClose={() => setDialog(null)}
        />
      )}
      <HistoryDialog
        doc={salesInvoice}
        versions={versions}
        open={dialog === 'history'}
        onClose={() => setDialog(null)}
      />
      <QuitDialog
        open={dialog === 'quit'}
        what="invoice"
        onLeave={() => {
          setDialog(null);
          leave();
        }}
        onStay={() => setDialog(null)}
      />
      {creating?.kind === 'customer' && (
        <CustomerQuickCreate
          text={creating.text}
          onCreated={customerCreated}
          onClose={() => endCreating()}
        />
      )}
      {creating?.kind === 'item' && (
        <ItemQuickCreate
          text={creating.text}
          byCode={creating.column === 'ItemCode'}
          rateId={customer?.RateId ?? null}
          onCreated={itemCreated}
          onClose={() => endCreating()}
          onFailure={(e) => {
            notify(failureText(e, 'Failed to fetch data'), { type: 'error' });
            endCreating();
          }}
        />
      )}
    </Box>
  );
}

export default SalesInvoicePage;
