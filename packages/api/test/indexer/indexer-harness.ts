import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { activities, type Outpoint } from '../../src/db/schema/activity.ts';
import { chainBlocks, indexerCursor, indexerStatusChanges } from '../../src/db/schema/chain.ts';
import { reservations } from '../../src/db/schema/reservations.ts';
import { BlockReader } from '../../src/chain/block-reader.ts';
import { JsonRpcClient } from '../../src/chain/json-rpc-client.ts';
import type { NodeReader } from '../../src/chain/node-reader.ts';
import type { ChainSync } from '../../src/indexer/chain-sync.ts';
import { chainSyncFor } from '../../src/indexer/indexer.ts';
import { userStatusHandlers } from '../../src/indexer/status-handlers.ts';
import type { DevnetProcess } from '../support/devnet-process.ts';

export const NETWORK = 'regtest';
export const NOW = 1_767_225_600_000;

/** The handlers' options for a test: a fixed clock, and new rows looked up on every block. */
export function handlerOptions(db: Database, devnet: DevnetProcess, node: NodeReader) {
  const chain = new BlockReader(new JsonRpcClient(devnet.url));
  return { db, node, chain, now: () => NOW, lookupIntervalMs: 0 };
}

/** A ChainSync over the devnet with the activity and reservation handlers. */
export function statusSync(db: Database, devnet: DevnetProcess, node: NodeReader): ChainSync {
  return chainSyncFor({
    db,
    rpcUrl: devnet.url,
    network: NETWORK,
    handlers: userStatusHandlers({
      db,
      node,
      rpcUrl: devnet.url,
      now: () => NOW,
      lookupIntervalMs: 0,
    }),
  });
}

/** An activity row as POST activity/add writes it: Pending, with the inputs the node listed. */
export async function addActivity(
  db: Database,
  row: { userKey: string; transactionId: string; type?: string; inputs: Outpoint[] | null },
): Promise<number> {
  const [inserted] = await db
    .insert(activities)
    .values({
      network: NETWORK,
      userKey: row.userKey,
      transactionId: row.transactionId,
      type: row.type ?? 'Send',
      status: 'Pending',
      data: {},
      inputs: row.inputs,
      timestamp: NOW,
      lastUpdated: NOW,
    })
    .returning({ id: activities.id });
  return (inserted as { id: number }).id;
}

export async function activity(db: Database, userKey: string, transactionId: string) {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.userKey, userKey), eq(activities.transactionId, transactionId)));
  if (row === undefined) throw new Error(`no activity ${transactionId}`);
  return row;
}

/** A reservation row as POST reservation/track writes it. */
export async function trackReservation(
  db: Database,
  row: { userKey: string; hash: string; tokenAddress: string },
): Promise<void> {
  await db.insert(reservations).values({
    network: NETWORK,
    hash: row.hash,
    userKey: row.userKey,
    tokenAddress: row.tokenAddress,
    tokenSymbol: 'TOKEN',
    status: 'Pending',
    amountIn: 100_000n,
    amountOut: 1n,
    simulationResult: { estimatedGas: '1', estimatedSatGas: '1', minTokenOut: '1' },
    settings: { slippage: 1, miningFee: 2, priorityFee: 0, reorgProtection: 0 },
    timestamp: NOW,
    lastUpdated: NOW,
  });
}

export async function reservation(db: Database, userKey: string, hash: string) {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.userKey, userKey), eq(reservations.hash, hash)));
  if (row === undefined) throw new Error(`no reservation ${hash}`);
  return row;
}

export async function cursorOf(db: Database) {
  const [row] = await db.select().from(indexerCursor).where(eq(indexerCursor.network, NETWORK));
  return row ?? null;
}

export async function storedBlocks(db: Database) {
  return db
    .select({ height: chainBlocks.height, hash: chainBlocks.hash })
    .from(chainBlocks)
    .where(eq(chainBlocks.network, NETWORK))
    .orderBy(asc(chainBlocks.height));
}

export async function statusChanges(db: Database) {
  return db.select().from(indexerStatusChanges).where(eq(indexerStatusChanges.network, NETWORK));
}

/** The node's block hashes from 0 to its tip. */
export async function nodeHashes(devnet: DevnetProcess): Promise<string[]> {
  const tip = await devnet.height();
  const blocks = await devnet.rpc.batch<{ hash: string }>(
    Array.from({ length: tip + 1 }, (_, height) => ({
      method: 'btc_getBlockByNumber',
      params: [height, false],
    })),
  );
  return blocks.map((block) => block.hash);
}
