import TextField, { type TextFieldProps } from '@mui/material/TextField';

type Props = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange(text: string): void;
  /** Enter in the field: the report is read again for the dates as typed. */
  onEnter?(): void;
};

/**
 * A date in a report's bar, typed as DD-MM-YYYY and kept as the text typed: the report reads it
 * when it is shown, so nothing rewrites the field under the cursor (TypedDateField does, for forms).
 */
export function ReportDateField({ onChange, onEnter, ...rest }: Props) {
  return (
    <TextField
      size="small"
      placeholder="DD-MM-YYYY"
      {...rest}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onEnter && ((e) => e.key === 'Enter' && onEnter())}
    />
  );
}
