import { Link, useParams } from 'react-router';
import { POOL_DETAIL_TEXTS, poolName } from '@opswap/protocol/amm/positions-texts';
import { POOL_DOES_NOT_EXIST } from '@opswap/protocol/errors/messages';
import { routes } from '@opswap/protocol/routes/routes';
import { poolAddressParamsSchema, type MarketPool } from '@opswap/protocol/schemas/market';
import { Loading, LoadError } from '../../entities/activity/ui/query-states.tsx';
import { useNativeSymbol } from '../../entities/market/use-native-symbol.ts';
import { usePoolPrices } from '../../entities/pools/get-pool-prices.ts';
import { useMarketPool } from '../../entities/pools/use-market-pool.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { ApiError } from '../../lib/api/api-client.ts';
import { PoolHeader } from './components/pool-header.tsx';
import { PoolPositionSection } from './components/pool-position-section.tsx';
import { PoolStats } from './components/pool-stats.tsx';
import { PoolTransactions } from './components/pool-transactions.tsx';

/**
 * /pool/{address}: a pool's figures, prices both ways, the wallet's position and the pool's
 * latest transactions. The address is an AMM pool's contract or, for a native pool, its token's.
 */
export default function PoolDetailScreen() {
  const parsed = poolAddressParamsSchema.safeParse({ poolAddress: useParams().address });
  if (!parsed.success) return <PoolNotFound />;
  const { poolAddress } = parsed.data;
  return <PoolDetail key={poolAddress} poolAddress={poolAddress} />;
}

function PoolNotFound() {
  usePageTitle(POOL_DOES_NOT_EXIST);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{POOL_DOES_NOT_EXIST}</h1>
      <BackToPools />
    </section>
  );
}

function BackToPools() {
  return (
    <Link
      to={routes.pool()}
      className="rounded-full bg-accent px-5 py-2 font-semibold text-accent-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      {POOL_DETAIL_TEXTS.backToPools}
    </Link>
  );
}

function PoolDetail({ poolAddress }: { poolAddress: string }) {
  const lookup = useMarketPool(poolAddress);
  const prices = usePoolPrices(poolAddress);
  const missing =
    lookup.missing || (prices.error instanceof ApiError && prices.error.status === 404);
  if (missing) return <PoolNotFound />;
  if (lookup.error) return <LoadError error={lookup.error} what="the pool" />;
  if (!lookup.pool) return <Loading what="the pool" reserve="min-h-80" />;
  return <PoolPage pool={lookup.pool} prices={prices} />;
}

function PoolPage({
  pool,
  prices,
}: {
  pool: MarketPool;
  prices: ReturnType<typeof usePoolPrices>;
}) {
  const nativeSymbol = useNativeSymbol();
  usePageTitle(poolName(pool, nativeSymbol));
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <Link
        to={routes.pool()}
        className="w-fit rounded text-sm text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
      >
        ← {POOL_DETAIL_TEXTS.backToPools}
      </Link>
      <PoolHeader pool={pool} />
      <PoolStats pool={pool} prices={prices.data} pricesError={prices.error} />
      <PoolPositionSection pool={pool} />
      <PoolTransactions poolAddress={pool.poolAddress} />
    </div>
  );
}
