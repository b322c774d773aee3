import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import { ammPools, ammPoolStates } from '../db/schema/index.ts';

export interface AmmPoolState {
  pool: string;
  token0: string;
  token1: string;
  blockNumber: number;
  time: number;
  reserve0: bigint;
  reserve1: bigint;
  totalSupply: bigint;
}

/**
 * Each AMM pool's latest state, every pool's when none are named. One index lookup per pool,
 * however long its history.
 */
export async function latestAmmStates(
  db: Database,
  network: ProductNetwork,
  pools?: readonly string[],
): Promise<Map<string, AmmPoolState>> {
  if (pools !== undefined && pools.length === 0) return new Map();
  const s = ammPoolStates;
  const latest = db
    .select()
    .from(s)
    .where(and(eq(s.network, ammPools.network), eq(s.pool, ammPools.address)))
    .orderBy(desc(s.blockNumber))
    .limit(1)
    .as('latest');
  const rows = await db
    .select({
      pool: ammPools.address,
      token0: ammPools.token0,
      token1: ammPools.token1,
      blockNumber: latest.blockNumber,
      time: latest.time,
      reserve0: latest.reserve0,
      reserve1: latest.reserve1,
      totalSupply: latest.totalSupply,
    })
    .from(ammPools)
    .innerJoinLateral(latest, sql`true`)
    .where(
      and(
        eq(ammPools.network, network),
        pools === undefined ? undefined : inArray(ammPools.address, [...pools]),
      ),
    );
  return new Map(rows.map((row) => [row.pool, row]));
}
