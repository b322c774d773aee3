import { useEffect } from 'react';

export const SITE_NAME = 'opswap';

/** Sets the document title per screen: '{title} | opswap'. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
