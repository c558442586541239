import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { downloadCSV, Title, useNotify } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { DOC_STATUS, type AnyRecord } from '../../../../resources';
import { failureText } from '../../api/http';
import { rupeesText } from '../../components/rupees';
import { TypedDateField } from '../../components/TypedDateField';
import { CancelDialog } from './CancelDialog';
import { invoiceApi, printUrl } from './invoiceApi';
import { invoicesCsv, LIST_COLUMNS } from './invoiceCsv';
import { NATIVE_SELECT_SLOTS } from '../../components/nativeSelect';
import { LIST_SEARCH, rowKeys, searchKeys } from '../../components/keyRows';
import { useGoBack } from '../../components/goBack';

interface Filters {
  q: string;
  FromDate: string;
  ToDate: string;
  DocStatus: string;
}

const EXPORT_MAX = 10_000;

/** A filter takes a date or nothing; text that is no date stays on the screen, said so. */
const isDateOrNone = (v: string) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v);

function queryOf(f: Filters, start: number, end: number): URLSearchParams {
  const q = new URLSearchParams({
    _start: String(start),
    _end: String(end),
    _sort: 'BillID',
    _order: 'DESC',
  });
  for (const [k, v] of Object.entries(f)) if (v) q.set(k, v);
  return q;
}

/**
 * The invoice list (issue 11 point 6): newest first, searched by number or customer, filtered by
 * dates and status. Each row is a stop for the keyboard: Up and Down move, Enter opens, P prints,
 * Delete cancels.
 */
export function SalesInvoicesPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [filters, setFilters] = useState<Filters>({
    q: '',
    FromDate: '',
    ToDate: '',
    DocStatus: '',
  });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [rows, setRows] = useState<AnyRecord[]>([]);
  const [total, setTotal] = useState(0);
  const [cancelling, setCancelling] = useState<AnyRecord | null>(null);
  const [reload, setReload] = useState(0);
  // Esc goes back past the bills this list opened, to where the list was opened from.
  const leave = useGoBack((path) => path.startsWith('/SalesInvoice'));

  useEffect(() => {
    let current = true;
    invoiceApi.list(queryOf(filters, page * perPage, (page + 1) * perPage)).then(
      (answer) => current && (setRows(answer.rows), setTotal(answer.total)),
      (e: unknown) => current && notify(failureText(e, 'Failed to fetch data'), { type: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [filters, page, perPage, reload, notify]);

  const set = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(0);
  };

  const exportCsv = async () => {
    try {
      const all = await invoiceApi.list(queryOf(filters, 0, EXPORT_MAX));
      downloadCSV(invoicesCsv(all.rows), 'sales-invoices');
    } catch (e) {
      notify(failureText(e, 'Failed to fetch data'), { type: 'error' });
    }
  };

  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, r: AnyRecord) => {
    if (event.key === 'p' || event.key === 'P') window.open(printUrl(Number(r.BillID)), '_blank');
    else if (event.key === 'Delete' && Number(r.DocStatus) !== DOC_STATUS.CANCELLED)
      setCancelling(r);
    else return rowKeys(event, () => void navigate(`/SalesInvoice/${String(r.BillID)}`));
    event.preventDefault();
  };

  // From the search, Down or Enter goes to the first bill; Esc clears it, then leaves the list
  // (past the bills it opened).
  const onSearchKey = (event: KeyboardEvent<HTMLDivElement>) => {
    searchKeys(event, { text: filters.q, clear: () => set({ q: '' }) });
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    leave();
  };

  return (
    <Box sx={{ p: 1 }}>
      <Title title="Sales Invoices" />
      <Paper sx={{ p: 1.5, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          label="Search number or customer"
          size="small"
          sx={{ width: 280 }}
          value={filters.q}
          onChange={(e) => set({ q: e.target.value })}
          onKeyDown={onSearchKey}
          slotProps={{ htmlInput: LIST_SEARCH }}
          autoFocus
        />
        <TypedDateField
          label="From"
          sx={{ width: 150 }}
          value={filters.FromDate}
          onChange={(FromDate) => isDateOrNone(FromDate) && set({ FromDate })}
        />
        <TypedDateField
          label="To"
          sx={{ width: 150 }}
          value={filters.ToDate}
          onChange={(ToDate) => isDateOrNone(ToDate) && set({ ToDate })}
        />
        <TextField
          select
          label="Status"
          size="small"
          sx={{ width: 130 }}
          value={filters.DocStatus}
          slotProps={NATIVE_SELECT_SLOTS}
          onChange={(e) => set({ DocStatus: e.target.value })}
        >
          <option value="">All</option>
          <option value={DOC_STATUS.ACTIVE}>Active</option>
          <option value={DOC_STATUS.CANCELLED}>Cancelled</option>
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button onClick={() => void exportCsv()}>Export CSV</Button>
        <Button component={Link} to="/SalesInvoice" variant="contained">
          New invoice (F8)
        </Button>
      </Paper>
      <Paper sx={{ mt: 1 }}>
        <Table size="small" aria-label="Sales invoices">
          <TableHead>
            <TableRow>
              {LIST_COLUMNS.map((c) => (
                <TableCell key={c.label} align={c.money ? 'right' : 'left'}>
                  {c.label}
                </TableCell>
              ))}
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={LIST_COLUMNS.length + 1}>No Records Found</TableCell>
              </TableRow>
            )}
            {rows.map((r) => (
              <TableRow
                key={String(r.BillID)}
                hover
                tabIndex={0}
                onKeyDown={(e) => onRowKey(e, r)}
                aria-label={`Invoice ${String(r.InvoiceNo)}`}
                sx={{ '&:focus': { outline: '2px solid', outlineColor: 'primary.main' } }}
              >
                {LIST_COLUMNS.map((c) => (
                  <TableCell key={c.label} align={c.money ? 'right' : 'left'}>
                    {c.money ? rupeesText(c.value(r)) : c.value(r)}
                  </TableCell>
                ))}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    tabIndex={-1}
                    onClick={() => navigate(`/SalesInvoice/${String(r.BillID)}`)}
                  >
                    Open
                  </Button>
                  <Button
                    size="small"
                    tabIndex={-1}
                    onClick={() => window.open(printUrl(Number(r.BillID)), '_blank')}
                  >
                    Print
                  </Button>
                  {Number(r.DocStatus) !== DOC_STATUS.CANCELLED && (
                    <Button
                      size="small"
                      tabIndex={-1}
                      color="error"
                      onClick={() => setCancelling(r)}
                    >
                      Cancel
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[25, 50, 100]}
          onPageChange={(_e, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setPerPage(Number(e.target.value));
            setPage(0);
          }}
        />
      </Paper>
      {cancelling && (
        <CancelDialog
          open
          invoiceNo={String(cancelling.InvoiceNo)}
          onClose={() => setCancelling(null)}
          onConfirm={async (reason) => {
            try {
              const answer = await invoiceApi.cancel(Number(cancelling.BillID), reason);
              notify(String(answer.message), { type: 'success' });
              setCancelling(null);
              setReload((n) => n + 1);
            } catch (e) {
              notify(failureText(e, 'The invoice could not be cancelled.'), { type: 'error' });
            }
          }}
        />
      )}
    </Box>
  );
}

export default SalesInvoicesPage;
