import { useParams } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { NotFoundPage } from '../../ui/not-found-page.tsx';
import { ExploreOverview } from './components/explore-overview.tsx';
import { ExploreTabNav } from './components/explore-tab-nav.tsx';
import { PoolsTable } from './components/pools-table.tsx';
import { TokensTable } from './components/tokens-table.tsx';
import { EXPLORE_TITLE } from '@opswap/protocol/market/explore-texts';
import { exploreTabForPath } from './explore-tabs.ts';

/** /explore, /explore/tokens and /explore/pools: public market data, no wallet needed. */
export default function ExploreScreen() {
  const tab = exploreTabForPath(useParams().tab);
  usePageTitle(tab?.title ?? null);
  if (!tab) return <NotFoundPage />;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 md:py-10">
      <h1 className="text-2xl font-bold md:text-3xl">{EXPLORE_TITLE}</h1>
      <ExploreTabNav />
      {tab.section === 'overview' && <ExploreOverview />}
      {tab.section === 'tokens' && <TokensTable />}
      {tab.section === 'pools' && <PoolsTable />}
    </div>
  );
}
