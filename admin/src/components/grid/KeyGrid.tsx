import Box from '@mui/material/Box';
import {
  forwardRef,
  memo,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { PICKLIST_SX, usePicker, type PickOption } from './usePicker';

/**
 * One column of a keyboard grid. Without `edit` the cell is computed and read-only (it is not
 * a stop for the keys). `value` is what the cell shows, from the row and what `derive` made of it.
 */
export interface GridColumn<R, D = undefined> {
  key: string;
  label: string;
  /** Pixels; a column without one takes the width the others leave, and at least `minWidth`. */
  width?: number;
  minWidth?: number;
  numeric?: boolean;
  edit?: 'text' | 'number' | 'picker';
  value(row: R, derived: D): string;
  /** Picker columns: the choices (the same for every row, or each row's own), and where the keys go after a choice (default: the next cell). */
  options?: readonly PickOption[] | ((row: R) => readonly PickOption[]);
  afterPick?: string;
  /** Enter passes over this row's cell (the arrows, Tab and a click still reach it): a van sheet's item, already on its row. */
  enterSkips?(row: R): boolean;
  /** Why Enter cannot take what this row's cell holds (an expiry that is no date), or null: Enter stays and says so (onRefuse). */
  refuses?(row: R): string | null;
}

export interface KeyGridProps<R extends { key: string }, D> {
  label: string;
  columns: readonly GridColumn<R, D>[];
  rows: readonly R[];
  derive(row: R): D;
  isEmpty(row: R): boolean;
  onEdit(index: number, column: string, text: string): void;
  onPick(index: number, column: string, option: PickOption): void;
  /** A picker cell was emptied: the row forgets its choice (for the invoice's item, the whole row). */
  onClear(index: number, column: string): void;
  /** Absent: the grid has the rows it was given, and Enter past its last cell leaves the grid. */
  onAddRow?(): void;
  onRemoveRow(index: number): void;
  /**
   * Enter on the first cell of an empty row: the lines are done (the invoice goes to its
   * narration). In a grid that adds no rows, also Enter past its last cell; without it that
   * Enter is left to the form around the grid, which moves on.
   */
  onDone?(): void;
  /** Alt+C in a picker cell. */
  onCreate?(index: number, column: string, text: string): void;
  /** Enter refused on a cell (its column's `refuses`): the message to show on it. */
  onRefuse?(index: number, column: string, message: string): void;
  /** Messages by `${index}:${column}` (a server's answer), shown on their cells. */
  errors?: Readonly<Record<string, string>>;
  readOnly?: boolean;
}

export interface KeyGridHandle {
  focusCell(index: number, column?: string): void;
  /** Text typed into the focused picker cell and not picked (nor put back with Esc), if any. */
  unpicked(): { index: number; column: string; text: string } | null;
}

const CELL = '[data-col]';

/**
 * The keyboard grid of every document with lines (ARCHITECTURE.md). Spec 3 section 4: arrows
 * and Enter move between cells; Enter on the last cell goes to the next row's first cell (or
 * the first that Enter does not pass over), adding a row when there is none; moving up from an empty row removes it; a cell showing 0
 * clears when it is focused. Rows are memoised, so a keystroke re-renders its own row only.
 */
function KeyGridInner<R extends { key: string }, D>(
  props: KeyGridProps<R, D>,
  ref: Ref<KeyGridHandle>,
) {
  const { label, columns, rows, derive, errors, readOnly } = props;
  const table = useRef<HTMLTableElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const pending = useRef<{ index: number; column: string } | null>(null);
  const stops = columns.filter((c) => c.edit).map((c) => c.key);

  const focusCell = useCallback((index: number, column?: string) => {
    const col = column ?? latest.current.columns.find((c) => c.edit)?.key;
    const el = table.current?.querySelector<HTMLInputElement>(
      `input[data-row="${index}"][data-col="${col}"]`,
    );
    if (el) {
      el.focus();
      el.select();
    } else if (col) pending.current = { index, column: col };
  }, []);
  const unpicked = useCallback(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLInputElement) || el.getAttribute('role') !== 'combobox') return null;
    if (!table.current?.contains(el) || !el.matches(CELL)) return null;
    const p = latest.current;
    const index = Number(el.dataset.row);
    const column = el.dataset.col!;
    const c = p.columns.find((col) => col.key === column);
    const row = p.rows[index];
    if (!c || !row) return null;
    return el.value === c.value(row, p.derive(row)) ? null : { index, column, text: el.value };
  }, []);
  useImperativeHandle(ref, () => ({ focusCell, unpicked }), [focusCell, unpicked]);

  // A row added or removed by a key is drawn after the key: focus its cell once it exists.
  useLayoutEffect(() => {
    const want = pending.current;
    if (!want) return;
    pending.current = null;
    focusCell(want.index, want.column);
  });

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableElement>) => {
      const target = event.target as HTMLInputElement;
      if (!target.matches?.(CELL) || event.defaultPrevented) return;
      const p = latest.current;
      const index = Number(target.dataset.row);
      const column = target.dataset.col!;
      const keys = p.columns.filter((c) => c.edit).map((c) => c.key);
      const at = keys.indexOf(column);
      const atStart =
        (target.selectionStart === 0 && target.selectionEnd === 0) ||
        (target.selectionStart === 0 && target.selectionEnd === target.value.length);
      const atEnd = target.selectionEnd === target.value.length;
      const move = (i: number, c: string) => {
        event.preventDefault();
        focusCell(i, c);
      };
      switch (event.key) {
        case 'Enter': {
          if (at === 0 && p.isEmpty(p.rows[index]) && p.onDone) {
            event.preventDefault();
            p.onDone();
            return;
          }
          // What the cell holds cannot be taken: the cursor stays, with the reason on the cell.
          const refusal = p.columns.find((c) => c.key === column)?.refuses?.(p.rows[index]);
          if (refusal) {
            event.preventDefault();
            p.onRefuse?.(index, column, refusal);
            return;
          }
          // The next cell in reading order that Enter stops at; past the last row, a new row.
          const skips = (i: number, k: string) =>
            p.columns.find((c) => c.key === k)?.enterSkips?.(p.rows[i]) === true;
          const inRow = keys.slice(at + 1).find((k) => !skips(index, k));
          if (inRow) return move(index, inRow);
          for (let i = index + 1; i < p.rows.length; i++) {
            const k = keys.find((c) => !skips(i, c));
            if (k) return move(i, k);
          }
          if (!p.onAddRow) {
            if (!p.onDone) return;
            event.preventDefault();
            p.onDone();
            return;
          }
          p.onAddRow();
          return move(p.rows.length, keys[0]);
        }
        case 'ArrowRight':
          if (atEnd && at < keys.length - 1) move(index, keys[at + 1]);
          return;
        case 'ArrowLeft':
          if (atStart && at > 0) move(index, keys[at - 1]);
          return;
        case 'ArrowDown':
          if (index + 1 < p.rows.length) move(index + 1, column);
          return;
        case 'ArrowUp': {
          if (index === 0) return;
          if (p.isEmpty(p.rows[index]) && p.rows.length > 1) p.onRemoveRow(index);
          return move(index - 1, column);
        }
        default:
      }
    },
    [focusCell],
  );

  const onCellEvent = useCallback<CellEvents['onCellEvent']>((kind, index, column, payload) => {
    const p = latest.current;
    if (kind === 'edit') p.onEdit(index, column, payload as string);
    else if (kind === 'clear') p.onClear(index, column);
    else if (kind === 'create') p.onCreate?.(index, column, payload as string);
    else {
      p.onPick(index, column, payload as PickOption);
      const keys = p.columns.filter((c) => c.edit).map((c) => c.key);
      const after =
        p.columns.find((c) => c.key === column)?.afterPick ??
        keys[keys.indexOf(column) + 1] ??
        column;
      // The row takes the item on this render; its next cell is focused after it.
      pending.current = { index, column: after };
    }
  }, []);

  return (
    <Box sx={{ overflowX: 'auto', ...GRID_SX }}>
      <table
        ref={table}
        className="kg"
        aria-label={label}
        onKeyDown={onKeyDown}
        style={{ minWidth: minWidthOf(columns) }}
      >
        <thead>
          <tr>
            <th className="kg-no">#</th>
            {columns.map((c) => (
              <th
                key={c.key}
                style={{ width: c.width }}
                className={c.numeric ? 'kg-num' : undefined}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <GridRow
              key={row.key}
              row={row}
              index={index}
              columns={columns as readonly GridColumn<unknown, unknown>[]}
              derive={derive as (r: unknown) => unknown}
              errors={errorsOfRow(errors, index)}
              readOnly={readOnly}
              stops={stops.length}
              onCellEvent={onCellEvent}
            />
          ))}
        </tbody>
      </table>
    </Box>
  );
}

export const KeyGrid = forwardRef(KeyGridInner) as <R extends { key: string }, D>(
  props: KeyGridProps<R, D> & { ref?: Ref<KeyGridHandle> },
) => ReactNode;

const NO_ERRORS: Record<string, string> = {};
const rowErrorCache = new WeakMap<object, Map<number, Record<string, string>>>();

/** A row's own messages, the same object every render, so an untouched row stays memoised. */
function errorsOfRow(
  errors: Readonly<Record<string, string>> | undefined,
  index: number,
): Record<string, string> {
  if (!errors) return NO_ERRORS;
  let byRow = rowErrorCache.get(errors);
  if (!byRow) {
    byRow = new Map();
    for (const [at, message] of Object.entries(errors)) {
      const [i, column] = at.split(':');
      const own = byRow.get(Number(i)) ?? {};
      own[column] = message;
      byRow.set(Number(i), own);
    }
    rowErrorCache.set(errors, byRow);
  }
  return byRow.get(index) ?? NO_ERRORS;
}

interface CellEvents {
  onCellEvent(
    kind: 'edit' | 'pick' | 'clear' | 'create',
    index: number,
    column: string,
    payload?: unknown,
  ): void;
}

interface RowProps extends CellEvents {
  row: unknown;
  index: number;
  columns: readonly GridColumn<unknown, unknown>[];
  derive(row: unknown): unknown;
  errors: Record<string, string>;
  readOnly?: boolean;
  stops: number;
}

const GridRow = memo(function GridRow({
  row,
  index,
  columns,
  derive,
  errors,
  readOnly,
  onCellEvent,
}: RowProps) {
  const derived = derive(row);
  return (
    <tr>
      <td className="kg-no">{index + 1}</td>
      {columns.map((c) => {
        const shown = c.value(row, derived);
        const error = errors[c.key];
        if (!c.edit || readOnly) {
          return (
            <td
              key={c.key}
              className={c.numeric ? 'kg-num kg-ro' : 'kg-ro'}
              aria-label={`${c.label} ${index + 1}`}
            >
              {shown}
            </td>
          );
        }
        return (
          <td key={c.key} className={error ? 'kg-error' : undefined} title={error}>
            {c.edit === 'picker' ? (
              <PickerCell
                column={c}
                options={typeof c.options === 'function' ? c.options(row) : (c.options ?? [])}
                index={index}
                display={shown}
                onCellEvent={onCellEvent}
                error={error}
              />
            ) : (
              <input
                data-row={index}
                data-col={c.key}
                aria-label={`${c.label} ${index + 1}`}
                aria-invalid={error ? true : undefined}
                aria-description={error}
                className={c.numeric ? 'kg-num' : undefined}
                inputMode={c.edit === 'number' ? 'decimal' : undefined}
                value={shown}
                autoComplete="off"
                onChange={(e) => {
                  // A figure takes digits and one point, as Tally's do: a letter is not typed in.
                  if (c.edit === 'number' && !/^\d*\.?\d*$/.test(e.target.value)) return;
                  onCellEvent('edit', index, c.key, e.target.value);
                }}
                onFocus={(e) => {
                  // Spec: a cell showing 0 clears when focused, so the person types over it.
                  if (c.edit === 'number' && shown.trim() !== '' && Number(shown) === 0)
                    onCellEvent('edit', index, c.key, '');
                  else e.target.select();
                }}
              />
            )}
          </td>
        );
      })}
    </tr>
  );
});

function PickerCell({
  column,
  options,
  index,
  display,
  error,
  onCellEvent,
}: {
  column: GridColumn<unknown, unknown>;
  options: readonly PickOption[];
  index: number;
  display: string;
  error?: string;
  onCellEvent: CellEvents['onCellEvent'];
}) {
  const picker = usePicker({
    display,
    options,
    onPick: (o) => onCellEvent('pick', index, column.key, o),
    onClear: () => onCellEvent('clear', index, column.key),
    onCreate: (text) => onCellEvent('create', index, column.key, text),
  });
  return (
    <div className="kg-pick">
      <input
        {...picker.inputProps}
        data-row={index}
        data-col={column.key}
        aria-label={`${column.label} ${index + 1}`}
        aria-invalid={error ? true : undefined}
        aria-description={error}
        onFocus={(e) => e.target.select()}
        onKeyDown={(e) => {
          // The picker's keys stop here; the rest reach the grid, which moves between cells.
          if (picker.onKeyDown(e)) e.stopPropagation();
        }}
      />
      {picker.list}
    </div>
  );
}

/** The row number's column, as GRID_SX sizes it. */
const NUMBER_WIDTH = 32;
const FLEX_MIN_WIDTH = 120;

/** Below this the grid scrolls rather than squeeze its wide column past reading. */
function minWidthOf(columns: readonly { width?: number; minWidth?: number }[]): number {
  return columns.reduce((sum, c) => sum + (c.width ?? c.minWidth ?? FLEX_MIN_WIDTH), NUMBER_WIDTH);
}

const GRID_SX = {
  ...PICKLIST_SX,
  // Fixed layout: the columns keep their widths, so a key in one cell lays out its row, not
  // every cell of every row again to size the columns (a 100-line bill stays within a frame).
  // Containment keeps that work, and its paint, inside the grid.
  contain: 'content',
  // Separate borders: Chromium paints collapsed borders for the whole table at once.
  '& table.kg': {
    borderCollapse: 'separate',
    borderSpacing: 0,
    width: '100%',
    tableLayout: 'fixed',
    fontSize: 13,
  },
  '& .kg th': {
    textAlign: 'left',
    fontWeight: 600,
    px: 0.5,
    py: 0.5,
    borderBottom: 2,
    borderColor: 'divider',
    whiteSpace: 'nowrap',
  },
  '& .kg td': { borderBottom: 1, borderColor: 'divider', p: 0, height: 28 },
  '& .kg .kg-no': { width: NUMBER_WIDTH, textAlign: 'center', color: 'text.secondary' },
  '& .kg .kg-num': { textAlign: 'right' },
  '& .kg td.kg-ro': { px: 0.5, bgcolor: 'action.hover', whiteSpace: 'nowrap' },
  '& .kg td.kg-error': { outline: '2px solid', outlineColor: 'error.main', outlineOffset: -2 },
  '& .kg input': {
    width: '100%',
    boxSizing: 'border-box',
    border: 0,
    px: 0.5,
    height: 28,
    font: 'inherit',
    bgcolor: 'transparent',
  },
  '& .kg input:focus': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: -2,
    bgcolor: 'background.paper',
  },
  '& .kg-pick': { position: 'relative' },
} as const;
