import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { KeyboardEvent, ReactNode } from 'react';
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

/**
 * A report's bar with Tally's keys, the form's own (FormKeys): Enter moves from field to field,
 * a type-ahead first taking its highlighted choice; Enter on the last field, Ctrl+A or Ctrl+S
 * shows the report for what the fields say; Down goes to the report's first line. The page keeps
 * its first field's autoFocus.
 */
export function ReportKeys({ onShow, children }: { onShow(): void; children: ReactNode }) {
  useEscapeBack();
  // A type-ahead (TypeAheadField) keeps the Enter that takes its choice: the move on waits for
  // the choice to be drawn, then starts from the picker as from any other field.
  const onKeyDownCapture = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    // Down from a date of the bar goes into the report, to its first line (a picker keeps its
    // Down, which opens its list).
    if (e.key === 'ArrowDown' && !target.matches('[role="combobox"]') && !e.altKey) {
      const bar = e.currentTarget;
      const first = [...document.querySelectorAll<HTMLElement>(REPORT_LINE)].find(
        (el) => bar.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
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
      if (document.activeElement === target && !focusNext(target)) onShow();
    }, 0);
  };
  return (
    <FormKeys onSave={onShow} autoFocus={false} onKeyDownCapture={onKeyDownCapture}>
      {children}
    </FormKeys>
  );
}
