import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { InputHelperText, useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { showDate, typedDateOf, wholeTypedDate } from '../components/typedDate';
import type { FieldContext } from './fieldContext';

/**
 * A date typed as in India, DD-MM-YYYY (or with / or .), whatever the browser's locale: the
 * browser's own date input follows the locale and shows MM/DD/YYYY on an en-US machine. The form
 * keeps YYYY-MM-DD; text that is no date is kept as typed, so the form's rule names it.
 */
export function TypedDateInput({ warning, ...ctx }: FieldContext & { warning?: string | null }) {
  const { field, fieldState, formState, isRequired } = useInput({
    source: ctx.source,
    isRequired: Boolean(ctx.field.required),
  });
  const [text, setText] = useState(() =>
    showDate(typeof field.value === 'string' && /^\d{4}-/.test(field.value) ? field.value : ''),
  );
  const editing = useRef(false);
  const { trigger } = useFormContext();
  // Its message shows once the field was left or changed, or a save was tried (as other inputs do).
  const shown = fieldState.isTouched || fieldState.isDirty || formState.isSubmitted;

  // A value set from outside (a record loaded, a reset) shows as DD-MM-YYYY.
  useEffect(() => {
    if (editing.current) return;
    const v = field.value;
    setText(
      typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)
        ? showDate(v)
        : typeof v === 'string'
          ? v
          : '',
    );
  }, [field.value]);

  /** Takes what is typed; false when it is no date. */
  const commit = (): boolean => {
    editing.current = false;
    const trimmed = text.trim();
    // Walking past a date left empty changes nothing (so Esc still leaves without asking).
    if (!trimmed) {
      if (field.value !== null && field.value !== undefined && field.value !== '')
        field.onChange(null);
      return true;
    }
    const iso = typedDateOf(trimmed);
    if (iso) setText(showDate(iso));
    field.onChange(iso ?? trimmed);
    return Boolean(iso);
  };

  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      label={`${ctx.label}${isRequired ? ' *' : ''}`}
      value={text}
      placeholder="DD-MM-YYYY"
      onChange={(e) => {
        editing.current = true;
        setText(e.target.value);
        // A whole date (with its four-digit year) counts at once, so what follows from it (a
        // year's label, an expiry warning) shows while typing; a partial one waits for the blur.
        const iso = wholeTypedDate(e.target.value);
        if (iso && iso !== field.value) field.onChange(iso);
      }}
      onBlur={() => {
        commit();
        field.onBlur();
      }}
      // Enter does not pass a date that is no date (31-02-2026): the cursor stays with its message.
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || commit()) return;
        e.preventDefault();
        void trigger(ctx.source);
      }}
      error={Boolean(fieldState.error) && shown}
      helperText={
        <InputHelperText
          error={shown ? fieldState.error?.message : undefined}
          helperText={warning ?? ' '}
        />
      }
      // A warning (an expired paper) is shown, never blocks.
      sx={
        warning && !fieldState.error
          ? { '& .MuiFormHelperText-root': { color: 'warning.main' } }
          : undefined
      }
      size="small"
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        inputLabel: { shrink: true },
      }}
    />
  );
}
