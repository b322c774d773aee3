import { sortPositionsByValue } from '@opswap/protocol/amm/positions';
import { POSITIONS_TEXTS } from '@opswap/protocol/amm/positions-texts';
import { routes } from '@opswap/protocol/routes/routes';
import type { PoolPositions } from '../../entities/activity/use-pool-positions.ts';
import { PoolPositionsGate } from '../../entities/activity/ui/pool-positions-gate.tsx';
import { Loading, LoadError } from '../../entities/activity/ui/query-states.tsx';
import { WITHDRAW_LISTING_TEXTS } from '@opswap/protocol/listings/withdraw-listing';
import { useWithdrawMode } from '../../entities/native-swap/listing-queries.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { ActionLink } from './components/action-link.tsx';
import { PositionCard } from './components/position-card.tsx';

/**
 * /pool: the connected wallet's positions, MotoSwap LP shares and NativeSwap listings, the most
 * valuable first, from the same source as the sidebar's and the dashboard's Pools.
 */
export default function PositionsScreen() {
  usePageTitle(POSITIONS_TEXTS.title);
  return (
    <section
      aria-labelledby="positions-title"
      className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="positions-title" className="text-2xl font-bold md:text-3xl">
          {POSITIONS_TEXTS.title}
        </h1>
        <div className="flex flex-wrap gap-2">
          <ActionLink to={routes.poolCreate()}>{POSITIONS_TEXTS.createPool}</ActionLink>
          <ActionLink to={routes.poolAdd()} variant="primary">
            {POSITIONS_TEXTS.addLiquidity}
          </ActionLink>
        </div>
      </header>
      <PoolPositionsGate>{(positions) => <PositionList {...positions} />}</PoolPositionsGate>
    </section>
  );
}

function PositionList({ all, nativePositions, isPending, error }: PoolPositions) {
  const withdrawMode = useWithdrawMode().data === true;
  return (
    <div className="flex flex-col gap-3">
      {withdrawMode && nativePositions.length > 0 && (
        <p role="note" className="rounded-xl bg-warning/10 px-3 py-2 text-sm text-warning">
          {WITHDRAW_LISTING_TEXTS.notice}
        </p>
      )}
      {error && <LoadError error={error} what="some of your pools" />}
      {isPending && <Loading what="the rest of your pools" />}
      <ul aria-label="Your positions" className="grid gap-3 md:grid-cols-2">
        {sortPositionsByValue(all).map((position) => (
          <PositionCard
            key={`${position.type}:${position.pool.poolAddress}`}
            position={position}
            withdrawMode={withdrawMode}
          />
        ))}
      </ul>
    </div>
  );
}
