import { REMOVE_LIQUIDITY_TEXTS as TEXTS } from '@opswap/protocol/amm/remove-liquidity';
import { Link } from 'react-router';
import { formatPoolShare } from '@opswap/protocol/portfolio/pool-positions';
import { routes } from '@opswap/protocol/routes/routes';
import {
  type PoolPositionView,
  poolPairName,
  pooledTokenTexts,
} from '../../../entities/activity/use-pool-positions.ts';
import { Loading } from '../../../entities/activity/ui/query-states.tsx';

/** The wallet's positions, largest share first, each a link to remove from it. */
export function PositionPicker(props: { positions: PoolPositionView[]; stillLoading: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted">{TEXTS.choosePosition}</p>
      <ul aria-label={TEXTS.yourPositions} className="flex flex-col gap-2">
        {props.positions.map((position) => (
          <li key={position.pool.poolAddress}>
            <Link
              to={routes.poolRemove(position.pool.poolAddress)}
              className="block rounded-xl border border-line bg-surface-2 px-4 py-3 hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold">{poolPairName(position.pool)}</span>
                <span className="text-sm">{formatPoolShare(position)}</span>
              </span>
              <span className="mt-1 block text-xs text-muted">
                {pooledTokenTexts(position).join(' · ')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {props.stillLoading && <Loading what="the rest of your pools" />}
    </div>
  );
}
