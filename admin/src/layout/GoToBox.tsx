import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { rankByName } from '../components/ChoiceField';
import { SCREENS, type Screen } from './appMenu';
import { leaveThen } from '../components/unsavedWork';

/** Tally's Go To (Alt+G), and Ctrl+K as other programs have it. */
export const isGoToKey = (e: KeyboardEvent) =>
  (e.altKey && !e.ctrlKey && !e.metaKey && (e.key === 'g' || e.key === 'G' || e.code === 'KeyG')) ||
  ((e.ctrlKey || e.metaKey) && !e.altKey && (e.key === 'k' || e.key === 'K'));

/**
 * The Go To box: from any screen, Ctrl+K or Alt+G, a few letters of a screen's name, Enter, and
 * the screen is open. It offers what the side menu opens, from the same menu items.
 */
export function GoToBox() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const listen = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isGoToKey(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', listen);
    return () => window.removeEventListener('keydown', listen);
  }, []);

  const go = (screen: Screen | null) => {
    if (!screen) return;
    setOpen(false);
    leaveThen(() => void navigate(screen.to));
  };

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      aria-labelledby="goto-title"
      fullWidth
      maxWidth="xs"
      // Opened from a field of a form, the dialog's own focus trap would keep the cursor on its
      // frame: once it is in, the cursor goes to the name.
      slotProps={{ transition: { onEntered: () => input.current?.focus() } }}
    >
      <DialogTitle id="goto-title">Go To</DialogTitle>
      <DialogContent>
        <Autocomplete<Screen>
          options={SCREENS}
          openOnFocus
          autoHighlight
          getOptionLabel={(s) => s.label}
          getOptionKey={(s) => s.to}
          isOptionEqualToValue={(a, b) => a.to === b.to}
          renderOption={({ key, ...props }, s) => (
            <li key={key} {...props}>
              <Box sx={{ flex: 1 }}>{s.label}</Box>
              <Typography variant="caption" color="text.secondary">
                {s.group}
              </Typography>
            </li>
          )}
          // Esc leaves the box at once, not only its list.
          onClose={(_event, reason) => reason === 'escape' && setOpen(false)}
          filterOptions={(list, { inputValue }) => rankByName(list, inputValue, (s) => s.label)}
          onChange={(_event, screen) => go(screen)}
          noOptionsText="No screen of that name"
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={input}
              autoFocus
              label="Screen"
              size="small"
              margin="dense"
            />
          )}
        />
      </DialogContent>
    </Dialog>
  );
}
