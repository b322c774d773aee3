import type { ExploreTabSegment } from '@opswap/protocol/routes/routes';
import { EXPLORE_TITLE, POOLS_TITLE, TOKENS_TITLE } from '@opswap/protocol/market/explore-texts';

export type ExploreSection = 'overview' | 'tokens' | 'pools';

export interface ExploreTab {
  section: ExploreSection;
  label: string;
  /** The tab's path segment after /explore; the overview is /explore itself. */
  segment?: ExploreTabSegment;
  /** The page title. */
  title: string;
}

export const EXPLORE_TABS: readonly ExploreTab[] = [
  { section: 'overview', label: 'Overview', title: EXPLORE_TITLE },
  {
    section: 'tokens',
    label: TOKENS_TITLE,
    segment: 'tokens',
    title: `${TOKENS_TITLE} | ${EXPLORE_TITLE}`,
  },
  {
    section: 'pools',
    label: POOLS_TITLE,
    segment: 'pools',
    title: `${POOLS_TITLE} | ${EXPLORE_TITLE}`,
  },
];

/** The tab a /explore path's segment opens; null for a segment that is none of them. */
export function exploreTabForPath(segment: string | undefined): ExploreTab | null {
  return EXPLORE_TABS.find((tab) => tab.segment === segment) ?? null;
}
