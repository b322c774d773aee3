import { integerSqrt } from '@opswap/protocol/math/integer-sqrt';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { describe, expect, it } from 'vitest';
import { toAddress } from '../seed/calldata.ts';
import { addLiquidity, approveRouter, deployAmm, sorted } from '../../test/support/amm-fixture.ts';
import { E18 } from '../../test/support/test-world.ts';
import { ContractHarness, account } from '../../test/support/contract-harness.ts';

const alice = account('alice');
const bob = account('bob');
const MINIMUM_LIQUIDITY = 1000n;

function setup() {
  const harness = new ContractHarness();
  const fixture = deployAmm(harness, [alice, bob]);
  const { a, b, c } = fixture.tokens;
  const router = (sender = alice) => harness.router(fixture.router, sender);
  const poolOf = async (tokenA: string, tokenB: string) =>
    (
      await harness.factory(fixture.factory, alice).getPool(toAddress(tokenA), toAddress(tokenB))
    ).properties.pool.toHex();
  const balance = async (token: string, owner: string) =>
    (await harness.op20(token, alice).balanceOf(toAddress(owner))).properties.balance;
  const reservesOf = async (pool: string) =>
    (await harness.pool(pool, alice).getReserves()).properties;
  const path = (...tokens: string[]) => tokens.map(toAddress);
  const far = () => harness.blockNumber + 100n;
  return { harness, fixture, a, b, c, router, poolOf, balance, reservesOf, path, far };
}

describe('MotoSwapRouter pure helpers', () => {
  it('quotes with the legacy vectors and the 995 fee', async () => {
    const { router, fixture } = setup();
    expect((await router().quote(1n, 100n, 200n)).properties.quote).toBe(2n);
    expect((await router().quote(2n, 200n, 100n)).properties.quote).toBe(1n);
    expect((await router().getAmountOut(2n, 100n, 100n)).properties.amountOut).toBe(1n);
    expect((await router().getAmountOut(E18, 5n * E18, 10n * E18)).properties.amountOut).toBe(
      1659716430358632193n,
    );
    expect((await router().getAmountIn(1n, 100n, 100n)).properties.amountIn).toBe(2n);
    expect((await router().getAmountIn(E18, 5n * E18, 10n * E18)).properties.amountIn).toBe(
      558347292015633725n,
    );
    expect((await router().factory()).properties.factory.toHex()).toBe(fixture.factory);
  });

  it('reverts with the Uniswap reasons', async () => {
    const { router } = setup();
    await expect(router().quote(0n, 100n, 200n)).rejects.toThrow('Motoswap: INSUFFICIENT_AMOUNT');
    await expect(router().quote(1n, 0n, 200n)).rejects.toThrow('Motoswap: INSUFFICIENT_LIQUIDITY');
    await expect(router().getAmountOut(0n, 100n, 100n)).rejects.toThrow(
      'Motoswap: INSUFFICIENT_INPUT_AMOUNT',
    );
    await expect(router().getAmountOut(2n, 0n, 100n)).rejects.toThrow(
      'Motoswap: INSUFFICIENT_LIQUIDITY',
    );
    await expect(router().getAmountIn(0n, 100n, 100n)).rejects.toThrow(
      'Motoswap: INSUFFICIENT_OUTPUT_AMOUNT',
    );
    await expect(router().getAmountIn(1n, 100n, 0n)).rejects.toThrow(
      'Motoswap: INSUFFICIENT_LIQUIDITY',
    );
  });
});

describe('MotoSwapRouter.addLiquidity', () => {
  it('creates the pool, pulls both tokens and mints LP, in the legacy event order', async () => {
    const { harness, fixture, a, b, router, poolOf, far } = setup();
    await approveRouter(harness, fixture, alice, [a, b]);
    const simulation = await router().addLiquidity(
      toAddress(a),
      toAddress(b),
      5n * E18,
      10n * E18,
      0n,
      0n,
      alice,
      far(),
    );
    const liquidity = integerSqrt(50n * E18 * E18) - MINIMUM_LIQUIDITY;
    expect(simulation.properties).toEqual({ amountA: 5n * E18, amountB: 10n * E18, liquidity });
    const receipt = harness.commit(simulation);
    const pool = await poolOf(a, b);
    const [token0, token1] = sorted(a, b);
    const [amount0, amount1] = token0 === a ? [5n * E18, 10n * E18] : [10n * E18, 5n * E18];
    expect(harness.events(receipt)).toEqual([
      { contract: fixture.factory, type: 'PoolCreated', token0, token1, pool },
      {
        contract: a,
        type: 'Transferred',
        operator: fixture.router,
        from: alice.toHex(),
        to: pool,
        amount: 5n * E18,
      },
      {
        contract: b,
        type: 'Transferred',
        operator: fixture.router,
        from: alice.toHex(),
        to: pool,
        amount: 10n * E18,
      },
      { contract: pool, type: 'Minted', to: DEAD_ADDRESS, amount: MINIMUM_LIQUIDITY },
      { contract: pool, type: 'Minted', to: alice.toHex(), amount: liquidity },
      { contract: pool, type: 'Synced', reserve0: amount0, reserve1: amount1 },
      { contract: pool, type: 'LiquidityAdded', sender: fixture.router, amount0, amount1 },
    ]);
    expect((await harness.pool(pool, alice).balanceOf(alice)).properties.balance).toBe(liquidity);
  });

  it('reverts INSUFFICIENT_LIQUIDITY_MINTED and leaves no pool behind', async () => {
    const { harness, fixture, a, b, router, poolOf, far } = setup();
    await approveRouter(harness, fixture, alice, [a, b]);
    const calldata = router().encodeCalldata('addLiquidity', [
      toAddress(a),
      toAddress(b),
      100n,
      100n,
      0n,
      0n,
      alice,
      far(),
    ]);
    const receipt = harness.commitRaw(fixture.router, calldata, alice.toHex());
    expect(receipt).toMatchObject({
      revert: 'Motoswap: INSUFFICIENT_LIQUIDITY_MINTED',
      events: [],
    });
    expect(await poolOf(a, b)).toBe(DEAD_ADDRESS);
  });

  it('deposits at the pool ratio and checks the minimums', async () => {
    const { harness, fixture, a, b, router, far } = setup();
    await addLiquidity(harness, fixture, alice, a, b, E18, 4n * E18);
    const add = (desiredA: bigint, desiredB: bigint, minA: bigint, minB: bigint) =>
      router().addLiquidity(toAddress(a), toAddress(b), desiredA, desiredB, minA, minB, bob, far());
    expect((await add(2n * E18, 10n * E18, 0n, 0n)).properties).toEqual({
      amountA: 2n * E18,
      amountB: 8n * E18,
      liquidity: 4n * E18,
    });
    expect((await add(2n * E18, 4n * E18, 0n, 0n)).properties).toEqual({
      amountA: E18,
      amountB: 4n * E18,
      liquidity: 2n * E18,
    });
    await expect(add(2n * E18, 10n * E18, 0n, 9n * E18)).rejects.toThrow(
      'Motoswap: INSUFFICIENT_B_AMOUNT',
    );
    await expect(add(2n * E18, 4n * E18, (3n * E18) / 2n, 0n)).rejects.toThrow(
      'Motoswap: INSUFFICIENT_A_AMOUNT',
    );
  });
});

describe('MotoSwapRouter.removeLiquidity', () => {
  it('burns the LP the router may move and pays both tokens pro rata', async () => {
    const { harness, fixture, a, b, c, router, poolOf, balance, far } = setup();
    await addLiquidity(harness, fixture, alice, a, b, 5n * E18, 10n * E18);
    const pool = await poolOf(a, b);
    const lp = harness.pool(pool, alice);
    const liquidity = (await lp.balanceOf(alice)).properties.balance;
    const remove = (minA: bigint, minB: bigint) =>
      router().removeLiquidity(toAddress(a), toAddress(b), liquidity, minA, minB, bob, far());
    await expect(remove(0n, 0n)).rejects.toThrow('Insufficient allowance');
    await harness.send(lp.increaseAllowance(toAddress(fixture.router), liquidity));

    const supply = liquidity + MINIMUM_LIQUIDITY;
    const amountA = (liquidity * 5n * E18) / supply;
    const amountB = (liquidity * 10n * E18) / supply;
    await expect(remove(amountA + 1n, 0n)).rejects.toThrow('Motoswap: INSUFFICIENT_A_AMOUNT');
    await expect(remove(0n, amountB + 1n)).rejects.toThrow('Motoswap: INSUFFICIENT_B_AMOUNT');
    const simulation = await remove(amountA, amountB);
    expect(simulation.properties).toEqual({ amountA, amountB });
    await harness.send(Promise.resolve(simulation));
    expect(await balance(a, bob.toHex())).toBe(1_000_000n * E18 + amountA);
    expect(await balance(b, bob.toHex())).toBe(1_000_000n * E18 + amountB);
    expect((await lp.totalSupply()).properties.totalSupply).toBe(MINIMUM_LIQUIDITY);

    await expect(
      router().removeLiquidity(toAddress(a), toAddress(c), 1n, 0n, 0n, bob, far()),
    ).rejects.toThrow('Motoswap: INSUFFICIENT_LIQUIDITY');
  });
});

describe('MotoSwapRouter swaps', () => {
  async function withPools() {
    const context = setup();
    const { harness, fixture, a, b, c } = context;
    await addLiquidity(harness, fixture, alice, a, b, 5n * E18, 10n * E18);
    await addLiquidity(harness, fixture, alice, b, c, 10n * E18, 10n * E18);
    return context;
  }

  it('swaps one hop for the exact quoted output', async () => {
    const { harness, fixture, a, b, router, poolOf, balance, path, far } = await withPools();
    const out = 1659716430358632193n;
    expect((await router().getAmountsOut(E18, path(a, b))).properties.amountsOut).toEqual([
      E18,
      out,
    ]);
    const pool = await poolOf(a, b);
    const receipt = await harness.send(
      router().swapExactTokensForTokensSupportingFeeOnTransferTokens(
        E18,
        out,
        path(a, b),
        bob,
        far(),
      ),
    );
    const [token0] = sorted(a, b);
    const aIs0 = token0 === a;
    expect(harness.events(receipt)).toEqual([
      {
        contract: a,
        type: 'Transferred',
        operator: fixture.router,
        from: alice.toHex(),
        to: pool,
        amount: E18,
      },
      {
        contract: b,
        type: 'Transferred',
        operator: pool,
        from: pool,
        to: bob.toHex(),
        amount: out,
      },
      {
        contract: pool,
        type: 'Synced',
        reserve0: aIs0 ? 6n * E18 : 10n * E18 - out,
        reserve1: aIs0 ? 10n * E18 - out : 6n * E18,
      },
      {
        contract: pool,
        type: 'Swapped',
        sender: fixture.router,
        amount0In: aIs0 ? E18 : 0n,
        amount1In: aIs0 ? 0n : E18,
        amount0Out: aIs0 ? 0n : out,
        amount1Out: aIs0 ? out : 0n,
        to: bob.toHex(),
      },
    ]);
    expect(await balance(b, bob.toHex())).toBe(1_000_000n * E18 + out);
  });

  it('swaps two hops for the exact quoted output', async () => {
    const { harness, a, b, c, router, balance, path, far } = await withPools();
    const amounts = [E18, 1659716430358632193n, 1417353552778980747n];
    expect((await router().getAmountsOut(E18, path(a, b, c))).properties.amountsOut).toEqual(
      amounts,
    );
    expect((await router().getAmountsIn(E18 / 2n, path(a, b, c))).properties.amountsIn).toEqual([
      280654880097218851n,
      528960592435863529n,
      E18 / 2n,
    ]);
    const before = await balance(a, alice.toHex());
    await harness.send(
      router().swapExactTokensForTokensSupportingFeeOnTransferTokens(
        E18,
        amounts[2] as bigint,
        path(a, b, c),
        bob,
        far(),
      ),
    );
    expect(await balance(c, bob.toHex())).toBe(1_000_000n * E18 + (amounts[2] as bigint));
    expect(await balance(a, alice.toHex())).toBe(before - E18);
  });

  it('reverts INSUFFICIENT_OUTPUT_AMOUNT after the pools swapped, leaving every balance, reserve and event untouched', async () => {
    const { harness, fixture, a, b, c, router, poolOf, balance, reservesOf, path, far } =
      await withPools();
    const out = 1417353552778980747n;
    const snapshot = async () => ({
      aliceA: await balance(a, alice.toHex()),
      bobC: await balance(c, bob.toHex()),
      ab: await reservesOf(await poolOf(a, b)),
      bc: await reservesOf(await poolOf(b, c)),
    });
    const before = await snapshot();
    await expect(
      router().swapExactTokensForTokensSupportingFeeOnTransferTokens(
        E18,
        out + 1n,
        path(a, b, c),
        bob,
        far(),
      ),
    ).rejects.toThrow('Error in calling function: Motoswap: INSUFFICIENT_OUTPUT_AMOUNT');
    const calldata = router().encodeCalldata(
      'swapExactTokensForTokensSupportingFeeOnTransferTokens',
      [E18, out + 1n, path(a, b, c), bob, far()],
    );
    const receipt = harness.commitRaw(fixture.router, calldata, alice.toHex());
    expect(receipt).toMatchObject({ revert: 'Motoswap: INSUFFICIENT_OUTPUT_AMOUNT', events: [] });
    expect(receipt.gasUsed).toBeGreaterThan(0n);
    expect(await snapshot()).toEqual(before);
  });

  it('compares the deadline with the block number (EXPIRED)', async () => {
    const { harness, a, b, router, path } = await withPools();
    const swap = (deadline: bigint) =>
      router().swapExactTokensForTokensSupportingFeeOnTransferTokens(
        E18,
        0n,
        path(a, b),
        bob,
        deadline,
      );
    await expect(swap(harness.blockNumber)).rejects.toThrow('Motoswap: EXPIRED');
    const simulation = await swap(harness.blockNumber + 1n);
    harness.mine();
    expect(harness.commit(simulation).revert).toBe('Motoswap: EXPIRED');
    const add = router().addLiquidity(toAddress(a), toAddress(b), 1n, 1n, 0n, 0n, bob, 0n);
    await expect(add).rejects.toThrow('Motoswap: EXPIRED');
  });

  it('reverts INVALID_PATH for a short path or a pair without a pool', async () => {
    const { a, c, router, path, far } = await withPools();
    await expect(router().getAmountsOut(E18, path(a))).rejects.toThrow('Motoswap: INVALID_PATH');
    await expect(router().getAmountsIn(E18, path(a, c))).rejects.toThrow('Motoswap: INVALID_PATH');
    await expect(
      router().swapExactTokensForTokensSupportingFeeOnTransferTokens(E18, 0n, path(a), bob, far()),
    ).rejects.toThrow('Motoswap: INVALID_PATH');
    await expect(
      router().swapExactTokensForTokensSupportingFeeOnTransferTokens(
        E18,
        0n,
        path(a, c),
        bob,
        far(),
      ),
    ).rejects.toThrow('Motoswap: INVALID_PATH');
  });

  it('needs the allowance of the payer', async () => {
    const { a, b, router, path, far } = await withPools();
    await expect(
      router(bob).swapExactTokensForTokensSupportingFeeOnTransferTokens(
        E18,
        0n,
        path(a, b),
        bob,
        far(),
      ),
    ).rejects.toThrow('Insufficient allowance');
  });
});

describe('MotoSwapRouter legacy quote vectors', () => {
  it('answers getAmountsOut [2, 1] and getAmountsIn [2, 1] on 100000/100000', async () => {
    const { harness, fixture, a, b, router, path } = setup();
    await addLiquidity(harness, fixture, alice, a, b, 100000n, 100000n);
    expect((await router().getAmountsOut(2n, path(a, b))).properties.amountsOut).toEqual([2n, 1n]);
    expect((await router().getAmountsIn(1n, path(a, b))).properties.amountsIn).toEqual([2n, 1n]);
  });

  it('answers [10000, 138] on 10140000000/141000000', async () => {
    const { harness, fixture, a, b, router, path } = setup();
    await addLiquidity(harness, fixture, alice, a, b, 10140000000n, 141000000n);
    expect((await router().getAmountsOut(10000n, path(a, b))).properties.amountsOut).toEqual([
      10000n,
      138n,
    ]);
  });
});
