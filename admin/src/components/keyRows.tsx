import type { KeyboardEvent } from 'react';
import { DataTableBody, DataTableRow, type DataTableBodyProps } from 'react-admin';

/**
 * Lists the keyboard reaches: each row takes the focus (Tab, or the arrows from row to row) and
 * Enter or Space opens it as a click would. `open` is the row's own opening when it has no click.
 */
export function rowKeys(event: KeyboardEvent<HTMLElement>, open?: () => void): void {
  const row = event.currentTarget;
  if (event.target !== row || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === 'Enter' || event.key === ' ') {
    if (open) open();
    else row.click();
  } else if (event.key === 'ArrowDown') focusRow(row, 'nextElementSibling');
  else if (event.key === 'ArrowUp') focusRow(row, 'previousElementSibling');
  else return;
  event.preventDefault();
}

function focusRow(from: Element, way: 'nextElementSibling' | 'previousElementSibling') {
  for (let row = from[way]; row; row = row[way])
    if (row instanceof HTMLElement && row.tabIndex >= 0) return row.focus();
}

/** What a hand-written table's row spreads to be reached and opened by the keyboard. */
export const keyRowProps = (open: () => void) => ({
  tabIndex: 0,
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => rowKeys(event, open),
});

function KeyRow(props: Record<string, unknown>) {
  return <DataTableRow {...props} tabIndex={0} onKeyDown={(event) => rowKeys(event)} />;
}

/** A React-Admin DataTable's body whose rows the keyboard reaches (DataTable's `body`). */
export function KeyRowsBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={KeyRow} />;
}
