import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { describeDocumentChanges, salesInvoice, type AnyRecord } from '../../../../resources';

/** Cancelling a bill asks why, and asks again before doing it (the bill keeps its number). */
export function CancelDialog({
  invoiceNo,
  open,
  onConfirm,
  onClose,
}: {
  invoiceNo: string;
  open: boolean;
  onConfirm(reason: string): Promise<void>;
  onClose(): void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!reason.trim() || busy) return;
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      setReason('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancel-title">
      <DialogTitle id="cancel-title">Cancel invoice {invoiceNo}?</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void confirm();
            }
          }}
          helperText="The bill keeps its number; its entries are reversed. Enter confirms."
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep it</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!reason.trim() || busy}
          onClick={() => void confirm()}
        >
          {busy ? 'Cancelling...' : 'Cancel invoice'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Every version of a bill: who, when, what changed. */
export function HistoryDialog({
  versions,
  open,
  onClose,
}: {
  versions: readonly AnyRecord[];
  open: boolean;
  onClose(): void;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="history-title">
      <DialogTitle id="history-title">History</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="Versions">
          <TableHead>
            <TableRow>
              <TableCell>Version</TableCell>
              <TableCell>Action</TableCell>
              <TableCell>By</TableCell>
              <TableCell>At</TableCell>
              <TableCell>Changes</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.map((v) => (
              <TableRow key={String(v.Version)}>
                <TableCell>{String(v.Version)}</TableCell>
                <TableCell>{String(v.Action)}</TableCell>
                <TableCell>{String(v.ByName ?? v.By ?? '')}</TableCell>
                <TableCell>{new Date(String(v.At)).toLocaleString('en-IN')}</TableCell>
                <TableCell>
                  {describeDocumentChanges(salesInvoice, v.Changes).map((said) => (
                    <div key={said}>{said}</div>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
