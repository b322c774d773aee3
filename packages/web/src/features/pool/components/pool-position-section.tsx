import { CONNECT_WALLET_FOR_POOLS } from '@opswap/protocol/activity/dashboard-texts';
import { POOL_DETAIL_TEXTS, POSITIONS_TEXTS } from '@opswap/protocol/amm/positions-texts';
import type { MarketPool } from '@opswap/protocol/schemas/market';
import { SessionGate } from '../../../entities/activity/ui/session-gate.tsx';
import { EmptyState, Loading, LoadError } from '../../../entities/activity/ui/query-states.tsx';
import { usePoolPosition } from '../hooks/use-pool-position.ts';
import { AmmPositionRows, NativePositionRows } from './position-rows.tsx';
import { PositionStatus } from './position-status.tsx';

/** 'Your position' in the pool: the wallet's shares or listing, once a wallet is connected. */
export function PoolPositionSection({ pool }: { pool: MarketPool }) {
  return (
    <section aria-labelledby="pool-position-title" className="flex flex-col gap-3">
      <h2 id="pool-position-title" className="text-lg font-semibold">
        {POOL_DETAIL_TEXTS.yourPosition}
      </h2>
      <SessionGate notConnectedText={CONNECT_WALLET_FOR_POOLS} requireSession={false}>
        <Position pool={pool} />
      </SessionGate>
    </section>
  );
}

function Position({ pool }: { pool: MarketPool }) {
  const read = usePoolPosition(pool);
  switch (read.state) {
    case 'loading':
      return <Loading what="your position" />;
    case 'error':
      return <LoadError error={read.error} what="your position" />;
    case 'none':
      return <EmptyState text={POOL_DETAIL_TEXTS.noPosition} />;
    case 'position': {
      const { position } = read;
      return (
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="text-muted">{POSITIONS_TEXTS.status}</span>
            <PositionStatus status={position.status} />
          </div>
          {position.type === 'OP20' ? (
            <AmmPositionRows position={position} />
          ) : (
            <NativePositionRows position={position} />
          )}
        </div>
      );
    }
  }
}
