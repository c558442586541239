import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { type AnyRecord } from '../../../../resources';
import { failureText, getData } from '../../api/http';
import { useLatestAnswer } from '../../api/latestAnswer';
import { TypeAheadField } from '../../components/grid/TypeAheadField';
import type { PickOption } from '../../components/grid/usePicker';
import { parseTypedDate, showDate } from '../../components/typedDate';
import { REPORT_TABLE_SX } from '../../components/reportTable';
import { ReportDateField, ReportKeys } from '../../components/ReportDateField';
import { workingDate, workingYearStart } from '../../api/workingDate';

/**
 * Stock Ledger (issue 16 point 4): an item's movements in a period, each with the balance after
 * it and the document that moved it by its own number, from the opening balance before the
 * period (GET /api/stockledger). The item comes from the address (?ItemId=, as the Stock Summary
 * links it) or is picked; the ledger is read when the item is picked and again on Show, Enter on
 * the To date or Ctrl+A, for the dates as typed.
 */
export default function StockLedgerPage() {
  const [params, setParams] = useSearchParams();
  const ItemId = Number(params.get('ItemId')) || null;
  const [items, setItems] = useState<AnyRecord[]>([]);
  const [fromText, setFromText] = useState(showDate(workingYearStart()));
  const [toText, setToText] = useState(showDate(workingDate()));
  const [ledger, setLedger] = useState<AnyRecord | null>(null);
  const [error, setError] = useState('');
  const latest = useLatestAnswer();
  // The dates as typed, for a read started by picking an item (its effect keeps no closure of them).
  const dates = useRef({ fromText, toText });
  dates.current = { fromText, toText };

  useEffect(() => {
    void getData<AnyRecord[]>('/api/getpurchaseitems').then(
      (r) => setItems(r ?? []),
      () => setItems([]),
    );
  }, []);
  const load = () => {
    if (!ItemId) return setError('Choose an item.');
    const from = parseTypedDate(dates.current.fromText, workingYearStart());
    const to = parseTypedDate(dates.current.toText, workingYearStart());
    if (!from || !to) return setError('Type the dates as DD-MM-YYYY.');
    latest(
      getData<AnyRecord>(`/api/stockledger?ItemId=${ItemId}&FromDate=${from}&ToDate=${to}`),
    ).then(
      (r) => {
        setLedger(r ?? null);
        setError('');
      },
      (e: unknown) => {
        setLedger(null);
        setError(failureText(e, 'The stock ledger could not be read.'));
      },
    );
  };
  useEffect(() => {
    setLedger(null);
    if (ItemId) load();
    else void latest(Promise.resolve());
  }, [ItemId]);

  const options = useMemo<PickOption[]>(
    () =>
      items.map((i) => ({
        id: Number(i.ItemId),
        code: String(i.ItemCode ?? ''),
        name: String(i.ItemName),
      })),
    [items],
  );
  const item = items.find((i) => Number(i.ItemId) === ItemId);
  const moves = (ledger?.Moves as AnyRecord[] | undefined) ?? [];

  return (
    <Box sx={{ p: 2 }}>
      <Title title="Stock Ledger" />
      <ReportKeys onShow={load}>
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'flex-start' }}>
          <Typography variant="h6">Stock Ledger</Typography>
          <TypeAheadField
            id="stock-Item"
            label="Item"
            display={item ? String(item.ItemName) : ''}
            options={options}
            onPick={(o) => setParams({ ItemId: String(o.id) })}
            autoFocus={!ItemId}
          />
          {/* Opened on an item (from the Stock Summary), the cursor starts at the period. */}
          <ReportDateField
            label="From"
            value={fromText}
            onChange={setFromText}
            autoFocus={Boolean(ItemId)}
          />
          <ReportDateField label="To" value={toText} onChange={setToText} />
          <Button onClick={load}>Show</Button>
        </Stack>
      </ReportKeys>
      {error && <Typography color="error">{error}</Typography>}
      {!ItemId && (
        <Typography color="text.secondary">Choose an item to see its movements.</Typography>
      )}
      {ledger && (
        <Box
          component="table"
          aria-label="Stock ledger"
          sx={{
            ...REPORT_TABLE_SX,
            '& td.num, & th.num': { textAlign: 'right' },
          }}
        >
          <thead>
            <tr>
              <th>Date</th>
              <th>Document</th>
              <th>Batch</th>
              <th>Place</th>
              <th className="num">In</th>
              <th className="num">Out</th>
              <th className="num">Balance</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{showDate(String(ledger.FromDate))}</td>
              <td colSpan={5}>
                <strong>Opening balance</strong>
              </td>
              <td className="num">{String(ledger.Opening)}</td>
            </tr>
            {moves.map((m, i) => (
              <tr key={i}>
                <td>{showDate(String(m.MoveDate))}</td>
                <td>{[m.TypeName, m.DocNo].filter(Boolean).join(' ')}</td>
                <td>{String(m.BatchNo ?? '')}</td>
                <td>{String(m.Place ?? '')}</td>
                <td className="num">{Number(m.In) ? String(m.In) : ''}</td>
                <td className="num">{Number(m.Out) ? String(m.Out) : ''}</td>
                <td className="num">{String(m.Balance)}</td>
              </tr>
            ))}
            <tr>
              <td>{showDate(String(ledger.ToDate))}</td>
              <td colSpan={5}>
                <strong>Closing balance</strong>
              </td>
              <td className="num">
                <strong>{String(ledger.Closing)}</strong>
              </td>
            </tr>
          </tbody>
        </Box>
      )}
    </Box>
  );
}
