import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { LedgerPicker, type Ledger } from './LedgerPicker';
import { OpenBills } from './OpenBills';
import { parsePaise, showPaise } from './amount';
import type { VoucherConfig } from './voucherConfig';
import {
  newRow,
  rowError,
  type FormErrors,
  type OpenBillRow,
  type VoucherRow,
} from './voucherForm';

/** A journal's debits and credits as typed, and what still keeps them apart (Tally shows both sides' totals). */
function JournalTotals({ rows }: { rows: readonly VoucherRow[] }) {
  const sum = (side: VoucherRow['side']) =>
    rows
      .filter((r) => r.side === side)
      .reduce((total, r) => total + (parsePaise(r.amount) ?? 0), 0);
  const debit = sum('Dr');
  const credit = sum('Cr');
  return (
    <Typography variant="body2" aria-label="Journal totals" sx={{ fontWeight: 500 }}>
      Total Dr {showPaise(debit)} · Total Cr {showPaise(credit)}
      {debit !== credit && (
        <Box component="span" sx={{ color: 'error.main', ml: 2 }}>
          Difference {showPaise(Math.abs(debit - credit))} {debit > credit ? 'Dr' : 'Cr'}
        </Box>
      )}
    </Typography>
  );
}

/** What an amount field lets through as it is typed. */
const AMOUNT_TYPING = /^[\d,.₹\s]*$/;

interface Props {
  config: VoucherConfig;
  rows: VoucherRow[];
  ledgers: readonly Ledger[];
  /** The voucher's own cash or bank ledger: money never moves from it to itself, so no row offers it. */
  own?: number | null;
  errors: FormErrors;
  editing: boolean;
  billsOf: (PLID: number) => readonly OpenBillRow[] | undefined;
  plans: Map<number, Map<number, number>>;
  onChange: (rows: VoucherRow[]) => void;
  onAmountDone: (key: number) => void; // the amount was left (blur or Enter): tidy it, balance a journal
}

/**
 * The voucher's rows: parties with the amount each pays or is paid (a receipt shows each
 * customer's open bills under the row), or a journal's ledgers with their debit or credit.
 */
export function VoucherRows({
  config,
  rows,
  ledgers,
  own,
  errors,
  editing,
  billsOf,
  plans,
  onChange,
  onAmountDone,
}: Props) {
  const set = (key: number, change: Partial<VoucherRow>) => {
    let next = rows.map((r) => (r.key === key ? { ...r, ...change } : r));
    // A receipt or payment keeps an empty row at the end for the next party, as Tally does.
    if (!config.journal && next[next.length - 1].ledger !== null) next = [...next, newRow()];
    onChange(next);
  };
  const remove = (key: number) =>
    onChange(rows.length > 1 ? rows.filter((r) => r.key !== key) : rows);
  const amountKeys = (key: number) => (e: KeyboardEvent) => {
    if (e.key === 'Enter') onAmountDone(key);
  };

  return (
    <Box role="group" aria-label={config.journal ? 'Journal rows' : 'Particulars'} sx={{ my: 2 }}>
      {rows.map((row, i) => {
        const name = ledgers.find((l) => l.PLID === row.ledger)?.LedgerName ?? '';
        const bills = config.settlesBills && row.ledger !== null ? billsOf(row.ledger) : undefined;
        const amountLabel = config.journal ? (row.side === 'Dr' ? 'Debit' : 'Credit') : 'Amount';
        // Enter on the empty party row at the end ends the particulars, as in Tally: its amount is skipped.
        const closing = !config.journal && row.ledger === null && i === rows.length - 1 && i > 0;
        return (
          <Box key={row.key} sx={{ mb: 1 }}>
            <Stack direction="row" spacing={1} alignItems="flex-start">
              {config.journal ? (
                <TextField
                  size="small"
                  label={`Dr/Cr ${i + 1}`}
                  sx={{ width: 64 }}
                  value={row.side}
                  // Tally's keys: D makes the row a debit, C a credit; nothing else is typed in.
                  onKeyDown={(e) => {
                    if (e.ctrlKey || e.metaKey || e.altKey || e.key.length !== 1) return;
                    e.preventDefault();
                    const side = /^d$/i.test(e.key) ? 'Dr' : /^c$/i.test(e.key) ? 'Cr' : null;
                    if (!side || side === row.side) return;
                    onChange(
                      rows.map((r) => (r.key === row.key ? { ...r, side, auto: false } : r)),
                    );
                    onAmountDone(row.key);
                  }}
                  onChange={() => undefined}
                />
              ) : (
                <Typography sx={{ width: 28, pt: 1 }}>{config.sides.party}</Typography>
              )}
              <LedgerPicker
                label={`${config.labels.party} ${i + 1}`}
                // A row that holds it (picked before the voucher's ledger was) still shows it.
                ledgers={ledgers.filter((l) => l.PLID !== own || l.PLID === row.ledger)}
                // Every journal row, and a receipt's first party; the empty row at the end ends the particulars.
                needed={config.journal || i === 0}
                value={row.ledger}
                error={errors[rowError(row.key, 'ledger')]}
                onChange={(ledger) => set(row.key, { ledger, allocations: undefined })}
              />
              <TextField
                size="small"
                label={`${amountLabel} ${i + 1}`}
                value={row.amount}
                error={!!errors[rowError(row.key, 'amount')]}
                helperText={errors[rowError(row.key, 'amount')]}
                slotProps={{
                  htmlInput: {
                    inputMode: 'decimal',
                    style: { textAlign: 'right' },
                    // Its Enter may add the next row: the move on waits for it (formKeys).
                    'data-enter-redraws': true,
                    ...(closing ? { tabIndex: -1 } : {}),
                  },
                }}
                onChange={(e) => {
                  // An amount takes digits, commas, a point and a rupee sign, as the invoice's
                  // figures do: a letter is not typed in.
                  if (!AMOUNT_TYPING.test(e.target.value)) return;
                  set(row.key, { amount: e.target.value, auto: false });
                }}
                onKeyDown={amountKeys(row.key)}
                onBlur={() => onAmountDone(row.key)}
              />
              <IconButton
                aria-label={`Remove row ${i + 1}`}
                tabIndex={-1}
                onClick={() => remove(row.key)}
                disabled={rows.length <= 1}
              >
                ×
              </IconButton>
            </Stack>
            {bills && bills.length > 0 && (
              <Box sx={{ ml: 2 }}>
                <OpenBills
                  partyName={name}
                  bills={bills}
                  plan={plans.get(row.key)}
                  typed={row.allocations}
                  saved={row.saved}
                  editing={editing}
                  error={errors[rowError(row.key, 'allocations')]}
                  onChange={(allocations) =>
                    onChange(rows.map((r) => (r.key === row.key ? { ...r, allocations } : r)))
                  }
                />
              </Box>
            )}
          </Box>
        );
      })}
      {config.journal && (
        <Stack direction="row" spacing={3} alignItems="center">
          <Button size="small" tabIndex={-1} onClick={() => onChange([...rows, newRow('Cr')])}>
            Add row
          </Button>
          <JournalTotals rows={rows} />
        </Stack>
      )}
    </Box>
  );
}
