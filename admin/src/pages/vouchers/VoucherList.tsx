import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import { downloadCSV } from 'react-admin';
import { displayDate } from '../../../../resources';
import { showRupees } from './amount';
import type { VoucherConfig } from './voucherConfig';
import { vouchersCsv } from './voucherCsv';
import type { ListedVoucher } from './voucherForm';
import { focusFirstRow, LIST_SEARCH, rowKeys } from '../../components/keyRows';

interface Props {
  config: VoucherConfig;
  vouchers: readonly ListedVoucher[];
  search: string;
  onSearch: (text: string) => void;
  onOpen: (voucher: ListedVoucher) => void;
}

/**
 * The vouchers of the year below the form, searched by number (contains, as the spec has it).
 * Each row takes the focus: Down from the search goes to the rows, the arrows walk them, Enter
 * opens the voucher, and Up from the first row or Esc goes back to the search.
 */
export function VoucherList({ config, vouchers, search, onSearch, onOpen }: Props) {
  const toFirst = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowDown' && focusFirstRow(e.currentTarget)) e.preventDefault();
  };
  const party = config.journal ? 'Ledgers' : config.labels.party;
  return (
    <>
      <Typography variant="h6">{config.title} List</Typography>
      <Stack direction="row" spacing={2} sx={{ my: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label={`Search ${config.title} No`}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          onKeyDown={toFirst}
          slotProps={{ htmlInput: LIST_SEARCH }}
        />
        <Button
          disabled={vouchers.length === 0}
          onClick={() => downloadCSV(vouchersCsv(config, vouchers), `${config.title}s`)}
        >
          Export CSV
        </Button>
      </Stack>
      <Table size="small" aria-label={`${config.title} List`}>
        <TableHead>
          <TableRow>
            <TableCell>{config.title} No</TableCell>
            <TableCell>Date</TableCell>
            {!config.journal && <TableCell>{config.labels.ledger}</TableCell>}
            <TableCell>{party}</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {vouchers.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>No {config.title.toLowerCase()} found</TableCell>
            </TableRow>
          )}
          {vouchers.map((v) => (
            <TableRow
              key={v.number}
              hover
              tabIndex={0}
              sx={{ cursor: 'pointer' }}
              onClick={() => onOpen(v)}
              onKeyDown={(e) => rowKeys(e, () => onOpen(v))}
            >
              <TableCell>{v.number}</TableCell>
              <TableCell>{displayDate(v.date)}</TableCell>
              {!config.journal && <TableCell>{v.ledger}</TableCell>}
              <TableCell>{v.parties}</TableCell>
              <TableCell align="right">
                {v.cancelled ? 'Cancelled' : showRupees(v.amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
