import { useCallback, useRef } from 'react';

/**
 * A screen's reads where only the latest one's answer counts: a report reads its default
 * period on arrival, and when that answer comes after the person's own Show (a slow server),
 * it must not put the default period back over what they asked for. Earlier reads' answers
 * and failures are dropped.
 */
export function useLatestAnswer() {
  const latest = useRef(0);
  return useCallback(<T>(answer: Promise<T>): Promise<T> => {
    const mine = ++latest.current;
    return new Promise<T>((resolve, reject) => {
      answer.then(
        (value) => mine === latest.current && resolve(value),
        (reason: unknown) => mine === latest.current && reject(reason),
      );
    });
  }, []);
}
