import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export interface RateName {
  RateId: number;
  RateName: string;
}

/** The rates of an item by rate id, in rupees; 0 means no rate. */
export type RateValues = Record<number, number>;

/**
 * One rate input per rate name (spec "Item rate table"): an input shows empty for 0, and an input
 * left empty goes back to 0 when the person moves on.
 */
export function RateRow({
  names,
  values,
  onChange,
}: {
  names: readonly RateName[];
  values: RateValues;
  onChange: (values: RateValues) => void;
}) {
  if (!names.length)
    return <Typography color="text.secondary">Please Add rates in rate Master...</Typography>;
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      {names.map((r) => {
        const value = values[r.RateId] ?? 0;
        return (
          <TextField
            key={r.RateId}
            label={r.RateName}
            type="number"
            size="small"
            value={value === 0 ? '' : String(value)}
            slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
            onChange={(e) =>
              onChange({
                ...values,
                [r.RateId]: e.target.value === '' ? 0 : Number(e.target.value),
              })
            }
            onBlur={(e) => {
              if (e.target.value === '' || Number.isNaN(Number(e.target.value)))
                onChange({ ...values, [r.RateId]: 0 });
            }}
          />
        );
      })}
    </Stack>
  );
}

/** The rates worth sending: those above zero, as the server takes them. */
export function ratesToSend(values: RateValues): Array<{ RateId: number; Rate: number }> {
  return Object.entries(values)
    .filter(([, v]) => v > 0)
    .map(([id, v]) => ({ RateId: Number(id), Rate: v }));
}
