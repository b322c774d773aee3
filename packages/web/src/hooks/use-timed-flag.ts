import { useCallback, useEffect, useRef, useState } from 'react';

/** A flag that turns itself off `durationMs` after each `raise()` (copy confirmations, error boxes). */
export function useTimedFlag(durationMs: number): [boolean, () => void] {
  const [raised, setRaised] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const raise = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setRaised(true);
    timer.current = setTimeout(() => setRaised(false), durationMs);
  }, [durationMs]);
  return [raised, raise];
}
