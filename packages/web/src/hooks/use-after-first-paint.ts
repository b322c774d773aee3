import { startTransition, useEffect, useState } from 'react';

/**
 * False until the screen that mounted the caller has been painted, then true (set in a
 * transition): for work that should not hold back that first paint, such as loading a chart's
 * library or starting a worker.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame's callback runs just before its paint; a task queued from it, right after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
