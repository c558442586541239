import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

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
  // Enter with no reason says what is missing, as the server would, instead of doing nothing.
  const [missing, setMissing] = useState(false);
  const confirm = async () => {
    if (busy) return;
    if (!reason.trim()) return setMissing(true);
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
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
          error={missing}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void confirm();
            }
          }}
          helperText={
            missing
              ? 'Please give a reason for cancelling.'
              : 'The bill keeps its number; its entries are reversed. Enter confirms.'
          }
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
