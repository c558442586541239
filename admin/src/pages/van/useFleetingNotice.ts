import { useEffect, useState } from 'react';

const NOTICE_MS = 2000;

/**
 * What the server said of a save, shown for two seconds: the van screens stay open for the next
 * vehicle, and an old 'saved' must not stand over it.
 */
export function useFleetingNotice() {
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(''), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return [notice, setNotice] as const;
}
