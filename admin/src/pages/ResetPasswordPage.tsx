import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { HttpError, Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { employee, validate } from '../../../resources';
import { postJson, serverText } from '../api/http';
import { authProvider } from '../authProvider';
import { FormKeys } from '../components/formKeys';
import { PasswordField } from '../components/PasswordField';

const FIELDS = [
  ['CurrentPassword', 'Current Password'],
  ['NewPassword', 'New Password'],
  ['ConfirmPassword', 'Confirm Password'],
] as const;

type Field = (typeof FIELDS)[number][0];
type Values = Record<Field, string>;

/** Spec 5 Reset password: all three required, new and confirm equal, the new one a valid password. */
export function resetPasswordErrors(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [key, label] of FIELDS) if (!values[key]) errors[key] = `${label} is required.`;
  // The new password obeys the rule an employee's password is created with, from the one
  // declaration; only that field's message is read.
  const rule = values.NewPassword
    ? validate(employee, { Password: values.NewPassword }, 'create').errors?.Password
    : undefined;
  if (rule) errors.NewPassword = rule.replace('Password', 'New Password');
  if (
    values.NewPassword &&
    values.ConfirmPassword &&
    values.NewPassword !== values.ConfirmPassword
  ) {
    errors.ConfirmPassword = 'New password and confirm password do not match.';
  }
  return errors;
}

/** Spec 8 Reset password: the sentence a failed reset shows. */
function resetFailureText(error: unknown): string {
  if (!(error instanceof HttpError)) return 'No response received from the server.';
  if (error.status < 300) return serverText(error.body) ?? 'Password reset failed.'; // answered success: false
  return serverText(error.body) ?? 'An error occurred while resetting the password.';
}

/** Spec 2.8: a new password; on success every session ends, so the user signs in again. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({
    CurrentPassword: '',
    NewPassword: '',
    ConfirmPassword: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const errors = resetPasswordErrors(values);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    if (Object.keys(errors).length) return setRefusals((n) => n + 1);
    setBusy(true);
    try {
      const answer = await postJson('/api/resetpassword', {
        CurrentPassword: values.CurrentPassword,
        NewPassword: values.NewPassword,
      });
      // The server has ended every session of this user; forget this one too and sign in afresh.
      await authProvider.logout({});
      void navigate('/', {
        replace: true,
        state: {
          notice: serverText(answer) ?? 'Password reset successfully. Please log in again.',
        },
      });
    } catch (error) {
      setFailure(resetFailureText(error));
      setBusy(false);
    }
  }

  return (
    <Card sx={{ m: 2, maxWidth: 480 }}>
      <Title title="Reset Password" />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          Reset Password
        </Typography>
        <FormKeys component="form" onSubmit={submit} noValidate refusals={refusals}>
          <Stack spacing={2}>
            {failure && <Alert severity="error">{failure}</Alert>}
            {FIELDS.map(([key, label]) => (
              <PasswordField
                key={key}
                label={label}
                required
                size="small"
                value={values[key]}
                onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                error={submitted && Boolean(errors[key])}
                helperText={(submitted && errors[key]) || ' '}
                autoComplete={key === 'CurrentPassword' ? 'current-password' : 'new-password'}
              />
            ))}
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? 'Submitting...' : 'Reset Password'}
            </Button>
          </Stack>
        </FormKeys>
      </CardContent>
    </Card>
  );
}
