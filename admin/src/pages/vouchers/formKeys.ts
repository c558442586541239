import type { KeyboardEvent } from 'react';

// What Enter walks through: the form's typed fields, not its buttons (Tally's cursor skips them too).
const FIELDS =
  'input:not([type=hidden]):not([type=file]):not([disabled]):not([readonly]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled])';

/** Focus the field after `from` inside its voucher form, if any. */
export function focusNext(from: HTMLElement): void {
  const form = from.closest('[data-voucher-form]');
  if (!form) return;
  const fields = Array.from(form.querySelectorAll<HTMLElement>(FIELDS));
  fields[fields.indexOf(from) + 1]?.focus();
}

/**
 * Enter moves to the next field (a multi-line narration keeps Enter for its new line, an open
 * list keeps it to pick). The move waits a tick: what the field did on Enter (a journal's
 * balancing row, a receipt's next party row) is on screen by then, so the cursor lands on it.
 */
export function enterMovesOn(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || event.defaultPrevented || event.ctrlKey || event.altKey) return;
  if (
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'BUTTON' ||
    target.getAttribute('aria-expanded') === 'true'
  )
    return;
  event.preventDefault();
  // From wherever the cursor is when the move runs: Enters typed faster than a tick each move one field on.
  setTimeout(() => {
    const active = document.activeElement as HTMLElement | null;
    focusNext(active?.closest('[data-voucher-form]') ? active : target);
  }, 0);
}

/** Tally's accept keys: Ctrl+A, and Ctrl+S as every other program has it. */
export const isSaveKey = (e: { key: string; ctrlKey: boolean; metaKey: boolean }) =>
  (e.ctrlKey || e.metaKey) && (e.key === 'a' || e.key === 'A' || e.key === 's' || e.key === 'S');
