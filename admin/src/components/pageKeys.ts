import { useEffect, useRef } from 'react';

/** Where the Page keys stay with the field: an open list of choices. */
const OPEN_LIST = '[role="listbox"], [role="combobox"][aria-expanded="true"]';

/**
 * Tally's Page Up and Page Down on a document screen: `step(-1)` or `step(1)` from wherever the
 * cursor is, a picker too (taken before the picker's own use of them). An open list keeps them,
 * and so does what `keepIn` names (a screen's own list that turns pages with them), and nothing
 * happens while `paused()` (a dialog is open, a save is on its way).
 */
export function usePageKeys(
  step: (by: -1 | 1) => void,
  paused: () => boolean,
  keepIn?: string,
): void {
  const latest = useRef({ step, paused, keepIn });
  latest.current = { step, paused, keepIn };
  useEffect(() => {
    const onPage = (event: KeyboardEvent) => {
      if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
      if (event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return;
      const { step: go, paused: isPaused, keepIn: own } = latest.current;
      if (isPaused()) return;
      const target = event.target as Element | null;
      if (target?.closest?.(own ? `${own}, ${OPEN_LIST}` : OPEN_LIST)) return;
      event.preventDefault();
      event.stopPropagation();
      go(event.key === 'PageUp' ? -1 : 1);
    };
    window.addEventListener('keydown', onPage, true);
    return () => window.removeEventListener('keydown', onPage, true);
  }, []);
}
