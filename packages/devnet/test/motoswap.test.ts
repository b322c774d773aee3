// MotoSwap (factory, pools, router) through the unmodified opnet client, with every amount
// checked exactly against the product's AMM math (995/1000 fee).
import { MINIMUM_LIQUIDITY } from '@opswap/protocol/amm/amm-constants';
import {
  getAmountIn,
  getAmountOut,
  getAmountsIn,
  getAmountsOut,
  quote,
  type HopReserves,
} from '@opswap/protocol/amm/amm-math';
import {
  burnAmounts,
  mintLiquidity,
  optimalLiquidityAmounts,
} from '@opswap/protocol/amm/liquidity-math';
import { sortTokens } from '@opswap/protocol/amm/pair-order';
import { integerSqrt } from '@opswap/protocol/math/integer-sqrt';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import type { Address } from '@btc-vision/transaction';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountClient, addressOf } from './support/account-client.ts';
import { plainEvents } from './support/events.ts';
import { startTestDevnet, type TestDevnet } from './support/test-devnet.ts';
import { E18 } from './support/test-world.ts';

const ALLOWANCE = 10n ** 30n;

let net: TestDevnet;
let alice: AccountClient;
let bob: AccountClient;
let A: string;
let B: string;
let C: string;

beforeAll(async () => {
  net = await startTestDevnet({ accountCount: 2 });
  [alice, bob] = net.accounts.map((account) => new AccountClient(net.url, account)) as [
    AccountClient,
    AccountClient,
  ];
  ({ AAA: A, BBB: B, CCC: C } = net.world.tokens);
  // Every approval in one block: the client chains each on the previous one's pending change.
  const router = addressOf(net.world.router);
  for (const client of [alice, bob]) {
    for (const token of [A, B, C]) {
      await client.broadcast(client.token(token).increaseAllowance(router, ALLOWANCE));
    }
  }
  await net.mine();
});

afterAll(async () => {
  await Promise.all([alice, bob].map((client) => client?.close()));
  await net?.close();
});

const at = addressOf;
const router = (client: AccountClient) => client.router(net.world.router);
const factory = (client: AccountClient) => client.factory(net.world.factory);

async function deadline(blocksAhead = 10n): Promise<bigint> {
  return (await alice.provider.getBlockNumber()) + blocksAhead;
}

async function poolOf(tokenA: string, tokenB: string): Promise<string> {
  return (await factory(alice).getPool(at(tokenA), at(tokenB))).properties.pool.toHex();
}

/** A pool's reserves oriented from `input` to `output`, as the router reads them. */
async function hop(input: string, output: string): Promise<HopReserves> {
  const pool = alice.pool(await poolOf(input, output));
  const { reserve0, reserve1 } = (await pool.getReserves()).properties;
  return sortTokens(input, output).token0 === input
    ? { reserveIn: reserve0, reserveOut: reserve1 }
    : { reserveIn: reserve1, reserveOut: reserve0 };
}

async function balances<T extends readonly string[]>(
  client: AccountClient,
  tokens: T,
): Promise<{ [K in keyof T]: bigint }> {
  const amounts = await Promise.all(tokens.map((token) => client.balanceOf(token)));
  return amounts as { [K in keyof T]: bigint };
}

async function lpBalance(pool: string, owner: Address): Promise<bigint> {
  return (await alice.pool(pool).balanceOf(owner)).properties.balance;
}

describe('MotoSwap liquidity', () => {
  it('creates a pool with the first addLiquidity (PoolCreated) and mints sqrt(a·b) − 1000 LP', async () => {
    expect(await poolOf(A, B)).toBe(DEAD_ADDRESS);
    const [amountA, amountB] = [10_000n * E18, 20_000n * E18];
    const [aBefore, bBefore] = await balances(alice, [A, B] as const);
    const expectedLp = integerSqrt(amountA * amountB) - MINIMUM_LIQUIDITY;

    const simulation = await router(alice).addLiquidity(
      at(A),
      at(B),
      amountA,
      amountB,
      0n,
      0n,
      alice.address,
      await deadline(),
    );
    expect(simulation.properties).toEqual({ amountA, amountB, liquidity: expectedLp });
    const { receipt } = await alice.send(simulation);
    expect(receipt.failed).toBe(false);

    const pool = await poolOf(A, B);
    expect(pool).not.toBe(DEAD_ADDRESS);
    const { token0, token1 } = sortTokens(A, B);
    expect(plainEvents(factory(alice).decodeEvents(receipt.events))).toEqual([
      { type: 'PoolCreated', values: { token0, token1, pool } },
    ]);
    const [amount0, amount1] = token0 === A ? [amountA, amountB] : [amountB, amountA];
    expect(plainEvents(alice.pool(pool).decodeEvents(receipt.events))).toEqual([
      { type: 'Minted', values: { to: DEAD_ADDRESS, amount: MINIMUM_LIQUIDITY } },
      { type: 'Minted', values: { to: alice.account.opnetAddress, amount: expectedLp } },
      { type: 'Synced', values: { reserve0: amount0, reserve1: amount1 } },
      { type: 'LiquidityAdded', values: { sender: net.world.router, amount0, amount1 } },
    ]);
    expect(plainEvents(alice.token(A).decodeEvents(receipt.events))).toEqual([
      {
        type: 'Transferred',
        values: {
          operator: net.world.router,
          from: alice.account.opnetAddress,
          to: pool,
          amount: amountA,
        },
      },
    ]);

    const poolContract = alice.pool(pool);
    expect((await poolContract.token0()).properties.token0.toHex()).toBe(token0);
    expect((await poolContract.token1()).properties.token1.toHex()).toBe(token1);
    expect((await poolContract.getReserves()).properties).toMatchObject({
      reserve0: amount0,
      reserve1: amount1,
    });
    expect((await poolContract.MINIMUM_LIQUIDITY()).properties.MINIMUM_LIQUIDITY).toBe(
      MINIMUM_LIQUIDITY,
    );
    expect((await poolContract.totalSupply()).properties.totalSupply).toBe(
      expectedLp + MINIMUM_LIQUIDITY,
    );
    expect(await lpBalance(pool, alice.address)).toBe(expectedLp);
    expect(await lpBalance(pool, at(DEAD_ADDRESS))).toBe(MINIMUM_LIQUIDITY);
    expect(await balances(alice, [A, B] as const)).toEqual([aBefore - amountA, bBefore - amountB]);
    expect(await poolOf(B, A)).toBe(pool);
  });

  it('adds more at the pool ratio, taking only the optimal amount of the other token', async () => {
    const pool = await poolOf(A, B);
    const { reserveIn: reserveA, reserveOut: reserveB } = await hop(A, B);
    const supply = (await alice.pool(pool).totalSupply()).properties.totalSupply;
    const request = { amountADesired: 1_000n * E18, amountBDesired: 5_000n * E18 };
    const optimal = optimalLiquidityAmounts({
      ...request,
      amountAMin: 0n,
      amountBMin: 0n,
      reserveA,
      reserveB,
    });
    expect(optimal.amountB).toBe(quote(request.amountADesired, reserveA, reserveB));
    const aIsToken0 = sortTokens(A, B).token0 === A;
    const { liquidity } = mintLiquidity({
      amount0: aIsToken0 ? optimal.amountA : optimal.amountB,
      amount1: aIsToken0 ? optimal.amountB : optimal.amountA,
      reserve0: aIsToken0 ? reserveA : reserveB,
      reserve1: aIsToken0 ? reserveB : reserveA,
      totalSupply: supply,
    });
    const lpBefore = await lpBalance(pool, alice.address);

    await expect(
      router(alice).addLiquidity(
        at(A),
        at(B),
        request.amountADesired,
        request.amountBDesired,
        0n,
        optimal.amountB + 1n,
        alice.address,
        await deadline(),
      ),
    ).rejects.toThrow('Motoswap: INSUFFICIENT_B_AMOUNT');

    const { receipt } = await alice.send(
      router(alice).addLiquidity(
        at(A),
        at(B),
        request.amountADesired,
        request.amountBDesired,
        optimal.amountA,
        optimal.amountB,
        alice.address,
        await deadline(),
      ),
    );
    expect(receipt.failed).toBe(false);
    expect(await hop(A, B)).toEqual({
      reserveIn: reserveA + optimal.amountA,
      reserveOut: reserveB + optimal.amountB,
    });
    expect(await lpBalance(pool, alice.address)).toBe(lpBefore + liquidity);
  });

  it('removes liquidity, paying lp × balance / supply of each token', async () => {
    const pool = await poolOf(A, B);
    const lp = (await lpBalance(pool, alice.address)) / 3n;
    await alice.send(alice.pool(pool).increaseAllowance(at(net.world.router), lp));
    const { reserveIn: reserveA, reserveOut: reserveB } = await hop(A, B);
    const supply = (await alice.pool(pool).totalSupply()).properties.totalSupply;
    const { amount0: outA, amount1: outB } = burnAmounts(lp, reserveA, reserveB, supply);
    const [aBefore, bBefore] = await balances(alice, [A, B] as const);

    const tooGreedy = router(alice).removeLiquidity(
      at(A),
      at(B),
      lp,
      outA + 1n,
      0n,
      alice.address,
      await deadline(),
    );
    await expect(tooGreedy).rejects.toThrow('Motoswap: INSUFFICIENT_A_AMOUNT');

    const simulation = await router(alice).removeLiquidity(
      at(A),
      at(B),
      lp,
      outA,
      outB,
      alice.address,
      await deadline(),
    );
    expect(simulation.properties).toEqual({ amountA: outA, amountB: outB });
    const { receipt } = await alice.send(simulation);
    expect(receipt.failed).toBe(false);
    const aIsToken0 = sortTokens(A, B).token0 === A;
    const events = plainEvents(alice.pool(pool).decodeEvents(receipt.events));
    expect(events.map((event) => event.type)).toEqual([
      'Transferred',
      'Burned',
      'Synced',
      'LiquidityRemoved',
    ]);
    expect(events[3]?.values).toEqual({
      sender: net.world.router,
      amount0: aIsToken0 ? outA : outB,
      amount1: aIsToken0 ? outB : outA,
      to: alice.account.opnetAddress,
    });
    expect(await balances(alice, [A, B] as const)).toEqual([aBefore + outA, bBefore + outB]);
    expect(await hop(A, B)).toEqual({ reserveIn: reserveA - outA, reserveOut: reserveB - outB });
  });
});

describe('MotoSwap router views', () => {
  it('quote, getAmountOut, getAmountIn, getAmountsOut and getAmountsIn match the AMM math', async () => {
    const r = router(bob);
    const { reserveIn, reserveOut } = await hop(A, B);
    const amount = 123n * E18;
    expect((await r.factory()).properties.factory.toHex()).toBe(net.world.factory);
    expect((await r.quote(amount, reserveIn, reserveOut)).properties.quote).toBe(
      quote(amount, reserveIn, reserveOut),
    );
    expect((await r.getAmountOut(amount, reserveIn, reserveOut)).properties.amountOut).toBe(
      getAmountOut(amount, reserveIn, reserveOut),
    );
    expect((await r.getAmountIn(amount, reserveIn, reserveOut)).properties.amountIn).toBe(
      getAmountIn(amount, reserveIn, reserveOut),
    );
    // 995/1000, the fee of the product spec: floor(1000·995·1e6 / (1e6·1000 + 1000·995)) = 994
    // where Uniswap's 997 would give 996.
    expect((await r.getAmountOut(1000n, 10n ** 6n, 10n ** 6n)).properties.amountOut).toBe(994n);
    expect((await r.getAmountsOut(amount, [at(A), at(B)])).properties.amountsOut).toEqual(
      getAmountsOut(amount, [await hop(A, B)]),
    );
    expect((await r.getAmountsIn(amount, [at(B), at(A)])).properties.amountsIn).toEqual(
      getAmountsIn(amount, [await hop(B, A)]),
    );
    await expect(r.getAmountOut(0n, reserveIn, reserveOut)).rejects.toThrow(
      'Motoswap: INSUFFICIENT_INPUT_AMOUNT',
    );
    await expect(r.getAmountIn(reserveOut, reserveIn, reserveOut)).rejects.toThrow(
      'Motoswap: INSUFFICIENT_LIQUIDITY',
    );
    await expect(r.quote(0n, reserveIn, reserveOut)).rejects.toThrow(
      'Motoswap: INSUFFICIENT_AMOUNT',
    );
    await expect(r.getAmountsOut(amount, [at(A)])).rejects.toThrow('Motoswap: INVALID_PATH');
    await expect(r.getAmountsOut(amount, [at(A), at(C)])).rejects.toThrow('Motoswap: INVALID_PATH');
    await expect(factory(bob).createPool(at(B), at(A))).rejects.toThrow('Motoswap: PAIR_EXISTS');
  });
});

describe('MotoSwap swaps', () => {
  const swap = async (
    client: AccountClient,
    path: readonly string[],
    amountIn: bigint,
    amountOutMin: bigint,
    until?: bigint,
  ) =>
    router(client).swapExactTokensForTokensSupportingFeeOnTransferTokens(
      amountIn,
      amountOutMin,
      path.map(at),
      client.address,
      until ?? (await deadline()),
    );

  it('swaps over one hop for exactly getAmountOut, with the Swapped event', async () => {
    const amountIn = 250n * E18;
    const before = await hop(A, B);
    const expected = getAmountOut(amountIn, before.reserveIn, before.reserveOut);
    const [aBefore, bBefore] = await balances(bob, [A, B] as const);
    const quoted = await router(bob).getAmountsOut(amountIn, [at(A), at(B)]);
    expect(quoted.properties.amountsOut).toEqual([amountIn, expected]);

    const { receipt } = await bob.send(swap(bob, [A, B], amountIn, expected));
    expect(receipt.failed).toBe(false);
    expect(await balances(bob, [A, B] as const)).toEqual([aBefore - amountIn, bBefore + expected]);
    expect(await hop(A, B)).toEqual({
      reserveIn: before.reserveIn + amountIn,
      reserveOut: before.reserveOut - expected,
    });
    const aIsToken0 = sortTokens(A, B).token0 === A;
    const pool = await poolOf(A, B);
    const swapped = plainEvents(bob.pool(pool).decodeEvents(receipt.events)).find(
      (event) => event.type === 'Swapped',
    );
    expect(swapped?.values).toEqual({
      sender: net.world.router,
      amount0In: aIsToken0 ? amountIn : 0n,
      amount1In: aIsToken0 ? 0n : amountIn,
      amount0Out: aIsToken0 ? 0n : expected,
      amount1Out: aIsToken0 ? expected : 0n,
      to: bob.account.opnetAddress,
    });
  });

  it('swaps over two hops for exactly getAmountsOut', async () => {
    await alice.send(
      router(alice).addLiquidity(
        at(B),
        at(C),
        8_000n * E18,
        400n * E18,
        0n,
        0n,
        alice.address,
        await deadline(),
      ),
    );
    const amountIn = 40n * E18;
    const expected = getAmountsOut(amountIn, [await hop(A, B), await hop(B, C)]);
    const [aBefore, bBefore, cBefore] = await balances(bob, [A, B, C] as const);
    const quoted = await router(bob).getAmountsOut(amountIn, [at(A), at(B), at(C)]);
    expect(quoted.properties.amountsOut).toEqual(expected);

    const { receipt } = await bob.send(swap(bob, [A, B, C], amountIn, expected[2] as bigint));
    expect(receipt.failed).toBe(false);
    expect(await balances(bob, [A, B, C] as const)).toEqual([
      aBefore - amountIn,
      bBefore,
      cBefore + (expected[2] as bigint),
    ]);
    const needed = await router(bob).getAmountsIn(10n * E18, [at(A), at(B), at(C)]);
    expect(needed.properties.amountsIn).toEqual(
      getAmountsIn(10n * E18, [await hop(A, B), await hop(B, C)]),
    );
  });

  it('reverts below the minimum output, when simulated and when the price moved before mining', async () => {
    const amountIn = 100n * E18;
    const { reserveIn, reserveOut } = await hop(B, A);
    const expected = getAmountOut(amountIn, reserveIn, reserveOut);
    await expect(swap(bob, [B, A], amountIn, expected + 1n)).rejects.toThrow(
      'Motoswap: INSUFFICIENT_OUTPUT_AMOUNT',
    );

    const stale = await swap(bob, [B, A], amountIn, expected);
    // Alice's swap in the same direction arrives first and runs first in the block.
    const front = await alice.broadcast(swap(alice, [B, A], amountIn, 0n));
    const sent = await bob.broadcast(stale);
    const [aBefore, bBefore] = await balances(bob, [A, B] as const);
    await net.mine();
    expect((await alice.provider.getTransactionReceipt(front.transactionId)).failed).toBe(false);
    const receipt = await bob.provider.getTransactionReceipt(sent.transactionId);
    expect(receipt.failed).toBe(true);
    expect(receipt.revert).toBe('Motoswap: INSUFFICIENT_OUTPUT_AMOUNT');
    expect(receipt.events).toEqual({});
    expect(await balances(bob, [A, B] as const)).toEqual([aBefore, bBefore]);
  });

  it('reverts with EXPIRED once the deadline block has passed', async () => {
    const height = await alice.provider.getBlockNumber();
    // The next block is height + 1: a deadline below it has already expired.
    await expect(swap(bob, [A, B], E18, 0n, height)).rejects.toThrow('Motoswap: EXPIRED');
    await expect(
      router(bob).addLiquidity(at(A), at(B), E18, E18, 0n, 0n, bob.address, height),
    ).rejects.toThrow('Motoswap: EXPIRED');

    const lastChance = await swap(bob, [A, B], E18, 0n, height + 1n);
    const [aBefore, bBefore] = await balances(bob, [A, B] as const);
    await net.mine();
    const { receipt, mined } = await bob.send(lastChance);
    expect(BigInt(mined.blockNumber)).toBe(height + 2n);
    expect(receipt.failed).toBe(true);
    expect(receipt.revert).toBe('Motoswap: EXPIRED');
    expect(await balances(bob, [A, B] as const)).toEqual([aBefore, bBefore]);

    const inTime = await bob.send(swap(bob, [A, B], E18, 0n, height + 3n));
    expect(BigInt(inTime.mined.blockNumber)).toBe(height + 3n);
    expect(inTime.receipt.failed).toBe(false);
  });
});
