import { Address } from '@btc-vision/transaction';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { networkContracts, type NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { op20Contract } from '../tokens/chain/token-chain.ts';
import { readNativePool, readTokenOwner } from './native-pool-chain.ts';
import { nativeSwapContract } from './native-swap-chain.ts';

vi.mock('./native-swap-chain.ts', () => ({ nativeSwapContract: vi.fn() }));
vi.mock('../tokens/chain/token-chain.ts', () => ({ op20Contract: vi.fn() }));

const TOKEN = `0x${'aa'.repeat(32)}`;
const OWNER = `0x${'0b'.repeat(32)}`;
const CONTRACTS = networkContracts('regtest') as NetworkContracts;
const RESERVE = {
  liquidity: 5n,
  reservedLiquidity: 1n,
  virtualBTCReserve: 100n,
  virtualTokenReserve: 200n,
};

let reserve: () => Promise<unknown>;
let quote: () => Promise<unknown>;
let deployer: () => Promise<unknown>;

const fails = (message: string) => async () => {
  throw new Error(message);
};

beforeEach(() => {
  reserve = async () => ({ properties: RESERVE });
  quote = async () => ({ properties: { price: 42n } });
  deployer = async () => ({ properties: { deployer: Address.fromString(OWNER) } });
  vi.mocked(nativeSwapContract).mockImplementation(
    () =>
      ({ getReserve: () => reserve(), getQuote: () => quote() }) as unknown as ReturnType<
        typeof nativeSwapContract
      >,
  );
  vi.mocked(op20Contract).mockImplementation(
    () => ({ deployer: () => deployer() }) as unknown as ReturnType<typeof op20Contract>,
  );
});

describe('readNativePool', () => {
  it('reads a pool’s reserves and its quote', async () => {
    expect(await readNativePool('regtest', CONTRACTS, TOKEN)).toEqual({
      exists: true,
      quote: 42n,
      ...RESERVE,
    });
  });

  it('tells a token without a native pool by the contract’s revert', async () => {
    reserve = fails('NATIVE_SWAP: Pool does not exist for token.');
    expect((await readNativePool('regtest', CONTRACTS, TOKEN)).exists).toBe(false);
  });

  it('tells a token without a native pool by its empty reserves', async () => {
    reserve = async () => ({
      properties: { ...RESERVE, virtualBTCReserve: 0n, virtualTokenReserve: 0n },
    });
    expect((await readNativePool('regtest', CONTRACTS, TOKEN)).exists).toBe(false);
  });

  it('keeps a pool without a price, its quote 0', async () => {
    quote = fails('NATIVE_SWAP: Price is zero or no liquidity.');
    expect(await readNativePool('regtest', CONTRACTS, TOKEN)).toMatchObject({
      exists: true,
      quote: 0n,
    });
  });

  it('fails on any other revert of the pool read', async () => {
    reserve = fails('NATIVE_SWAP: Contract is paused.');
    await expect(readNativePool('regtest', CONTRACTS, TOKEN)).rejects.toThrow('Contract is paused');
  });
});

describe('readTokenOwner', () => {
  it('reads the token’s deployer as its owner', async () => {
    expect(await readTokenOwner('regtest', TOKEN)).toBe(OWNER);
  });

  it('lets a failed owner read fail, for the caller to fall back on the viewer', async () => {
    deployer = fails('execution reverted');
    await expect(readTokenOwner('regtest', TOKEN)).rejects.toThrow('execution reverted');
  });
});
