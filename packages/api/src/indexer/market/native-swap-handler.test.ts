import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerIdOf } from '@opswap/protocol/nativeswap/provider-id';
import type { Database } from '../../db/database.ts';
import {
  activities,
  nativeListings,
  nativePools,
  nativePoolStates,
  tokenTransactions,
} from '../../db/schema/index.ts';
import type { IndexedBlock } from '../block-handler.ts';
import {
  ENGINES,
  openTestDatabase,
  type TestDatabase,
} from '../../../test/support/test-database.ts';
import { providerIdHex } from './chain-ids.ts';
import {
  address,
  applyBlocks,
  block,
  blockTime,
  events,
  FakeNativePools,
  interaction,
  rollbackTo,
  TEST_CONTRACTS,
  txid,
} from '../../../test/support/market-test-kit.ts';
import type { NativePoolReading } from './native-pool-reader.ts';
import { soldByListing } from '../../market/listing-queries.ts';
import { NativeSwapHandler } from './native-swap-handler.ts';

const E18 = 10n ** 18n;
const NS = TEST_CONTRACTS.nativeSwap;
const token = address('moto');
const owner = address('owner');
const [s1, s2, s3, s4] = ['s1', 's2', 's3', 's4'].map(address) as [string, string, string, string];
const buyer = address('buyer');
const buyer2 = address('buyer2');
const staking = address('staking');
const pid = (who: string) => providerIdHex(providerIdOf(who, token));

/** The pool after each block that touched it; the quote moves so that valuations show it. */
const READINGS: Record<number, NativePoolReading> = {
  9: reading(10_000n * E18, 0n, 10n ** 22n),
  10: reading(10_447n * E18, 0n, 10_300n * 10n ** 18n),
  11: reading(10_507n * E18, 267n * E18, 10_400n * 10n ** 18n),
  13: reading(10_240_534n * 10n ** 15n, 0n, 10_200n * 10n ** 18n),
  14: reading(10_190_534n * 10n ** 15n, 0n, 10_100n * 10n ** 18n),
  15: reading(10_040_534n * 10n ** 15n, 5n * E18, 10_000n * 10n ** 18n),
};

function reading(liquidity: bigint, reserved: bigint, quote: bigint): NativePoolReading {
  return {
    liquidity,
    reservedLiquidity: reserved,
    virtualBTCReserve: 100_000_000n,
    virtualTokenReserve: (quote * 100_000_000n) / 10n ** 8n,
    quote,
  };
}

const list = (label: string, who: string, sent: bigint, total: bigint, tax = 0n) =>
  interaction(label, who, NS, [
    events.transferred(token, who, NS, sent, NS),
    events.liquidityListed(total, `csv-${label}`),
    ...(tax > 0n ? [events.transferred(token, NS, staking, tax, NS)] : []),
  ]);

const CHAIN: IndexedBlock[] = [
  block(9, [list('create', owner, 10_000n * E18, 10_000n * E18)]),
  block(10, [
    list('s1', s1, 200n * E18, 200n * E18),
    list('s2', s2, 100n * E18, 97n * E18, 3n * E18),
    list('s3', s3, 50n * E18, 50n * E18),
    list('s4a', s4, 100n * E18, 100n * E18),
  ]),
  block(11, [
    // s4 lists again before anything sold: the contract adds it to the same position.
    list('s4b', s4, 60n * E18, 160n * E18),
    // A reservation moves no token: its token is the one its providers listed.
    interaction('reserve', buyer, NS, [
      events.liquidityReserved('csv-s2', 932_693n, pid(s2), 97n * E18),
      events.liquidityReserved('csv-s1', 480_770n, pid(s1), 50n * E18),
      events.liquidityReserved('csv-s4a', 1_153_847n, pid(s4), 120n * E18),
      events.reservationCreated(267n * E18, 2_567_310n),
    ]),
  ]),
  block(12, []),
  block(13, [
    interaction('swap', buyer, NS, [
      events.providerActivated(pid(s2), 97n * E18),
      events.providerConsumed(pid(s2), 97n * E18),
      events.providerActivated(pid(s1), 200n * E18),
      events.providerConsumed(pid(s1), 50n * E18),
      events.providerActivated(pid(s4), 160n * E18),
      events.providerConsumed(pid(s4), 120n * E18),
      events.transferred(token, NS, staking, 534n * 10n ** 15n, NS),
      events.transferred(token, NS, buyer, 266_466n * 10n ** 15n, NS),
      events.swapExecuted(buyer, 2_567_310n, 266_466n * 10n ** 15n, 534n * 10n ** 15n),
    ]),
  ]),
  block(14, [
    interaction('cancel', s3, NS, [
      events.listingCanceled(25n * E18, 25n * E18),
      events.transferred(token, NS, s3, 25n * E18, NS),
      events.transferred(token, NS, staking, 25n * E18, NS),
    ]),
  ]),
  block(15, [
    // Another reservation resets s1's remainder (the dust rule) on its way.
    interaction('reserve2', buyer2, NS, [
      events.providerFulfilled(pid(s1), 150n * E18),
      events.liquidityReserved('csv-create', 50_000n, pid(owner), 5n * E18),
      events.reservationCreated(5n * E18, 50_000n),
    ]),
    // A failed listing changes nothing.
    interaction('failed', s3, NS, [], { revert: 'NATIVE_SWAP: Amount in cannot be zero.' }),
  ]),
];

function fakePools(): FakeNativePools {
  const pools = new FakeNativePools();
  for (const [height, value] of Object.entries(READINGS)) pools.set(token, Number(height), value);
  return pools;
}

async function listingRows(db: Database) {
  const rows = await db
    .select()
    .from(nativeListings)
    .orderBy(asc(nativeListings.blockNumber), asc(nativeListings.transactionIndex));
  const sold = await soldByListing(
    db,
    'regtest',
    rows.map((row) => row.transactionId),
  );
  return rows.map((row) => ({
    transactionId: row.transactionId,
    owner: row.owner,
    providerId: row.providerId,
    receiver: row.receiver,
    amount: row.amount,
    netAmount: row.netAmount,
    priority: row.priority,
    initial: row.initial,
    blockNumber: row.blockNumber,
    closedStatus: row.closedStatus,
    closedBlock: row.closedBlock,
    sold: sold.get(row.transactionId) ?? 0n,
  }));
}

const tradeRows = (db: Database) =>
  db
    .select({
      transactionId: tokenTransactions.transactionId,
      kind: tokenTransactions.kind,
      direction: tokenTransactions.direction,
      token: tokenTransactions.token,
      tokenTwo: tokenTransactions.tokenTwo,
      amount: tokenTransactions.amount,
      forAmount: tokenTransactions.forAmount,
      wallet: tokenTransactions.wallet,
      blockNumber: tokenTransactions.blockNumber,
      time: tokenTransactions.time,
    })
    .from(tokenTransactions)
    .orderBy(asc(tokenTransactions.blockNumber), asc(tokenTransactions.transactionIndex));

const stateRows = (db: Database) =>
  db
    .select({
      blockNumber: nativePoolStates.blockNumber,
      liquidity: nativePoolStates.liquidity,
      reservedLiquidity: nativePoolStates.reservedLiquidity,
      quote: nativePoolStates.quote,
      time: nativePoolStates.time,
    })
    .from(nativePoolStates)
    .orderBy(asc(nativePoolStates.blockNumber));

const activityStatus = async (db: Database, label: string) =>
  (
    await db
      .select({ status: activities.status })
      .from(activities)
      .where(eq(activities.transactionId, txid(label)))
  )[0]?.status;

const listing = (
  label: string,
  who: string,
  fields: {
    amount: bigint;
    netAmount: bigint;
    block: number;
    sold?: bigint;
    closed?: ['Fulfilled' | 'Cancelled', number];
    priority?: boolean;
    initial?: boolean;
  },
) => ({
  transactionId: txid(label),
  owner: who,
  providerId: pid(who),
  receiver: `csv-${label}`,
  amount: fields.amount,
  netAmount: fields.netAmount,
  priority: fields.priority ?? false,
  initial: fields.initial ?? false,
  blockNumber: fields.block,
  closedStatus: fields.closed?.[0] ?? null,
  closedBlock: fields.closed?.[1] ?? null,
  sold: fields.sold ?? 0n,
});

const FULL_LISTINGS = [
  listing('create', owner, {
    amount: 10_000n * E18,
    netAmount: 10_000n * E18,
    block: 9,
    initial: true,
  }),
  listing('s1', s1, {
    amount: 200n * E18,
    netAmount: 200n * E18,
    block: 10,
    sold: 50n * E18,
    closed: ['Fulfilled', 15],
  }),
  listing('s2', s2, {
    amount: 100n * E18,
    netAmount: 97n * E18,
    block: 10,
    sold: 97n * E18,
    closed: ['Fulfilled', 13],
    priority: true,
  }),
  listing('s3', s3, {
    amount: 50n * E18,
    netAmount: 50n * E18,
    block: 10,
    closed: ['Cancelled', 14],
  }),
  listing('s4a', s4, {
    amount: 100n * E18,
    netAmount: 100n * E18,
    block: 10,
    sold: 100n * E18,
    closed: ['Fulfilled', 13],
  }),
  listing('s4b', s4, { amount: 60n * E18, netAmount: 60n * E18, block: 11, sold: 20n * E18 }),
];

const trade = (
  label: string,
  direction: string,
  wallet: string,
  amount: bigint,
  forAmount: bigint,
  height: number,
) => ({
  transactionId: txid(label),
  kind: 'NATIVE',
  direction,
  token,
  tokenTwo: 'bitcoin',
  amount,
  forAmount,
  wallet,
  blockNumber: height,
  time: blockTime(height),
});

const FULL_TRADES = [
  // The initial liquidity valued at the quote after block 9: 10,000 tokens at 10,000 sats.
  trade('create', 'Add', owner, 10_000n * E18, 100_000_000n, 9),
  // Listings are Sells for BTC, their net tokens valued at the quote after the block, rounded
  // down: 200e18 x 1e8 / 1.03e22 = 1,941,747.57...
  trade('s1', 'Sell', s1, 200n * E18, 1_941_747n, 10),
  trade('s2', 'Sell', s2, 100n * E18, 941_747n, 10),
  trade('s3', 'Sell', s3, 50n * E18, 485_436n, 10),
  trade('s4a', 'Sell', s4, 100n * E18, 970_873n, 10),
  trade('s4b', 'Sell', s4, 60n * E18, 576_923n, 11),
  trade('swap', 'Buy', buyer, 266_466n * 10n ** 15n, 2_567_310n, 13),
  trade('cancel', 'Remove', s3, 25n * E18, 0n, 14),
];

describe.each(ENGINES)('NativeSwapHandler on %s', (engine) => {
  let test: TestDatabase;
  let pools: FakeNativePools;
  let handler: NativeSwapHandler;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    pools = fakePools();
    handler = new NativeSwapHandler(test.open.db, pools, TEST_CONTRACTS);
    const record = (label: string, who: string) => ({
      network: 'regtest',
      userKey: `02${who.slice(2)}`,
      transactionId: txid(label),
      type: 'ListNativeSwap',
      status: 'Completed',
      data: { token, amount: '1' },
      timestamp: 1,
      lastUpdated: 1,
    });
    await test.open.db
      .insert(activities)
      .values([record('s1', s1), record('s2', s2), record('s3', s3)]);
  });
  afterAll(() => test.dispose());

  it('derives pools, listings with their fills, trades and the price per block', async () => {
    await applyBlocks(test.open.db, [handler], CHAIN);
    const { db } = test.open;

    expect(await db.select().from(nativePools)).toEqual([
      {
        network: 'regtest',
        token,
        contract: NS,
        owner,
        blockNumber: 9,
        transactionId: txid('create'),
      },
    ]);
    expect(await listingRows(db)).toEqual(FULL_LISTINGS);
    expect(await tradeRows(db)).toEqual(FULL_TRADES);
    expect(await stateRows(db)).toEqual(
      [9, 10, 11, 13, 14, 15].map((height) => ({
        blockNumber: height,
        liquidity: READINGS[height]?.liquidity,
        reservedLiquidity: READINGS[height]?.reservedLiquidity,
        quote: READINGS[height]?.quote,
        time: blockTime(height),
      })),
    );
    // prepare read each touched block's pool once (block 15's token through the listings); apply
    // asked the node nothing more.
    expect(pools.reads).toBe(6);
    // Sellers' activities of sold-out listings are Fulfilled: s2 sold out, s1 was reset as dust.
    expect(await activityStatus(db, 's2')).toBe('Fulfilled');
    expect(await activityStatus(db, 's1')).toBe('Fulfilled');
    // s3 cancelled its listing: over, and no longer counted as an active listing.
    expect(await activityStatus(db, 's3')).toBe('Historic');
  });

  it('rolls back to exactly the state at each fork', async () => {
    const { db } = test.open;
    await rollbackTo(db, [handler], 14);
    expect(await listingRows(db)).toEqual(
      FULL_LISTINGS.map((row) =>
        row.transactionId === txid('s1') ? { ...row, closedStatus: null, closedBlock: null } : row,
      ),
    );
    expect((await stateRows(db)).map((row) => row.blockNumber)).toEqual([9, 10, 11, 13, 14]);
    expect(await activityStatus(db, 's1')).toBe('Completed');
    expect(await activityStatus(db, 's2')).toBe('Fulfilled');
    expect(await activityStatus(db, 's3')).toBe('Historic');

    await rollbackTo(db, [handler], 12);
    expect(await listingRows(db)).toEqual(
      FULL_LISTINGS.map((row) =>
        row.initial ? row : { ...row, closedStatus: null, closedBlock: null, sold: 0n },
      ),
    );
    expect(await tradeRows(db)).toEqual(FULL_TRADES.slice(0, 6));
    expect(await activityStatus(db, 's2')).toBe('Completed');
    expect(await activityStatus(db, 's3')).toBe('Completed');

    await rollbackTo(db, [handler], 10);
    expect((await listingRows(db)).map((row) => row.transactionId)).toEqual(
      ['create', 's1', 's2', 's3', 's4a'].map(txid),
    );
    expect((await stateRows(db)).map((row) => row.blockNumber)).toEqual([9, 10]);

    // Re-indexing the same blocks gives the same data.
    await applyBlocks(db, [handler], CHAIN.slice(2));
    expect(await listingRows(db)).toEqual(FULL_LISTINGS);
    expect(await tradeRows(db)).toEqual(FULL_TRADES);
    expect(await activityStatus(db, 's2')).toBe('Fulfilled');

    await rollbackTo(db, [handler], 8);
    expect(await db.select().from(nativePools)).toEqual([]);
    expect(await listingRows(db)).toEqual([]);
    expect(await tradeRows(db)).toEqual([]);
    expect(await stateRows(db)).toEqual([]);
    expect(await activityStatus(db, 's2')).toBe('Completed');
  });

  it('gives the same data when blocks are prepared ahead and applied in one commit', async () => {
    const fresh = await openTestDatabase(engine);
    try {
      const reader = fakePools();
      const grouped = new NativeSwapHandler(fresh.open.db, reader, TEST_CONTRACTS);
      for (const indexed of CHAIN) await grouped.prepare(indexed, 'regtest');
      await fresh.open.db.transaction(async (tx) => {
        for (const indexed of CHAIN) await grouped.apply(tx, indexed, 'regtest');
      });
      expect(await listingRows(fresh.open.db)).toEqual(FULL_LISTINGS);
      expect(await tradeRows(fresh.open.db)).toEqual(FULL_TRADES);
      expect((await stateRows(fresh.open.db)).map((row) => row.blockNumber)).toEqual([
        9, 10, 11, 13, 14, 15,
      ]);
      // Block 15's reservation names providers listed in blocks not yet stored when it was
      // prepared: apply found its token and read the pool itself.
      expect(reader.reads).toBe(6);
    } finally {
      await fresh.dispose();
    }
  });
});
