// GET listings: a user's NativeSwap listings come from the chain (the indexer's listings signed by
// the user's key), merged with the ListNativeSwap activities the app recorded, each once. The
// indexer runs its real steps (ChainSync) over hand-built blocks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityStatusHandler } from '../src/indexer/activity-status-handler.ts';
import type { IndexedTransaction } from '../src/indexer/block-handler.ts';
import { ChainSync } from '../src/indexer/chain-sync.ts';
import { NativeSwapHandler } from '../src/indexer/market/native-swap-handler.ts';
import { FakeChain } from './support/fake-chain.ts';
import {
  address,
  block,
  blockTime,
  events,
  FakeNativePools,
  interaction,
  TEST_CONTRACTS,
  txid,
} from './support/market-test-kit.ts';
import { E18, moto, owner, pill } from './support/market-test-world.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { ENGINES } from './support/test-database.ts';
import { testWallet } from './support/wallets.ts';

const NS = TEST_CONTRACTS.nativeSwap;
const alice = testWallet('listings alice');
const bob = testWallet('listings bob');
const aliceAddress = address('alice');

/** Alice's own interaction: it carries her key. */
const byAlice = (transaction: IndexedTransaction): IndexedTransaction => ({
  ...transaction,
  senderXOnlyKey: alice.publicKey.slice(2),
});

const listing = (label: string, token: string, amount: bigint) =>
  byAlice(
    interaction(label, aliceAddress, NS, [
      events.transferred(token, aliceAddress, NS, amount, NS),
      events.liquidityListed(amount, `csv-${label}`),
    ]),
  );

interface ListedActivity {
  transactionId: string;
  type: string;
  status: string;
  blockNumber?: number | null;
  data: { token: string; amount: string; amountSold?: string };
}

describe.each(ENGINES)('a user’s listings on %s', (engine) => {
  let t: TestApp;
  let aliceSession: string;
  let bobSession: string;
  let chain: FakeChain;
  let sync: ChainSync;

  const get = async <T>(wallet: typeof alice, session: string, path: string): Promise<T> => {
    const response = await t.request({
      method: 'GET',
      url: t.path(wallet.publicKey, path),
      token: session,
    });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    aliceSession = await t.signIn(alice);
    bobSession = await t.signIn(bob);
    chain = new FakeChain();
    sync = new ChainSync({
      db: t.context.db,
      reader: chain,
      network: 'regtest',
      handlers: [
        new ActivityStatusHandler({
          db: t.context.db,
          node: t.node,
          chain,
          now: t.context.now,
          lookupIntervalMs: 0,
          activityChanges: t.context.activityPages,
        }),
        new NativeSwapHandler(
          t.context.db,
          new FakeNativePools(),
          TEST_CONTRACTS,
          t.context.activityPages,
        ),
      ],
    });
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    const response = await t.request({ method: 'GET', url: t.path(alice.publicKey, 'listings') });
    expect(response.statusCode).toBe(401);
  });

  it('serves a listing the indexer saw the user sign, without any app record', async () => {
    chain.mine([
      ...Array.from({ length: 9 }, (_, height) => block(height, [])),
      block(9, [
        interaction('create', owner, NS, [
          events.transferred(moto, owner, NS, 10_000n * E18, NS),
          events.liquidityListed(10_000n * E18, 'csv-owner'),
        ]),
      ]),
      block(10, [listing('alice-outside', moto, 100n * E18)]),
    ]);
    await sync.syncOnce();

    expect(await get(alice, aliceSession, 'activity/all')).toEqual([]);
    const listings = await get<ListedActivity[]>(alice, aliceSession, 'listings');
    expect(listings).toEqual([
      expect.objectContaining({
        type: 'ListNativeSwap',
        transactionId: txid('alice-outside'),
        status: 'Completed',
        blockNumber: 10,
        data: { token: moto, amount: (100n * E18).toString(), amountSold: '0' },
      }),
    ]);
    expect(
      await get<{ activeListings: number }>(alice, aliceSession, 'activity/get-activity-overview'),
    ).toMatchObject({ activeListings: 1 });
    // The pool owner's listing is not Bob's, nor Alice's.
    expect(await get(bob, bobSession, 'listings')).toEqual([]);
  });

  it('merges a listing the app recorded with the chain’s, once, and keeps an unmined one', async () => {
    const recorded = async (label: string, token: string, amount: bigint) => {
      const response = await t.request({
        method: 'POST',
        url: t.path(alice.publicKey, 'activity/add'),
        token: aliceSession,
        payload: {
          type: 'ListNativeSwap',
          transactionId: txid(label),
          data: { token, amount: amount.toString() },
        },
      });
      expect(response.statusCode).toBe(201);
    };
    t.clock.now = blockTime(11) + 1_000;
    await recorded('alice-app', pill, 5n * E18);
    t.clock.now += 1_000;
    await recorded('alice-unmined', pill, 7n * E18);
    chain.mine([
      block(11, [
        interaction('create-pill', owner, NS, [
          events.transferred(pill, owner, NS, 10_000n * E18, NS),
          events.liquidityListed(10_000n * E18, 'csv-owner'),
        ]),
      ]),
      block(12, [listing('alice-app', pill, 5n * E18)]),
    ]);
    await sync.syncOnce();

    const listings = await get<ListedActivity[]>(alice, aliceSession, 'listings');
    expect(listings.map((entry) => [entry.transactionId, entry.status])).toEqual([
      [txid('alice-unmined'), 'Pending'],
      [txid('alice-app'), 'Completed'],
      [txid('alice-outside'), 'Completed'],
    ]);
    expect(listings[1]?.data).toMatchObject({ amountSold: '0' });
    expect(
      await get<{ activeListings: number }>(alice, aliceSession, 'activity/get-activity-overview'),
    ).toMatchObject({ activeListings: 2 });
  });

  it('shows a listing cancelled on the chain as over (Historic)', async () => {
    chain.mine([
      block(13, [
        byAlice(
          interaction('alice-cancel', aliceAddress, NS, [
            events.listingCanceled(50n * E18, 50n * E18),
            events.transferred(moto, NS, aliceAddress, 50n * E18, NS),
          ]),
        ),
      ]),
    ]);
    await sync.syncOnce();
    const listings = await get<ListedActivity[]>(alice, aliceSession, 'listings');
    expect(listings.find((entry) => entry.transactionId === txid('alice-outside'))).toMatchObject({
      status: 'Historic',
    });
  });
});
