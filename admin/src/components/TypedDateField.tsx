import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { BAD_DATE, showDate, typedDateOf, wholeTypedDate } from './typedDate';

const isIso = (v: string) => /^\d{4}-\d{2}-\d{2}/.test(v);

type Props = Omit<TextFieldProps, 'value' | 'onChange'> & {
  /** YYYY-MM-DD, '' for none, or text that is no date (kept so that a form's rule can name it). */
  value: string;
  onChange(value: string): void;
};

/**
 * A date typed as in India, DD-MM-YYYY (or with / or ., '1-4' completed to the financial year),
 * whatever the browser's locale, for a screen that keeps its own state (React-Admin forms have
 * TypedDateInput). The browser's date input follows the locale and shows MM/DD/YYYY on an en-US
 * machine. Committed on Enter or on leaving the field, and at once when a whole date is typed,
 * so Ctrl+A saves what is on the screen; text that is no date is said so under the field.
 */
export function TypedDateField({
  value,
  onChange,
  error,
  helperText,
  onKeyDown,
  onBlur,
  ...rest
}: Props) {
  const [text, setText] = useState(() => (isIso(value) ? showDate(value) : value));
  const [bad, setBad] = useState(false);
  const editing = useRef(false);

  const input = useRef<HTMLInputElement>(null);
  const reselect = useRef(false);
  // A value set from outside (a voucher opened, a form cleared) shows as DD-MM-YYYY. Under the
  // cursor it is selected again once drawn, so a date typed next replaces it, as on arriving
  // (a report's period coming in just after the cursor did, typing went on after it).
  // Only a text drawn anew is selected: one the same as shown (the value the field opened with,
  // the cursor already in it) would otherwise be selected at the first key typed, and the
  // second key would replace the first.
  useEffect(() => {
    if (editing.current) return;
    const shown = isIso(value) ? showDate(value) : value;
    setText((was) => {
      reselect.current = was !== shown && document.activeElement === input.current;
      return shown;
    });
  }, [value]);
  useLayoutEffect(() => {
    if (!reselect.current) return;
    reselect.current = false;
    if (document.activeElement === input.current) input.current?.select();
  }, [text]);

  /** Takes what is typed; false when it is no date. */
  const commit = (): boolean => {
    editing.current = false;
    const typed = text.trim();
    if (!typed) {
      setBad(false);
      if (value) onChange('');
      return true;
    }
    const iso = typedDateOf(typed);
    setBad(!iso);
    if (iso) setText(showDate(iso));
    if ((iso ?? typed) !== value) onChange(iso ?? typed);
    return Boolean(iso);
  };

  return (
    <TextField
      size="small"
      {...rest}
      value={text}
      placeholder="DD-MM-YYYY"
      error={Boolean(error) || bad}
      // The screen's own message first; a blank one (kept to hold the layout) gives way to ours.
      helperText={
        typeof helperText === 'string' && !helperText.trim() && bad
          ? BAD_DATE
          : helperText || (bad ? BAD_DATE : undefined)
      }
      onChange={(e) => {
        editing.current = true;
        reselect.current = false;
        setText(e.target.value);
        const iso = wholeTypedDate(e.target.value);
        if (iso && iso !== value) onChange(iso);
      }}
      onBlur={(e) => {
        commit();
        onBlur?.(e);
      }}
      onKeyDown={(e) => {
        // Enter does not pass a date that is no date (31-02-2026): the cursor stays to correct it.
        if (e.key === 'Enter' && !commit()) {
          e.preventDefault();
          return;
        }
        onKeyDown?.(e);
      }}
      inputRef={input}
      slotProps={{
        ...rest.slotProps,
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
      }}
    />
  );
}
