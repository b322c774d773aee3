import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';

/** On a phone a tab strip scrolls sideways: keep its open entry (aria-current) in view. */
export function useActiveInView(nav: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const active = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && typeof active.scrollIntoView === 'function') {
      active.scrollIntoView({ block: 'nearest', inline: 'center' });
    }
  }, [nav, pathname]);
}
