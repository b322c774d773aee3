import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far outside the viewport an element counts as in view: it is about to be scrolled to. */
const NEAR_VIEWPORT = '200px';

/**
 * True from the moment the element comes near the viewport, and for good after: heavy content
 * below the fold (a chart) is built only when the user gets to it. Where the browser has no
 * IntersectionObserver, everything counts as in view.
 */
export function useInView<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);
  return [ref, inView];
}
