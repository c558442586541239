import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { authProvider } from '../../authProvider';
import { PasswordField } from '../../components/PasswordField';
import { PublicFrame } from '../../components/PublicFrame';
import { useNotice } from '../../components/notice';
import { fetchCompanies, type CompanyName } from './companies';

/** Spec 2.4: the login page at '/': company, username, password, and a way to sign up. */
export function LoginPage() {
  const navigate = useNavigate();
  const notice = useNotice();
  const [companies, setCompanies] = useState<CompanyName[]>([]);
  const [companiesError, setCompaniesError] = useState<string>();
  const [CompanyID, setCompanyID] = useState('');
  const [Username, setUsername] = useState('');
  const [Password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchCompanies().then(
      (list) => {
        setCompanies(list);
        // Spec 9: the first company is the default.
        if (list[0]) setCompanyID(String(list[0].CompanyID));
      },
      () => setCompaniesError('Error fetching companies'),
    );
  }, []);

  async function login(event: FormEvent) {
    event.preventDefault();
    if (!Username.trim() || !Password.trim()) {
      setError('Username and Password are required.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await authProvider.login({ CompanyID, Username, Password });
      navigate('/dashboard', { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'An unexpected error occurred');
      setBusy(false);
    }
  }

  return (
    <PublicFrame title="Login">
      <Stack component="form" spacing={2} onSubmit={login} noValidate>
        {notice && <Alert severity="success">{notice}</Alert>}
        {companiesError && <Alert severity="error">{companiesError}</Alert>}
        <TextField select label="Company" value={CompanyID} onChange={(e) => setCompanyID(e.target.value)} size="small">
          {companies.map((c) => (
            <MenuItem key={c.CompanyID} value={String(c.CompanyID)}>
              {c.CompanyName}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Username" value={Username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" size="small" />
        <PasswordField label="Password" value={Password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" size="small" />
        {error && <Alert severity="error">{error}</Alert>}
        <Button type="submit" variant="contained" disabled={busy}>
          Login
        </Button>
        <Link component={RouterLink} to="/Signup" variant="body2">
          Create a new company
        </Link>
      </Stack>
    </PublicFrame>
  );
}
