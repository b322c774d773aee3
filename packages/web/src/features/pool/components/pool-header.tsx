import { POOL_DETAIL_TEXTS, POSITIONS_TEXTS, poolName } from '@opswap/protocol/amm/positions-texts';
import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import { POOL_TYPE_LABELS } from '@opswap/protocol/market/explore-texts';
import { routes } from '@opswap/protocol/routes/routes';
import type { MarketPool } from '@opswap/protocol/schemas/market';
import { useNativeSymbol } from '../../../entities/market/use-native-symbol.ts';
import { CopyText } from '../../../entities/market/ui/copy-text.tsx';
import { PoolLogos } from '../../../entities/pools/ui/pool-logos.tsx';
import { ActionLink } from './action-link.tsx';

/**
 * The pool's logos, name, kind and address, with its Add and Remove actions: an AMM pool adds to
 * its pair and removes from itself (/pool/remove takes the pool's address); a native pool adds
 * native liquidity, and its listings are taken back from the listings page.
 */
export function PoolHeader({ pool }: { pool: MarketPool }) {
  const nativeSymbol = useNativeSymbol();
  return (
    <header className="flex flex-wrap items-center justify-between gap-4">
      <div className="flex min-w-0 items-center gap-3">
        <PoolLogos pool={pool} size={40} />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{poolName(pool, nativeSymbol)}</h1>
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <span>{POOL_TYPE_LABELS[pool.type]}</span>
            <CopyText text={pool.poolAddress} label={`Copy pool address ${pool.poolAddress}`}>
              {shortenAddress(pool.poolAddress)}
            </CopyText>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {pool.type === 'OP20' ? (
          <>
            <ActionLink to={routes.poolRemove(pool.poolAddress)}>
              {POSITIONS_TEXTS.remove}
            </ActionLink>
            <ActionLink
              to={routes.poolAdd(pool.tokenA.address, pool.tokenB.address)}
              variant="primary"
            >
              {POSITIONS_TEXTS.addLiquidity}
            </ActionLink>
          </>
        ) : (
          <>
            <ActionLink to={routes.dashboard('listings')}>
              {POOL_DETAIL_TEXTS.manageListings}
            </ActionLink>
            <ActionLink to={routes.poolAddNative(pool.token.address)} variant="primary">
              {POSITIONS_TEXTS.addLiquidity}
            </ActionLink>
          </>
        )}
      </div>
    </header>
  );
}
