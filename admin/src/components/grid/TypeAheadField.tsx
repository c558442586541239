import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import { PICKLIST_SX, usePicker, type PickOption } from './usePicker';

export interface TypeAheadFieldProps {
  id: string;
  label: string;
  display: string;
  options: readonly PickOption[];
  onPick(option: PickOption): void;
  onClear?(): void;
  onCreate?(text: string): void;
  /** A key the picker did not use (Enter on an unchanged field moves on). */
  onOtherKey?(event: KeyboardEvent<HTMLInputElement>): void;
  error?: string;
  disabled?: boolean;
  width?: number | string;
  autoFocus?: boolean;
}

/** A header picker that behaves like the grid's item cells: type to narrow, Enter to choose, Esc to leave. */
export function TypeAheadField({
  id,
  label,
  display,
  options,
  onPick,
  onClear,
  onCreate,
  onOtherKey,
  error,
  disabled,
  width = 300,
  autoFocus,
}: TypeAheadFieldProps) {
  const picker = usePicker({ display, options, onPick, onClear, onCreate });
  return (
    <Box sx={{ position: 'relative', width, ...PICKLIST_SX }}>
      <TextField
        id={id}
        label={label}
        size="small"
        fullWidth
        disabled={disabled}
        autoFocus={autoFocus}
        error={Boolean(error)}
        helperText={error}
        slotProps={{
          htmlInput: {
            ...picker.inputProps,
            onFocus: (e: { target: HTMLInputElement }) => e.target.select(),
          },
        }}
        onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
          if (picker.onKeyDown(e)) e.stopPropagation();
          else onOtherKey?.(e);
        }}
      />
      {picker.list}
    </Box>
  );
}
