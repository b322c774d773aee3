import { integerSqrt } from '@opswap/protocol/math/integer-sqrt';
import type { Address } from '@btc-vision/transaction';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { OP_20_ABI } from 'opnet';
import { describe, expect, it } from 'vitest';
import { concatBytes, fromHex } from '../bytes.ts';
import { toAddress } from '../seed/calldata.ts';
import { defineContract } from '../vm/contract.ts';
import { deployAmm, sorted } from '../../test/support/amm-fixture.ts';
import { E18 } from '../../test/support/test-world.ts';
import { POOL_CALLS } from './motoswap-calls.ts';
import { argMints } from './deployment-args.ts';
import { OP20, OP20_METHODS, op20ParamsFrom } from './op20.ts';
import { ContractHarness, account } from '../../test/support/contract-harness.ts';

const alice = account('alice');
const bob = account('bob');
const MINIMUM_LIQUIDITY = 1000n;

/** A token that calls its sender back (pool.sync()) whenever a contract sends it. */
class HookToken extends OP20 {
  protected override move(from: string, to: string, amount: bigint): void {
    super.move(from, to, amount);
    if (this.isContract(from)) this.invoke(from, POOL_CALLS.sync, []);
  }
}

const HOOK_TOKEN_CONTRACT = defineContract({
  kind: 'HookToken',
  abi: OP_20_ABI,
  reentrancy: 'callback',
  create: (frame) => new HookToken(frame),
  construct: (token, args) => token.instantiate(op20ParamsFrom(args), argMints(args)),
  methods: OP20_METHODS,
});

async function setup() {
  const harness = new ContractHarness({ extraContracts: [HOOK_TOKEN_CONTRACT] });
  const fixture = deployAmm(harness, [alice, bob]);
  const [token0, token1] = sorted(fixture.tokens.a, fixture.tokens.b);
  await harness.send(
    harness.factory(fixture.factory, alice).createPool(toAddress(token0), toAddress(token1)),
  );
  const pool = (
    await harness.factory(fixture.factory, alice).getPool(toAddress(token0), toAddress(token1))
  ).properties.pool.toHex();
  const lp = (sender: Address = alice) => harness.pool(pool, sender);
  const balance = async (token: string, owner: string) =>
    (await harness.op20(token, alice).balanceOf(toAddress(owner))).properties.balance;
  const fund = (token: string, amount: bigint) =>
    harness.send(harness.op20(token, alice).transfer(toAddress(pool), amount));
  const reserves = async () => (await lp().getReserves()).properties;
  /** The pool's mint(), with the recipient appended as the router sends it. */
  const mintTo = (to: Address) =>
    harness.commitRaw(
      pool,
      concatBytes(lp().encodeCalldata('mint', []), fromHex(to.toHex())),
      alice.toHex(),
    );
  const addLiquidity = async (amount0: bigint, amount1: bigint) => {
    await fund(token0, amount0);
    await fund(token1, amount1);
    return harness.send(lp().mint());
  };
  return {
    harness,
    fixture,
    pool,
    token0,
    token1,
    lp,
    balance,
    fund,
    reserves,
    mintTo,
    addLiquidity,
  };
}

describe('MotoSwapPool.mint', () => {
  it('mints sqrt(a0 a1) - 1000 on the first deposit and locks 1000 at the dead address', async () => {
    const { harness, pool, token0, token1, lp, fund, reserves } = await setup();
    await fund(token0, E18);
    await fund(token1, 4n * E18);
    const simulation = await lp().mint();
    const expected = 2n * E18 - MINIMUM_LIQUIDITY;
    // The shipped ABI names mint()'s output `to: ADDRESS`; its 32 bytes carry the LP minted.
    expect(BigInt(simulation.properties.to.toHex())).toBe(expected);
    const receipt = harness.commit(simulation);
    expect(harness.events(receipt)).toEqual([
      { contract: pool, type: 'Minted', to: DEAD_ADDRESS, amount: MINIMUM_LIQUIDITY },
      { contract: pool, type: 'Minted', to: alice.toHex(), amount: expected },
      { contract: pool, type: 'Synced', reserve0: E18, reserve1: 4n * E18 },
      {
        contract: pool,
        type: 'LiquidityAdded',
        sender: alice.toHex(),
        amount0: E18,
        amount1: 4n * E18,
      },
    ]);
    expect((await lp().totalSupply()).properties.totalSupply).toBe(2n * E18);
    expect((await lp().balanceOf(alice)).properties.balance).toBe(expected);
    expect(await reserves()).toMatchObject({ reserve0: E18, reserve1: 4n * E18 });
    expect((await lp().MINIMUM_LIQUIDITY()).properties.MINIMUM_LIQUIDITY).toBe(MINIMUM_LIQUIDITY);
  });

  it('mints to the recipient appended after the selector, in proportion once the pool has a price', async () => {
    const { lp, token0, token1, fund, mintTo, addLiquidity } = await setup();
    await addLiquidity(E18, 4n * E18);
    await fund(token0, E18);
    await fund(token1, 8n * E18);
    const receipt = mintTo(bob);
    expect(receipt.revert).toBeNull();
    // min(1e18 x 2e18 / 1e18, 8e18 x 2e18 / 4e18): the surplus token1 is donated to the pool.
    expect((await lp().balanceOf(bob)).properties.balance).toBe(2n * E18);
  });

  it('reverts INSUFFICIENT_LIQUIDITY_MINTED when the deposit is too small', async () => {
    const { lp, token0, token1, fund } = await setup();
    await fund(token0, 1000n);
    await fund(token1, 1000n);
    await expect(lp().mint()).rejects.toThrow('Motoswap: INSUFFICIENT_LIQUIDITY_MINTED');
  });
});

/** Uniswap V2's getInputPrice vectors, recomputed for the 995/1000 fee. */
const SWAP_VECTORS: [bigint, bigint, bigint, bigint][] = [
  [1n, 5n, 10n, 1659716430358632193n],
  [1n, 10n, 5n, 452478399272396543n],
  [2n, 5n, 10n, 2846924177396280400n],
  [2n, 10n, 5n, 829858215179316096n],
  [1n, 10n, 10n, 904956798544793087n],
  [1n, 100n, 100n, 985197286994405663n],
  [1n, 1000n, 1000n, 994010959095699778n],
];

describe('MotoSwapPool.swap', () => {
  it('pays the exact 995 output and reverts Motoswap: K for one unit more', async () => {
    const { harness, token0, lp, fund, addLiquidity } = await setup();
    for (const [amountIn, reserve0, reserve1, expected] of SWAP_VECTORS) {
      const checkpoint = harness.vm.checkpoint();
      await addLiquidity(reserve0 * E18, reserve1 * E18);
      await fund(token0, amountIn * E18);
      await expect(lp().swap(0n, expected + 1n, alice as never, new Uint8Array())).rejects.toThrow(
        'Motoswap: K',
      );
      await harness.send(lp().swap(0n, expected, alice as never, new Uint8Array()));
      harness.vm.restore(checkpoint);
    }
  });

  it('swaps token0 in: transfers out, syncs and emits Swapped', async () => {
    const { harness, pool, token0, token1, lp, balance, fund, reserves, addLiquidity } =
      await setup();
    await addLiquidity(5n * E18, 10n * E18);
    await fund(token0, E18);
    const before = await balance(token1, alice.toHex());
    const out = 1659716430358632193n;
    const receipt = await harness.send(lp().swap(0n, out, alice as never, new Uint8Array()));
    expect(harness.events(receipt)).toEqual([
      {
        contract: token1,
        type: 'Transferred',
        operator: pool,
        from: pool,
        to: alice.toHex(),
        amount: out,
      },
      { contract: pool, type: 'Synced', reserve0: 6n * E18, reserve1: 10n * E18 - out },
      {
        contract: pool,
        type: 'Swapped',
        sender: alice.toHex(),
        amount0In: E18,
        amount1In: 0n,
        amount0Out: 0n,
        amount1Out: out,
        to: alice.toHex(),
      },
    ]);
    expect(await reserves()).toMatchObject({ reserve0: 6n * E18, reserve1: 10n * E18 - out });
    expect(await balance(token1, alice.toHex())).toBe(before + out);
  });

  it('swaps token1 in for the exact token0 output', async () => {
    const { harness, token1, lp, fund, reserves, addLiquidity } = await setup();
    await addLiquidity(5n * E18, 10n * E18);
    await fund(token1, E18);
    const out = 452478399272396543n;
    await expect(lp().swap(out + 1n, 0n, alice as never, new Uint8Array())).rejects.toThrow(
      'Motoswap: K',
    );
    await harness.send(lp().swap(out, 0n, alice as never, new Uint8Array()));
    expect(await reserves()).toMatchObject({ reserve0: 5n * E18 - out, reserve1: 11n * E18 });
  });

  it('reverts for no output, an output at the reserve, no input and a token as recipient', async () => {
    const { token0, lp, addLiquidity } = await setup();
    await addLiquidity(5n * E18, 10n * E18);
    const swap = (amount0Out: bigint, amount1Out: bigint, to: Address = alice) =>
      lp().swap(amount0Out, amount1Out, to as never, new Uint8Array());
    await expect(swap(0n, 0n)).rejects.toThrow('Motoswap: INSUFFICIENT_OUTPUT_AMOUNT');
    await expect(swap(0n, 10n * E18)).rejects.toThrow('Motoswap: INSUFFICIENT_LIQUIDITY');
    await expect(swap(0n, 1n)).rejects.toThrow('Motoswap: INSUFFICIENT_INPUT_AMOUNT');
    await expect(swap(0n, 1n, toAddress(token0))).rejects.toThrow('Motoswap: INVALID_TO');
  });

  it('accumulates UQ112x112 prices over the seconds between updates', async () => {
    const { harness, token0, lp, fund, reserves, addLiquidity } = await setup();
    await addLiquidity(5n * E18, 10n * E18);
    const start = (await reserves()).blockTimestampLast;
    harness.mine(3n);
    await fund(token0, E18);
    await harness.send(lp().swap(0n, 1n, alice as never, new Uint8Array()));
    const elapsed = (await reserves()).blockTimestampLast - start;
    expect(elapsed).toBeGreaterThan(0n);
    const q112 = 1n << 112n;
    expect((await lp().price0CumulativeLast()).properties.price0CumulativeLast).toBe(
      ((10n * E18 * q112) / (5n * E18)) * elapsed,
    );
    expect((await lp().price1CumulativeLast()).properties.price1CumulativeLast).toBe(
      ((5n * E18 * q112) / (10n * E18)) * elapsed,
    );
    expect((await lp().blockTimestampLast()).properties.blockTimestampLast).toBe(start + elapsed);
  });
});

describe('MotoSwapPool reentrancy guard', () => {
  it('refuses a token that calls back into the pool while it pays out (ReentrancyGuard: LOCKED)', async () => {
    const { harness, fixture } = await setup();
    const hook = harness.deploy('HookToken', 'HOOK', {
      name: 'Hook',
      symbol: 'HOOK',
      maxSupply: (100n * E18).toString(),
      initialMints: [`${alice.toHex()}:${100n * E18}`],
    });
    const other = fixture.tokens.c;
    await harness.send(
      harness.factory(fixture.factory, alice).createPool(toAddress(hook), toAddress(other)),
    );
    const pool = (
      await harness.factory(fixture.factory, alice).getPool(toAddress(hook), toAddress(other))
    ).properties.pool.toHex();
    const lp = harness.pool(pool, alice);
    await harness.send(harness.op20(hook, alice).transfer(toAddress(pool), 10n * E18));
    await harness.send(harness.op20(other, alice).transfer(toAddress(pool), 10n * E18));
    await harness.send(lp.mint());
    await harness.send(harness.op20(other, alice).transfer(toAddress(pool), E18));
    const [token0] = sorted(hook, other);
    const [out0, out1] = token0 === hook ? [1n, 0n] : [0n, 1n];
    await expect(lp.swap(out0, out1, alice as never, new Uint8Array())).rejects.toThrow(
      'ReentrancyGuard: LOCKED',
    );
  });
});

describe('MotoSwapPool.burn', () => {
  it('pays both tokens for the LP sent in, leaving the locked minimum', async () => {
    const { harness, pool, token0, token1, lp, reserves, addLiquidity } = await setup();
    await addLiquidity(3n * E18, 3n * E18);
    const liquidity = 3n * E18 - MINIMUM_LIQUIDITY;
    await harness.send(lp().transfer(toAddress(pool), liquidity));
    const simulation = await lp().burn(alice);
    expect(simulation.properties).toEqual({ amount0: liquidity, amount1: liquidity });
    const receipt = harness.commit(simulation);
    expect(harness.events(receipt)).toEqual([
      { contract: pool, type: 'Burned', from: pool, amount: liquidity },
      {
        contract: token0,
        type: 'Transferred',
        operator: pool,
        from: pool,
        to: alice.toHex(),
        amount: liquidity,
      },
      {
        contract: token1,
        type: 'Transferred',
        operator: pool,
        from: pool,
        to: alice.toHex(),
        amount: liquidity,
      },
      { contract: pool, type: 'Synced', reserve0: MINIMUM_LIQUIDITY, reserve1: MINIMUM_LIQUIDITY },
      {
        contract: pool,
        type: 'LiquidityRemoved',
        sender: alice.toHex(),
        amount0: liquidity,
        amount1: liquidity,
        to: alice.toHex(),
      },
    ]);
    expect(await reserves()).toMatchObject({ reserve0: 1000n, reserve1: 1000n });
    expect((await lp().totalSupply()).properties.totalSupply).toBe(MINIMUM_LIQUIDITY);
  });

  it('reverts INSUFFICIENT_LIQUIDITY_BURNED when no LP was sent', async () => {
    const { lp, addLiquidity } = await setup();
    await addLiquidity(3n * E18, 3n * E18);
    await expect(lp().burn(alice)).rejects.toThrow('Motoswap: INSUFFICIENT_LIQUIDITY_BURNED');
  });
});

describe('MotoSwapPool.skim and sync', () => {
  it('skims the surplus to the caller, or sync adopts it as reserves', async () => {
    const { harness, token0, lp, balance, fund, reserves, addLiquidity } = await setup();
    await addLiquidity(5n * E18, 10n * E18);
    await fund(token0, 7n);
    const before = await balance(token0, alice.toHex());
    await harness.send(lp().skim());
    expect(await balance(token0, alice.toHex())).toBe(before + 7n);
    await fund(token0, 9n);
    await harness.send(lp().sync());
    expect((await reserves()).reserve0).toBe(5n * E18 + 9n);
  });
});

describe('MotoSwapPool protocol fee', () => {
  it('mints 1/6 of the growth of sqrt(k) to the staking contract the factory names', async () => {
    const { harness, fixture, token0, lp, fund, reserves, addLiquidity } = await setup();
    const staking = account('staking');
    await harness.send(
      harness.factory(fixture.factory, harness.deployer).setStakingContractAddress(staking),
    );
    await addLiquidity(5n * E18, 10n * E18);
    expect((await lp().kLast()).properties.kLast).toBe(50n * E18 * E18);
    await fund(token0, E18);
    await harness.send(lp().swap(0n, 1659716430358632193n, alice as never, new Uint8Array()));
    const { reserve0, reserve1 } = await reserves();
    const rootK = integerSqrt(reserve0 * reserve1);
    const rootKLast = integerSqrt(50n * E18 * E18);
    const supply = (await lp().totalSupply()).properties.totalSupply;
    const fee = (supply * (rootK - rootKLast)) / (rootK * 5n + rootKLast);
    expect(fee).toBeGreaterThan(0n);
    await addLiquidity(E18, 2n * E18);
    expect((await lp().balanceOf(staking)).properties.balance).toBe(fee);
  });
});
