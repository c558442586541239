import { Confirm } from 'react-admin';
import { useEffect, useRef } from 'react';
import { useGoBack } from './goBack';
import { leaveThen } from './unsavedWork';

/**
 * 'Quit?' before Esc leaves a screen with changes not saved: every form, voucher and bill asks
 * it in the same words, Leave or Stay.
 */
export function QuitDialog(props: {
  open: boolean;
  /** What would be left: 'form', 'voucher', 'invoice', 'purchase'. */
  what: string;
  onLeave(): void;
  onStay(): void;
}) {
  return (
    <Confirm
      isOpen={props.open}
      title="Quit?"
      content={`The changes are not saved. Leave this ${props.what}?`}
      confirm="Leave"
      cancel="Stay"
      onConfirm={props.onLeave}
      onClose={props.onStay}
    />
  );
}

/**
 * Esc goes back from a report or a sheet wherever the cursor is (a date, a row, nowhere), as
 * Tally's Esc leaves a screen: a picker keeps its Esc, an open dialog is left to close, and a
 * screen holding unsaved typing (useUnsavedWork) asks 'Quit?' first. `own`: as useGoBack's.
 */
export function useEscapeBack(active = true, own?: (path: string) => boolean): void {
  const leave = useGoBack(own);
  const latest = useRef(leave);
  latest.current = leave;
  useEffect(() => {
    if (!active) return;
    const listen = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // A picker's Esc is its own (it closes its choices, or leaves it cleared), open or not.
      if ((event.target as Element | null)?.closest?.('[role="combobox"]')) return;
      if (document.querySelector('[role="dialog"], [role="presentation"].MuiModal-root')) return;
      event.preventDefault();
      // A screen holding typing not yet saved asks 'Quit?' first (unsavedWork).
      leaveThen(latest.current);
    };
    window.addEventListener('keydown', listen);
    return () => window.removeEventListener('keydown', listen);
  }, [active]);
}
