import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { displayDate } from '../../../../resources';
import { showPaise, showRupees, tidyAmount } from './amount';
import type { OpenBillRow } from './voucherForm';

interface Props {
  partyName: string;
  bills: readonly OpenBillRow[];
  plan: Map<number, number> | undefined; // BillID -> paise set against
  typed: Record<number, string> | undefined; // what the person typed, once they changed it
  saved: Record<number, number> | undefined; // an opened voucher: what it was saved against (paise)
  editing: boolean;
  error?: string;
  onChange: (typed: Record<number, string>) => void;
}

/**
 * A party's open bills under its voucher row (Tally's 'Agst Ref'): a customer's invoices under
 * a receipt, a supplier's purchases under a payment. What each still owes and what this voucher
 * sets against it, oldest first until the person changes it; what is not set stays on account.
 */
export function OpenBills({
  partyName,
  bills,
  plan,
  typed,
  saved,
  editing,
  error,
  onChange,
}: Props) {
  // An opened voucher shows what it was saved against (Tally's bill-wise details), a new one its plan.
  const planned = (id: number) => (editing ? (saved?.[id] ?? 0) : (plan?.get(id) ?? 0));
  const shown = (id: number) => typed?.[id] ?? (planned(id) ? showPaise(planned(id)) : '');
  const change = (id: number, text: string) => {
    // The first change makes the whole row's allocation the person's: the other bills keep what they show.
    const base = typed ?? Object.fromEntries(bills.map((b) => [b.BillID, shown(b.BillID)]));
    onChange({ ...base, [id]: text });
  };
  // A refusal naming a bill marks its box (and takes the cursor there); one naming none, every box.
  const named = bills.filter((b) => error?.includes(`against ${b.InvoiceNo} `));
  const blamed = (b: OpenBillRow) => !!error && (!named.length || named.includes(b));
  return (
    <>
      <Table size="small" aria-label={`Open bills of ${partyName}`} sx={{ mb: 1 }}>
        <TableHead>
          <TableRow>
            {['Bill No', 'Date', 'Bill Amount', 'Settled', 'Outstanding', 'Set Against'].map(
              (h) => (
                <TableCell key={h}>{h}</TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {bills.map((b) => (
            <TableRow key={b.BillID}>
              <TableCell>{b.InvoiceNo}</TableCell>
              <TableCell>{displayDate(b.BillDate)}</TableCell>
              <TableCell align="right">{showRupees(b.BillAmount)}</TableCell>
              <TableCell align="right">{showRupees(b.Settled)}</TableCell>
              <TableCell align="right">{showRupees(b.Outstanding)}</TableCell>
              <TableCell>
                <TextField
                  size="small"
                  error={blamed(b)}
                  slotProps={{
                    htmlInput: { 'aria-label': `Set against ${b.InvoiceNo}`, inputMode: 'decimal' },
                  }}
                  value={shown(b.BillID)}
                  onChange={(e) => change(b.BillID, e.target.value)}
                  onBlur={(e) => typed && change(b.BillID, tidyAmount(e.target.value))}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && !typed && (
        <Typography variant="caption">
          On update it stays set against the bills it was saved against, unless changed here; an
          amount raised sets the rise against the oldest bills.
        </Typography>
      )}
      {error && (
        <Typography color="error" variant="body2" role="alert">
          {error}
        </Typography>
      )}
    </>
  );
}
