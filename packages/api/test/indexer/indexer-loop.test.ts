// The indexer loop: one instance indexes under the advisory lock, failures are retried and
// never leave a block half-written. Steps are driven with syncOnce, never by the poll timer.
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonRpcClient, NodeUnavailableError } from '../../src/chain/json-rpc-client.ts';
import { openDatabase, type OpenDatabase } from '../../src/db/database.ts';
import type { BlockHandler } from '../../src/indexer/block-handler.ts';
import { chainSyncFor, startIndexer, type Indexer } from '../../src/indexer/indexer.ts';
import type { IndexerLogger } from '../../src/indexer/indexer-logger.ts';
import { startDevnetProcess, type DevnetProcess } from '../support/devnet-process.ts';
import {
  createServerDatabase,
  ENGINES,
  openTestDatabase,
  type TestDatabase,
} from '../support/test-database.ts';
import { cursorOf, NETWORK, nodeHashes, storedBlocks } from './indexer-harness.ts';

let devnet: DevnetProcess;

beforeAll(async () => {
  devnet = await startDevnetProcess();
});

afterAll(async () => {
  await devnet?.close();
});

/**
 * Waits for a condition the code under test reaches on its own, checking every 10 ms. Catching up
 * the seed world takes a second on a quiet machine and many beside the rest of npm test.
 */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 50_000;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting until ${what}`);
}

function recordingLogger() {
  const errors: string[] = [];
  const infos: string[] = [];
  const logger: IndexerLogger = {
    info: (_details, message) => infos.push(message),
    warn: () => {},
    error: (details, message) =>
      errors.push(`${message}: ${String((details as { err?: unknown }).err)}`),
  };
  return { logger, errors, infos };
}

const HOUR = 3_600_000;

describe.each(ENGINES)('two indexers on one %s database', (engine) => {
  const opened: OpenDatabase[] = [];
  const indexers: Indexer[] = [];
  let drop: () => Promise<void> = async () => {};
  let snapshot: string;

  beforeAll(async () => {
    snapshot = await devnet.snapshot();
    if (engine === 'postgres') {
      const server = await createServerDatabase();
      drop = server.drop;
      for (let i = 0; i < 2; i++) {
        opened.push(await openDatabase({ databaseUrl: server.url, dataDir: null, poolSize: 3 }));
      }
    } else {
      // PGlite is one process's database: both instances share it, as two loops in one server.
      const single = await openDatabase({ databaseUrl: null, dataDir: null });
      opened.push(single, single);
    }
  });

  afterAll(async () => {
    await Promise.all(indexers.map((indexer) => indexer.stop()));
    for (const open of new Set(opened)) await open.close();
    await drop();
    await devnet.revert(snapshot);
  });

  const start = (open: OpenDatabase) => {
    const indexer = startIndexer({
      open,
      rpcUrl: devnet.url,
      network: NETWORK,
      handlers: [],
      log: recordingLogger().logger,
      pollMs: HOUR,
      lockRetryMs: HOUR,
    });
    indexers.push(indexer);
    return indexer;
  };

  it('lets only the lock holder index; the other takes over once it stops', async () => {
    const first = start(opened[0] as OpenDatabase);
    await until(() => first.status().holdsLock, 'the first indexer holds the lock');
    const second = start(opened[1] as OpenDatabase);
    expect(await second.syncOnce()).toBe(0);
    expect(second.status().holdsLock).toBe(false);

    // The holder's first step caught up at once; mined blocks come with the next step.
    await until(() => first.status().lagging === false, 'the first indexer caught up');
    const db = (opened[0] as OpenDatabase).db;
    await devnet.mine(2);
    expect(await second.syncOnce()).toBe(0);
    expect(await first.syncOnce()).toBe(2);
    expect(first.status()).toMatchObject({ lagging: false, holdsLock: true });
    expect((await cursorOf(db))?.height).toBe(await devnet.height());

    await first.stop();
    expect(first.status().holdsLock).toBe(false);
    await devnet.mine();
    expect(await second.syncOnce()).toBe(1);
    expect((await storedBlocks(db)).map((block) => block.hash)).toEqual(await nodeHashes(devnet));
  });
});

describe('failures', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });

  afterAll(async () => {
    await database?.dispose();
  });

  it('keeps a failing block out entirely, then indexes it once the handler recovers', async () => {
    const db = database.open.db;
    let failAt: number | null = 5;
    const seen: number[] = [];
    const handler: BlockHandler = {
      name: 'flaky',
      async apply(tx, block) {
        seen.push(block.height);
        if (block.height === failAt) throw new Error('handler failed');
        await tx.execute(sql`SELECT 1`);
      },
      async rollback() {},
    };
    // One block per commit, so blocks below the failing one stay indexed.
    const sync = chainSyncFor({
      db,
      rpcUrl: devnet.url,
      network: NETWORK,
      handlers: [handler],
      blocksPerCommit: 1,
    });
    await expect(sync.syncOnce()).rejects.toThrow('handler failed');
    expect((await cursorOf(db))?.height).toBe(4);
    expect(await storedBlocks(db)).toHaveLength(5);

    failAt = null;
    seen.length = 0;
    const tip = await devnet.height();
    expect(await sync.syncOnce()).toBe(tip - 4);
    expect(seen[0]).toBe(5);
    expect((await storedBlocks(db)).map((block) => block.hash)).toEqual(await nodeHashes(devnet));
  });

  it('says once that it waits for an unreachable node and keeps going until stopped', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const { logger, errors, infos } = recordingLogger();
    const indexer = startIndexer({
      open: database.open,
      rpcUrl: `http://127.0.0.1:${closed}`,
      network: 'mainnet',
      handlers: [],
      log: logger,
      pollMs: HOUR,
      maxBackoffMs: HOUR,
    });
    const waiting = `indexer: waiting for the node at http://127.0.0.1:${closed}`;
    await until(() => infos.includes(waiting), 'the wait is logged');
    expect(errors).toEqual([]);
    expect(indexer.status()).toMatchObject({ holdsLock: true, lagging: true, height: null });
    await expect(indexer.syncOnce()).rejects.toThrow(NodeUnavailableError);
    await indexer.stop();
    expect(indexer.status().holdsLock).toBe(false);
  });

  it('times out a node that never answers', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const client = new JsonRpcClient(`http://127.0.0.1:${port}`, 100);
      await expect(client.call('btc_blockNumber')).rejects.toThrow(/timed out/);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
