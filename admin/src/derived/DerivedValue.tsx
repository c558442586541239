import TextField from '@mui/material/TextField';
import { FormDataConsumer } from 'react-admin';
import type { FieldContext } from './fieldContext';

/**
 * A value the server computes from the others (the financial year's '2024-25'), shown read-only
 * and recomputed live with the resource's own `derive`, so the person sees what will be saved.
 * It is not a form input: the server never takes it from a request.
 */
export function DerivedValue({ resource, source, label }: FieldContext) {
  return (
    <FormDataConsumer>
      {({ formData }) => {
        const value = resource.derive?.(formData)[source] ?? formData[source] ?? '';
        return (
          <TextField
            label={label}
            value={String(value)}
            variant="filled"
            size="small"
            margin="dense"
            sx={{ minWidth: 220 }}
            slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          />
        );
      }}
    </FormDataConsumer>
  );
}
