import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_USER_KEY } from '@opswap/protocol/tokens/token';
import { createAppContext } from '../src/app-context.ts';
import { PUBLIC_READ_RECHECK_MS } from '../src/cache/public-read-cache.ts';
import { buildApp } from '../src/http/app.ts';
import { ChainSync } from '../src/indexer/chain-sync.ts';
import { silentLogger } from '../src/indexer/indexer-logger.ts';
import { TokenHandler } from '../src/indexer/market/token-handler.ts';
import { indexerHandlers } from '../src/indexing.ts';
import { createUsdRateSource } from '../src/sync/usd-rate.ts';
import { FakeChain } from './support/fake-chain.ts';
import { FakeNode } from './support/fake-node.ts';
import { address, block, TEST_CONTRACTS, tokenMetadata } from './support/market-test-kit.ts';
import { ENGINES, openTestDatabase, type TestDatabase } from './support/test-database.ts';

// The cache against the real indexer steps: a ChainSync over hand-built blocks with the handlers
// the api runs (indexing.ts), an instance that indexes and one that only serves (a replica
// sharing the database). Their clock stands still unless a test moves it, so the indexing
// instance can only learn of a block from its commit.

const NETWORK = 'testnet';
const moto = address('moto');
const pill = address('pill');

describe.each(ENGINES)('public reads beside the indexer on %s', (engine) => {
  let database: TestDatabase;
  let chain: FakeChain;
  let sync: ChainSync;
  let closeHandlers: () => Promise<void>;
  const clock = { now: 0 };
  const apps: FastifyInstance[] = [];

  /** An api instance on the test database; its public read cache on the test's clock. */
  async function instance() {
    const context = createAppContext(
      {
        db: database.open.db,
        network: NETWORK,
        node: new FakeNode(),
        usdRate: createUsdRateSource({ kind: 'fixed', value: 100_000 }),
        now: Date.now,
      },
      { publicReads: { now: () => clock.now } },
    );
    const app = await buildApp(context, { cors: { kind: 'localhost' }, rateLimit: 1_000_000 });
    apps.push(app);
    const overview = async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/bitcoin/${NETWORK}/${ANONYMOUS_USER_KEY}/explore/overview`,
      });
      const { currentBlock, tokens } = response.json<{ currentBlock: number; tokens: number }>();
      return { currentBlock, tokens };
    };
    return { context, overview };
  }

  let indexing: Awaited<ReturnType<typeof instance>>;
  let replica: Awaited<ReturnType<typeof instance>>;

  beforeEach(async () => {
    clock.now = 0;
    database = await openTestDatabase(engine);
    indexing = await instance();
    replica = await instance();
    const node = new FakeNode();
    node.addToken(tokenMetadata(moto, 'MOTO'));
    node.addToken(tokenMetadata(pill, 'PILL'));
    const { handlers, close } = indexerHandlers({
      open: database.open,
      node,
      rpcUrl: 'http://127.0.0.1:9',
      network: NETWORK,
      log: silentLogger,
      chainChanges: indexing.context.publicReads,
    });
    closeHandlers = close;
    chain = new FakeChain();
    sync = new ChainSync({
      db: database.open.db,
      reader: chain,
      network: NETWORK,
      handlers: [...handlers, new TokenHandler(database.open.db, node, TEST_CONTRACTS)],
    });
    chain.mine([block(0, []), block(1, [], { deployments: [moto] })]);
    await sync.syncOnce();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await closeHandlers();
    await database.dispose();
  });

  /** Block 2 on another branch, over the same block 1. */
  const forkAt2 = () => ({ ...block(2, [], { fork: 'b' }), previousHash: chain.at(1).hash });

  it('answers afresh on the indexing instance at once after each block and rollback', async () => {
    expect(await indexing.overview()).toEqual({ currentBlock: 1, tokens: 1 });
    chain.mine([block(2, [], { deployments: [pill] })]);
    await sync.syncOnce();
    expect(await indexing.overview()).toEqual({ currentBlock: 2, tokens: 2 });

    // The node's block 2 is replaced: the rollback alone (no block indexed yet), then the fork.
    chain.mine([forkAt2()]);
    await sync.syncOnce(0);
    expect(await indexing.overview()).toEqual({ currentBlock: 1, tokens: 1 });
    await sync.syncOnce();
    expect(await indexing.overview()).toEqual({ currentBlock: 2, tokens: 1 });
  });

  it(`answers on a replica from before a block or rollback for ${PUBLIC_READ_RECHECK_MS} ms at most`, async () => {
    expect(await replica.overview()).toEqual({ currentBlock: 1, tokens: 1 });
    chain.mine([block(2, [], { deployments: [pill] })]);
    await sync.syncOnce();
    clock.now = PUBLIC_READ_RECHECK_MS - 1;
    expect(await replica.overview()).toEqual({ currentBlock: 1, tokens: 1 });
    clock.now = PUBLIC_READ_RECHECK_MS;
    expect(await replica.overview()).toEqual({ currentBlock: 2, tokens: 2 });

    chain.mine([forkAt2()]);
    await sync.syncOnce(0);
    expect(await replica.overview()).toEqual({ currentBlock: 2, tokens: 2 });
    clock.now = 2 * PUBLIC_READ_RECHECK_MS;
    expect(await replica.overview()).toEqual({ currentBlock: 1, tokens: 1 });
  });
});
