import type { KeyboardEvent } from 'react';

// File drop zones keep their input hidden; the person moves to the zone's own button instead.
const FOCUSABLE =
  'input:not([type=hidden]):not([type=file]):not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled])';

/**
 * Spec 2.14: on the vehicle form the Enter key moves focus to the next field instead of
 * submitting. A multi-line input keeps Enter for its new line; a list that is open keeps it
 * to pick its option.
 */
export function enterMovesToNextField(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || target.tagName === 'TEXTAREA' || target.tagName === 'BUTTON') return;
  if (target.getAttribute('aria-expanded') === 'true') return;
  const fields = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const next = fields[fields.indexOf(target) + 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** The screens whose form moves on with Enter. */
export const ENTER_MOVES_ON = new Set(['vehicle']);
