import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { Confirm } from 'react-admin';
import { customerRate, formatRupees } from '../../../../resources';
import { callApi, failureText, getData } from '../../api/http';
import { ChoiceField } from '../../components/ChoiceField';
import { FormKeys } from '../../components/formKeys';
import { useGoBack } from '../../components/goBack';
import { rowKeys } from '../../components/keyRows';

interface Option {
  id: number;
  name: string;
}

interface Row {
  ItemID: number | '';
  ItemRate: number | '';
  ItemDiscount: string;
  saved?: boolean; // already stored: removing it asks the server
}

interface Stored {
  CRID: number;
  PLID: number;
  CustRatetype: number;
  CustDiscount: number | null;
  Items: Array<{ ItemID: number; ItemRate: number; ItemDiscount: number | null }>;
}

const MESSAGE_MS = 2000;
const emptyRow = (): Row => ({ ItemID: '', ItemRate: '', ItemDiscount: '' });
const num = (s: string) => (s.trim() === '' ? null : Number(s));

function useOptions(url: string, id: string, name: string): Option[] {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    getData<Array<Record<string, unknown>>>(url).then(
      (rows) => setOptions(rows.map((r) => ({ id: r[id] as number, name: String(r[name] ?? '') }))),
      () => setOptions([]),
    );
  }, [url, id, name]);
  return options;
}

/** Each item's price at each rate type (the item master's rates), keyed `item:rate`. */
function usePrices(): Map<string, number> {
  const [prices, setPrices] = useState(new Map<string, number>());
  useEffect(() => {
    getData<Array<{ ItemId: number; RateId: number; Rate: number }>>('/api/getitemrate').then(
      (rows) => setPrices(new Map(rows.map((r) => [`${r.ItemId}:${r.RateId}`, r.Rate]))),
      () => setPrices(new Map()),
    );
  }, []);
  return prices;
}

/**
 * What a line's rate type means in rupees: the item's price at it, so the clerk sees the price the
 * customer will be billed at (before the discount), not only the rate type's name.
 */
function priceText(prices: Map<string, number>, r: Row): string {
  if (r.ItemID === '' || r.ItemRate === '') return '';
  const price = prices.get(`${r.ItemID}:${r.ItemRate}`);
  return price === undefined ? 'No price at this rate' : formatRupees(price);
}

/** Every picker of this screen is one the declaration requires: it carries the asterisk. */
function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number | '';
  options: Option[];
  onChange: (v: number | '') => void;
}) {
  return (
    <ChoiceField<number>
      required
      label={label}
      value={value}
      options={options}
      onChange={(v) => onChange(v ?? '')}
      sx={{ minWidth: 200 }}
    />
  );
}

/**
 * Customer Rate (tab 3 of /CommonCustomer): a customer's rate type and discount, and item rows
 * each with its own rate and discount. Choosing a customer loads its rate if it has one (Update
 * and Delete), else starts a new one (Submit). A row, or the whole record, can be deleted. The
 * form keys are every form's: Enter walks the fields, Enter on the last line's discount opens a
 * new line, Ctrl+A submits (or updates), and a cleared form has the cursor in Customer. Under
 * the form, the customers that already have a rate: Enter or a click opens one.
 */
export function CustomerRatePanel() {
  const customers = useOptions('/api/GetPartyLedgerCustomer', 'PLID', 'TradeName');
  const rates = useOptions('/api/getRate', 'RateId', 'RateName');
  const items = useOptions('/api/getitem', 'ItemId', 'ItemName');
  const prices = usePrices();
  const [PLID, setPLID] = useState<number | ''>('');
  const [CRID, setCRID] = useState<number>();
  const [rateType, setRateType] = useState<number | ''>('');
  const [discount, setDiscount] = useState('');
  const [rows, setRows] = useState<Row[]>([emptyRow()]);
  const [busy, setBusy] = useState<'' | 'Submitting...' | 'Updating...' | 'Deleting...'>('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const [confirming, setConfirming] = useState(false);
  const [fresh, setFresh] = useState(0);
  const [stored, setStored] = useState<Stored[]>([]);
  const [storedAt, setStoredAt] = useState(0);
  const goBack = useGoBack();

  // Every customer that has its own rate, to see at a glance and open: read again after each save.
  useEffect(() => {
    getData<Stored[]>('/api/getCustomerRate').then(setStored, () => setStored([]));
  }, [storedAt]);
  const nameIn = (options: Option[], id: number) => options.find((o) => o.id === id)?.name ?? '';

  useEffect(() => {
    if (!notice?.ok) return undefined;
    const t = setTimeout(() => setNotice(undefined), MESSAGE_MS);
    return () => clearTimeout(t);
  }, [notice]);

  const clear = () => {
    setFresh((n) => n + 1);
    setPLID('');
    setCRID(undefined);
    setRateType('');
    setDiscount('');
    setRows([emptyRow()]);
  };

  const load = async (plid: number | '') => {
    setPLID(plid);
    setCRID(undefined);
    setRateType('');
    setDiscount('');
    setRows([emptyRow()]);
    if (!plid) return;
    const found = (await getData<Stored[]>(`/api/getCustomerRate?PLID=${plid}`).catch(() => []))[0];
    if (!found) return;
    setCRID(found.CRID);
    setRateType(found.CustRatetype);
    setDiscount(found.CustDiscount === null ? '' : String(found.CustDiscount));
    setRows(
      found.Items.length
        ? found.Items.map((i) => ({
            ItemID: i.ItemID,
            ItemRate: i.ItemRate,
            ItemDiscount: i.ItemDiscount === null ? '' : String(i.ItemDiscount),
            saved: true,
          }))
        : [emptyRow()],
    );
  };

  const body = () => ({
    ...(CRID ? { CRID } : {}),
    PLID: PLID === '' ? null : PLID,
    CustRatetype: rateType === '' ? null : rateType,
    CustDiscount: num(discount),
    Items: rows
      .filter((r) => r.ItemID !== '')
      .map((r) => ({
        ItemID: r.ItemID,
        ItemRate: r.ItemRate === '' ? null : r.ItemRate,
        ItemDiscount: num(r.ItemDiscount),
      })),
  });

  const send = async (
    url: string,
    method: 'POST' | 'DELETE',
    payload: unknown,
    label: typeof busy,
    fallback: string,
    after: () => void | Promise<void>,
  ) => {
    setBusy(label);
    try {
      const { body: answer } = await callApi(url, { method, body: JSON.stringify(payload) });
      setNotice({ ok: true, text: answer.message ?? '' });
      setStoredAt((n) => n + 1);
      await after();
    } catch (e) {
      setNotice({ ok: false, text: failureText(e, fallback) });
    } finally {
      setBusy('');
    }
  };

  const removeRow = async (index: number) => {
    const row = rows[index];
    const rest = rows.filter((_r, i) => i !== index);
    if (row.saved && CRID && row.ItemID !== '') {
      await send(
        '/api/DeleteCustItem',
        'DELETE',
        { CRID, ItemID: row.ItemID },
        'Deleting...',
        'An error occurred while deleting',
        () => setRows(rest.length ? rest : [emptyRow()]),
      );
    } else setRows(rest.length ? rest : [emptyRow()]);
  };

  const submit = () => {
    if (busy) return;
    if (CRID)
      void send(
        '/api/UpdateCustomerRate',
        'POST',
        body(),
        'Updating...',
        'An error occurred while updating',
        () => load(PLID),
      );
    else
      void send(
        '/api/InsertCustomerRate',
        'POST',
        body(),
        'Submitting...',
        'An error occurred while submitting',
        () => load(PLID),
      );
  };

  const setRow = (index: number, change: Partial<Row>) =>
    setRows(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));

  return (
    <FormKeys
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}
      onSave={submit}
      onEscape={goBack}
      dirty={() => PLID !== '' && !CRID}
      focusKey={fresh}
    >
      {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Select label="Customer" value={PLID} options={customers} onChange={(v) => void load(v)} />
        <Select label="Rate Type" value={rateType} options={rates} onChange={setRateType} />
        <TextField
          size="small"
          label="Customer Discount"
          type="number"
          value={discount}
          onChange={(e) => setDiscount(e.target.value)}
          slotProps={{ htmlInput: { step: 0.01, min: 0, max: 100 } }}
        />
      </Box>
      <Table size="small" aria-label="Customer rate items">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell>Rate</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell>Item Discount</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={i}>
              <TableCell>
                <Select
                  label="Item"
                  value={r.ItemID}
                  options={items}
                  onChange={(v) => setRow(i, { ItemID: v })}
                />
              </TableCell>
              <TableCell>
                <Select
                  label="Rate"
                  value={r.ItemRate}
                  options={rates}
                  onChange={(v) => setRow(i, { ItemRate: v })}
                />
              </TableCell>
              <TableCell align="right" aria-label={`Price ${i + 1}`}>
                {priceText(prices, r)}
              </TableCell>
              <TableCell>
                <TextField
                  size="small"
                  label="Item Discount"
                  type="number"
                  value={r.ItemDiscount}
                  onChange={(e) => setRow(i, { ItemDiscount: e.target.value })}
                  onKeyDown={(e) => {
                    // Enter on the last line's last column, with an item on it, opens the next
                    // line, as in a Tally voucher; the form's Enter then moves the cursor there.
                    if (
                      e.key === 'Enter' &&
                      !e.ctrlKey &&
                      !e.altKey &&
                      i === rows.length - 1 &&
                      r.ItemID !== ''
                    )
                      setRows([...rows, emptyRow()]);
                  }}
                  slotProps={{
                    htmlInput: {
                      step: 0.01,
                      min: 0,
                      max: 100,
                      // Its Enter may add a line: the move on waits for it (formKeys).
                      'data-enter-redraws': true,
                    },
                  }}
                />
              </TableCell>
              <TableCell>
                <IconButton
                  aria-label="Delete item row"
                  onClick={() => void removeRow(i)}
                  disabled={!!busy}
                >
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" onClick={() => setRows([...rows, emptyRow()])}>
          Add Item
        </Button>
        <Button variant="contained" disabled={!!busy || !!CRID} onClick={submit}>
          {busy === 'Submitting...' ? busy : 'Submit'}
        </Button>
        <Button variant="contained" disabled={!!busy || !CRID} onClick={submit}>
          {busy === 'Updating...' ? busy : 'Update'}
        </Button>
        <Button color="error" disabled={!!busy || !CRID} onClick={() => setConfirming(true)}>
          {busy === 'Deleting...' ? busy : 'Delete'}
        </Button>
        <Button variant="outlined" onClick={clear}>
          Clear
        </Button>
      </Box>
      {stored.length > 0 && (
        <Table size="small" aria-label="Customers with their own rates">
          <TableHead>
            <TableRow>
              <TableCell>Customer</TableCell>
              <TableCell>Rate Type</TableCell>
              <TableCell align="right">Customer Discount</TableCell>
              <TableCell align="right">Items</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stored.map((c) => (
              <TableRow
                key={c.CRID}
                hover
                tabIndex={0}
                sx={{ cursor: 'pointer' }}
                onClick={() => void load(c.PLID)}
                onKeyDown={(e) => rowKeys(e, () => void load(c.PLID))}
              >
                <TableCell>{nameIn(customers, c.PLID)}</TableCell>
                <TableCell>{nameIn(rates, c.CustRatetype)}</TableCell>
                <TableCell align="right">
                  {c.CustDiscount === null ? '' : `${c.CustDiscount}%`}
                </TableCell>
                <TableCell align="right">{c.Items.length}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Confirm
        isOpen={confirming}
        title={`Delete ${customerRate.label.one}`}
        content="Are you sure you want to delete?"
        onConfirm={() => {
          setConfirming(false);
          void send(
            '/api/DeleteCustomerRate',
            'DELETE',
            { CRID },
            'Deleting...',
            'An error occurred while deleting',
            clear,
          );
        }}
        onClose={() => setConfirming(false)}
      />
    </FormKeys>
  );
}
