import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { downloadCSV, Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { csvOf, formatIndian, today, toScaled, type AnyRecord } from '../../../../resources';
import { getData } from '../../api/http';
import { parseTypedDate, showDate } from '../../components/typedDate';

const COLUMNS = [
  { label: 'Item', value: (r: AnyRecord) => String(r.ItemName ?? '') },
  { label: 'Batch', value: (r: AnyRecord) => String(r.BatchNo ?? '') },
  {
    label: 'Expiry',
    value: (r: AnyRecord) => (r.ExpiryDate ? showDate(String(r.ExpiryDate)) : ''),
  },
  {
    label: 'Place',
    value: (r: AnyRecord) =>
      String(r.GodownName ?? (r.VanID ? `Van ${String(r.VehicleNo ?? r.VanID)}` : '')),
  },
  { label: 'Quantity', value: (r: AnyRecord) => String(r.Quantity) },
  { label: 'Value', value: (r: AnyRecord) => (r.Value === null ? '' : Number(r.Value).toFixed(2)) },
];

/** Stock Summary: what each item holds, by batch and place, as on a date, valued at the batch's purchase rate. */
export default function StockSummaryPage() {
  const [asOn, setAsOn] = useState(showDate(today()));
  const [rows, setRows] = useState<AnyRecord[]>([]);
  const [expiring, setExpiring] = useState<AnyRecord[]>([]);
  const iso = parseTypedDate(asOn, `${today().slice(0, 4)}-04-01`);
  useEffect(() => {
    if (!iso) return;
    void getData<AnyRecord[]>(`/api/stock?AsOn=${iso}`).then(
      (r) => setRows(r ?? []),
      () => setRows([]),
    );
    void getData<AnyRecord[]>(`/api/nearexpiry?Days=90&AsOn=${iso}`).then(
      (r) => setExpiring(r ?? []),
      () => setExpiring([]),
    );
  }, [iso]);
  const total = rows.reduce((s, r) => s + (r.Value === null ? 0 : toScaled(Number(r.Value), 2)), 0);
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Stock Summary" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h6">Stock Summary</Typography>
        <TextField
          label="As on"
          size="small"
          value={asOn}
          onChange={(e) => setAsOn(e.target.value)}
          placeholder="DD-MM-YYYY"
          autoFocus
        />
        <Button onClick={() => downloadCSV(csvOf(COLUMNS, rows), 'Stock Summary')}>
          Export CSV
        </Button>
      </Stack>
      <Box
        component="table"
        aria-label="Stock"
        sx={{
          borderCollapse: 'collapse',
          '& td, & th': { px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' },
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
          {rows.map((r, i) => (
            <tr key={i}>
              {COLUMNS.map((c) => (
                <td key={c.label}>
                  {c.label === 'Item' ? (
                    // The row's item opens its movements in the Stock Ledger.
                    <Link to={`/StockLedger?ItemId=${String(r.ItemId)}`}>{c.value(r)}</Link>
                  ) : (
                    c.value(r)
                  )}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td colSpan={5}>
              <strong>Total value</strong>
            </td>
            <td>
              <strong>{formatIndian(total)}</strong>
            </td>
          </tr>
        </tbody>
      </Box>
      <Typography variant="subtitle1" sx={{ mt: 3 }}>
        Expiring within 90 days, or expired
      </Typography>
      <Box
        component="table"
        aria-label="Near expiry"
        sx={{
          borderCollapse: 'collapse',
          '& td, & th': { px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' },
        }}
      >
        <thead>
          <tr>
            <th>Item</th>
            <th>Batch</th>
            <th>Expiry</th>
            <th>Days left</th>
            <th>Quantity</th>
            <th>Value</th>
          </tr>
        </thead>
        <tbody>
          {expiring.map((r) => (
            <tr key={String(r.BatchId)} style={r.Expired ? { color: '#b71c1c' } : undefined}>
              <td>{String(r.ItemName)}</td>
              <td>{String(r.BatchNo)}</td>
              <td>{showDate(String(r.ExpiryDate))}</td>
              <td>{r.Expired ? 'Expired' : String(r.DaysLeft)}</td>
              <td>{String(r.Quantity)}</td>
              <td>{r.Value === null ? '' : Number(r.Value).toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
