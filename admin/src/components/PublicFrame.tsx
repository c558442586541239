import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { defaultTheme } from 'react-admin';

// The public pages sit outside <Admin>; they wear the same theme so the product looks like one.
const theme = createTheme(defaultTheme);

/** The centred card the public pages (login, sign-up) are drawn on. */
export function PublicFrame({
  title,
  width = 420,
  children,
}: {
  title: string;
  width?: number;
  children: ReactNode;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box
        component="main"
        sx={{
          minHeight: '100vh',
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'center',
          bgcolor: 'grey.100',
          py: 6,
          px: 2,
        }}
      >
        <Card sx={{ width: '100%', maxWidth: width }}>
          <CardContent>
            <Typography variant="h5" component="h1" gutterBottom>
              {title}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Box>
    </ThemeProvider>
  );
}
