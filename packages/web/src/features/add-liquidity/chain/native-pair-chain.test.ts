import { Address } from '@btc-vision/transaction';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { networkContracts, type NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { nativeSwapContract } from '../../../entities/native-swap/native-swap-chain.ts';
import { op20Contract } from '../../../entities/tokens/chain/token-chain.ts';
import { TEST_WALLET } from '../../../entities/tokens/testing/render-with-providers.tsx';
import { readNativePairFacts } from './native-pair-chain.ts';

vi.mock('../../../entities/native-swap/native-swap-chain.ts', () => ({
  nativeSwapContract: vi.fn(),
}));
vi.mock('../../../entities/tokens/chain/token-chain.ts', () => ({ op20Contract: vi.fn() }));

const TOKEN = `0x${'aa'.repeat(32)}`;
const OWNER = `0x${'0b'.repeat(32)}`;
const VIEWER = `0x${'0c'.repeat(32)}`;
const CONTRACTS = networkContracts('regtest') as NetworkContracts;
const WALLET = { ...TEST_WALLET, sender: Address.fromString(VIEWER) };

let reserve: () => Promise<unknown>;
let deployer: () => Promise<unknown>;

beforeEach(() => {
  reserve = async () => ({ properties: { liquidity: 1n } });
  deployer = async () => ({ properties: { deployer: Address.fromString(OWNER) } });
  vi.mocked(nativeSwapContract).mockImplementation(
    () => ({ getReserve: () => reserve() }) as unknown as ReturnType<typeof nativeSwapContract>,
  );
  vi.mocked(op20Contract).mockImplementation(
    () => ({ deployer: () => deployer() }) as unknown as ReturnType<typeof op20Contract>,
  );
});

describe('readNativePairFacts', () => {
  it('reads the token’s deployer as its owner, the viewer and its native pool', async () => {
    expect(await readNativePairFacts('regtest', CONTRACTS, TOKEN, WALLET)).toEqual({
      owner: OWNER,
      viewer: VIEWER,
      hasNativePool: true,
    });
  });

  it('tells a token without a native pool by the contract’s revert', async () => {
    reserve = async () => {
      throw new Error('NATIVE_SWAP: Pool does not exist for token.');
    };
    expect((await readNativePairFacts('regtest', CONTRACTS, TOKEN, WALLET)).hasNativePool).toBe(
      false,
    );
  });

  it('fails on any other revert of the pool read', async () => {
    reserve = async () => {
      throw new Error('NATIVE_SWAP: Contract is paused.');
    };
    await expect(readNativePairFacts('regtest', CONTRACTS, TOKEN, WALLET)).rejects.toThrow(
      'Contract is paused',
    );
  });

  it('has no owner when the owner read fails, for the viewer to count as one', async () => {
    deployer = async () => {
      throw new Error('execution reverted');
    };
    expect((await readNativePairFacts('regtest', CONTRACTS, TOKEN, WALLET)).owner).toBeNull();
  });
});
