import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routes } from '@opswap/protocol/routes/routes';
import { useExploreOverview } from '../../../entities/market/get-explore-overview.ts';
import { Loading, LoadError } from '../../../entities/activity/ui/query-states.tsx';
import { OverviewTotals } from './overview-totals.tsx';
import { RecentTrades } from './recent-trades.tsx';
import { PoolsTable } from './pools-table.tsx';
import { TopTokens } from './top-tokens.tsx';

/** The overview's largest pools, by TVL until the user sorts them otherwise. */
const TOP_POOLS = 5;

/** /explore: the network's totals, its busiest tokens, its largest pools and the latest trades. */
export function ExploreOverview() {
  const overview = useExploreOverview();
  return (
    <div className="flex flex-col gap-8">
      {overview.error && <LoadError error={overview.error} what="the market overview" />}
      <OverviewTotals overview={overview.data} />
      <Section title="Top tokens" more={{ to: routes.explore('tokens'), text: 'All tokens' }}>
        {overview.data ? (
          <TopTokens tokens={overview.data.topTokens} />
        ) : (
          !overview.error && <Loading what="the top tokens" reserve="min-h-72" />
        )}
      </Section>
      <Section title="Top pools" more={{ to: routes.explore('pools'), text: 'All pools' }}>
        <PoolsTable limit={TOP_POOLS} caption="Top pools" />
      </Section>
      <Section title="Recent transactions">
        {overview.data ? (
          <RecentTrades items={overview.data.latestTransactions} />
        ) : (
          !overview.error && <Loading what="the recent transactions" reserve="min-h-96" />
        )}
      </Section>
    </div>
  );
}

function Section({
  title,
  more,
  children,
}: {
  title: string;
  more?: { to: string; text: string };
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-bold">{title}</h2>
        {more && (
          <Link
            to={more.to}
            className="rounded text-sm font-semibold text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
          >
            {more.text}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
