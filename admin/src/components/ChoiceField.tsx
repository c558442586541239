import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef, type ReactNode } from 'react';

export interface ChoiceOption<V extends string | number = string | number> {
  id: V;
  name: string;
}

/** The option that opens a master's Create dialog from its picker (the item form's HSN, Rack...). */
const CREATE: ChoiceOption<string> = { id: '__create__', name: 'Create' };

/** Names starting with the typed text first, then those holding it: how the spec searches names. */
export function rankByName<O>(options: readonly O[], typed: string, nameOf: (o: O) => string): O[] {
  const t = typed.trim().toLowerCase();
  if (!t) return [...options];
  const starts = options.filter((o) => nameOf(o).toLowerCase().startsWith(t));
  return [
    ...starts,
    ...options.filter((o) => !starts.includes(o) && nameOf(o).toLowerCase().includes(t)),
  ];
}

export interface ChoiceFieldProps<V extends string | number> {
  label: string;
  value: V | '' | null | undefined;
  options: readonly ChoiceOption<V>[];
  onChange: (value: V | null) => void;
  /** Offers 'Create' after the matches; choosing it calls this with what was typed. */
  onCreate?: (typed: string) => void;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  name?: string;
  onBlur?: () => void;
  sx?: SxProps<Theme>;
  /** The cursor starts here when the screen opens (a report's first field). */
  autoFocus?: boolean;
}

/**
 * The select-like field of the hand-written screens, a type-ahead list as the generated forms
 * have (derived/picker): typing filters at once, the first match is highlighted, and Enter
 * takes it (the form keys then move on).
 */
export function ChoiceField<V extends string | number>({
  label,
  value,
  options,
  onChange,
  onCreate,
  required,
  error,
  helperText,
  disabled,
  fullWidth,
  size = 'small',
  name,
  onBlur,
  sx,
  autoFocus,
}: ChoiceFieldProps<V>) {
  const typed = useRef('');
  const chosen = options.find((o) => String(o.id) === String(value)) ?? null;
  const all: ChoiceOption[] = onCreate ? [...options, CREATE] : [...options];
  return (
    <Autocomplete<ChoiceOption>
      options={all}
      value={chosen}
      autoHighlight
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(list, { inputValue }) => {
        // 'Create' stays offered whatever was typed; the matches come first.
        const ranked = rankByName(
          list.filter((o) => o !== CREATE),
          inputValue,
          (o) => o.name,
        );
        return onCreate ? [...ranked, CREATE] : ranked;
      }}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') typed.current = text;
      }}
      onChange={(_event, picked) => {
        if (picked === CREATE) onCreate?.(typed.current.trim());
        else onChange(picked ? (picked.id as V) : null);
      }}
      onBlur={onBlur}
      onKeyDown={(event) => {
        // Typing over a choice already made replaces it, as in Tally: a value filled in after
        // the cursor arrived (a customer's rate type loaded with it) is not selected, and the
        // letters went on after it ('RetailWho', matching nothing).
        const input = event.target as HTMLInputElement;
        if (
          chosen &&
          event.key.length === 1 &&
          !event.ctrlKey &&
          !event.altKey &&
          !event.metaKey &&
          input.value === chosen.name &&
          input.selectionStart === input.selectionEnd
        )
          input.select();
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          autoFocus={autoFocus}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
