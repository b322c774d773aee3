import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { PAGE_SIZES } from '@opswap/protocol/constants';
import { pageOffset } from '@opswap/protocol/schemas/common';
import type { MarketPool } from '@opswap/protocol/schemas/market';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import { ammPools, nativePools } from '../db/schema/index.ts';
import { poolViews } from '../token/pool-views.ts';

/** A page of every pool, native and AMM, newest first. */
export async function poolsPage(
  db: Database,
  network: ProductNetwork,
  page: number,
): Promise<{ total: number; pools: MarketPool[] }> {
  const native = db
    .select({
      kind: sql<string>`'NATIVE'`.as('kind'),
      key: sql<string>`${nativePools.token}`.as('key'),
      height: sql<number>`${nativePools.blockNumber}`.as('height'),
    })
    .from(nativePools)
    .where(eq(nativePools.network, network));
  const amm = db
    .select({
      kind: sql<string>`'OP20'`.as('kind'),
      key: sql<string>`${ammPools.address}`.as('key'),
      height: sql<number>`${ammPools.blockNumber}`.as('height'),
    })
    .from(ammPools)
    .where(eq(ammPools.network, network));
  const [entries, [nativeCount], [ammCount]] = await Promise.all([
    native
      .unionAll(amm)
      .orderBy(sql`height desc`, sql`kind`, sql`key`)
      .limit(PAGE_SIZES.api)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(nativePools).where(eq(nativePools.network, network)),
    db.select({ total: count() }).from(ammPools).where(eq(ammPools.network, network)),
  ]);
  const nativeKeys = entries.filter((entry) => entry.kind === 'NATIVE').map((entry) => entry.key);
  const ammKeys = entries.filter((entry) => entry.kind === 'OP20').map((entry) => entry.key);
  const [nativeRows, ammRows] = await Promise.all([
    nativeKeys.length === 0
      ? []
      : db
          .select()
          .from(nativePools)
          .where(and(eq(nativePools.network, network), inArray(nativePools.token, nativeKeys))),
    ammKeys.length === 0
      ? []
      : db
          .select()
          .from(ammPools)
          .where(and(eq(ammPools.network, network), inArray(ammPools.address, ammKeys))),
  ]);
  const views = await poolViews(db, network, nativeRows, ammRows);
  const byKey = new Map<string, MarketPool>([
    ...views.native.map((view) => [`NATIVE:${view.token.address}`, view] as const),
    ...views.amm.map((view) => [`OP20:${view.poolAddress}`, view] as const),
  ]);
  return {
    total: (nativeCount?.total ?? 0) + (ammCount?.total ?? 0),
    pools: entries.map((entry) => byKey.get(`${entry.kind}:${entry.key}`) as MarketPool),
  };
}
