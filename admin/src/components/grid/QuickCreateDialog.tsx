import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type KeyboardEvent } from 'react';
import { HttpError } from 'react-admin';
import { failureText } from '../../api/http';
import { isSaveKey } from '../formKeys';
import { NATIVE_SELECT_SLOTS } from '../nativeSelect';

/** One field of a quick-create dialog: a text or number box, or a native select (arrows choose). */
export interface QuickField {
  key: string;
  label: string;
  kind?: 'text' | 'number' | 'select';
  options?: ReadonlyArray<{ id: number; name: string }>;
}

export type QuickValues = Record<string, string>;

export interface QuickCreateDialogProps {
  open: boolean;
  title: string;
  fields: readonly QuickField[];
  /** The values the dialog opens with (the typed text, the first choice of each select); read when it mounts, so mount it per opening. */
  initial: QuickValues;
  /** Saves; a 400 with `errors` is shown on its fields. `errorField` renames a server field to a dialog field. */
  onSave(values: QuickValues): Promise<void>;
  errorField?: Readonly<Record<string, string>>;
  onClose(): void;
}

/**
 * Tally's Alt+C: a master made from inside a voucher without leaving it. The fields the server
 * needs, Enter to the next one (on the last one it saves), Ctrl+A or Ctrl+S saves from any
 * field, Esc closes without saving. The caller selects what was made and puts the focus back.
 */
export function QuickCreateDialog({
  open,
  title,
  fields,
  initial,
  onSave,
  errorField = {},
  onClose,
}: QuickCreateDialogProps) {
  const idBase = useId();
  const [values, setValues] = useState<QuickValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      await onSave(values);
    } catch (e) {
      const sent =
        e instanceof HttpError
          ? ((e.body as { errors?: Record<string, string> } | undefined)?.errors ?? {})
          : {};
      const shown: Record<string, string> = {};
      const elsewhere: string[] = [];
      for (const [field, message] of Object.entries(sent)) {
        const own = errorField[field] ?? field;
        if (fields.some((f) => f.key === own)) shown[own] ??= message;
        else elsewhere.push(message);
      }
      setErrors(shown);
      setFailure(
        elsewhere.length
          ? elsewhere.join(' ')
          : Object.keys(shown).length
            ? ''
            : failureText(e, 'It could not be saved. Nothing typed is lost: try again.'),
      );
      const first = fields.find((f) => shown[f.key]);
      if (first) document.getElementById(`${idBase}-${first.key}`)?.focus();
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isSaveKey(event)) {
      event.preventDefault();
      event.stopPropagation();
      void save();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey) return;
    const target = event.target as HTMLElement;
    const at = fields.findIndex((f) => target.id === `${idBase}-${f.key}`);
    if (at < 0) return;
    event.preventDefault();
    event.stopPropagation();
    if (at === fields.length - 1) void save();
    else document.getElementById(`${idBase}-${fields[at + 1].key}`)?.focus();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${idBase}-title`}
      disableRestoreFocus
      onKeyDown={onKeyDown}
    >
      <DialogTitle id={`${idBase}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(180px, 1fr))',
            gap: 1.5,
            pt: 1,
          }}
        >
          {fields.map((f, i) => (
            <TextField
              key={f.key}
              id={`${idBase}-${f.key}`}
              label={f.label}
              size="small"
              autoFocus={i === 0}
              select={f.kind === 'select'}
              slotProps={
                f.kind === 'select'
                  ? NATIVE_SELECT_SLOTS
                  : {
                      htmlInput: {
                        inputMode: f.kind === 'number' ? 'decimal' : undefined,
                        autoComplete: 'off',
                      },
                    }
              }
              value={values[f.key] ?? ''}
              error={Boolean(errors[f.key])}
              helperText={errors[f.key]}
              onFocus={(e) => (e.target as HTMLInputElement).select?.()}
              onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
            >
              {f.kind === 'select'
                ? [
                    <option key="" value="" />,
                    ...(f.options ?? []).map((o) => (
                      <option key={o.id} value={String(o.id)}>
                        {o.name}
                      </option>
                    )),
                  ]
                : undefined}
            </TextField>
          ))}
        </Box>
        {failure && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close (Esc)</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving...' : 'Save (Ctrl+A)'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
