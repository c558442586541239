import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { FormKeys } from '../components/formKeys';

/**
 * The form keys (components/formKeys) on a React-Admin form: Esc asks first when something was
 * typed, and a submit that ends with messages (the form's own rules or the server's field
 * errors) puts the cursor on the first of them.
 */
export function ResourceFormKeys({
  onEscape,
  focusKey,
  children,
}: {
  onEscape?: () => void;
  focusKey?: unknown;
  children: ReactNode;
}) {
  const { isDirty, submitCount, errors } = useFormState();
  const failed = Object.keys(errors).length > 0;
  const [refusals, setRefusals] = useState(0);
  const counted = useRef(0);
  useEffect(() => {
    if (submitCount === counted.current) return;
    counted.current = submitCount;
    if (failed) setRefusals((n) => n + 1);
  }, [submitCount, failed]);
  return (
    <FormKeys onEscape={onEscape} dirty={isDirty} refusals={refusals} focusKey={focusKey}>
      {children}
    </FormKeys>
  );
}
