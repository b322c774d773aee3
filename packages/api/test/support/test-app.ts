import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { createAppContext, type AppContext } from '../../src/app-context.ts';
import { ChainChangeHandler } from '../../src/cache/chain-change-handler.ts';
import type { Engine } from '../../src/db/database.ts';
import { buildApp } from '../../src/http/app.ts';
import { createUsdRateSource } from '../../src/sync/usd-rate.ts';
import { FakeNode } from './fake-node.ts';
import { runAlongside } from './market-test-kit.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';
import type { TestWallet } from './wallets.ts';

export const USD_RATE = 100_000;

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  node: FakeNode;
  database: TestDatabase;
  /** The clock the app reads; tests move it. */
  clock: { now: number };
  /** api/v1/bitcoin/{network}/{key}/{path} */
  path(userKey: string, path: string, network?: ProductNetwork): string;
  /** Signs in through the challenge routes and returns the bearer token. */
  signIn(wallet: TestWallet, network?: ProductNetwork): Promise<string>;
  /** Injects a request, with the bearer token when given. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestApp(
  engine: Engine,
  options: { rateLimit?: number } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(engine);
  const node = new FakeNode();
  const clock = { now: 1_767_225_600_000 };
  // Tests also write market rows behind the indexer's back and move the cursor as a block
  // would: the public read cache re-reads it for every request instead of every 250 ms.
  const context = createAppContext(
    {
      db: database.open.db,
      network: 'regtest',
      node,
      usdRate: createUsdRateSource({ kind: 'fixed', value: USD_RATE }, undefined, () => clock.now),
      now: () => clock.now,
    },
    { publicReads: { recheckMs: 0 } },
  );
  // Blocks the tests index through the kit reach the cache as the indexer's commits do.
  runAlongside(database.open.db, new ChainChangeHandler(context.publicReads));
  const app = await buildApp(context, {
    cors: { kind: 'localhost' },
    rateLimit: options.rateLimit ?? 1_000_000,
  });
  const path = (userKey: string, rest: string, network: ProductNetwork = 'regtest') =>
    `/api/v1/bitcoin/${network}/${userKey}/${rest}`;
  const request: TestApp['request'] = ({ token, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: token === undefined ? headers : { ...headers, authorization: `Bearer ${token}` },
    });
  return {
    app,
    context,
    node,
    database,
    clock,
    path,
    request,
    async signIn(wallet, network = 'regtest') {
      const challenge = await app.inject({
        method: 'POST',
        url: path(wallet.publicKey, 'auth/challenge', network),
      });
      const { nonce, message } = challenge.json<{ nonce: string; message: string }>();
      const session = await app.inject({
        method: 'POST',
        url: path(wallet.publicKey, 'auth/session', network),
        payload: { nonce, signature: wallet.signMessage(message) },
      });
      if (session.statusCode !== 200) throw new Error(`sign-in failed: ${session.body}`);
      return session.json<{ token: string }>().token;
    },
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
