import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import { nativePools, nativePoolStates } from '../db/schema/index.ts';

export type NativePoolState = typeof nativePoolStates.$inferSelect;

/**
 * Each token's latest NativeSwap pool state up to a height; every pool's when no tokens are
 * named. One index lookup per pool, however long its history.
 */
export async function latestNativeStates(
  db: Database,
  network: ProductNetwork,
  height: number | null,
  tokens?: readonly string[],
): Promise<Map<string, NativePoolState>> {
  if (tokens !== undefined && tokens.length === 0) return new Map();
  const s = nativePoolStates;
  const latest = db
    .select()
    .from(s)
    .where(
      and(
        eq(s.network, nativePools.network),
        eq(s.token, nativePools.token),
        height === null ? undefined : lte(s.blockNumber, height),
      ),
    )
    .orderBy(desc(s.blockNumber))
    .limit(1)
    .as('latest');
  const rows = await db
    .select({
      network: latest.network,
      token: latest.token,
      blockNumber: latest.blockNumber,
      time: latest.time,
      liquidity: latest.liquidity,
      reservedLiquidity: latest.reservedLiquidity,
      virtualBtcReserve: latest.virtualBtcReserve,
      virtualTokenReserve: latest.virtualTokenReserve,
      quote: latest.quote,
    })
    .from(nativePools)
    .innerJoinLateral(latest, sql`true`)
    .where(
      and(
        eq(nativePools.network, network),
        tokens === undefined ? undefined : inArray(nativePools.token, [...tokens]),
      ),
    );
  return new Map(rows.map((state) => [state.token, state]));
}

/** The token's NativeSwap quote in effect after a block: its latest state at or before it. */
export async function quoteAt(
  db: Database,
  network: ProductNetwork,
  token: string,
  height: number,
): Promise<bigint | null> {
  const [row] = await db
    .select({ quote: nativePoolStates.quote })
    .from(nativePoolStates)
    .where(
      and(
        eq(nativePoolStates.network, network),
        eq(nativePoolStates.token, token),
        lte(nativePoolStates.blockNumber, height),
      ),
    )
    .orderBy(desc(nativePoolStates.blockNumber))
    .limit(1);
  return row?.quote ?? null;
}
