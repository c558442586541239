import { createContext, useContext, useEffect, useRef, type KeyboardEvent } from 'react';
import {
  DataTableBody,
  DataTableRow,
  useListContext,
  useRecordContext,
  useResourceContext,
  type DataTableBodyProps,
} from 'react-admin';

/** What marks a list's search box, so its rows can send the cursor back to it. */
export const LIST_SEARCH = { 'data-list-search': 'true' } as const;
const SEARCH_SELECTOR = 'input[data-list-search]';
const ROW_SELECTOR = 'tbody tr[tabindex]';

/** The nearest element around `from` holding `selector`: the list a search box or a row is part of. */
function nearest<T extends Element>(from: Element, selector: string): T | null {
  for (let around = from.parentElement; around; around = around.parentElement) {
    const found = around.querySelector<T>(selector);
    if (found) return found;
  }
  return null;
}

/** The cursor to the first row of the list `from` (its search box) belongs to; false when it has none. */
export function focusFirstRow(from: Element): boolean {
  const row = nearest<HTMLElement>(from, ROW_SELECTOR);
  row?.focus();
  return Boolean(row);
}

/**
 * Lists the keyboard reaches: each row takes the focus (Tab, or the arrows from row to row) and
 * Enter or Space opens it as a click would. Up from the first row, or Esc on any, goes back to
 * the list's search box, as in Tally's lists. `open` is the row's own opening when it has no click.
 */
export function rowKeys(event: KeyboardEvent<HTMLElement>, open?: () => void): void {
  const row = event.currentTarget;
  if (!plainOnRow(event)) return;
  if (event.key === 'Enter' || event.key === ' ') {
    if (open) open();
    else row.click();
  } else if (event.key === 'ArrowDown') focusRow(row, 'nextElementSibling');
  else if (event.key === 'ArrowUp') {
    if (!focusRow(row, 'previousElementSibling') && !toSearch(row)) return;
  } else if (event.key === 'Escape') {
    if (!toSearch(row)) return;
  } else return;
  event.preventDefault();
}

/** A key pressed on the row itself, not in a control inside it, and without Alt, Ctrl or Meta (the shell's). */
function plainOnRow(event: KeyboardEvent<HTMLElement>): boolean {
  return event.target === event.currentTarget && !event.altKey && !event.ctrlKey && !event.metaKey;
}

function toSearch(row: Element): boolean {
  const search = nearest<HTMLInputElement>(row, SEARCH_SELECTOR);
  search?.focus();
  return Boolean(search);
}

function focusRow(from: Element, way: 'nextElementSibling' | 'previousElementSibling'): boolean {
  for (let row = from[way]; row; row = row[way])
    if (row instanceof HTMLElement && row.tabIndex >= 0) {
      row.focus();
      return true;
    }
  return false;
}

/**
 * A list's search box: Down or Enter goes to the first row; Esc clears the search, and on an
 * empty one is left to the screen (which goes back). Spread on the box's input with LIST_SEARCH.
 */
export function searchKeys(
  event: KeyboardEvent<HTMLElement>,
  search: { text: string; clear(): void },
): void {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === 'ArrowDown' || event.key === 'Enter') {
    if (!focusFirstRow(event.target as Element)) return;
  } else if (event.key === 'Escape' && search.text) search.clear();
  else return;
  event.preventDefault();
}

/** What a hand-written table's row spreads to be reached and opened by the keyboard. */
export const keyRowProps = (open: () => void) => ({
  tabIndex: 0,
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => rowKeys(event, open),
});

/** The record a list's form is returning to, per resource: its row takes the cursor. */
const returning = new Map<string, string>();

/** Says that the list of `resource`, about to show again, should put the cursor on record `id`. */
export function comeBackTo(resource: string, id: string | number): void {
  returning.set(resource, String(id));
}

/** Turns a list's page from a row: true when there was a page that way. */
type PageTurn = (way: 1 | -1, land: 'first' | 'last') => boolean;
const PageTurnContext = createContext<PageTurn>(() => false);

function KeyRow(props: Record<string, unknown>) {
  const turn = useContext(PageTurnContext);
  const record = useRecordContext();
  return (
    <DataTableRow
      {...props}
      tabIndex={0}
      data-id={String(record?.id)}
      onKeyDown={(event) => {
        const row = event.currentTarget;
        if (!plainOnRow(event)) return;
        // Past the page's last row, or Page Down / Page Up: the next or previous page, as a
        // Tally list scrolls on.
        const last = !row.nextElementSibling;
        const first = !row.previousElementSibling;
        const turned =
          (event.key === 'PageDown' && turn(1, 'first')) ||
          (event.key === 'PageUp' && turn(-1, 'first')) ||
          (event.key === 'ArrowDown' && last && turn(1, 'first')) ||
          (event.key === 'ArrowUp' && first && turn(-1, 'last'));
        if (turned) event.preventDefault();
        else rowKeys(event);
      }}
    />
  );
}

/**
 * A React-Admin DataTable's body whose rows the keyboard reaches (DataTable's `body`); the
 * arrows and Page Down / Page Up go on to the list's other pages, the cursor on the row it
 * lands on once that page is drawn.
 */
export function KeyRowsBody(props: DataTableBodyProps) {
  const { page, perPage, total, setPage, data } = useListContext();
  const body = useRef<HTMLTableSectionElement>(null);
  const landing = useRef<'first' | 'last' | null>(null);
  useEffect(() => {
    const land = landing.current;
    if (!land || !body.current) return;
    const rows = body.current.querySelectorAll<HTMLElement>('tr[tabindex]');
    const row = land === 'first' ? rows[0] : rows[rows.length - 1];
    if (!row) return;
    landing.current = null;
    row.focus();
  }, [data]);
  // Back from a record it opened (Esc or a save on its form), the cursor is on that record's row.
  const resource = useResourceContext();
  useEffect(() => {
    const id = resource ? returning.get(resource) : undefined;
    if (id === undefined || !body.current || !data?.length) return;
    returning.delete(resource!);
    body.current.querySelector<HTMLElement>(`tr[data-id="${CSS.escape(id)}"]`)?.focus();
  }, [data, resource]);
  const turn: PageTurn = (way, land) => {
    const to = page + way;
    if (to < 1 || (way > 0 && (total ?? 0) <= page * perPage)) return false;
    landing.current = land;
    setPage(to);
    return true;
  };
  return (
    <PageTurnContext.Provider value={turn}>
      <DataTableBody {...props} ref={body} row={KeyRow} />
    </PageTurnContext.Provider>
  );
}
