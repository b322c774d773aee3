import { CONNECT_WALLET_FOR_POOLS, NO_POOLS_YET } from '@opswap/protocol/activity/dashboard-texts';
import { formatBalance } from '@opswap/protocol/format/format-amount';
import { formatPoolShare } from '@opswap/protocol/portfolio/pool-positions';
import {
  type PoolPositionView,
  usePoolPositions,
} from '../../../lib/activity/use-pool-positions.ts';
import { EmptyState, Loading, LoadError } from '../../../lib/activity/ui/query-states.tsx';
import { SessionGate } from '../../../lib/activity/ui/session-gate.tsx';

/** The Pools tab: the wallet's MotoSwap LP positions, read from the pool contracts. */
export function PoolsSection() {
  return (
    <SessionGate notConnectedText={CONNECT_WALLET_FOR_POOLS} requireSession={false}>
      <PositionsTable />
    </SessionGate>
  );
}

function PositionsTable() {
  const { positions, isPending, error } = usePoolPositions();
  if (positions.length === 0) {
    if (error) return <LoadError error={error} what="your pools" />;
    if (isPending) return <Loading what="your pools" />;
    return <EmptyState text={NO_POOLS_YET} />;
  }
  return (
    <div className="flex flex-col gap-3">
      {error && <LoadError error={error} what="some of your pools" />}
      {isPending && <Loading what="the rest of your pools" />}
      <div className="overflow-x-auto rounded-2xl border border-line bg-surface">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your pool positions</caption>
          <thead className="border-b border-line text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Pool
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Share
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Pooled tokens
              </th>
            </tr>
          </thead>
          <tbody>
            {positions.map((position) => (
              <PositionRow key={position.pool.poolAddress} position={position} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function PositionRow({ position }: { position: PoolPositionView }) {
  const { tokenA, tokenB } = position.pool;
  return (
    <tr className="border-b border-line last:border-b-0">
      <th
        scope="row"
        className="px-4 py-3 text-left font-semibold"
        title={position.pool.poolAddress}
      >
        {tokenA.symbol} / {tokenB.symbol}
      </th>
      <td className="px-4 py-3 text-right">{formatPoolShare(position)}</td>
      <td className="px-4 py-3 text-right whitespace-nowrap">
        <span className="block">
          {formatBalance(position.userPortionTokenOne, tokenA.decimals)} {tokenA.symbol}
        </span>
        <span className="block">
          {formatBalance(position.userPortionTokenTwo, tokenB.decimals)} {tokenB.symbol}
        </span>
      </td>
    </tr>
  );
}
