import {
  POOL_DETAIL_TEXTS,
  poolPriceTexts,
  poolReserveTexts,
} from '@opswap/protocol/amm/positions-texts';
import { UNKNOWN_VALUE_TEXT } from '@opswap/protocol/activity/dashboard-texts';
import type { MarketPool, PoolPrices } from '@opswap/protocol/schemas/market';
import type { ReactNode } from 'react';
import { useNativeSymbol } from '../../../entities/market/use-native-symbol.ts';
import { BtcWithUsd } from '../../../entities/market/ui/market-values.tsx';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-line bg-surface px-4 py-3">
      <dt className="text-xs font-semibold text-muted uppercase">{label}</dt>
      <dd className="text-sm font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** One text a line, or a dash for a missing one. */
function Lines({ lines }: { lines: readonly (string | null)[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className={`block ${line === null ? 'text-muted' : ''}`}>
          {line ?? UNKNOWN_VALUE_TEXT}
        </span>
      ))}
    </>
  );
}

/**
 * The pool's figures: TVL and 24h volume (the explore pools'), its transactions in 24h, its
 * price both ways (pool/prices) and its reserves.
 */
export function PoolStats({
  pool,
  prices,
  pricesError,
}: {
  pool: MarketPool;
  prices: PoolPrices | undefined;
  pricesError: Error | null;
}) {
  const nativeSymbol = useNativeSymbol();
  return (
    <dl aria-label="Pool figures" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Stat label={POOL_DETAIL_TEXTS.tvl}>
        <BtcWithUsd sats={pool.tvlSats} />
      </Stat>
      <Stat label={POOL_DETAIL_TEXTS.volume24h}>
        <BtcWithUsd sats={pool.volume24hSats} />
      </Stat>
      <Stat label={POOL_DETAIL_TEXTS.transactions24h}>{pool.transactions24h}</Stat>
      <Stat label={POOL_DETAIL_TEXTS.prices}>
        <Lines lines={prices ? poolPriceTexts(prices, nativeSymbol) : [null]} />
        {pricesError && (
          <span role="alert" className="block text-xs font-normal text-danger">
            {POOL_DETAIL_TEXTS.pricesFailed}
          </span>
        )}
      </Stat>
      <Stat label={POOL_DETAIL_TEXTS.reserves}>
        <Lines lines={poolReserveTexts(pool, nativeSymbol)} />
      </Stat>
    </dl>
  );
}
