import { useEffect, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';

export interface LookupState<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
}

/**
 * Runs one lookup for a screen inside the admin and tracks its answer. An expired session
 * (401) logs the user out, like any data-provider call would.
 */
export function useLookup<T>(load: () => Promise<T>): LookupState<T> {
  const [state, setState] = useState<LookupState<T>>({ loading: true });
  const logoutIfAccessDenied = useLogoutIfAccessDenied();

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => {
        if (!current) return;
        setState({ error, loading: false });
        void logoutIfAccessDenied(error);
      },
    );
    return () => {
      current = false;
    };
    // Loaders are module functions, so this asks once per screen; logoutIfAccessDenied is
    // left out on purpose, as a new identity of it is no reason to ask the server again.
  }, [load]);

  return state;
}
