import { formatPoolShare } from '@opswap/protocol/portfolio/pool-positions';
import {
  type AnyPositionView,
  positionHoldingTexts,
  positionName,
} from '../../entities/activity/use-pool-positions.ts';
import { PoolPositionsGate } from '../../entities/activity/ui/pool-positions-gate.tsx';
import { useNativeSymbol } from '../../entities/market/use-native-symbol.ts';

/** The user sidebar's Pools tab: the wallet's LP and NativeSwap positions, largest share first. */
export function PoolsPanel() {
  return (
    <PoolPositionsGate>
      {({ all }) => (
        <ul aria-label="Your pools" className="flex flex-col gap-2">
          {all.map((position) => (
            <PoolItem key={`${position.type}:${position.pool.poolAddress}`} position={position} />
          ))}
        </ul>
      )}
    </PoolPositionsGate>
  );
}

function PoolItem({ position }: { position: AnyPositionView }) {
  const nativeSymbol = useNativeSymbol();
  return (
    <li className="rounded-xl border border-line bg-surface px-3 py-2 text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="font-semibold">{positionName(position, nativeSymbol)}</span>
        <span>{formatPoolShare(position)}</span>
      </div>
      <div className="mt-1 text-xs text-muted">{positionHoldingTexts(position).join(' · ')}</div>
    </li>
  );
}
