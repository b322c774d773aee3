import type { ReactNode } from 'react';
import { CONNECT_WALLET_FOR_POOLS, NO_POOLS_YET } from '@opswap/protocol/activity/dashboard-texts';
import { type PoolPositions, usePoolPositions } from '../use-pool-positions.ts';
import { EmptyState, Loading, LoadError } from './query-states.tsx';
import { SessionGate } from './session-gate.tsx';

/**
 * The wallet's pool positions (the sidebar's Pools, the dashboard's and /pool): a connected
 * wallet is enough, as they are read from the chain; until one position is known, why there is
 * none to show.
 */
export function PoolPositionsGate({
  children,
}: {
  children: (positions: PoolPositions) => ReactNode;
}) {
  return (
    <SessionGate notConnectedText={CONNECT_WALLET_FOR_POOLS} requireSession={false}>
      <Positions>{children}</Positions>
    </SessionGate>
  );
}

function Positions({ children }: { children: (positions: PoolPositions) => ReactNode }) {
  const positions = usePoolPositions();
  const { error, isPending } = positions;
  if (positions.all.length === 0) {
    if (error) return <LoadError error={error} what="your pools" />;
    if (isPending) return <Loading what="your pools" />;
    return <EmptyState text={NO_POOLS_YET} />;
  }
  return children(positions);
}
