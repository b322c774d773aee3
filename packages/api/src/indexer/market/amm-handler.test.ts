import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ammPools, ammPoolStates, tokenTransactions } from '../../db/schema/index.ts';
import {
  ENGINES,
  openTestDatabase,
  type TestDatabase,
} from '../../../test/support/test-database.ts';
import { AmmPoolHandler } from './amm-handler.ts';
import {
  address,
  applyBlocks,
  block,
  blockTime,
  events,
  interaction,
  rollbackTo,
  TEST_CONTRACTS,
  txid,
} from '../../../test/support/market-test-kit.ts';

const E18 = 10n ** 18n;
const moto = address('moto');
const pill = address('pill');
const pool = address('moto-pill-pool');
const router = address('router');
const alice = address('alice');
const bob = address('bob');
const dead = `0x${'00'.repeat(32)}`;

const LP = 14_142_135_623_730_950_488n; // isqrt(10,000e18 x 20,000e18) - 1000

const chain = [
  block(3, [
    interaction('add', alice, router, [
      events.poolCreated(moto, pill, pool),
      events.transferred(moto, alice, pool, 10_000n * E18, router),
      events.transferred(pill, alice, pool, 20_000n * E18, router),
      events.minted(pool, dead, 1000n),
      events.minted(pool, alice, LP),
      events.synced(pool, 10_000n * E18, 20_000n * E18),
      events.liquidityAdded(pool, router, 10_000n * E18, 20_000n * E18),
    ]),
    // A pool-looking event from a contract no factory created, and a PoolCreated from a contract
    // that is not the factory: neither makes a pool.
    interaction('fake', bob, address('fake'), [
      events.synced(address('fake'), 1n, 1n),
      events.poolCreated(moto, pill, address('fake-pool'), address('fake-factory')),
    ]),
  ]),
  block(4, [
    interaction('swap', bob, router, [
      events.transferred(moto, bob, pool, 100n * E18, router),
      events.transferred(pill, pool, bob, 197_432_709_735_455_370_806n, pool),
      events.synced(pool, 10_100n * E18, 19_802_567_290_264_544_629_194n),
      events.swapped(
        pool,
        router,
        { in0: 100n * E18, in1: 0n, out0: 0n, out1: 197_432_709_735_455_370_806n },
        bob,
      ),
    ]),
  ]),
  block(5, [
    interaction('remove', alice, router, [
      events.burned(pool, pool, LP / 2n),
      events.liquidityRemoved(pool, router, 5_050n * E18, 9_901n * E18, alice),
      events.synced(pool, 5_050n * E18, 9_901_567_290_264_544_629_194n),
    ]),
    interaction('reverted', bob, router, [events.synced(pool, 1n, 1n)], { revert: 'Motoswap: K' }),
  ]),
];

describe.each(ENGINES)('AmmPoolHandler on %s', (engine) => {
  let test: TestDatabase;
  const handler = new AmmPoolHandler(TEST_CONTRACTS);

  beforeAll(async () => {
    test = await openTestDatabase(engine);
  });
  afterAll(() => test.dispose());

  const states = () =>
    test.open.db
      .select({
        blockNumber: ammPoolStates.blockNumber,
        reserve0: ammPoolStates.reserve0,
        reserve1: ammPoolStates.reserve1,
        totalSupply: ammPoolStates.totalSupply,
      })
      .from(ammPoolStates)
      .where(and(eq(ammPoolStates.network, 'regtest'), eq(ammPoolStates.pool, pool)))
      .orderBy(asc(ammPoolStates.blockNumber));

  const trades = () =>
    test.open.db
      .select({
        transactionId: tokenTransactions.transactionId,
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
      .orderBy(asc(tokenTransactions.blockNumber));

  it('derives the pool, its reserves and LP supply per block, and its trades', async () => {
    await applyBlocks(test.open.db, [handler], chain);

    expect(await test.open.db.select().from(ammPools)).toEqual([
      {
        network: 'regtest',
        address: pool,
        token0: moto,
        token1: pill,
        blockNumber: 3,
        transactionId: txid('add'),
      },
    ]);
    expect(await states()).toEqual([
      { blockNumber: 3, reserve0: 10_000n * E18, reserve1: 20_000n * E18, totalSupply: LP + 1000n },
      {
        blockNumber: 4,
        reserve0: 10_100n * E18,
        reserve1: 19_802_567_290_264_544_629_194n,
        totalSupply: LP + 1000n,
      },
      {
        blockNumber: 5,
        reserve0: 5_050n * E18,
        reserve1: 9_901_567_290_264_544_629_194n,
        totalSupply: LP - LP / 2n + 1000n,
      },
    ]);
    expect(await trades()).toEqual([
      {
        transactionId: txid('add'),
        direction: 'Add',
        token: moto,
        tokenTwo: pill,
        amount: 10_000n * E18,
        forAmount: 20_000n * E18,
        wallet: alice,
        blockNumber: 3,
        time: blockTime(3),
      },
      {
        // Bob paid 100 MOTO for PILL: stored as a Buy of the token that left the pool.
        transactionId: txid('swap'),
        direction: 'Buy',
        token: pill,
        tokenTwo: moto,
        amount: 197_432_709_735_455_370_806n,
        forAmount: 100n * E18,
        wallet: bob,
        blockNumber: 4,
        time: blockTime(4),
      },
      {
        transactionId: txid('remove'),
        direction: 'Remove',
        token: moto,
        tokenTwo: pill,
        amount: 5_050n * E18,
        forAmount: 9_901n * E18,
        wallet: alice,
        blockNumber: 5,
        time: blockTime(5),
      },
    ]);
  });

  it('rolls back to exactly the state at the fork, and re-indexes the other branch', async () => {
    await rollbackTo(test.open.db, [handler], 4);
    expect((await states()).map((state) => state.blockNumber)).toEqual([3, 4]);
    expect((await trades()).map((trade) => trade.transactionId)).toEqual([
      txid('add'),
      txid('swap'),
    ]);

    await applyBlocks(
      test.open.db,
      [handler],
      [
        block(
          5,
          [
            interaction('swap-back', alice, router, [
              events.synced(pool, 10_000n * E18, 20_000n * E18),
              events.swapped(
                pool,
                router,
                { in0: 0n, in1: 197_432_709_735_455_370_806n, out0: 100n * E18, out1: 0n },
                alice,
              ),
            ]),
          ],
          { fork: 'b' },
        ),
      ],
    );
    const latest = (await states()).at(-1);
    expect(latest).toEqual({
      blockNumber: 5,
      reserve0: 10_000n * E18,
      reserve1: 20_000n * E18,
      totalSupply: LP + 1000n,
    });
    expect((await trades()).at(-1)).toMatchObject({
      direction: 'Buy',
      token: moto,
      tokenTwo: pill,
      amount: 100n * E18,
      forAmount: 197_432_709_735_455_370_806n,
    });

    await rollbackTo(test.open.db, [handler], 2);
    expect(await test.open.db.select().from(ammPools)).toEqual([]);
    expect(await states()).toEqual([]);
    expect(await trades()).toEqual([]);
  });
});
