import { and, asc, desc, eq, gte, lt, lte } from 'drizzle-orm';
import {
  CANDLE_COUNT,
  CANDLE_INTERVAL_BLOCKS,
  PRICE_FRACTION_DIGITS,
  type AmmPoolPrices,
  type CandleInterval,
  type PoolPrices,
} from '@opswap/protocol/schemas/market';
import type { TokenRef } from '@opswap/protocol/schemas/token';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import { ammPools, ammPoolStates, nativePools } from '../db/schema/index.ts';
import { marketHeight } from '../market/market-height.ts';
import { poolCandleVolumes } from '../token/candle-volumes.ts';
import { buildCandles, candleRange, type CandleWithoutTime } from '../token/candles.ts';
import { marketTokens, tokenRef, type MarketToken } from '../token/token-directory.ts';
import { blockTimes, tokenPrices } from '../token/token-prices.ts';

type AmmPoolRow = typeof ammPools.$inferSelect;
type Reserves = { reserve0: bigint; reserve1: bigint };

/**
 * Whole quote tokens per whole base token at a pool's reserves, with PRICE_FRACTION_DIGITS
 * fraction digits, rounded down; null while either side is empty.
 */
export function reservePrice(
  baseReserve: bigint,
  baseDecimals: number,
  quoteReserve: bigint,
  quoteDecimals: number,
): bigint | null {
  if (baseReserve <= 0n || quoteReserve <= 0n) return null;
  return (
    (quoteReserve * 10n ** BigInt(baseDecimals + PRICE_FRACTION_DIGITS)) /
    (baseReserve * 10n ** BigInt(quoteDecimals))
  );
}

async function ammPoolPrices(
  db: Database,
  network: ProductNetwork,
  pool: AmmPoolRow,
  interval: CandleInterval,
): Promise<AmmPoolPrices> {
  const [infos, height] = await Promise.all([
    marketTokens(db, network, [pool.token0, pool.token1]),
    marketHeight(db, network),
  ]);
  const [tokenA, tokenB] = [pool.token0, pool.token1].map((token) =>
    tokenRef(infos.get(token) as MarketToken),
  ) as [TokenRef, TokenRef];
  const priceA = (state: Reserves | undefined) =>
    state ? reservePrice(state.reserve0, tokenA.decimals, state.reserve1, tokenB.decimals) : null;
  const priceB = (state: Reserves | undefined) =>
    state ? reservePrice(state.reserve1, tokenB.decimals, state.reserve0, tokenA.decimals) : null;
  const answer = { type: 'OP20', poolAddress: pool.address, tokenA, tokenB, interval } as const;
  if (height === null) {
    return {
      ...answer,
      currentBlock: null,
      priceA: null,
      priceB: null,
      candlesA: [],
      candlesB: [],
    };
  }

  const s = ammPoolStates;
  const ofPool = and(eq(s.network, network), eq(s.pool, pool.address));
  const reserves = { blockNumber: s.blockNumber, reserve0: s.reserve0, reserve1: s.reserve1 };
  const range = candleRange(height, CANDLE_INTERVAL_BLOCKS[interval], CANDLE_COUNT);
  const [[before], states, { volumes0, volumes1 }] = await Promise.all([
    db
      .select(reserves)
      .from(s)
      .where(and(ofPool, lt(s.blockNumber, range.firstStart)))
      .orderBy(desc(s.blockNumber))
      .limit(1),
    db
      .select(reserves)
      .from(s)
      .where(and(ofPool, gte(s.blockNumber, range.firstStart), lte(s.blockNumber, height)))
      .orderBy(asc(s.blockNumber)),
    poolCandleVolumes(db, network, pool, range, height),
  ]);
  const candlesA = buildCandles(
    priceA(before),
    states.map((state) => ({ blockNumber: state.blockNumber, price: priceA(state) })),
    range,
    volumes0,
  );
  const candlesB = buildCandles(
    priceB(before),
    states.map((state) => ({ blockNumber: state.blockNumber, price: priceB(state) })),
    range,
    volumes1,
  );
  const times = await blockTimes(
    db,
    network,
    candlesA.map((candle) => candle.startBlock),
  );
  const timed = (candle: CandleWithoutTime) => ({
    ...candle,
    time: times.get(candle.startBlock) ?? null,
  });
  const latest = states.at(-1) ?? before;
  return {
    ...answer,
    currentBlock: height,
    priceA: priceA(latest),
    priceB: priceB(latest),
    candlesA: candlesA.map(timed),
    candlesB: candlesB.map(timed),
  };
}

/**
 * A pool's prices and candles: an AMM pool's from its reserves, a native pool's (whose address
 * is its token's) its token's NativeSwap prices. Null for an address that names no pool.
 */
export async function poolPrices(
  db: Database,
  network: ProductNetwork,
  poolAddress: string,
  interval: CandleInterval,
): Promise<PoolPrices | null> {
  const [[native], [amm]] = await Promise.all([
    db
      .select({ token: nativePools.token })
      .from(nativePools)
      .where(and(eq(nativePools.network, network), eq(nativePools.token, poolAddress))),
    db
      .select()
      .from(ammPools)
      .where(and(eq(ammPools.network, network), eq(ammPools.address, poolAddress))),
  ]);
  if (amm) return ammPoolPrices(db, network, amm, interval);
  if (!native) return null;
  const token = (await marketTokens(db, network, [native.token])).get(native.token) as MarketToken;
  const prices = await tokenPrices(db, network, token, interval);
  return { type: 'NATIVE', poolAddress: native.token, ...prices };
}
