import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { hostQuestions, type Question } from '../api/confirmations';

/**
 * Where a save's warning is asked, as Tally asks 'Accept?': the server's sentence, Enter (on
 * Save anyway, focused) saves, Esc or Go back leaves the form as it was with the message on it.
 */
export function ConfirmHost() {
  const [question, setQuestion] = useState<Question | null>(null);
  useEffect(() => hostQuestions(setQuestion), []);
  return (
    <Dialog
      open={Boolean(question)}
      onClose={() => question?.answer(false)}
      aria-labelledby="confirm-title"
    >
      <DialogTitle id="confirm-title">Save anyway?</DialogTitle>
      <DialogContent>
        <DialogContentText>{question?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => question?.answer(false)}>Go back</Button>
        <Button variant="contained" autoFocus onClick={() => question?.answer(true)}>
          Save anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
