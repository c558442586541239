import { useEffect, useState } from 'react';

/**
 * What the server said of a save, shown until the person presses a key or clicks: the van
 * screens stay open for the next vehicle, so an old 'saved' must not stand over it, yet a clerk
 * who looks away while it saves still finds it there when they look back.
 */
export function useFleetingNotice() {
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (!notice) return undefined;
    const done = () => setNotice('');
    window.addEventListener('keydown', done);
    window.addEventListener('pointerdown', done);
    return () => {
      window.removeEventListener('keydown', done);
      window.removeEventListener('pointerdown', done);
    };
  }, [notice]);
  return [notice, setNotice] as const;
}
