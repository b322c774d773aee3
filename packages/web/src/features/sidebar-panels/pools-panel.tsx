import { CONNECT_WALLET_FOR_POOLS, NO_POOLS_YET } from '@opswap/protocol/activity/dashboard-texts';
import { formatBalance } from '@opswap/protocol/format/format-amount';
import { formatPoolShare } from '@opswap/protocol/portfolio/pool-positions';
import { usePoolPositions } from '../../lib/activity/use-pool-positions.ts';
import { EmptyState, Loading, LoadError } from '../../lib/activity/ui/query-states.tsx';
import { SessionGate } from '../../lib/activity/ui/session-gate.tsx';

/** The user sidebar's Pools tab: the wallet's LP positions, largest share first. */
export function PoolsPanel() {
  return (
    <SessionGate notConnectedText={CONNECT_WALLET_FOR_POOLS} requireSession={false}>
      <PoolList />
    </SessionGate>
  );
}

function PoolList() {
  const { positions, isPending, error } = usePoolPositions();
  if (positions.length === 0) {
    if (error) return <LoadError error={error} what="your pools" />;
    if (isPending) return <Loading what="your pools" />;
    return <EmptyState text={NO_POOLS_YET} />;
  }
  return (
    <ul aria-label="Your pools" className="flex flex-col gap-2">
      {positions.map(({ pool, ...position }) => (
        <li
          key={pool.poolAddress}
          className="rounded-xl border border-line bg-surface px-3 py-2 text-sm"
        >
          <div className="flex items-center justify-between gap-2">
            <span className="font-semibold">
              {pool.tokenA.symbol} / {pool.tokenB.symbol}
            </span>
            <span>{formatPoolShare(position)}</span>
          </div>
          <div className="mt-1 text-xs text-muted">
            {formatBalance(position.userPortionTokenOne, pool.tokenA.decimals)} {pool.tokenA.symbol}
            {' · '}
            {formatBalance(position.userPortionTokenTwo, pool.tokenB.decimals)} {pool.tokenB.symbol}
          </div>
        </li>
      ))}
    </ul>
  );
}
