import Box, { type BoxProps } from '@mui/material/Box';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { QuitDialog } from './leaveScreen';
import { useUnsavedWork } from './unsavedWork';

/**
 * Tally's form keys, one mechanism for every form (generated masters, hand-written pages,
 * vouchers, dialogs): Enter moves to the next field and never submits a half-filled form; in a
 * picker it takes the highlighted option and then moves on, and with nothing to take it stays;
 * Enter on the last field, Ctrl+A or Ctrl+S saves; in a multi-line field Enter moves on and
 * Shift+Enter adds a line; Esc goes back. The first field has the cursor when the form opens,
 * and a refused save puts it on the first field with a message.
 */

// What Enter walks through: the typed fields, not the buttons (Tally's cursor skips them too).
// File inputs are hidden behind their own button; a locked (read-only) field is not a stop.
const FIELDS = [
  'input:not([type=hidden]):not([type=file]):not(:disabled):not([readonly]):not([tabindex="-1"]):not([aria-hidden="true"])',
  'select:not(:disabled):not([tabindex="-1"])',
  'textarea:not(:disabled):not([readonly]):not([tabindex="-1"]):not([aria-hidden="true"])',
].join(', ');

// What a person types into, a stop or not (a locked field still moves on rather than submitting).
const NUMBER_FIELD = 'input[type="number"]';
const TYPED =
  'input:not([type=button]):not([type=submit]):not([type=reset]):not([type=image]), textarea, select';

/** Marks a picker that Enter does not leave empty (`data-needs-pick` on its input). */
export const NEEDS_PICK = '[data-needs-pick]';

/** Marks a form's element, so a move stays inside the form it started in. */
const FORM = '[data-form-keys]';

/** The fields of `container` in the order Enter visits them; a radio group is one stop. */
export function fieldsIn(container: ParentNode): HTMLElement[] {
  const seenGroups = new Set<string>();
  return Array.from(container.querySelectorAll<HTMLElement>(FIELDS)).filter((el) => {
    if (!isShown(el)) return false;
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    if (seenGroups.has(el.name)) return false;
    seenGroups.add(el.name);
    return true;
  });
}

// jsdom lays nothing out, so only a `hidden` ancestor or display:none says a field is not shown.
function isShown(el: HTMLElement): boolean {
  return !el.closest('[hidden]') && getComputedStyle(el).display !== 'none';
}

/** Focuses the field after `from` inside its form; false when `from` is the last one. */
export function focusNext(from: HTMLElement): boolean {
  const form = from.closest(FORM);
  if (!form) return false;
  // The first stop after `from` in the page's order: `from` need not be a stop itself (a locked
  // field, the second radio of a group).
  const next = fieldsIn(form).find(
    (f) => f !== from && from.compareDocumentPosition(f) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  if (!next) return false;
  focusField(next);
  return true;
}

/** Focuses the first field of `container`; false when it has none it can focus yet. */
export function focusFirstField(container: ParentNode): boolean {
  const first = fieldsIn(container)[0];
  if (!first) return false;
  focusField(first);
  return document.activeElement === first;
}

/** Scrolls to and focuses the first field showing a message; false when none shows one. */
export function focusFirstError(container: ParentNode): boolean {
  const first = container.querySelector<HTMLElement>(
    'input[aria-invalid="true"], textarea[aria-invalid="true"], [role="combobox"][aria-invalid="true"]',
  );
  if (!first) return false;
  // Centred, so the message under the field and the label above it are both in sight.
  first.scrollIntoView?.({ block: 'center' });
  first.focus({ preventScroll: true });
  selectText(first);
  return true;
}

/** A text already in a field the cursor comes to is selected, so typing replaces it, as in Tally. */
function selectText(el: HTMLElement) {
  if (el instanceof HTMLInputElement && /^(text|search|tel|email|password|number)$/.test(el.type))
    el.select();
}

function focusField(el: HTMLElement) {
  el.focus();
  selectText(el);
}

/** Tally's accept keys: Ctrl+A, and Ctrl+S as every other program has it. */
export const isSaveKey = (e: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey?: boolean;
}) => (e.ctrlKey || e.metaKey) && !e.altKey && /^[aAsS]$/.test(e.key);

/** Alt+H: the open document's history, on every document screen as on the invoice. */
export const isHistoryKey = (e: { key: string; ctrlKey: boolean; altKey: boolean }) =>
  e.altKey && !e.ctrlKey && e.key.toLowerCase() === 'h';

/**
 * The submit button of a form's element: what Ctrl+A presses when the form names no save. A
 * Submit held back by a message showing (the customer and supplier screens block it so) puts the
 * cursor on that message's field instead, where it may have scrolled out of sight.
 */
function pressSubmit(container: HTMLElement) {
  const button = container.querySelector<HTMLButtonElement>('button[type=submit]');
  if (button && !button.disabled) button.click();
  else focusFirstError(container);
}

export interface FormKeysProps extends Omit<BoxProps, 'onKeyDown' | 'ref'> {
  /** Saves the form (Enter on the last field, Ctrl+A, Ctrl+S); default: its submit button. */
  onSave?: () => void;
  /** Enter on the last field, when it asks first (Tally's 'Accept?') rather than saving. */
  onLastEnter?: () => void;
  /** Goes back from the form (Esc); absent: Esc is left to the page. */
  onEscape?: () => void;
  /** Whether leaving would lose typing: Esc then asks first. */
  dirty?: boolean | (() => boolean);
  /** The first field takes the cursor when the form opens and whenever this value changes (a fresh record after Save and New). */
  focusKey?: unknown;
  /** Each time this grows, a save was refused: the cursor goes to the first field with a message. */
  refusals?: number;
  autoFocus?: boolean;
  noValidate?: boolean; // as a <form>: the form's own rules speak, not the browser's
}

/** A form's element with the keys above; hand-written forms wrap their fields and buttons in it. */
export function FormKeys({
  onSave,
  onLastEnter,
  onEscape,
  dirty,
  focusKey,
  refusals = 0,
  autoFocus = true,
  children,
  ...box
}: FormKeysProps) {
  const ref = useRef<HTMLElement>(null);
  const [asking, setAsking] = useState(false);
  const latest = useRef({ onSave, onLastEnter, onEscape, dirty });
  latest.current = { onSave, onLastEnter, onEscape, dirty };
  useUnsavedWork(() => {
    const { onEscape: back, dirty: changed } = latest.current;
    return Boolean(back) && (typeof changed === 'function' ? changed() : Boolean(changed));
  }, 'form');

  const save = () => {
    if (latest.current.onSave) latest.current.onSave();
    else if (ref.current) pressSubmit(ref.current);
  };
  const lastEnter = () => (latest.current.onLastEnter ?? save)();
  const leave = () => {
    const { onEscape: back, dirty: changed } = latest.current;
    if (!back) return false;
    if (typeof changed === 'function' ? changed() : changed) setAsking(true);
    else back();
    return true;
  };

  useFirstFieldFocus(ref, autoFocus, focusKey);

  // A refused save: once its messages are drawn, the cursor goes to the first of them.
  const shownRefusals = useRef(refusals);
  useEffect(() => {
    if (refusals === shownRefusals.current) return;
    shownRefusals.current = refusals;
    if (ref.current) focusFirstError(ref.current);
  });

  // Esc with the cursor nowhere (after a click on the page) still goes back.
  useEffect(() => {
    const listen = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.target !== document.body)
        return;
      if (leave()) event.preventDefault();
    };
    window.addEventListener('keydown', listen);
    return () => window.removeEventListener('keydown', listen);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // A dialog opened from the form (a confirmation, a Create modal) is drawn elsewhere: its keys are its own.
    if (!event.currentTarget.contains(target)) return;
    if (isSaveKey(event)) {
      event.preventDefault();
      save();
      return;
    }
    if (event.key === 'Escape') {
      if (!event.defaultPrevented && leave()) event.preventDefault();
      return;
    }
    // The browser steps a number field by one on Up and Down: a Tally hand moving about the form
    // would change an amount (5000 to 4999.99) without seeing it. The arrows never change a value.
    if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && target.matches(NUMBER_FIELD)) {
      event.preventDefault();
      return;
    }
    if (event.key !== 'Enter' || event.ctrlKey || event.altKey || event.metaKey) return;
    // Only a typed field moves on; a button, a link or a list row keeps its own Enter.
    if (!target.matches(TYPED)) return;
    const picker = target.closest('.MuiAutocomplete-root');
    if (event.defaultPrevented && !picker) return; // the field used its Enter (a grid's cell)
    if (target.tagName === 'TEXTAREA' && event.shiftKey) return; // a new line
    if (picker && !event.defaultPrevented && picker.classList.contains('Mui-expanded')) {
      // An open list with nothing to take (no match): stay, and do not submit either.
      event.preventDefault();
      return;
    }
    // A picker the document cannot do without (a voucher's ledger), left empty: Tally's Enter
    // does not pass it.
    if (picker && target.matches(NEEDS_PICK) && !(target as HTMLInputElement).value.trim()) {
      event.preventDefault();
      return;
    }
    event.preventDefault();
    // A plain field moves on at once: a key typed straight after the Enter (a fast typist's
    // rollover) lands in the next field, not the last one. One whose Enter changes the form
    // (marked data-enter-redraws: a voucher's amount adds a row) waits, as a picker does.
    const redraws = target.matches('[role="combobox"], [data-enter-redraws]');
    if (!picker && !redraws) {
      if (!focusNext(target)) lastEnter();
      return;
    }
    // A picker's move waits a tick: what it did on Enter (a picked option, a journal's balancing
    // row) is drawn by then. It starts from where the cursor is at that moment, so Enters typed
    // faster than a tick each move one field on; a dialog that took the cursor keeps it.
    const form = event.currentTarget;
    setTimeout(() => {
      const active = document.activeElement as HTMLElement | null;
      const from = active && form.contains(active) ? active : target;
      if (active && active !== document.body && !form.contains(active)) return;
      if (!focusNext(from)) lastEnter();
    }, 0);
  };

  return (
    <Box ref={ref} data-form-keys onKeyDown={onKeyDown} {...box}>
      {children}
      {onEscape && dirty !== undefined && (
        <QuitDialog
          open={asking}
          what="form"
          onLeave={() => {
            setAsking(false);
            latest.current.onEscape?.();
          }}
          onStay={() => setAsking(false)}
        />
      )}
    </Box>
  );
}

/**
 * Puts the cursor in the first field when the form opens and whenever `key` changes. A form
 * whose fields come later (a record still loading) gets it when the first field appears.
 */
export function useFirstFieldFocus(
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
  key: unknown,
) {
  useLayoutEffect(() => {
    const container = ref.current;
    if (!enabled || !container) return undefined;
    if (focusFirstField(container)) return undefined;
    const observer = new MutationObserver(() => {
      if (focusFirstField(container)) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref, enabled, key]);
}
