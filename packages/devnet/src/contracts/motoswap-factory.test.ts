import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { describe, expect, it } from 'vitest';
import { toAddress } from '../seed/calldata.ts';
import { deriveContractAddress } from '../vm/contract-address.ts';
import { deployAmm, sorted } from '../../test/support/amm-fixture.ts';
import { poolSalt } from './motoswap-factory.ts';
import { LP_TOKEN } from './motoswap-pool.ts';
import {
  ContractHarness,
  DEAD,
  account,
  plainEvents,
} from '../../test/support/contract-harness.ts';

const alice = account('alice');

function setup() {
  const harness = new ContractHarness();
  const fixture = deployAmm(harness, [alice]);
  const factory = (sender = alice) => harness.factory(fixture.factory, sender);
  const poolOf = async (tokenA: string, tokenB: string) =>
    (await factory().getPool(toAddress(tokenA), toAddress(tokenB))).properties.pool.toHex();
  return { harness, fixture, factory, poolOf };
}

describe('MotoSwapFactory.createPool', () => {
  it('deploys the pool of the sorted pair at its derived address and emits PoolCreated', async () => {
    const { harness, fixture, factory, poolOf } = setup();
    const { a, b } = fixture.tokens;
    const [token0, token1] = sorted(a, b);
    const simulation = await factory().createPool(toAddress(b), toAddress(a));
    const pool = deriveContractAddress(fixture.factory, poolSalt(token0, token1));
    expect(simulation.properties.address.toHex()).toBe(pool);
    expect(plainEvents(simulation.events)).toEqual([{ type: 'PoolCreated', token0, token1, pool }]);
    await harness.send(Promise.resolve(simulation));

    expect(await poolOf(a, b)).toBe(pool);
    expect(await poolOf(b, a)).toBe(pool);
    expect(harness.vm.contractAt(pool)).toMatchObject({
      kind: 'MotoSwapPool',
      deployer: fixture.factory,
    });
    const lp = harness.pool(pool, alice);
    expect((await lp.token0()).properties.token0.toHex()).toBe(token0);
    expect((await lp.token1()).properties.token1.toHex()).toBe(token1);
    expect((await lp.symbol()).properties.symbol).toBe(LP_TOKEN.symbol);
    expect((await lp.getReserves()).properties).toMatchObject({ reserve0: 0n, reserve1: 0n });
  });

  it('answers the dead address for a pair without a pool', async () => {
    const { fixture, poolOf } = setup();
    expect(await poolOf(fixture.tokens.a, fixture.tokens.c)).toBe(DEAD_ADDRESS);
    expect(await poolOf(fixture.tokens.a, fixture.tokens.a)).toBe(DEAD_ADDRESS);
  });

  it('refuses an existing pair in either order, identical tokens and the dead address', async () => {
    const { harness, fixture, factory } = setup();
    const { a, b } = fixture.tokens;
    await harness.send(factory().createPool(toAddress(a), toAddress(b)));
    await expect(factory().createPool(toAddress(b), toAddress(a))).rejects.toThrow(
      'Error in calling function: Motoswap: PAIR_EXISTS',
    );
    await expect(factory().createPool(toAddress(a), toAddress(a))).rejects.toThrow(
      'Motoswap: IDENTICAL_ADDRESSES',
    );
    await expect(factory().createPool(toAddress(a), DEAD)).rejects.toThrow(
      'Motoswap: ZERO_ADDRESS',
    );
  });

  it('only lets the factory initialize its pool', async () => {
    const { harness, fixture, factory } = setup();
    const { a, b } = fixture.tokens;
    await harness.send(factory().createPool(toAddress(a), toAddress(b)));
    const pool = (await factory().getPool(toAddress(a), toAddress(b))).properties.pool.toHex();
    await expect(harness.pool(pool, alice).initialize(toAddress(a), toAddress(b))).rejects.toThrow(
      'Motoswap: FORBIDDEN',
    );
  });
});

describe('MotoSwapFactory staking contract', () => {
  it('is the dead address until the deployer sets it', async () => {
    const { harness, factory } = setup();
    const staking = account('staking');
    const read = async () =>
      (await factory().getStakingContractAddress()).properties.stakingContractAddress.toHex();
    expect(await read()).toBe(DEAD_ADDRESS);
    await expect(factory(alice).setStakingContractAddress(staking)).rejects.toThrow(
      'Only deployer can call this method',
    );
    await harness.send(factory(harness.deployer).setStakingContractAddress(staking));
    expect(await read()).toBe(staking.toHex());
  });
});
