import { POSITIONS_TEXTS } from '@opswap/protocol/amm/positions-texts';
import { routes } from '@opswap/protocol/routes/routes';
import { Link } from 'react-router';
import {
  type AnyPositionView,
  positionName,
} from '../../../entities/activity/use-pool-positions.ts';
import { useNativeSymbol } from '../../../entities/market/use-native-symbol.ts';
import { PoolLogos } from '../../../entities/pools/ui/pool-logos.tsx';
import { ActionLink } from './action-link.tsx';
import { AmmPositionRows, NativePositionRows } from './position-rows.tsx';
import { PositionStatus } from './position-status.tsx';
import { WithdrawListing } from './withdraw-listing.tsx';

/**
 * One of the wallet's positions: its pool (a link to the pool's detail), status, figures and
 * actions. An LP position adds to or removes from its pair (/pool/remove takes the pool's
 * address); a listing adds native liquidity unless it is the locked initial liquidity, and in
 * withdraw mode, when nothing else can be done with it, is withdrawn.
 */
export function PositionCard({
  position,
  withdrawMode,
}: {
  position: AnyPositionView;
  withdrawMode: boolean;
}) {
  const nativeSymbol = useNativeSymbol();
  const name = positionName(position, nativeSymbol);
  const detail = routes.poolDetail(position.pool.poolAddress);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-center justify-between gap-3">
        <Link
          to={detail}
          className="flex min-w-0 items-center gap-2 rounded font-semibold hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
        >
          <PoolLogos pool={position.pool} />
          <span className="truncate">{name}</span>
        </Link>
        <PositionStatus status={position.status} />
      </div>
      {position.type === 'OP20' ? (
        <AmmPositionRows position={position} />
      ) : (
        <NativePositionRows position={position} />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <ActionLink to={detail} label={`${POSITIONS_TEXTS.details}: ${name}`}>
          {POSITIONS_TEXTS.details}
        </ActionLink>
        <PositionActions position={position} name={name} withdrawMode={withdrawMode} />
      </div>
    </li>
  );
}

function PositionActions({
  position,
  name,
  withdrawMode,
}: {
  position: AnyPositionView;
  name: string;
  withdrawMode: boolean;
}) {
  if (position.type === 'NATIVE') {
    if (withdrawMode) return <WithdrawListing position={position} name={name} />;
    if (position.locked) return null;
    return (
      <ActionLink
        to={routes.poolAddNative(position.pool.token.address)}
        variant="primary"
        label={`${POSITIONS_TEXTS.add}: ${name}`}
      >
        {POSITIONS_TEXTS.add}
      </ActionLink>
    );
  }
  const { pool } = position;
  return (
    <>
      <ActionLink
        to={routes.poolRemove(pool.poolAddress)}
        label={`${POSITIONS_TEXTS.remove}: ${name}`}
      >
        {POSITIONS_TEXTS.remove}
      </ActionLink>
      <ActionLink
        to={routes.poolAdd(pool.tokenA.address, pool.tokenB.address)}
        variant="primary"
        label={`${POSITIONS_TEXTS.add}: ${name}`}
      >
        {POSITIONS_TEXTS.add}
      </ActionLink>
    </>
  );
}
