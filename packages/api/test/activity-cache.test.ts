// The activity lists are served from memory (context.activityPages); every write that changes
// what a user's list shows drops that user's pages at once: an add, and the indexer settling a
// status, deriving a listing's sales, or rolling them back in a reorg. The indexer runs its real
// steps (ChainSync) over hand-built blocks.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerIdOf } from '@opswap/protocol/nativeswap/provider-id';
import { activities } from '../src/db/schema/activity.ts';
import { ActivityStatusHandler } from '../src/indexer/activity-status-handler.ts';
import type { IndexedTransaction } from '../src/indexer/block-handler.ts';
import { ChainSync } from '../src/indexer/chain-sync.ts';
import { providerIdHex } from '../src/indexer/market/chain-ids.ts';
import { NativeSwapHandler } from '../src/indexer/market/native-swap-handler.ts';
import { FakeChain } from './support/fake-chain.ts';
import {
  address,
  block,
  events,
  FakeNativePools,
  interaction,
  TEST_CONTRACTS,
  txid,
} from './support/market-test-kit.ts';
import { buyer, E18, moto as token, owner } from './support/market-test-world.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { ENGINES } from './support/test-database.ts';
import { testWallet } from './support/wallets.ts';

const NS = TEST_CONTRACTS.nativeSwap;
const alice = testWallet('activity cache');
/** Alice's OP_NET address: her listing's provider is hers in this token. */
const aliceAddress = address('alice');
const alicePid = providerIdHex(providerIdOf(aliceAddress, token));
const LISTING = txid('alice-list');

/** Alice's own interaction: it carries her key, so it settles her activity. */
const byAlice = (transaction: IndexedTransaction): IndexedTransaction => ({
  ...transaction,
  senderXOnlyKey: alice.publicKey.slice(2),
});

const swap = (label: string, consumed: bigint) =>
  interaction(label, buyer, NS, [
    events.providerConsumed(alicePid, consumed),
    events.transferred(token, NS, buyer, consumed, NS),
    events.swapExecuted(buyer, 500_000n, consumed, 0n),
  ]);

const emptyBlocks = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, offset) => block(from + offset, []));

interface ListedActivity {
  transactionId: string;
  status: string;
  blockNumber?: number | null;
  data: { amount: string; amountSold?: string };
}

describe.each(ENGINES)('activity pages served from memory on %s', (engine) => {
  let t: TestApp;
  let session: string;
  let chain: FakeChain;
  let sync: ChainSync;

  const get = async <T>(path: string): Promise<T> => {
    const response = await t.request({
      method: 'GET',
      url: t.path(alice.publicKey, path),
      token: session,
    });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };
  const listing = async () => {
    const [first] = await get<ListedActivity[]>('activity/all');
    return first;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    session = await t.signIn(alice);
    chain = new FakeChain();
    const changes = t.context.activityPages;
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
          activityChanges: changes,
        }),
        new NativeSwapHandler(t.context.db, new FakeNativePools(), TEST_CONTRACTS, changes),
      ],
    });
  });
  afterAll(() => t.close());

  it('serves a repeated read from memory', async () => {
    expect(await get('activity/all')).toEqual([]);
    await t.request({
      method: 'POST',
      url: t.path(alice.publicKey, 'activity/add'),
      token: session,
      payload: {
        type: 'Send',
        transactionId: txid('send'),
        data: { tokenAddress: token, amount: '1' },
      },
    });
    const before = await get<ListedActivity[]>('activity/all');
    // A write behind the api's back (no instance of it made it) goes unseen until the TTL.
    await t.context.db
      .update(activities)
      .set({ status: 'Failed' })
      .where(eq(activities.transactionId, txid('send')));
    expect(await get('activity/all')).toEqual(before);
    await t.context.db.delete(activities).where(eq(activities.transactionId, txid('send')));
  });

  it('shows an added activity at once, in every list', async () => {
    const overview = await get<{ totalActivity: number }>('activity/get-activity-overview');
    const listings = await get<unknown[]>('activity/all/ListNativeSwap');
    const added = await t.request({
      method: 'POST',
      url: t.path(alice.publicKey, 'activity/add'),
      token: session,
      payload: {
        type: 'ListNativeSwap',
        transactionId: LISTING,
        data: { token, amount: (100n * E18).toString() },
      },
    });
    expect(added.statusCode).toBe(201);
    expect(await listing()).toMatchObject({ transactionId: LISTING, status: 'Pending' });
    expect((await listing())?.data.amountSold).toBeUndefined();
    expect(await get('activity/all/ListNativeSwap')).toHaveLength(listings.length + 1);
    expect(await get('activity/get-activity-overview')).toMatchObject({
      totalActivity: overview.totalActivity + 1,
      pending: 1,
    });
  });

  it('shows the status the indexer settles at once, with what the listing sold', async () => {
    chain.mine([
      ...emptyBlocks(0, 8),
      block(9, [
        interaction('create', owner, NS, [
          events.transferred(token, owner, NS, 10_000n * E18, NS),
          events.liquidityListed(10_000n * E18, 'csv-owner'),
        ]),
      ]),
      block(10, [
        byAlice(
          interaction('alice-list', aliceAddress, NS, [
            events.transferred(token, aliceAddress, NS, 100n * E18, NS),
            events.liquidityListed(100n * E18, 'csv-alice'),
          ]),
        ),
      ]),
    ]);
    await sync.syncOnce();
    expect(await listing()).toMatchObject({
      status: 'Completed',
      blockNumber: 10,
      data: { amount: (100n * E18).toString(), amountSold: '0' },
    });
    expect(await get('activity/get-activity-overview')).toMatchObject({
      pending: 0,
      activeListings: 1,
    });
  });

  it('shows each sale from the listing at once, and the listing Fulfilled when sold out', async () => {
    chain.mine([
      block(11, [
        interaction('reserve', buyer, NS, [
          events.liquidityReserved('csv-alice', 500_000n, alicePid, 40n * E18),
          events.reservationCreated(40n * E18, 500_000n),
        ]),
      ]),
      block(12, [swap('swap-1', 40n * E18)]),
    ]);
    await sync.syncOnce();
    expect(await listing()).toMatchObject({
      status: 'Completed',
      data: { amountSold: (40n * E18).toString() },
    });

    // One activity, asked for by id, says the same.
    expect(await get(`activity/${LISTING}`)).toMatchObject({
      data: { amountSold: (40n * E18).toString() },
    });

    chain.mine([block(13, [swap('swap-2', 60n * E18)])]);
    await sync.syncOnce();
    expect(await listing()).toMatchObject({
      status: 'Fulfilled',
      data: { amountSold: (100n * E18).toString() },
    });
  });

  it('shows a reorg taking the sale back at once', async () => {
    const fork = { ...block(13, [], { fork: 'b' }), previousHash: chain.at(12).hash };
    chain.mine([fork, block(14, [], { fork: 'b' })]);
    await sync.syncOnce();
    expect(await listing()).toMatchObject({
      status: 'Completed',
      data: { amountSold: (40n * E18).toString() },
    });
  });
});
