import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { today, type AnyRecord } from '../../../../resources';
import { getData } from '../../api/http';
import { TypeAheadField } from '../../components/grid/TypeAheadField';
import type { PickOption } from '../../components/grid/usePicker';
import { parseTypedDate, showDate } from '../../components/typedDate';
import { REPORT_TABLE_SX } from '../../components/reportTable';
import { ReportDateField } from '../../components/ReportDateField';

/** What moved the stock, by the stock ledger's document kinds. */
const DOC_NAMES: Record<string, string> = {
  openingStock: 'Opening stock',
  purchaseInvoice: 'Purchase',
  salesInvoice: 'Sales invoice',
  vanLoad: 'Van sheet',
  vanSettlement: 'Van return',
};

/** The financial year's first day for a date: 1 April (the Indian financial year). */
function yearStart(iso: string): string {
  const y = Number(iso.slice(0, 4));
  return `${Number(iso.slice(5, 7)) >= 4 ? y : y - 1}-04-01`;
}

/**
 * Stock Ledger (issue 16 point 4): an item's movements in a period, each with the balance after
 * it, from the opening balance before the period (GET /api/stockledger). The item comes from the
 * address (?ItemId=, as the Stock Summary links it) or is typed.
 */
export default function StockLedgerPage() {
  const [params, setParams] = useSearchParams();
  const ItemId = Number(params.get('ItemId')) || null;
  const [items, setItems] = useState<AnyRecord[]>([]);
  const [fromText, setFromText] = useState(showDate(yearStart(today())));
  const [toText, setToText] = useState(showDate(today()));
  const [ledger, setLedger] = useState<AnyRecord | null>(null);
  const [error, setError] = useState('');
  const from = parseTypedDate(fromText, yearStart(today()));
  const to = parseTypedDate(toText, yearStart(today()));

  useEffect(() => {
    void getData<AnyRecord[]>('/api/getpurchaseitems').then(
      (r) => setItems(r ?? []),
      () => setItems([]),
    );
  }, []);
  useEffect(() => {
    if (!ItemId || !from || !to) return setLedger(null);
    getData<AnyRecord>(`/api/stockledger?ItemId=${ItemId}&FromDate=${from}&ToDate=${to}`).then(
      (r) => {
        setLedger(r ?? null);
        setError('');
      },
      (e: unknown) => {
        setLedger(null);
        setError(e instanceof Error ? e.message : String(e));
      },
    );
  }, [ItemId, from, to]);

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
        <ReportDateField label="From" value={fromText} onChange={setFromText} />
        <ReportDateField label="To" value={toText} onChange={setToText} />
      </Stack>
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
                <td>
                  {DOC_NAMES[String(m.DocType)] ?? String(m.DocType)} {String(m.DocId)}
                </td>
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
