import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { company, financialYear, financialYearLabel, labelOf } from '../../../../resources';
import { postJson } from '../../api/http';
import { FormKeys } from '../../components/formKeys';
import { PublicFrame } from '../../components/PublicFrame';
import { pendingSignupPath, storePendingSignup } from '../../session';
import { fetchCompanies, type CompanyName } from './companies';
import {
  divisionLabel,
  fetchCountries,
  fetchStates,
  pinLabel,
  type CountryRow,
  type StateRow,
} from './places';
import { PlainInput } from './plainInputOf';
import { checkSignup, DUPLICATE_COMPANY } from './signupChecks';
import { usePlainForm } from './usePlainForm';
import { SignupActions, SignupFields } from './SignupLayout';
import { useSubmitAnswer } from './useSubmitAnswer';

const CONTACT = ['Telephone', 'Mobile', 'PinCode', 'Email', 'Website', 'Fax'];
const AFTER_STATE = ['District', 'City'];
const WHOLE_ROW = { gridColumn: '1 / -1' };

/** Spec 2.5: a new company registers itself with its first financial year. */
export function SignupPage() {
  const navigate = useNavigate();
  const form = usePlainForm();
  const { values, set, touch, shows } = form;
  const [companies, setCompanies] = useState<CompanyName[]>([]);
  const [countries, setCountries] = useState<CountryRow[]>([]);
  const [states, setStates] = useState<StateRow[]>([]);
  const [sameAsAddress, setSameAsAddress] = useState(false);
  const { serverErrors, forget, failure, setFailure, busy, send } = useSubmitAnswer(form.refuse);

  useEffect(() => {
    // Without the list the duplicate check falls back to the server's answer on submit.
    fetchCompanies().then(setCompanies, () => undefined);
    fetchCountries().then(
      (rows) => setCountries(Array.isArray(rows) ? rows : []),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    setStates([]);
    if (values.CountryId)
      fetchStates(values.CountryId).then(
        (rows) => setStates(Array.isArray(rows) ? rows : []),
        () => undefined,
      );
  }, [values.CountryId]);

  const country = countries.find((c) => String(c.CountryId) === values.CountryId);
  // Building the schema is not free; check again only when a value changes.
  const { value, errors } = useMemo(() => checkSignup(values, companies), [values, companies]);
  const messageOf = (key: string) =>
    serverErrors[key] ??
    (shows(key) || errors[key] === DUPLICATE_COMPANY ? errors[key] : undefined);

  function change(key: string, next: string) {
    set(key, next);
    forget(key);
    // Spec 4: while 'Same as Address' is ticked, edits to Address copy across.
    if (key === 'Address' && sameAsAddress) set('ShippingAddress', next);
    if (key === 'CountryId') set('State', '');
  }

  function tickSameAsAddress(ticked: boolean) {
    setSameAsAddress(ticked);
    set('ShippingAddress', ticked ? (values.Address ?? '') : '');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.setSubmitted(true);
    setFailure(undefined);
    if (Object.keys(errors).length) return form.refuse();
    await send(async () => {
      const { StartDate, EndDate } = values;
      const answer = await postJson('/api/insertcompanysignup', {
        ...value,
        StartDate,
        EndDate,
        FYear: financialYearLabel(StartDate),
      });
      const pending = {
        CompanyID: String(answer.CompanyID),
        signupToken: String(answer.signupToken),
      };
      storePendingSignup(pending);
      void navigate(pendingSignupPath(pending), {
        state: { notice: answer.message ?? company.messages.created },
      });
    }, 'An error occurred while registering');
  }

  const input = (key: string, extra: Partial<Parameters<typeof PlainInput>[0]> = {}) => (
    <PlainInput
      key={key}
      resource={company}
      source={key}
      value={values[key] ?? ''}
      onChange={(next) => change(key, next)}
      onBlur={() => touch(key)}
      error={messageOf(key)}
      {...extra}
    />
  );

  return (
    <PublicFrame title="Company Registration" width={760}>
      <FormKeys component="form" onSubmit={submit} noValidate refusals={form.refusals}>
        <Stack spacing={1}>
          {failure && (
            <Alert severity="error">
              <AlertTitle>Failed to submit data!</AlertTitle>
              {failure}
            </Alert>
          )}
          <SignupFields>
            <Box sx={WHOLE_ROW}>{input('CompanyName')}</Box>
            {input('Address')}
            {input('ShippingAddress', { disabled: sameAsAddress })}
            <FormControlLabel
              sx={{ ...WHOLE_ROW, mt: -1, mb: 1 }}
              control={
                <Checkbox
                  checked={sameAsAddress}
                  onChange={(e) => tickSameAsAddress(e.target.checked)}
                />
              }
              label="Same as Address"
            />
            {CONTACT.map((key) =>
              input(key, key === 'PinCode' ? { label: pinLabel(country) } : {}),
            )}
            {input('CountryId', {
              options: countries.map((c) => ({ id: c.CountryId, name: c.CountryName })),
            })}
            {input('State', {
              label: divisionLabel(country),
              options: states.map((s) => ({ id: s.StateId, name: s.StateName })),
            })}
            {AFTER_STATE.map((key) => input(key))}
            {(['StartDate', 'EndDate'] as const).map((key) => (
              <PlainInput
                key={key}
                resource={financialYear}
                source={key}
                value={values[key] ?? ''}
                onChange={(next) => change(key, next)}
                onBlur={() => touch(key)}
                error={messageOf(key)}
              />
            ))}
            <TextField
              label={labelOf(financialYear, 'FYear')}
              value={financialYearLabel(values.StartDate ?? '')}
              size="small"
              slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
              helperText=" "
            />
          </SignupFields>
          <SignupActions busy={busy} />
        </Stack>
      </FormKeys>
    </PublicFrame>
  );
}
