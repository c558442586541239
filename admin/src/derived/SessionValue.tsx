import TextField from '@mui/material/TextField';
import { lookups } from '../api/lookups';
import { useLookup } from '../api/useLookup';
import type { FieldContext } from './fieldContext';

/**
 * A field the server takes from the session (the invoice series' financial year): shown
 * read-only, as the session's year, never sent.
 */
export function SessionValue({ label }: FieldContext) {
  const { data } = useLookup(lookups.financialYear);
  return (
    <TextField
      label={label}
      value={data?.FYear ?? ''}
      variant="filled"
      size="small"
      margin="dense"
      sx={{ minWidth: 220 }}
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
}
