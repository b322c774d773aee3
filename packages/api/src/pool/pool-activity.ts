import { and, eq } from 'drizzle-orm';
import type { PoolActivity } from '@opswap/protocol/schemas/pool-activity';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import { ammPools, nativePools, tokenTransactions } from '../db/schema/index.ts';
import { transactionsPage } from '../token/token-activity.ts';

/**
 * A page of a pool's transactions, newest first; null for an address that names no pool. An AMM
 * pool's rows are the ones its own events wrote, each as stored (a swap is a Buy of the token
 * that left the pool). A native pool is named by its token, and every NativeSwap row of that
 * token is one of its pool's, read from the token's side.
 */
export async function poolActivityPage(
  db: Database,
  network: ProductNetwork,
  poolAddress: string,
  page: number,
): Promise<PoolActivity | null> {
  const [[amm], [native]] = await Promise.all([
    db
      .select({ address: ammPools.address })
      .from(ammPools)
      .where(and(eq(ammPools.network, network), eq(ammPools.address, poolAddress))),
    db
      .select({ token: nativePools.token })
      .from(nativePools)
      .where(and(eq(nativePools.network, network), eq(nativePools.token, poolAddress))),
  ]);
  const t = tokenTransactions;
  if (amm) {
    const rows = and(eq(t.kind, 'OP20'), eq(t.pool, amm.address));
    return { poolAddress, ...(await transactionsPage(db, network, rows, page)) };
  }
  if (!native) return null;
  const rows = and(eq(t.kind, 'NATIVE'), eq(t.token, native.token));
  return { poolAddress, ...(await transactionsPage(db, network, rows, page, native.token)) };
}
