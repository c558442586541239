import BusinessIcon from '@mui/icons-material/Business';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { AppBar, HttpError, TitlePortal, useNotify } from 'react-admin';
import { failureText } from '../api/http';
import { ShellUserMenu } from './ShellUserMenu';
import { useShellInfo } from './useShellInfo';

/** The top bar of spec 2.3: company logo and name, financial year, user and designation. */
export function ShellAppBar() {
  const info = useShellInfo();
  useHeaderFailureNotice(info.error);
  return (
    <AppBar color="primary" userMenu={<ShellUserMenu />}>
      <Avatar
        src={info.logo}
        alt={`${info.companyName} logo`}
        variant="rounded"
        sx={{ width: 32, height: 32, mr: 1, bgcolor: 'primary.light' }}
      >
        <BusinessIcon fontSize="small" />
      </Avatar>
      <Box sx={{ mr: 3, minWidth: 0 }}>
        <Typography variant="subtitle1" noWrap sx={{ lineHeight: 1.2, fontWeight: 600 }}>
          {info.companyName}
        </Typography>
        <Typography variant="caption" noWrap component="div" aria-label="Financial year">
          {info.financialYear}
        </Typography>
      </Box>
      <TitlePortal variant="subtitle1" />
      <Box sx={{ textAlign: 'right', mr: 1, display: { xs: 'none', sm: 'block' } }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {info.userName}
        </Typography>
        <Typography variant="caption" noWrap component="div">
          {info.designation}
        </Typography>
      </Box>
    </AppBar>
  );
}

/** Spec 8: a header load failure shows the server's message or 'Failed to fetch data'. */
function useHeaderFailureNotice(error: unknown) {
  const notify = useNotify();
  useEffect(() => {
    // An expired session is not a load failure: the user is being logged out.
    if (!error || (error instanceof HttpError && error.status === 401)) return;
    notify(failureText(error, 'Failed to fetch data'), { type: 'error' });
  }, [error, notify]);
}
