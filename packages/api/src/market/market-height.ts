import { eq, max } from 'drizzle-orm';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import {
  ammPoolStates,
  indexerCursor,
  nativePoolStates,
  tokenTransactions,
} from '../db/schema/index.ts';

/**
 * The last block the market data covers: the indexer's cursor, or without one (an api that never
 * indexed) the latest block any market row came from. Null when there is none.
 */
export async function marketHeight(db: Database, network: ProductNetwork): Promise<number | null> {
  const [cursor] = await db
    .select({ height: indexerCursor.height })
    .from(indexerCursor)
    .where(eq(indexerCursor.network, network));
  if (cursor) return cursor.height;
  const heights = await Promise.all(
    [nativePoolStates, ammPoolStates, tokenTransactions].map(async (table) => {
      const [row] = await db
        .select({ height: max(table.blockNumber) })
        .from(table)
        .where(eq(table.network, network));
      return row?.height ?? null;
    }),
  );
  const known = heights.filter((height): height is number => height !== null);
  return known.length === 0 ? null : Math.max(...known);
}

/** The first block of the last `blocks` blocks up to `height`. */
export function windowStart(height: number | null, blocks: number): number {
  return height === null ? 0 : Math.max(0, height - blocks + 1);
}
