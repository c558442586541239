import { useEffect, useRef } from 'react';

/** Alt+N: Tally's key for a new record, wherever the cursor is on the page. */
export const isNewRecordKey = (e: KeyboardEvent) =>
  e.altKey && !e.ctrlKey && !e.metaKey && (e.key === 'n' || e.key === 'N' || e.code === 'KeyN');

/** Starts a new record on Alt+N while the screen that calls it is shown. */
export function useNewRecordKey(onNew: (() => void) | undefined): void {
  const latest = useRef(onNew);
  latest.current = onNew;
  useEffect(() => {
    const listen = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !latest.current || !isNewRecordKey(event)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', listen);
    return () => window.removeEventListener('keydown', listen);
  }, []);
}
