import { useQuery } from '@tanstack/react-query';
import {
  ACTIVITY_HEADER_BOXES,
  type ActivityHeaderBox,
  UNKNOWN_VALUE_TEXT,
} from '@opswap/protocol/activity/dashboard-texts';
import { formatCompactAmount, formatCompactUsd } from '@opswap/protocol/format/format-amount';
import type { PortfolioValue } from '@opswap/protocol/portfolio/watched-tokens';
import { activityOverviewQueryOptions } from '../../../entities/activity/get-activity-overview.ts';
import { useSessionUser } from '../../../entities/activity/session-user.ts';
import { usePortfolioValue } from '../../../entities/activity/use-watched-tokens.ts';

/**
 * The activity header boxes: Total Activity, Pools, Active Listings and Pending Swaps as the api
 * counts them, and the Portfolio Value of the watched tokens and the wallet's Bitcoin, in compact
 * form ('1.23K', '$4.56M').
 * Unknown figures read '—'.
 */
export function HeaderBoxes() {
  const { session } = useSessionUser();
  const overview = useQuery(activityOverviewQueryOptions(session));
  const portfolio = usePortfolioValue();
  const counts = overview.data;
  const values: Record<ActivityHeaderBox, string> = {
    'Total Activity': counts ? countText(counts.totalActivity) : UNKNOWN_VALUE_TEXT,
    Pools: counts ? countText(counts.pools) : UNKNOWN_VALUE_TEXT,
    'Active Listings': counts ? countText(counts.activeListings) : UNKNOWN_VALUE_TEXT,
    'Pending Swaps': counts ? countText(counts.pendingSwaps) : UNKNOWN_VALUE_TEXT,
    'Portfolio Value': portfolioText(portfolio),
  };
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {ACTIVITY_HEADER_BOXES.map((box) => (
        <div
          key={box}
          className={`rounded-2xl border border-line bg-surface px-4 py-3 ${box === 'Portfolio Value' ? 'col-span-2 md:col-span-1' : ''}`}
        >
          <dt className="text-xs text-muted">{box}</dt>
          <dd className="mt-1 text-xl font-bold">{values[box]}</dd>
          {box === 'Portfolio Value' && portfolio && portfolio.unpriced > 0 && (
            <dd className="text-xs text-muted">
              {portfolio.unpriced} unpriced token
              {portfolio.unpriced === 1 ? '' : 's'} not counted
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

/** The portfolio's known value; '—' until loaded, or when nothing held has a price. */
function portfolioText(portfolio: PortfolioValue | null): string {
  if (!portfolio) return UNKNOWN_VALUE_TEXT;
  if (portfolio.total === 0n && portfolio.unpriced > 0) return UNKNOWN_VALUE_TEXT;
  return `$${formatCompactUsd(portfolio.total)}`;
}

/** A count in a box, compact from 1,000 on (docs/amounts-and-display.md#amount-display: '1.23K'). */
function countText(count: number): string {
  return formatCompactAmount(BigInt(count), 0);
}
