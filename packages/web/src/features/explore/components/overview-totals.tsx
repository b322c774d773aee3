import type { ExploreOverview } from '@opswap/protocol/schemas/market';
import type { ReactNode } from 'react';
import { BtcWithUsd } from '../../../entities/market/ui/market-values.tsx';
import { UNKNOWN_VALUE_TEXT } from '@opswap/protocol/activity/dashboard-texts';

/**
 * The overview's totals: tokens, pools, the last 144 blocks' trades and volume, and TVL. Until the
 * overview loads (`undefined`) the boxes stand with dashes, at the size they will have.
 */
export function OverviewTotals({ overview }: { overview: ExploreOverview | undefined }) {
  const boxes: [string, ReactNode, string?][] = [
    ['Tokens', overview?.tokens ?? UNKNOWN_VALUE_TEXT],
    [
      'Pools',
      overview?.pools.total ?? UNKNOWN_VALUE_TEXT,
      overview ? `${overview.pools.native} NativeSwap, ${overview.pools.amm} MotoSwap` : '\u00a0',
    ],
    ['Transactions 24h', overview?.transactions24h ?? UNKNOWN_VALUE_TEXT],
    ['Volume 24h', <BtcWithUsd key="volume" sats={overview?.volume24hSats ?? null} />],
    ['Total value locked', <BtcWithUsd key="tvl" sats={overview?.tvlSats ?? null} />],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {boxes.map(([label, value, detail]) => (
        <div key={label} className="min-w-0 rounded-2xl border border-line bg-surface px-4 py-3">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="mt-1 text-base font-bold sm:text-xl">{value}</dd>
          {detail && <dd className="text-xs text-muted">{detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
