import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { rankByName } from '../../components/ChoiceField';

export interface Ledger {
  PLID: number;
  LedgerName: string;
  AccGroupid: number;
  LedgerType?: number;
}

interface Props {
  label: string;
  ledgers: readonly Ledger[];
  value: number | null;
  onChange: (PLID: number | null) => void;
  error?: string;
  autoFocus?: boolean;
  /** The voucher cannot do without it: Enter with nothing chosen stays (components/formKeys). */
  needed?: boolean;
}

/**
 * A type-ahead ledger list: typing narrows it (names starting with the text first, as the spec
 * searches ledgers by prefix); Enter takes the highlighted ledger and the form moves on.
 */
export function LedgerPicker({ label, ledgers, value, onChange, error, autoFocus, needed }: Props) {
  const chosen = ledgers.find((l) => l.PLID === value) ?? null;
  return (
    <Autocomplete<Ledger>
      sx={{ minWidth: 260, flex: 1 }}
      options={ledgers}
      value={chosen}
      autoHighlight
      getOptionLabel={(l) => l.LedgerName}
      isOptionEqualToValue={(a, b) => a.PLID === b.PLID}
      filterOptions={(options, { inputValue }) =>
        rankByName(options, inputValue, (l) => l.LedgerName)
      }
      // Enter on the highlighted ledger moves on by the form's keys (components/formKeys).
      onChange={(_event, picked) => onChange(picked?.PLID ?? null)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size="small"
          autoFocus={autoFocus}
          error={!!error}
          helperText={error}
          slotProps={{
            htmlInput: {
              ...params.inputProps,
              ...(needed ? { 'data-needs-pick': true } : {}),
            },
          }}
        />
      )}
    />
  );
}
