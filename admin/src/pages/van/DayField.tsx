import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { BAD_DATE, parseTypedDate, showDate } from '../../components/typedDate';
import { workingDate } from '../../api/workingDate';

/** A date typed as DD-MM-YYYY (any locale), kept as YYYY-MM-DD; answers null while it does not read as a date. */
export function useDay(initial = workingDate()) {
  const [text, setText] = useState(() => showDate(initial));
  const iso = parseTypedDate(text, `${initial.slice(0, 4)}-04-01`);
  return { text, setText, iso, commit: () => iso && setText(showDate(iso)) };
}

export function DayField({
  id,
  label,
  day,
  disabled,
}: {
  id: string;
  label: string;
  day: ReturnType<typeof useDay>;
  disabled?: boolean;
}) {
  return (
    <TextField
      id={id}
      label={label}
      size="small"
      value={day.text}
      disabled={disabled}
      onChange={(e) => day.setText(e.target.value)}
      onBlur={day.commit}
      error={!day.iso}
      helperText={day.iso ? undefined : BAD_DATE}
      sx={{ width: 160 }}
    />
  );
}
