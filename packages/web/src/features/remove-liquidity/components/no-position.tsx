import { REMOVE_LIQUIDITY_TEXTS as TEXTS } from '@opswap/protocol/amm/remove-liquidity';
import { Link } from 'react-router';
import { NO_POOLS_YET } from '@opswap/protocol/activity/dashboard-texts';
import { routes } from '@opswap/protocol/routes/routes';

const LINK_CLASS =
  'rounded-full px-5 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-accent';

/** Nothing to remove: the wallet has no position (in this pool, or at all); add some instead. */
export function NoPosition({ inPool }: { inPool: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-4 py-10 text-center">
      <p className="text-muted">{inPool ? TEXTS.noPositionInPool : NO_POOLS_YET}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link
          to={routes.poolAdd()}
          className={`${LINK_CLASS} bg-accent text-accent-text hover:opacity-90`}
        >
          {TEXTS.addLiquidity}
        </Link>
        {inPool && (
          <Link
            to={routes.poolRemove()}
            className={`${LINK_CLASS} border border-line bg-surface-2 hover:bg-line`}
          >
            {TEXTS.yourPositions}
          </Link>
        )}
      </div>
    </div>
  );
}
