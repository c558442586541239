import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { downloadCSV, Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { csvOf, formatIndian, today, toScaled, type AnyRecord } from '../../../../resources';
import { failureText, getData } from '../../api/http';
import { parseTypedDate, showDate } from '../../components/typedDate';
import { PrintButton } from './PrintButton';

const COLUMNS = [
  { label: 'Date', value: (r: AnyRecord) => showDate(String(r.Date)) },
  { label: 'Type', value: (r: AnyRecord) => String(r.TypeName) },
  { label: 'Number', value: (r: AnyRecord) => String(r.DocNo ?? '') },
  { label: 'Debit', value: (r: AnyRecord) => String(r.Debit ?? '') },
  { label: 'Credit', value: (r: AnyRecord) => String(r.Credit ?? '') },
  { label: 'Amount', value: (r: AnyRecord) => Number(r.Amount).toFixed(2) },
  { label: 'Status', value: (r: AnyRecord) => String(r.Status) },
];

/** The day book (/DayBook): a day's (or a period's) documents in order; each number opens its document. */
export default function DayBookPage() {
  const [from, setFrom] = useState(showDate(today()));
  const [to, setTo] = useState(showDate(today()));
  const [data, setData] = useState<{
    FromDate: string;
    ToDate: string;
    rows: AnyRecord[];
    Total: number;
  }>();
  const [error, setError] = useState<string>();
  const yearStart = `${Number(today().slice(5, 7)) >= 4 ? today().slice(0, 4) : Number(today().slice(0, 4)) - 1}-04-01`;
  const load = () => {
    const f = parseTypedDate(from, yearStart);
    const t = parseTypedDate(to, yearStart) ?? f;
    if (!f) return setError('Type the date as DD-MM-YYYY.');
    getData<NonNullable<typeof data>>(`/api/daybook?FromDate=${f}&ToDate=${t}`).then(
      (d) => {
        setData(d);
        setError(undefined);
      },
      (e: unknown) => setError(failureText(e, 'The day book could not be read.')),
    );
  };
  useEffect(load, []);
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Day Book" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h6">Day Book</Typography>
        <TextField
          label="From"
          size="small"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && load()}
          placeholder="DD-MM-YYYY"
          autoFocus
        />
        <TextField
          label="To"
          size="small"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && load()}
          placeholder="DD-MM-YYYY"
        />
        <Button onClick={load}>Show</Button>
        <Button
          disabled={!data}
          onClick={() => data && downloadCSV(csvOf(COLUMNS, data.rows), 'Day Book')}
        >
          Export CSV
        </Button>
        <PrintButton
          report="daybook"
          query={data && `FromDate=${data.FromDate}&ToDate=${data.ToDate}`}
        />
      </Stack>
      {error && <Typography color="error">{error}</Typography>}
      {data && (
        <Box
          component="table"
          aria-label="Day book"
          sx={{
            borderCollapse: 'collapse',
            '& td, & th': {
              px: 1,
              py: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
              textAlign: 'left',
            },
          }}
        >
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c.label}>{c.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r, i) => (
              <tr key={i} style={r.Status === 'Cancelled' ? { color: '#888' } : undefined}>
                <td>{showDate(String(r.Date))}</td>
                <td>{String(r.TypeName)}</td>
                <td>
                  {r.Link ? (
                    <RouterLink to={String(r.Link)}>{String(r.DocNo ?? r.DocId)}</RouterLink>
                  ) : (
                    String(r.DocNo ?? '')
                  )}
                </td>
                <td>{String(r.Debit)}</td>
                <td>{String(r.Credit)}</td>
                <td style={{ textAlign: 'right' }}>
                  {formatIndian(toScaled(Number(r.Amount), 2))}
                </td>
                <td>{String(r.Status)}</td>
              </tr>
            ))}
            <tr style={{ fontWeight: 700 }}>
              <td colSpan={5}>Total</td>
              <td style={{ textAlign: 'right' }}>{formatIndian(toScaled(data.Total, 2))}</td>
              <td />
            </tr>
          </tbody>
        </Box>
      )}
    </Box>
  );
}
