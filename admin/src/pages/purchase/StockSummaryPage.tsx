import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { downloadCSV, Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { csvOf, formatIndian, toScaled, type AnyRecord } from '../../../../resources';
import { getData } from '../../api/http';
import { REPORT_BAR_SX } from '../../components/reportBar';
import { rupeesText } from '../../components/rupees';
import { parseTypedDate, showDate } from '../../components/typedDate';
import { REPORT_TABLE_SX } from '../../components/reportTable';
import { REPORT_LINES, ReportDateField, ReportKeys } from '../../components/ReportDateField';
import { workingDate, workingYearStart } from '../../api/workingDate';

/** A figure of the table: quantities and values set to the right, values in Indian grouping. */
const rupees = (v: unknown) => (v === null || v === undefined ? '' : rupeesText(v));
const TABLE_SX = {
  ...REPORT_TABLE_SX,
  '& .figure': { textAlign: 'right' },
} as const;

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
  { label: 'Quantity', value: (r: AnyRecord) => String(r.Quantity), figure: true },
  {
    label: 'Value',
    value: (r: AnyRecord) => (r.Value === null ? '' : Number(r.Value).toFixed(2)),
    shown: (r: AnyRecord) => rupees(r.Value),
    figure: true,
  },
];

/** Stock Summary: what each item holds, by batch and place, as on a date, valued at cost (stock/stockCosts on the server). */
export default function StockSummaryPage() {
  const [asOn, setAsOn] = useState(showDate(workingDate()));
  const [rows, setRows] = useState<AnyRecord[]>([]);
  const [expiring, setExpiring] = useState<AnyRecord[]>([]);
  const iso = parseTypedDate(asOn, workingYearStart());
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
      {/* The report follows the date as it is typed; Enter (or Down) takes the cursor into it
          and Esc goes back, as on every report (ReportKeys). */}
      <ReportKeys onShow={() => undefined}>
        <Stack direction="row" spacing={2} sx={REPORT_BAR_SX}>
          <Typography variant="h6">Stock Summary</Typography>
          <ReportDateField label="As on" value={asOn} onChange={setAsOn} autoFocus />
          <Button onClick={() => downloadCSV(csvOf(COLUMNS, rows), 'Stock Summary')}>
            Export CSV
          </Button>
        </Stack>
      </ReportKeys>
      <Box component="table" aria-label="Stock" sx={TABLE_SX} {...REPORT_LINES}>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.label} className={c.figure ? 'figure' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={COLUMNS.length}>No stock on this date.</td>
            </tr>
          )}
          {rows.map((r, i) => (
            <tr key={i}>
              {COLUMNS.map((c) => (
                <td key={c.label} className={c.figure ? 'figure' : undefined}>
                  {c.label === 'Item' ? (
                    // The row's item opens its movements in the Stock Ledger.
                    <Link to={`/StockLedger?ItemId=${String(r.ItemId)}`}>{c.value(r)}</Link>
                  ) : (
                    (c.shown ?? c.value)(r)
                  )}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td colSpan={5}>
              <strong>Total value</strong>
            </td>
            <td className="figure">
              <strong>{formatIndian(total)}</strong>
            </td>
          </tr>
        </tbody>
      </Box>
      <Typography variant="subtitle1" sx={{ mt: 3 }}>
        Expiring within 90 days, or expired
      </Typography>
      <Box component="table" aria-label="Near expiry" sx={TABLE_SX}>
        <thead>
          <tr>
            <th>Item</th>
            <th>Batch</th>
            <th>Expiry</th>
            <th className="figure">Days left</th>
            <th className="figure">Quantity</th>
            <th className="figure">Value</th>
          </tr>
        </thead>
        <tbody>
          {expiring.length === 0 && (
            <tr>
              <td colSpan={6}>No batch expires within 90 days.</td>
            </tr>
          )}
          {expiring.map((r) => (
            <tr key={String(r.BatchId)} style={r.Expired ? { color: '#b71c1c' } : undefined}>
              <td>{String(r.ItemName)}</td>
              <td>{String(r.BatchNo)}</td>
              <td>{showDate(String(r.ExpiryDate))}</td>
              <td className="figure">{r.Expired ? 'Expired' : String(r.DaysLeft)}</td>
              <td className="figure">{String(r.Quantity)}</td>
              <td className="figure">{rupees(r.Value)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
