import { useEffect } from 'react';

export const SITE_NAME = 'opswap';

/** A screen's document title: '{title} | opswap'. */
export const pageTitle = (title: string): string => `${title} | ${SITE_NAME}`;

/**
 * Sets the document title per screen: '{title} | opswap'. Null leaves the title to the screen
 * rendered inside (e.g. 'Page not found' for an unknown tab): React runs a parent's effect after
 * its child's, so a parent that set a title of its own would overwrite the child's.
 */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
}
