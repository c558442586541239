import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { authProvider } from '../../authProvider';
import { FormKeys } from '../../components/formKeys';
import { PasswordField } from '../../components/PasswordField';
import { PublicFrame } from '../../components/PublicFrame';
import { useNotice } from '../../components/notice';
import { fetchCompanyChoice, lastCompany, rememberCompany, type CompanyName } from './companies';

/**
 * Spec 2.4: the login page at '/': company, username, password, and a way to sign up. The
 * company is picked by typing any part of its name; the one this browser last signed in to is
 * chosen already (else the first, as the spec says). Where the install hides the list
 * (PUBLIC_COMPANY_LIST=false) the company's name is typed instead.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const notice = useNotice();
  const [companies, setCompanies] = useState<CompanyName[]>([]);
  const [listed, setListed] = useState(true);
  const [companiesError, setCompaniesError] = useState<string>();
  const [CompanyID, setCompanyID] = useState('');
  const [typedCompany, setTypedCompany] = useState('');
  const [Username, setUsername] = useState('');
  const [Password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const username = useRef<HTMLInputElement>(null);

  useEffect(() => {
    fetchCompanyChoice().then(
      ({ listed: shown, companies: list }) => {
        setListed(shown);
        setCompanies(list);
        const last = lastCompany();
        if (!shown) setTypedCompany(last && !/^\d+$/.test(last) ? last : '');
        // The company last used here, else (spec 9) the first.
        else if (list.length) {
          setCompanyID(
            String((list.find((c) => String(c.CompanyID) === last) ?? list[0]).CompanyID),
          );
          // The company is chosen already: the cursor waits in the username.
          username.current?.focus();
        }
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
      await authProvider.login(
        listed
          ? { CompanyID, Username, Password }
          : { CompanyName: typedCompany.trim(), Username, Password },
      );
      rememberCompany(listed ? CompanyID : typedCompany.trim());
      void navigate('/dashboard', { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'An unexpected error occurred');
      setBusy(false);
    }
  }

  return (
    <PublicFrame title="Login">
      <FormKeys component="form" onSubmit={login} noValidate>
        <Stack spacing={2}>
          {notice && <Alert severity="success">{notice}</Alert>}
          {companiesError && <Alert severity="error">{companiesError}</Alert>}
          {listed ? (
            <Autocomplete
              options={companies}
              value={companies.find((c) => String(c.CompanyID) === CompanyID) ?? null}
              onChange={(_e, c) => setCompanyID(c ? String(c.CompanyID) : '')}
              getOptionLabel={(c) => c.CompanyName}
              isOptionEqualToValue={(a, b) => a.CompanyID === b.CompanyID}
              autoHighlight
              size="small"
              renderInput={(params) => <TextField {...params} label="Company" />}
            />
          ) : (
            <TextField
              label="Company"
              value={typedCompany}
              onChange={(e) => setTypedCompany(e.target.value)}
              autoComplete="organization"
              size="small"
            />
          )}
          <TextField
            label="Username"
            value={Username}
            onChange={(e) => setUsername(e.target.value)}
            autoComplete="username"
            inputRef={username}
            size="small"
          />
          <PasswordField
            label="Password"
            value={Password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            size="small"
          />
          {error && <Alert severity="error">{error}</Alert>}
          <Button type="submit" variant="contained" disabled={busy}>
            Login
          </Button>
          <Link component={RouterLink} to="/Signup" variant="body2">
            Create a new company
          </Link>
        </Stack>
      </FormKeys>
    </PublicFrame>
  );
}
