import { and, eq, gte, lte, or, sql, sum, type SQL } from 'drizzle-orm';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import { tokenTransactions } from '../db/schema/index.ts';
import type { CandleRange } from './candles.ts';

// Swaps summed per candle in SQL, grouped by the candle's first block. Swaps are the stored Buys:
// a NativeSwap buy and every AMM swap (stored from the side of the token that left the pool);
// listings, liquidity added and removed are not trades of the pool's price.

const t = tokenTransactions;

/** The first block of a row's candle; the width is a whole number from CANDLE_INTERVAL_BLOCKS. */
function startOf(range: CandleRange): SQL<number> {
  const width = sql.raw(String(Math.trunc(range.width)));
  return sql<number>`(${t.blockNumber} / ${width}) * ${width}`.mapWith(Number);
}

const swapsIn = (network: ProductNetwork, range: CandleRange, height: number) =>
  and(
    eq(t.network, network),
    eq(t.direction, 'Buy'),
    gte(t.blockNumber, range.firstStart),
    lte(t.blockNumber, height),
  );

const total = (value: SQL) => sum(value).mapWith((text: string | null) => BigInt(text ?? 0));

/** A token's swaps in one candle. */
export interface TokenCandleSwaps {
  /** Base units of the token bought or paid in NativeSwap and AMM swaps. */
  volume: bigint;
  /** Sats paid in NativeSwap buys. */
  nativeSats: bigint;
  /** Base units of the token in AMM swaps. */
  ammVolume: bigint;
}

/** A token's swaps per candle of the range up to `height`, by the candle's first block. */
export async function tokenCandleSwaps(
  db: Database,
  network: ProductNetwork,
  token: string,
  range: CandleRange,
  height: number,
): Promise<Map<number, TokenCandleSwaps>> {
  const start = startOf(range);
  const rows = await db
    .select({
      start,
      kind: t.kind,
      tokens: total(sql`case when ${t.token} = ${token} then ${t.amount} else ${t.forAmount} end`),
      sats: total(sql`${t.forAmount}`),
    })
    .from(t)
    .where(and(swapsIn(network, range, height), or(eq(t.token, token), eq(t.tokenTwo, token))))
    .groupBy(start, t.kind);
  const swaps = new Map<number, TokenCandleSwaps>();
  for (const row of rows) {
    const entry = swaps.get(row.start) ?? { volume: 0n, nativeSats: 0n, ammVolume: 0n };
    entry.volume += row.tokens;
    if (row.kind === 'NATIVE') entry.nativeSats += row.sats;
    else entry.ammVolume += row.tokens;
    swaps.set(row.start, entry);
  }
  return swaps;
}

/** An AMM pool's swaps per candle, in each of its tokens, by the candle's first block. */
export async function poolCandleVolumes(
  db: Database,
  network: ProductNetwork,
  pool: { address: string; token0: string },
  range: CandleRange,
  height: number,
): Promise<{ volumes0: Map<number, bigint>; volumes1: Map<number, bigint> }> {
  const start = startOf(range);
  const bought0 = sql`${t.token} = ${pool.token0}`;
  const rows = await db
    .select({
      start,
      volume0: total(sql`case when ${bought0} then ${t.amount} else ${t.forAmount} end`),
      volume1: total(sql`case when ${bought0} then ${t.forAmount} else ${t.amount} end`),
    })
    .from(t)
    .where(and(swapsIn(network, range, height), eq(t.kind, 'OP20'), eq(t.pool, pool.address)))
    .groupBy(start);
  return {
    volumes0: new Map(rows.map((row) => [row.start, row.volume0])),
    volumes1: new Map(rows.map((row) => [row.start, row.volume1])),
  };
}
