import { Address } from '@btc-vision/transaction';
import { getContract, MotoSwapFactoryAbi } from 'opnet';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { networkContracts, type NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import { readPairPool } from './pair-chain.ts';
import { existingPool } from './pair-pool.ts';

vi.mock('opnet', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getContract: vi.fn(),
}));
vi.mock('../../lib/chain/chain-client.ts', () => ({
  getProvider: () => ({}),
  bitcoinNetwork: () => ({}),
}));

const CONTRACTS = networkContracts('regtest') as NetworkContracts;
const LOW = `0x${'0a'.repeat(32)}`;
const HIGH = `0x${'0b'.repeat(32)}`;
const POOL = `0x${'0c'.repeat(32)}`;

let poolAt: string;
const asked: string[][] = [];

beforeEach(() => {
  poolAt = POOL;
  asked.length = 0;
  vi.mocked(getContract).mockImplementation(((_address: unknown, abi: unknown) =>
    abi === MotoSwapFactoryAbi
      ? {
          getPool: async (a: Address, b: Address) => {
            asked.push([a.toHex(), b.toHex()]);
            return { properties: { pool: Address.fromString(poolAt) } };
          },
        }
      : {
          getReserves: async () => ({
            properties: { reserve0: 100n, reserve1: 700n, blockTimestampLast: 9n },
          }),
          token0: async () => ({ properties: { token0: Address.fromString(LOW) } }),
          totalSupply: async () => ({ properties: { totalSupply: 250n } }),
          decimals: async () => ({ properties: { decimals: 18 } }),
        }) as unknown as typeof getContract);
});

describe('readPairPool', () => {
  it('asks the factory for the pair and gives the reserves in the order asked', async () => {
    expect(await readPairPool('regtest', CONTRACTS, HIGH, LOW)).toEqual({
      poolAddress: POOL,
      tokenA: HIGH,
      tokenB: LOW,
      token0: LOW,
      reserveA: 700n,
      reserveB: 100n,
      totalSupply: 250n,
      blockTimestampLast: 9n,
      decimals: 18,
    });
    expect(asked).toEqual([[HIGH, LOW]]);
    const inOrder = await readPairPool('regtest', CONTRACTS, LOW, HIGH);
    expect([inOrder?.reserveA, inOrder?.reserveB]).toEqual([100n, 700n]);
  });

  it('answers null for a pair the factory has no pool for', async () => {
    poolAt = DEAD_ADDRESS;
    expect(await readPairPool('regtest', CONTRACTS, LOW, HIGH)).toBeNull();
  });

  it('refuses a factory at the dead address', async () => {
    await expect(
      readPairPool('regtest', { ...CONTRACTS, factory: DEAD_ADDRESS }, LOW, HIGH),
    ).rejects.toThrow('Factory address is dead');
    expect(asked).toEqual([]);
  });
});

describe('existingPool', () => {
  it('says the pool does not exist for a pair without one', async () => {
    expect(() => existingPool(null)).toThrow('Pool does not exist');
    const pool = await readPairPool('regtest', CONTRACTS, LOW, HIGH);
    expect(existingPool(pool)).toBe(pool);
  });
});
