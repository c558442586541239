import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useMemo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { latestBirthDate, today, validate, writableFields } from '../../../../resources';
import { employeeSignup as employee, MINIMUM_AGE } from '../../../../resources/employee';
import { postJson } from '../../api/http';
import { FormKeys } from '../../components/formKeys';
import { PublicFrame } from '../../components/PublicFrame';
import { useNotice } from '../../components/notice';
import { clearPendingSignup, readPendingSignup } from '../../session';
import { PlainInput } from './plainInputOf';
import { usePlainForm } from './usePlainForm';
import { SignupActions, SignupFields } from './SignupLayout';
import { useSubmitAnswer } from './useSubmitAnswer';

const NO_COMPANY = 'Please register a company first.';

/** Spec 2.6: the first employee of a company just registered, who can then sign in. */
export function SignupEmployeePage() {
  const navigate = useNavigate();
  const notice = useNotice();
  const form = usePlainForm();
  const { values, set, touch, shows } = form;
  const { hash } = useLocation();
  const [signup] = useState(() => readPendingSignup(hash));
  const { serverErrors, forget, failure, setFailure, busy, send } = useSubmitAnswer(form.refuse);

  // Building the schema is not free; check again only when a value changes.
  const { value, errors = {} } = useMemo(() => validate(employee, values, 'create'), [values]);
  const messageOf = (key: string) => serverErrors[key] ?? (shows(key) ? errors[key] : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.setSubmitted(true);
    setFailure(undefined);
    if (!signup) {
      setFailure(NO_COMPANY);
      return;
    }
    if (Object.keys(errors).length) return form.refuse();
    await send(async () => {
      const answer = await postJson('/api/insertemployee', {
        ...value,
        CompanyID: Number(signup.CompanyID),
        signupToken: signup.signupToken,
      });
      clearPendingSignup();
      void navigate('/', { state: { notice: answer.message ?? employee.messages.created } });
    }, 'An error occurred while submitting employee data');
  }

  return (
    <PublicFrame title="Employee Registration" width={760}>
      <FormKeys component="form" onSubmit={submit} noValidate refusals={form.refusals}>
        <Stack spacing={1}>
          {notice && <Alert severity="success">{notice}</Alert>}
          {!signup && <Alert severity="warning">{NO_COMPANY}</Alert>}
          {failure && failure !== NO_COMPANY && (
            <Alert severity="error">
              <AlertTitle>Failed to submit employee data!</AlertTitle>
              {failure}
            </Alert>
          )}
          <SignupFields>
            {writableFields(employee).map((key) => (
              <PlainInput
                key={key}
                resource={employee}
                source={key}
                value={values[key] ?? ''}
                onChange={(next) => {
                  set(key, next);
                  forget(key);
                }}
                onBlur={() => touch(key)}
                error={messageOf(key)}
                // Spec 5: the latest date of birth is 18 years before today.
                inputProps={
                  key === 'DOB' ? { max: latestBirthDate(today(), MINIMUM_AGE) } : undefined
                }
              />
            ))}
          </SignupFields>
          <SignupActions busy={busy} disabled={!signup} />
        </Stack>
      </FormKeys>
    </PublicFrame>
  );
}
