// Indexer catch-up in transactions/s (target: 1,000): a devnet child process holds the seed
// world plus rounds of OP20 transfers (real signed interactions through the opnet client, each a
// funding and an interaction transaction), and every transfer has a Pending activity, as
// POST activity/add would record it. Each iteration indexes the whole chain into a fresh PGlite
// database on disk (the default engine) with the handlers the api runs, from block 0 to the tip,
// and settles those activities. Building the chain and opening the databases are not timed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address } from '@btc-vision/transaction';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, bench, describe } from 'vitest';
import { OpnetNodeReader } from '../src/chain/opnet-node-reader.ts';
import { openDatabase, type OpenDatabase } from '../src/db/database.ts';
import { activities } from '../src/db/schema/activity.ts';
import { catchUp, type CatchUpResult } from '../src/indexer/catch-up.ts';
import { silentLogger } from '../src/indexer/indexer-logger.ts';
import { indexerHandlers } from '../src/indexing.ts';
import { DevnetWallet } from '../test/support/devnet-chain.ts';
import { startDevnetProcess } from '../test/support/devnet-process.ts';
import { recordMetric } from './support/bench-metrics.ts';

const ROUNDS = 4;
const SENDERS = 8;
/** The node refuses a 26th unconfirmed descendant: one block takes 24 transfers per sender. */
const TRANSFERS_PER_SENDER = 24;
const CATCH_UPS = 5;
const TOKENS = ['MOTO', 'PILL', 'ODYS'];

const devnet = await startDevnetProcess();
const info = await devnet.info();
const recipient = info.accounts[9]!;
const to = Address.fromString(recipient.opnetAddress, recipient.publicKey);
const senders = Array.from({ length: SENDERS }, (_, index) => new DevnetWallet(devnet.url, index));

interface Transfer {
  userKey: string;
  transactionId: string;
}
const transfers: Transfer[] = [];
const building = performance.now();
for (let round = 0; round < ROUNDS; round++) {
  await Promise.all(
    senders.map(async (sender, index) => {
      await sender.freshUtxos();
      const token = info.contracts[TOKENS[(round + index) % TOKENS.length]!]!.address;
      // One simulation, sent many times: each send spends other outputs, so each is its own transfer.
      const simulation = await sender.token(token).transfer(to, BigInt(round + 1));
      for (let n = 0; n < TRANSFERS_PER_SENDER; n++) {
        const receipt = await simulation.sendTransaction(sender.parameters());
        transfers.push({ userKey: sender.publicKey, transactionId: receipt.transactionId });
      }
    }),
  );
  await devnet.mine(1);
}
const tip = await devnet.height();
console.log(
  `indexer catch-up: ${transfers.length} OP20 transfers sent in ${((performance.now() - building) / 1000).toFixed(1)} s; the chain is at block ${tip}`,
);

const node = new OpnetNodeReader({ rpcUrl: devnet.url, network: 'regtest' });

interface Target {
  dir: string;
  open: OpenDatabase;
}

/** A fresh database with every transfer recorded as a Pending activity of its sender. */
async function freshDatabase(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'api-bench-indexer-'));
  const open = await openDatabase({ databaseUrl: null, dataDir: dir });
  const now = Date.now();
  await open.db.insert(activities).values(
    transfers.map((transfer) => ({
      network: 'regtest',
      userKey: transfer.userKey,
      transactionId: transfer.transactionId,
      type: 'Transfer',
      status: 'Pending',
      data: {},
      timestamp: now,
      lastUpdated: now,
    })),
  );
  return { dir, open };
}

const targets: Target[] = [];
for (let i = 0; i < CATCH_UPS; i++) targets.push(await freshDatabase());

const results: CatchUpResult[] = [];

afterAll(async () => {
  try {
    if (results.length > 0) {
      const transactions = results.reduce((sum, result) => sum + result.transactions, 0);
      const milliseconds = results.reduce((sum, result) => sum + result.elapsedMs, 0);
      recordMetric({
        benchmark: `indexer catch-up, ${results[0]!.blocks} blocks, ${results[0]!.transactions} transactions`,
        metric: 'transactions indexed per second (PGlite)',
        value: Math.round((transactions / milliseconds) * 1000),
        unit: 'tx/s',
        target: '>= 1,000',
      });
    }
  } finally {
    for (const target of targets) {
      await target.open.close();
      rmSync(target.dir, { recursive: true, force: true });
    }
    await node.close();
    for (const sender of senders) await sender.close();
    await devnet.close();
  }
});

describe(`indexer catch-up to block ${tip}, ${transfers.length} transfers settled`, () => {
  let next = 0;
  bench(
    'index the chain from block 0 into an empty PGlite database',
    async () => {
      const target = targets[next++];
      if (target === undefined) throw new Error('no fresh database left');
      const { handlers, close } = indexerHandlers({
        open: target.open,
        node,
        rpcUrl: devnet.url,
        network: 'regtest',
        log: silentLogger,
      });
      try {
        results.push(
          await catchUp({ db: target.open.db, rpcUrl: devnet.url, network: 'regtest', handlers }),
        );
      } finally {
        await close();
      }
      const [settled] = await target.open.db
        .select({ count: count() })
        .from(activities)
        .where(and(eq(activities.network, 'regtest'), eq(activities.status, 'Completed')));
      if (settled?.count !== transfers.length) {
        throw new Error(`${settled?.count} of ${transfers.length} transfers settled`);
      }
    },
    { iterations: CATCH_UPS, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
