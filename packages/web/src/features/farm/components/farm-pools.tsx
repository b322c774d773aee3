import { Fragment } from 'react';
import { FARM_TEXTS } from '@opswap/protocol/farms/farm-figures';
import { BTC_DECIMALS } from '@opswap/protocol/constants';
import { useNativeSymbol } from '../../../entities/market/use-native-symbol.ts';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import type { Farm, FarmPool } from '../farm-data.ts';
import { FarmFigure } from './farm-figure.tsx';
import { FarmPoolActions } from './farm-pool-actions.tsx';

/** The selected farm's pools: what each holds and pays, the wallet's part, and its actions. */
export function FarmPools({ farm }: { farm: Farm }) {
  const wallet = useConnectedWallet();
  return (
    <section
      id="farm-pools"
      aria-labelledby="farm-pools-title"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id="farm-pools-title" className="text-lg font-bold">
        {FARM_TEXTS.pools}: {farm.name}
      </h2>
      {!wallet && <p className="text-sm text-muted">{FARM_TEXTS.connectToFarm}</p>}
      <ul className="grid gap-3 md:grid-cols-2">
        {farm.pools.map((pool) => (
          <li
            key={pool.poolId}
            aria-label={`${FARM_TEXTS.pool} ${poolName(pool)}`}
            className="flex min-w-0 flex-col gap-3 rounded-xl bg-surface-2 p-3 text-sm"
          >
            <h3 className="font-semibold">
              {poolName(pool)}
              <span className="ml-2 text-xs font-normal text-muted">
                {FARM_TEXTS.pool} {pool.poolId}
              </span>
            </h3>
            <PoolFigures farm={farm} pool={pool} />
            {pool.token === null ? (
              <p className="text-xs text-muted">{FARM_TEXTS.btcPoolNote}</p>
            ) : (
              wallet && <FarmPoolActions farm={farm} pool={pool} token={pool.token} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function poolName(pool: FarmPool): string {
  return pool.token?.symbol ?? FARM_TEXTS.btcPool;
}

function PoolFigures({ farm, pool }: { farm: Farm; pool: FarmPool }) {
  const nativeSymbol = useNativeSymbol();
  // The BTC pool counts sats of the network's coin; the others their token's base units.
  const staked = pool.token ?? { decimals: BTC_DECIMALS, symbol: nativeSymbol };
  const figures = [
    [FARM_TEXTS.yourDeposit, pool.deposited, staked],
    [FARM_TEXTS.pendingHarvest, pool.pending, farm.token],
    [FARM_TEXTS.totalSupply, pool.totalSupply, staked],
    [FARM_TEXTS.rewardsPerBlock, pool.rewardsPerBlock, farm.token],
  ] as const;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      {figures.map(([label, amount, token]) => (
        <Fragment key={label}>
          <dt className="text-muted">{label}</dt>
          <dd className="text-right">
            <FarmFigure amount={amount} token={token} />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
