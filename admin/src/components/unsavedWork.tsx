import { useEffect, useRef, useState } from 'react';
import { QuitDialog } from './leaveScreen';

interface Entry {
  what: string;
  dirty(): boolean;
}

/** The screens showing now that can hold typing not yet saved (a bill, a voucher, a form). */
const entries = new Set<Entry>();
const askers = new Set<(ask: Pending | null) => void>();
type Pending = { go: () => void; what: string };

/**
 * A screen tells the shell it may hold unsaved typing, so that leaving it by a shortcut (F4–F8,
 * the Go To box) asks 'Quit?' as its own Esc does, instead of losing the typing.
 */
export function useUnsavedWork(dirty: boolean | (() => boolean) | undefined, what: string): void {
  const latest = useRef(dirty);
  latest.current = dirty;
  useEffect(() => {
    const entry: Entry = {
      what,
      dirty: () => {
        const d = latest.current;
        return typeof d === 'function' ? d() : Boolean(d);
      },
    };
    entries.add(entry);
    return () => {
      entries.delete(entry);
    };
  }, [what]);
}

/** Goes (`go`) at once, or after 'Quit?' when a screen showing holds unsaved typing. */
export function leaveThen(go: () => void): void {
  const held = [...entries].find((e) => e.dirty());
  if (!held || askers.size === 0) return go();
  for (const ask of askers) ask({ go, what: held.what });
}

/** The 'Quit?' a shortcut asks (mounted once, in the shell). */
export function UnsavedWorkGuard() {
  const [pending, setPending] = useState<Pending | null>(null);
  useEffect(() => {
    askers.add(setPending);
    return () => {
      askers.delete(setPending);
    };
  }, []);
  return (
    <QuitDialog
      open={pending !== null}
      what={pending?.what ?? 'screen'}
      onLeave={() => {
        setPending(null);
        pending?.go();
      }}
      onStay={() => setPending(null)}
    />
  );
}
