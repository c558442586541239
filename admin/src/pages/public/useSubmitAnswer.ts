import { useState } from 'react';
import { HttpError } from 'react-admin';
import { failureText } from '../../api/http';

/**
 * A sign-up form's send and what came back. A refusal puts the server's messages on their fields
 * (and, by `refuse`, the cursor on the first) and its reason above the form. The form stays busy
 * after a success: the page is moving on, and a second click would register twice.
 */
export function useSubmitAnswer(refuse: () => void) {
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  /** The field was changed: what the server said of it no longer holds. */
  const forget = (key: string) => setServerErrors(({ [key]: _gone, ...rest }) => rest);

  const send = async (post: () => Promise<void>, fallback: string) => {
    setBusy(true);
    try {
      await post();
    } catch (error) {
      if (error instanceof HttpError && error.body?.errors) {
        setServerErrors(error.body.errors);
        refuse();
      }
      setFailure(failureText(error, fallback));
      setBusy(false);
    }
  };

  return { serverErrors, forget, failure, setFailure, busy, send };
}
