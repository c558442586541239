import { useCallback, useState } from 'react';

export type Values = Record<string, string>;

/**
 * The state of a public form: its values as typed, which fields the person has left, and
 * whether a submit was tried. A field's message shows once it was left or a submit was tried,
 * so a fresh form is not covered in red.
 */
export function usePlainForm(initial: Values = {}) {
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // Each refused submit: the form keys put the cursor on the first message (components/formKeys).
  const [refusals, setRefusals] = useState(0);
  const refuse = useCallback(() => setRefusals((n) => n + 1), []);

  const set = useCallback(
    (key: string, value: string) => setValues((v) => ({ ...v, [key]: value })),
    [],
  );
  const touch = useCallback(
    (key: string) => setTouched((t) => (t.has(key) ? t : new Set(t).add(key))),
    [],
  );
  const shows = useCallback((key: string) => submitted || touched.has(key), [submitted, touched]);

  return { values, setValues, set, touch, shows, submitted, setSubmitted, refusals, refuse };
}
