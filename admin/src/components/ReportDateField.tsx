import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusNext, FormKeys } from './formKeys';
import { useEscapeBack } from './leaveScreen';

type Props = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange(text: string): void;
};

/**
 * A date in a report's bar, typed as DD-MM-YYYY and kept as the text typed: the report reads it
 * when it is shown, so nothing rewrites the field under the cursor (TypedDateField does, for forms).
 * The date there is selected when the cursor comes in, so a date typed replaces it, as in Tally;
 * its Enter is the bar's (ReportKeys).
 */
export function ReportDateField({ onChange, onFocus, ...rest }: Props) {
  return (
    <TextField
      size="small"
      placeholder="DD-MM-YYYY"
      {...rest}
      onChange={(e) => onChange(e.target.value)}
      onFocus={(e) => {
        (e.target as HTMLInputElement).select();
        onFocus?.(e);
      }}
    />
  );
}

/** A report's lines the keyboard walks: rows that take the cursor, else the links in its table. */
const REPORT_LINE = '[data-tb-row], tbody tr[tabindex], tbody a[href]';

/** The first line of the report after its bar, if it is drawn. */
function firstLineAfter(bar: Element): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(REPORT_LINE)].find(
    (el) => bar.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
}

/** The cursor to the report's first line once it is drawn (a report just asked for takes a moment). */
function intoReport(bar: Element, waitMs = 3000): void {
  const until = Date.now() + waitMs;
  const step = () => {
    const active = document.activeElement;
    // The person has moved on meanwhile (another field, a dialog): leave the cursor there.
    if (active && active !== document.body && !bar.contains(active)) return;
    const first = firstLineAfter(bar);
    if (first) first.focus();
    else if (Date.now() < until) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Each row's stop in the report's line tables: the row when it takes the cursor, else its first link. */
function lineStops(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLTableRowElement>('[data-report-lines] tbody tr')]
    .map((row) => (row.hasAttribute('tabindex') ? row : row.querySelector<HTMLElement>('a[href]')))
    .filter((stop): stop is HTMLElement => stop !== null);
}

/**
 * Up and Down walk a report's lines, from table to table, wherever in its row the cursor is (the
 * row, or a link in it), as Tally's reports scroll line by line. A row that moved the cursor
 * itself keeps its key.
 */
function walkReportLines(e: KeyboardEvent<HTMLElement>): void {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const row = (e.target as HTMLElement).closest('tr');
  const stops = lineStops();
  const at = stops.findIndex((stop) => stop.closest('tr') === row);
  if (at < 0) return;
  e.preventDefault();
  stops[at + (e.key === 'ArrowDown' ? 1 : -1)]?.focus();
}

/** Spread on a report's line tables: marks them (lineStops) and lets Up and Down walk them. */
export const REPORT_LINES = { 'data-report-lines': 'true', onKeyDown: walkReportLines } as const;

/**
 * A report's bar with Tally's keys, the form's own (FormKeys): Enter moves from field to field,
 * a type-ahead first taking its highlighted choice; Enter on the last field, Ctrl+A or Ctrl+S
 * shows the report for what the fields say; Down goes to the report's first line. The page keeps
 * its first field's autoFocus.
 */
export function ReportKeys({ onShow, children }: { onShow(): void; children: ReactNode }) {
  useEscapeBack();
  const bar = useRef<HTMLElement | null>(null);
  // Shown by Enter on the last field (or Ctrl+A), the report takes the cursor, as Tally's does.
  const show = () => {
    onShow();
    if (bar.current) intoReport(bar.current);
  };
  // A type-ahead (TypeAheadField) keeps the Enter that takes its choice: the move on waits for
  // the choice to be drawn, then starts from the picker as from any other field.
  const onKeyDownCapture = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    bar.current = e.currentTarget;
    // Down from a date of the bar goes into the report, to its first line (a picker keeps its
    // Down, which opens its list).
    if (e.key === 'ArrowDown' && !target.matches('[role="combobox"]') && !e.altKey) {
      const first = firstLineAfter(e.currentTarget);
      if (first) {
        e.preventDefault();
        e.stopPropagation();
        first.focus();
      }
      return;
    }
    if (e.key !== 'Enter' || !target.matches('[role="combobox"][aria-expanded="true"]')) return;
    if (target.closest('.MuiAutocomplete-root')) return; // FormKeys moves on from those itself
    setTimeout(() => {
      if (document.activeElement === target && !focusNext(target)) show();
    }, 0);
  };
  return (
    <FormKeys onSave={show} autoFocus={false} onKeyDownCapture={onKeyDownCapture}>
      {children}
    </FormKeys>
  );
}
