import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ChoiceField } from '../../components/ChoiceField';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Title } from 'react-admin';
import { hasAtMostDecimals, VAN_ITEMS_INVALID, vanLoad } from '../../../../resources';
import { failureText, fieldErrorsOf, isNoResponse } from '../../api/http';
import { showDate } from '../../components/typedDate';
import { KeyGrid, type GridColumn, type KeyGridHandle } from '../../components/grid/KeyGrid';
import type { PickOption } from '../../components/grid/usePicker';
import { readSession } from '../../session';
import { DayField, useDay } from './DayField';
import { newIdempotencyKey, vanApi, type Named, type SheetRow } from './vanApi';
import { useDocumentHistory } from '../../components/DocumentHistory';
import { FormKeys, isHistoryKey, isSaveKey } from '../../components/formKeys';
import { useFleetingNotice } from './useFleetingNotice';
import { VanMessages } from './VanMessages';
import { VAN_BAR_SX } from './vanBar';
import { useUnsavedWork } from '../../components/unsavedWork';
import { useEscapeBack } from '../../components/leaveScreen';

interface Row {
  key: string;
  ItemID: number | null;
  code: string;
  name: string;
  stock: string;
  /** What the godown the sheet loads from holds, as read ('' for a row typed in). */
  inGodown: string;
}

let nextKey = 0;
const emptyRow = (): Row => ({
  key: `r${nextKey++}`,
  ItemID: null,
  code: '',
  name: '',
  stock: '',
  inGodown: '',
});
const rowOf = (r: SheetRow): Row => ({
  key: `r${nextKey++}`,
  ItemID: r.ItemID,
  code: r.ItemCode,
  name: r.ItemName,
  stock: r.Stock ? String(r.Stock) : '0',
  inGodown: String(r.InGodown ?? 0),
});

/** Spec 9: stock is a number, at least 0, in steps of 0.01. */
function stockError(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  if (!Number.isFinite(n)) return 'Stock must be a number.';
  if (n < 0) return 'Stock must be at least 0.';
  if (!hasAtMostDecimals(n, 2)) return 'Stock can have at most 2 decimals.';
  return undefined;
}

const COLUMNS = (options: readonly PickOption[]): GridColumn<Row>[] => [
  {
    key: 'item',
    label: 'Item',
    width: 340,
    edit: 'picker',
    options,
    value: (r) => r.name,
    afterPick: 'stock',
    // Enter goes down the Stock column past rows that carry their item; a new row's item is typed.
    enterSkips: (r) => r.ItemID !== null,
  },
  { key: 'code', label: 'Code', width: 120, value: (r) => r.code },
  // What is left to load: the godown's stock, after this sheet's own loading once it is saved.
  { key: 'inGodown', label: 'In Godown', width: 120, numeric: true, value: (r) => r.inGodown },
  {
    key: 'stock',
    label: 'Stock',
    width: 120,
    numeric: true,
    edit: 'number',
    value: (r) => r.stock,
  },
];

/**
 * Van loading (/Vanloding, spec 3): branch, vehicle, date and sheet; View Stock loads the
 * vehicle's sheet for the date (or every item at 0) into the keyboard grid and enables Update.
 * Items are found by typing their name or code, and the quick filter narrows the list.
 */
export default function VanLoadingPage() {
  const session = readSession();
  const [branches, setBranches] = useState<Named[]>([]);
  const [vehicles, setVehicles] = useState<Named[]>([]);
  const [branch, setBranch] = useState<number | ''>(
    session.BranchId ? Number(session.BranchId) : '',
  );
  const [vehicle, setVehicle] = useState<number | ''>('');
  const day = useDay();
  const [sheetNo, setSheetNo] = useState<number | null>(null);
  const [viewed, setViewed] = useState<{
    SheetID: number | null;
    VanLoadID: number | null;
    Settled: boolean;
  } | null>(null);
  const history = useDocumentHistory(vanLoad);
  const [rows, setRows] = useState<Row[]>([]);
  // The sheet as read: Esc, F-keys and Go To ask 'Quit?' once the rows differ from it.
  const [loadedAs, setLoadedAs] = useState('[]');
  useUnsavedWork(rows.length > 0 && JSON.stringify(rows) !== loadedAs, 'van sheet');
  useEscapeBack();
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState<'' | 'view' | 'submit' | 'update'>('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useFleetingNotice();
  const grid = useRef<KeyGridHandle>(null);
  const page = useRef<HTMLDivElement>(null);
  const [key, setKey] = useState(() => newIdempotencyKey('van'));

  useEffect(() => {
    vanApi.branches().then(setBranches, () => setBranches([]));
    vanApi.nextSheet().then(setSheetNo, () => setSheetNo(null));
  }, []);
  useEffect(() => {
    setVehicle('');
    if (branch) vanApi.vehiclesOf(branch).then(setVehicles, () => setVehicles([]));
    else setVehicles([]);
  }, [branch]);

  const options = useMemo<PickOption[]>(
    () => rows.filter((r) => r.ItemID).map((r) => ({ id: r.ItemID!, code: r.code, name: r.name })),
    [rows],
  );
  const shown = useMemo(() => {
    const t = filter.trim().toLowerCase();
    return t
      ? rows.filter(
          (r) => !r.ItemID || r.name.toLowerCase().includes(t) || r.code.toLowerCase().includes(t),
        )
      : rows;
  }, [rows, filter]);
  const errors = useMemo(() => {
    const out: Record<string, string> = {};
    shown.forEach((r, i) => {
      const e = stockError(r.stock);
      if (e) out[`${i}:stock`] = e;
    });
    return out;
  }, [shown]);
  const columns = useMemo(() => COLUMNS(options), [options]);
  const ready = Boolean(branch && vehicle && day.iso);

  const edit = (index: number, change: (r: Row) => Row) => {
    const target = shown[index]?.key;
    setRows((all) => all.map((r) => (r.key === target ? change(r) : r)));
  };

  /** Reads the vehicle's sheet for the date into the grid; answers its number, null when new. */
  const read = async () => {
    const sheet = await vanApi.sheet(Number(branch), Number(vehicle), day.iso!);
    const shown = sheet.rows.length ? sheet.rows.map(rowOf) : [emptyRow()];
    setRows(shown);
    setLoadedAs(JSON.stringify(shown));
    setViewed({ SheetID: sheet.SheetID, VanLoadID: sheet.VanLoadID, Settled: sheet.Settled });
    if (sheet.SheetID === null) setSheetNo(await vanApi.nextSheet());
    return sheet.SheetID;
  };

  // The Stock cell the cursor goes to once the grid shows the rows just set. A timer could fire
  // before React has drawn them (the sheet's grid appears only with the sheet), leaving the
  // cursor on the date; an effect runs after they are on the screen.
  const [cursorTo, setCursorTo] = useState<number | null>(null);
  useEffect(() => {
    if (cursorTo === null || !grid.current) return;
    grid.current.focusCell(cursorTo, 'stock');
    setCursorTo(null);
  }, [cursorTo, viewed, shown]);

  const view = async () => {
    if (!ready || busy) return;
    setBusy('view');
    setError('');
    try {
      await read();
      setCursorTo(0);
    } catch (e) {
      setError(failureText(e, 'Error fetching data'));
    } finally {
      setBusy('');
    }
  };

  // Another date is another sheet: the one shown must not be saved under it.
  const shownDay = useRef(day.iso);
  useEffect(() => {
    if (shownDay.current === day.iso) return;
    shownDay.current = day.iso;
    setRows([]);
    setViewed(null);
  }, [day.iso]);

  const save = async (mode: 'submit' | 'update') => {
    if (!ready || busy || !viewed) return;
    const typed = grid.current?.unpicked();
    if (typed) {
      // Typed into an item cell and never picked: saving would drop it without a word.
      const had = shown[typed.index]?.name;
      return setError(
        `Item ${typed.index + 1}: ${typed.text.trim() ? `'${typed.text}' is not picked` : 'is emptied'}. ` +
          `Pick an item from the list with Enter, or press Esc to keep ${had ? `'${had}'` : 'the row empty'}.`,
      );
    }
    if (Object.keys(errors).length)
      return setError(`Error transferring stock: ${Object.values(errors)[0]}`);
    const Items = rows
      .filter((r) => r.ItemID)
      .map((r) => ({ ItemID: r.ItemID, Stock: r.stock.trim() === '' ? 0 : Number(r.stock) }));
    if (!Items.some((i) => i.Stock > 0)) return setError(VAN_ITEMS_INVALID);
    setBusy(mode);
    setError('');
    const body = {
      BranchID: branch,
      VanID: vehicle,
      VanDate: day.iso,
      Items,
      ...(mode === 'update' && viewed.SheetID ? { SheetID: viewed.SheetID } : {}),
    };
    try {
      const answer =
        mode === 'submit' ? await vanApi.insertSheet(body, key) : await vanApi.updateSheet(body);
      setKey(newIdempotencyKey('van'));
      // The sheet stays in sight as saved, with its number; the cursor goes to the next vehicle.
      const saved = await read().catch(() => viewed.SheetID);
      setNotice(`${saved ? `Sheet ${saved}: ` : ''}${answer.message ?? ''}`);
      setSheetNo(await vanApi.nextSheet().catch(() => null));
      page.current?.querySelector<HTMLInputElement>('input[name="van-vehicle"]')?.focus();
    } catch (e) {
      setError(
        isNoResponse(e)
          ? 'Failed to transfer stock'
          : `Error transferring stock: ${failureText(e, 'Failed to transfer stock')}`,
      );
      // The cursor to the stock the server refused: Items[1].Stock is the second item the sheet
      // keeps (those above 0), as the server numbers them.
      const refused = Object.keys(fieldErrorsOf(e) ?? {})
        .map((k) => /^Items\[(\d+)\]\.Stock$/.exec(k))
        .find(Boolean);
      const kept = Items.filter((i) => i.Stock > 0);
      const at = refused
        ? shown.findIndex((r) => r.ItemID === kept[Number(refused[1])]?.ItemID)
        : -1;
      if (at >= 0) grid.current?.focusCell(at, 'stock');
    } finally {
      setBusy('');
    }
  };

  const clear = () => {
    setRows([]);
    setViewed(null);
    setFilter('');
    setError('');
  };

  const onKeys = (e: KeyboardEvent) => {
    if (history.open) return;
    if (isSaveKey(e) && viewed) {
      e.preventDefault();
      void save(viewed.SheetID ? 'update' : 'submit');
    } else if (isHistoryKey(e) && viewed?.VanLoadID) {
      // Alt+H, as on the invoice: every version of the saved sheet.
      e.preventDefault();
      void history.show(viewed.VanLoadID);
    }
  };

  const exists = viewed?.SheetID !== null && viewed !== null;
  return (
    <Paper ref={page} sx={{ p: 2, mt: 2 }} onKeyDown={onKeys}>
      <Title title="Van Loading" />
      <Typography variant="h6" gutterBottom>
        Van Loading
      </Typography>
      {/* Branch, vehicle and date by the keys: Enter moves on, and on the date shows the stock. */}
      <FormKeys
        sx={VAN_BAR_SX}
        onSave={() => {
          // Enter on the date: the sheet, or back into the one shown (its edits kept).
          if (busy) return;
          if (viewed) {
            if (!viewed.Settled) grid.current?.focusCell(0, 'stock');
          } else if (ready) void view();
        }}
      >
        <ChoiceField<number>
          name="van-branch"
          label="Branch"
          sx={{ width: 220 }}
          value={branch}
          options={branches}
          onChange={(v) => {
            setBranch(v ?? '');
            clear();
          }}
        />
        <ChoiceField<number>
          name="van-vehicle"
          label="Vehicle"
          sx={{ width: 200 }}
          value={vehicle}
          options={vehicles}
          onChange={(v) => {
            setVehicle(v ?? '');
            clear();
          }}
        />
        <DayField id="van-date" label="Date" day={day} />
        <TextField
          id="van-sheet"
          label={exists ? 'Sheet' : 'Next sheet'}
          size="small"
          sx={{ width: 110 }}
          value={exists ? viewed.SheetID : (sheetNo ?? '')}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Button variant="outlined" onClick={() => void view()} disabled={!ready || Boolean(busy)}>
          {busy === 'view' ? 'Loading...' : 'View Stock'}
        </Button>
      </FormKeys>
      <VanMessages error={error} notice={notice} />
      {viewed?.Settled && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This vehicle's day is settled: reopen the settlement to change the sheet.
        </Alert>
      )}
      {viewed && (
        <>
          {!viewed.Settled && (
            <Typography variant="body2" sx={{ mb: 1 }}>
              {exists
                ? `Sheet ${viewed.SheetID} loads this vehicle on ${showDate(day.iso!)}: saving again updates it (one sheet per vehicle and date).`
                : 'No sheet yet for this vehicle and date: Submit (Ctrl+S) saves a new one.'}
            </Typography>
          )}
          <TextField
            id="van-filter"
            label="Filter items"
            size="small"
            sx={{ width: 300, mb: 1 }}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
          <KeyGrid<Row, undefined>
            ref={grid}
            label="Van stock"
            columns={columns}
            rows={shown}
            derive={() => undefined}
            isEmpty={(r) => !r.ItemID}
            errors={errors}
            readOnly={viewed.Settled}
            onEdit={(i, _c, text) => edit(i, (r) => ({ ...r, stock: text }))}
            onPick={(i, _c, o) => {
              const at = shown.findIndex((r) => r.ItemID === o.id);
              if (at >= 0 && at !== i) {
                // Already listed: go to its stock rather than listing it twice.
                const blank = shown[i].key;
                setRows((all) => all.filter((r) => r.key !== blank || r.ItemID));
                setCursorTo(at);
                return;
              }
              edit(i, (r) => ({ ...r, ItemID: o.id, code: o.code ?? '', name: o.name }));
            }}
            onClear={(i) => edit(i, (r) => ({ ...emptyRow(), key: r.key }))}
            onAddRow={() => setRows((all) => [...all, emptyRow()])}
            onRemoveRow={(i) => {
              const gone = shown[i].key;
              setRows((all) => all.filter((r) => r.key !== gone));
            }}
          />
        </>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button
          variant="contained"
          onClick={() => void save('submit')}
          disabled={!viewed || exists || viewed.Settled || Boolean(busy)}
        >
          {busy === 'submit' ? 'Submitting...' : 'Submit'}
        </Button>
        <Button
          variant="contained"
          onClick={() => void save('update')}
          disabled={!viewed || !exists || viewed.Settled || Boolean(busy)}
        >
          {busy === 'update' ? 'Updating...' : 'Update'}
        </Button>
        <Button
          variant="outlined"
          onClick={() => viewed?.VanLoadID && void history.show(viewed.VanLoadID)}
          disabled={!viewed?.VanLoadID}
        >
          History (Alt+H)
        </Button>
        <Button onClick={clear} disabled={Boolean(busy)}>
          Clear
        </Button>
      </Box>
      {history.dialog}
    </Paper>
  );
}
