import { and, eq, gt, inArray } from 'drizzle-orm';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import { chainBlocks, indexerCursor } from '../db/schema/chain.ts';
import type { DbTransaction, IndexedBlock } from './block-handler.ts';

/** The last indexed block of a network. */
export interface Cursor {
  height: number;
  hash: string;
}

type Queryable = Database | DbTransaction;

export async function readCursor(db: Queryable, network: ProductNetwork): Promise<Cursor | null> {
  const [row] = await db
    .select({ height: indexerCursor.height, hash: indexerCursor.hash })
    .from(indexerCursor)
    .where(eq(indexerCursor.network, network));
  return row ?? null;
}

/** The stored hashes of indexed blocks at these heights (missing heights are left out). */
export async function storedHashes(
  db: Queryable,
  network: ProductNetwork,
  heights: readonly number[],
): Promise<Map<number, string>> {
  if (heights.length === 0) return new Map();
  const rows = await db
    .select({ height: chainBlocks.height, hash: chainBlocks.hash })
    .from(chainBlocks)
    .where(and(eq(chainBlocks.network, network), inArray(chainBlocks.height, [...heights])));
  return new Map(rows.map((row) => [row.height, row.hash]));
}

/** Records indexed blocks (in height order) and moves the cursor to the last one. */
export async function recordBlocks(
  tx: DbTransaction,
  network: ProductNetwork,
  blocks: readonly IndexedBlock[],
): Promise<void> {
  const last = blocks.at(-1);
  if (last === undefined) return;
  await tx.insert(chainBlocks).values(
    blocks.map((block) => ({
      network,
      height: block.height,
      hash: block.hash,
      previousHash: block.previousHash,
      time: block.time,
    })),
  );
  await tx
    .insert(indexerCursor)
    .values({ network, height: last.height, hash: last.hash })
    .onConflictDoUpdate({
      target: indexerCursor.network,
      set: { height: last.height, hash: last.hash },
    });
}

/**
 * Forgets the blocks above the fork height and moves the cursor there; a fork below block 0
 * (nothing in common) removes the cursor, so indexing starts again from block 0.
 */
export async function rewindBlocks(
  tx: DbTransaction,
  network: ProductNetwork,
  forkHeight: number,
): Promise<void> {
  await tx
    .delete(chainBlocks)
    .where(and(eq(chainBlocks.network, network), gt(chainBlocks.height, forkHeight)));
  const [fork] = await tx
    .select({ hash: chainBlocks.hash })
    .from(chainBlocks)
    .where(and(eq(chainBlocks.network, network), eq(chainBlocks.height, forkHeight)));
  if (fork === undefined) {
    await tx.delete(indexerCursor).where(eq(indexerCursor.network, network));
    return;
  }
  await tx
    .update(indexerCursor)
    .set({ height: forkHeight, hash: fork.hash })
    .where(eq(indexerCursor.network, network));
}
