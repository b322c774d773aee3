import { and, count, eq, gte, lte, or, sum } from 'drizzle-orm';
import { PRICE_CHANGE_BLOCKS } from '@opswap/protocol/constants';
import { tokenValueInSats } from '@opswap/protocol/market/token-value';
import { satoshisPerWholeToken } from '@opswap/protocol/nativeswap/human-price';
import {
  PRICE_FRACTION_DIGITS,
  type AmmPool,
  type MarketPool,
  type NativePool,
} from '@opswap/protocol/schemas/market';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { isNativeAddress } from '@opswap/protocol/tokens/token';
import type { Database } from '../db/database.ts';
import { ammPools, nativePools, tokenTransactions } from '../db/schema/index.ts';
import { marketHeight, windowStart } from '../market/market-height.ts';
import { latestAmmStates } from '../market/amm-states.ts';
import { latestNativeStates } from '../market/native-states.ts';
import { marketTokens, tokenRef, type MarketToken } from './token-directory.ts';

type NativePoolRow = typeof nativePools.$inferSelect;
type AmmPoolRow = typeof ammPools.$inferSelect;

/** Token transactions of the last 144 blocks, summed per pool, pair and direction. */
export interface WindowTotal {
  kind: 'NATIVE' | 'OP20';
  pool: string;
  token: string;
  tokenTwo: string;
  direction: 'Buy' | 'Sell' | 'Add' | 'Remove';
  transactions: number;
  amount: bigint;
  forAmount: bigint;
}

export async function windowTotals(
  db: Database,
  network: ProductNetwork,
  height: number | null,
): Promise<WindowTotal[]> {
  if (height === null) return [];
  const t = tokenTransactions;
  const rows = await db
    .select({
      kind: t.kind,
      pool: t.pool,
      token: t.token,
      tokenTwo: t.tokenTwo,
      direction: t.direction,
      transactions: count(),
      amount: sum(t.amount).mapWith(String),
      forAmount: sum(t.forAmount).mapWith(String),
    })
    .from(t)
    .where(
      and(
        eq(t.network, network),
        gte(t.blockNumber, windowStart(height, PRICE_CHANGE_BLOCKS['24h'])),
        lte(t.blockNumber, height),
      ),
    )
    .groupBy(t.kind, t.pool, t.token, t.tokenTwo, t.direction);
  return rows.map((row) => ({
    ...row,
    amount: BigInt(row.amount),
    forAmount: BigInt(row.forAmount),
  }));
}

/** Sats a NativeSwap Buy paid, or an AMM swap's tokens valued through either token's quote. */
export function swapValueInSats(total: WindowTotal, quotes: ReadonlyMap<string, bigint>): bigint {
  if (total.direction !== 'Buy') return 0n;
  if (total.kind === 'NATIVE') return total.forAmount;
  const bought = quotes.get(total.token) ?? 0n;
  if (bought > 0n) return tokenValueInSats(total.amount, bought);
  return tokenValueInSats(total.forAmount, quotes.get(total.tokenTwo) ?? 0n);
}

/** A token's trades in the last 144 blocks: how many, and their value in sats. */
export interface TokenWindowActivity {
  transactions: number;
  volume: bigint;
}

/** Each token's window activity; a trade counts for both its tokens, the native coin left out. */
export function activityByToken(
  totals: readonly WindowTotal[],
  quotes: ReadonlyMap<string, bigint>,
): Map<string, TokenWindowActivity> {
  const activity = new Map<string, TokenWindowActivity>();
  for (const total of totals) {
    const value = swapValueInSats(total, quotes);
    for (const token of [total.token, total.tokenTwo]) {
      if (isNativeAddress(token)) continue;
      const entry = activity.get(token) ?? { transactions: 0, volume: 0n };
      entry.transactions += total.transactions;
      entry.volume += value;
      activity.set(token, entry);
    }
  }
  return activity;
}

/**
 * Both reserves of an AMM pool in sats. With one token priced the pool holds equal value on both
 * sides, so it is twice that side; with none it has no value in sats.
 */
export function ammReservesInSats(
  reserve0: bigint,
  reserve1: bigint,
  quote0: bigint,
  quote1: bigint,
): bigint | null {
  if (quote0 > 0n && quote1 > 0n) {
    return tokenValueInSats(reserve0, quote0) + tokenValueInSats(reserve1, quote1);
  }
  if (quote0 > 0n) return 2n * tokenValueInSats(reserve0, quote0);
  if (quote1 > 0n) return 2n * tokenValueInSats(reserve1, quote1);
  return null;
}

/** Builds the pool views of some native and AMM pools, as the token and explore pages show them. */
export async function poolViews(
  db: Database,
  network: ProductNetwork,
  native: readonly NativePoolRow[],
  amm: readonly AmmPoolRow[],
): Promise<{ native: NativePool[]; amm: AmmPool[] }> {
  const height = await marketHeight(db, network);
  const tokens = [
    ...native.map((pool) => pool.token),
    ...amm.flatMap((pool) => [pool.token0, pool.token1]),
  ];
  const [infos, states, ammStates, totals] = await Promise.all([
    marketTokens(db, network, tokens),
    latestNativeStates(db, network, height, [...new Set(tokens)]),
    latestAmmStates(
      db,
      network,
      amm.map((pool) => pool.address),
    ),
    windowTotals(db, network, height),
  ]);
  const quotes = new Map([...states].map(([token, state]) => [token, state.quote]));
  const info = (address: string) => tokenRef(infos.get(address) as MarketToken);

  const nativeViews = native.map((pool): NativePool => {
    const state = states.get(pool.token);
    const quote = state?.quote ?? 0n;
    const liquidity = state?.liquidity ?? 0n;
    const mine = totals.filter((total) => total.kind === 'NATIVE' && total.token === pool.token);
    const decimals = infos.get(pool.token)?.decimals ?? 0;
    return {
      type: 'NATIVE',
      poolAddress: pool.token,
      nativeSwapAddress: pool.contract,
      token: info(pool.token),
      liquidity,
      reservedLiquidity: state?.reservedLiquidity ?? 0n,
      virtualBTCReserve: state?.virtualBtcReserve ?? 0n,
      virtualTokenReserve: state?.virtualTokenReserve ?? 0n,
      quote,
      priceSats: satoshisPerWholeToken(quote, decimals, PRICE_FRACTION_DIGITS),
      tvlSats: tokenValueInSats(liquidity, quote),
      volume24hSats: mine.reduce((total, row) => total + swapValueInSats(row, quotes), 0n),
      transactions24h: mine.reduce((total, row) => total + row.transactions, 0),
      createdAtBlock: pool.blockNumber,
      updatedAtBlock: state?.blockNumber ?? null,
      blockTimestampLast: state ? Math.floor(state.time / 1000) : 0,
    };
  });

  const ammViews = amm.map((pool): AmmPool => {
    const state = ammStates.get(pool.address);
    const mine = totals.filter((total) => total.kind === 'OP20' && total.pool === pool.address);
    let volume0 = 0n;
    let volume1 = 0n;
    let volumeSats: bigint | null = null;
    for (const total of mine.filter((row) => row.direction === 'Buy')) {
      const bought0 = total.token === pool.token0;
      volume0 += bought0 ? total.amount : total.forAmount;
      volume1 += bought0 ? total.forAmount : total.amount;
      const priced =
        (quotes.get(total.token) ?? 0n) > 0n || (quotes.get(total.tokenTwo) ?? 0n) > 0n;
      if (priced) volumeSats = (volumeSats ?? 0n) + swapValueInSats(total, quotes);
    }
    const quote0 = quotes.get(pool.token0) ?? 0n;
    const quote1 = quotes.get(pool.token1) ?? 0n;
    const reserve0 = state?.reserve0 ?? 0n;
    const reserve1 = state?.reserve1 ?? 0n;
    return {
      type: 'OP20',
      poolAddress: pool.address,
      tokenA: info(pool.token0),
      tokenB: info(pool.token1),
      reserveA: reserve0,
      reserveB: reserve1,
      totalSupply: state?.totalSupply ?? 0n,
      blockTimestampLast: state ? Math.floor(state.time / 1000) : 0,
      volume24hA: volume0,
      volume24hB: volume1,
      volume24hSats: volumeSats ?? (quote0 > 0n || quote1 > 0n ? 0n : null),
      tvlSats: ammReservesInSats(reserve0, reserve1, quote0, quote1),
      transactions24h: mine.reduce((total, row) => total + row.transactions, 0),
      createdAtBlock: pool.blockNumber,
      updatedAtBlock: state?.blockNumber ?? null,
    };
  });
  return { native: nativeViews, amm: ammViews };
}

/** A token's pools: its NativeSwap pool first, then its AMM pools, oldest first. */
export async function tokenPools(
  db: Database,
  network: ProductNetwork,
  token: string,
): Promise<MarketPool[]> {
  const [native, amm] = await Promise.all([
    db
      .select()
      .from(nativePools)
      .where(and(eq(nativePools.network, network), eq(nativePools.token, token))),
    db
      .select()
      .from(ammPools)
      .where(
        and(
          eq(ammPools.network, network),
          or(eq(ammPools.token0, token), eq(ammPools.token1, token)),
        ),
      )
      .orderBy(ammPools.blockNumber, ammPools.address),
  ]);
  const views = await poolViews(db, network, native, amm);
  return [...views.native, ...views.amm];
}
