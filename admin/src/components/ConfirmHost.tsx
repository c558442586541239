import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';
import { hostQuestions, type Question } from '../api/confirmations';

/**
 * Where a save's warning is asked, as Tally asks 'Accept?': the server's sentence, Enter (on
 * Save anyway, focused) saves, Esc or Go back leaves the form as it was with the message on it.
 */
export function ConfirmHost() {
  const [question, setQuestion] = useState<Question | null>(null);
  const save = useRef<HTMLButtonElement>(null);
  useEffect(() => hostQuestions(setQuestion), []);
  return (
    <Dialog
      open={Boolean(question)}
      onClose={() => question?.answer(false)}
      aria-labelledby="confirm-title"
      // Over another dialog (quick create) the focus lands on this one's frame, not its button:
      // put it on Save anyway, and let Enter anywhere in it but on Go back mean yes.
      slotProps={{ transition: { onEntered: () => save.current?.focus() } }}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || (e.target as HTMLElement).dataset.answer === 'no') return;
        e.preventDefault();
        question?.answer(true);
      }}
    >
      <DialogTitle id="confirm-title">Save anyway?</DialogTitle>
      <DialogContent>
        <DialogContentText>{question?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button data-answer="no" onClick={() => question?.answer(false)}>
          Go back
        </Button>
        <Button ref={save} variant="contained" autoFocus onClick={() => question?.answer(true)}>
          Save anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
