import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_USER_KEY } from '@opswap/protocol/tokens/token';
import { tokens } from '../src/db/schema/index.ts';
import { AmmPoolHandler } from '../src/indexer/market/amm-handler.ts';
import { NativeSwapHandler } from '../src/indexer/market/native-swap-handler.ts';
import { TokenHandler } from '../src/indexer/market/token-handler.ts';
import { createUsdRateSource } from '../src/sync/usd-rate.ts';
import {
  address,
  applyBlocks,
  block,
  FakeNativePools,
  rollbackTo,
  TEST_CONTRACTS,
  tokenMetadata,
  txid,
} from './support/market-test-kit.ts';
import { ammPool, moto, NATIVE_READINGS, seedMarketWorld } from './support/market-test-world.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { ENGINES } from './support/test-database.ts';
import { testWallet } from './support/wallets.ts';

const wallet = testWallet('public reads');

/** Every cached read, by the path after the user key. */
const READS = [
  'explore/overview',
  'explore/pools',
  'explore/tokens',
  `token/${moto}`,
  `token/pools/${moto}`,
  `token/prices/${moto}`,
  `pool/prices/${ammPool}`,
  `pool/activity/${ammPool}`,
  `search/token/${moto}`,
];

describe.each(ENGINES)('the public read cache on %s', (engine) => {
  let test: TestApp;
  const get = (
    rest: string,
    options: { userKey?: string; headers?: Record<string, string> } = {},
  ) =>
    test.request({
      method: 'GET',
      url: test.path(options.userKey ?? ANONYMOUS_USER_KEY, rest),
      headers: options.headers,
    });
  /** Renames MOTO in the database without indexing anything: what a cached answer hides. */
  const renameMotoBehindTheIndexer = () =>
    test.context.db.update(tokens).set({ name: 'Renamed' }).where(eq(tokens.address, moto));
  /** An empty block through the kit: the cache hears its commit as it hears the indexer's. */
  const indexEmptyBlock = (height: number) => applyBlocks(test.context.db, [], [block(height, [])]);

  beforeEach(async () => {
    test = await startTestApp(engine);
    await seedMarketWorld(test.context.db, test.node);
  });
  afterEach(() => test.close());

  it('answers a second read from the cache until the next block, then reads again', async () => {
    const first = new Map<string, string>();
    for (const read of READS) {
      const response = await get(read);
      expect(response.statusCode, read).toBe(200);
      first.set(read, response.body);
    }
    await renameMotoBehindTheIndexer();
    for (const read of READS) expect((await get(read)).body, read).toBe(first.get(read));

    await indexEmptyBlock(151);
    for (const read of READS) {
      const body = (await get(read)).body;
      expect(first.get(read), read).toContain('Motoswap');
      expect(body, read).not.toContain('Motoswap');
      expect(body, read).toContain('Renamed');
    }
  });

  it('answers afresh at once after a reorg rollback', async () => {
    const before = (await get(`token/${moto}`)).json();
    const swapAt142 = txid('native-swap');
    expect(
      before.activity.transactions.map((row: { transactionId: string }) => row.transactionId),
    ).toContain(swapAt142);
    const pools = new FakeNativePools();
    for (const [height, reading] of Object.entries(NATIVE_READINGS)) {
      pools.set(moto, Number(height), reading);
    }
    await rollbackTo(
      test.context.db,
      [
        new TokenHandler(test.context.db, test.node, TEST_CONTRACTS),
        new AmmPoolHandler(TEST_CONTRACTS),
        new NativeSwapHandler(test.context.db, pools, TEST_CONTRACTS),
      ],
      141,
    );
    const after = (await get(`token/${moto}`)).json();
    expect(
      after.activity.transactions.map((row: { transactionId: string }) => row.transactionId),
    ).not.toContain(swapAt142);
  });

  it('tags answers, and answers 304 to the tag the client holds until the answer changes', async () => {
    const first = await get('explore/overview');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    for (const held of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('explore/overview', { headers: { 'if-none-match': held } });
      expect(again.statusCode, held).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, no-cache');
    }
    // A browser on the web app's origin revalidates across origins: the 304 carries CORS, and
    // proxies keep one copy per origin.
    const cors = await get('explore/overview', {
      headers: { 'if-none-match': etag, origin: 'http://localhost:8080' },
    });
    expect(cors.statusCode).toBe(304);
    expect(cors.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(cors.headers.vary).toContain('Origin');
    const other = await get('explore/overview', { headers: { 'if-none-match': '"other"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);

    // A block that changes nothing an answer shows leaves its tag; a changed one gets another.
    const pools = await get('explore/pools');
    await indexEmptyBlock(151);
    const held = { 'if-none-match': pools.headers.etag as string };
    expect((await get('explore/pools', { headers: held })).statusCode).toBe(304);
    await renameMotoBehindTheIndexer();
    await indexEmptyBlock(152);
    const changed = await get('explore/overview', { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Renamed');
  });

  it('serves one entry to the dead address, any wallet key and a signed-in wallet', async () => {
    const anonymous = await get(`token/pools/${moto}`);
    await renameMotoBehindTheIndexer();
    const token = await test.signIn(wallet);
    for (const options of [
      { userKey: wallet.publicKey },
      { userKey: wallet.publicKey, headers: { authorization: `Bearer ${token}` } },
      { userKey: `02${'5'.repeat(64)}` },
    ]) {
      const response = await get(`token/pools/${moto}`, options);
      expect(response.body).toBe(anonymous.body);
      expect(response.headers.etag).toBe(anonymous.headers.etag);
    }
  });

  it("keeps a wallet's search its own: its balance, from the node each time", async () => {
    test.node.setBalance(wallet.publicKey, moto, 5n);
    const mine = await get(`search/token/${moto}`, { userKey: wallet.publicKey });
    expect(mine.json().balanceBigint).toBe('5');
    expect(mine.headers.etag).toBeUndefined();
    test.node.setBalance(wallet.publicKey, moto, 7n);
    expect((await get(`search/token/${moto}`, { userKey: wallet.publicKey })).json()).toMatchObject(
      { balanceBigint: '7' },
    );
    expect((await get(`search/token/${moto}`)).json()).toMatchObject({ balanceBigint: '0' });
  });

  it('does not keep 4xx answers', async () => {
    const unknown = address('not yet indexed');
    const paths = [`token/${unknown}`, `token/pools/${unknown}`, `token/prices/${unknown}`];
    for (const path of paths) expect((await get(path)).statusCode, path).toBe(404);
    expect((await get(`search/token/${unknown}`)).statusCode).toBe(404);
    expect((await get(`pool/prices/${unknown}`)).statusCode).toBe(404);
    expect((await get(`pool/activity/${unknown}`)).statusCode).toBe(404);

    // Behind the indexer's back, as the 4xx were not kept the token shows without a block.
    await test.context.db.insert(tokens).values({
      network: 'regtest',
      ...tokenMetadata(unknown, 'LATE'),
      verified: false,
      blockNumber: 150,
    });
    for (const path of [...paths, `search/token/${unknown}`]) {
      expect((await get(path)).statusCode, path).toBe(200);
    }
  });

  it('keeps explore/tokens for the USD rate it was made with', async () => {
    const before = (await get('explore/tokens?search=moto')).json().tokens[0].priceUsd;
    test.context.usdRate = createUsdRateSource({ kind: 'fixed', value: 50_000 });
    const after = (await get('explore/tokens?search=moto')).json().tokens[0].priceUsd;
    // Half the rate, half the USD price (rounded down from the sats price either way).
    const half = BigInt(before) / 2n;
    expect([half - 1n, half]).toContain(BigInt(after));
  });
});
