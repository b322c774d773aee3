import { useEffect, useState } from 'react';

/** Whether the window is scrolled more than `offsetPx` (the sticky header's trigger). */
export function useScrolledPast(offsetPx: number): boolean {
  const [past, setPast] = useState(
    () => typeof window !== 'undefined' && window.scrollY > offsetPx,
  );
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > offsetPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [offsetPx]);
  return past;
}
