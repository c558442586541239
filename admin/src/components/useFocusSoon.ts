import { useEffect, useRef } from 'react';

/**
 * Where the cursor goes once the next render is drawn: an answer redraws a document's lines (the
 * cell that had the focus is replaced), and a button that was pressed may be gone or disabled.
 * A timer could fire before React drew it on a busy machine; an effect runs after.
 */
export function useFocusSoon(): (focus: () => void) => void {
  const next = useRef<(() => void) | null>(null);
  useEffect(() => {
    const focus = next.current;
    next.current = null;
    focus?.();
  });
  return (focus) => {
    next.current = focus;
  };
}
