import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** The sign-up forms' fields: two to a row from a tablet's width, so a long form is half as tall; one on a phone. */
export function SignupFields({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        columnGap: 2,
      }}
    >
      {children}
    </Box>
  );
}

/** Back to the login page, and Submit (busy while it is sent). */
export function SignupActions({ busy, disabled = false }: { busy: boolean; disabled?: boolean }) {
  const navigate = useNavigate();
  return (
    <Stack direction="row" spacing={2} justifyContent="flex-end">
      <Button onClick={() => navigate('/')}>Back</Button>
      <Button type="submit" variant="contained" disabled={busy || disabled}>
        {busy ? 'Submitting...' : 'Submit'}
      </Button>
    </Stack>
  );
}
