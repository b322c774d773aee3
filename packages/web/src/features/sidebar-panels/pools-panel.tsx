import { formatPoolShare } from '@opswap/protocol/portfolio/pool-positions';
import {
  type PoolPositionView,
  poolPairName,
  pooledTokenTexts,
} from '../../entities/activity/use-pool-positions.ts';
import { PoolPositionsGate } from '../../entities/activity/ui/pool-positions-gate.tsx';

/** The user sidebar's Pools tab: the wallet's LP positions, largest share first. */
export function PoolsPanel() {
  return (
    <PoolPositionsGate>
      {({ positions }) => (
        <ul aria-label="Your pools" className="flex flex-col gap-2">
          {positions.map((position) => (
            <PoolItem key={position.pool.poolAddress} position={position} />
          ))}
        </ul>
      )}
    </PoolPositionsGate>
  );
}

function PoolItem({ position }: { position: PoolPositionView }) {
  return (
    <li className="rounded-xl border border-line bg-surface px-3 py-2 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="font-semibold">{poolPairName(position.pool)}</span>
        <span>{formatPoolShare(position)}</span>
      </div>
      <div className="mt-1 text-xs text-muted">{pooledTokenTexts(position).join(' · ')}</div>
    </li>
  );
}
