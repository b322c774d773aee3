import { Address } from '@btc-vision/transaction';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { providerIdOf } from '@opswap/protocol/nativeswap/provider-id';
import { networkContracts, type NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { nativeSwapContract } from '../../../entities/native-swap/native-swap-chain.ts';
import { op20Contract } from '../../../entities/tokens/chain/token-chain.ts';
import { fetchBlockNumber } from '../../../lib/chain/chain-client.ts';
import { readNativeSwapMetrics } from './metrics-chain.ts';

vi.mock('../../../entities/native-swap/native-swap-chain.ts', () => ({
  nativeSwapContract: vi.fn(),
}));
vi.mock('../../../entities/tokens/chain/token-chain.ts', () => ({ op20Contract: vi.fn() }));
vi.mock('../../../lib/chain/chain-client.ts', () => ({ fetchBlockNumber: vi.fn() }));

const TOKEN = `0x${'aa'.repeat(32)}`;
const OWNER = `0x${'0b'.repeat(32)}`;
const CONTRACTS = networkContracts('regtest') as NetworkContracts;
const TIP = 1_000;

/** Quotes by simulated height (undefined: the tip); a string is the revert message. */
let quotes: Map<bigint | undefined, bigint | string>;
const senders: (Address | undefined)[] = [];
const providerIds: bigint[] = [];

function fakeNativeSwap(sender?: Address) {
  senders.push(sender);
  let height: bigint | undefined;
  return {
    setSimulatedHeight: (at: bigint) => {
      height = at;
    },
    getQuote: async () => {
      const quote = quotes.get(height);
      if (typeof quote === 'string') throw new Error(quote);
      return { properties: { price: quote } };
    },
    getReserve: async () => ({
      properties: {
        liquidity: 1_000n,
        reservedLiquidity: 100n,
        virtualBTCReserve: 50n,
        virtualTokenReserve: 2_000n,
      },
    }),
    getQueueDetails: async () => ({
      properties: {
        lastPurgedBlock: 0n,
        blockWithReservationsLength: 2,
        priorityQueueLength: 3,
        priorityQueueStartingIndex: 1,
        standardQueueLength: 5,
        standardQueueStartingIndex: 4,
        priorityPurgeQueueLength: 1,
        standardPurgeQueueLength: 0,
      },
    }),
    getProviderDetailsById: async (id: bigint) => {
      providerIds.push(id);
      return { properties: { liquidity: 900n } };
    },
  };
}

beforeEach(() => {
  senders.length = 0;
  providerIds.length = 0;
  quotes = new Map<bigint | undefined, bigint | string>([
    [undefined, 100n],
    [BigInt(TIP - 24), 110n],
    [BigInt(TIP - 144), 'NATIVE_SWAP: Pool does not exist for token.'],
  ]);
  vi.mocked(fetchBlockNumber).mockResolvedValue(TIP);
  vi.mocked(nativeSwapContract).mockImplementation(
    (_network, _contracts, sender) =>
      fakeNativeSwap(sender) as unknown as ReturnType<typeof nativeSwapContract>,
  );
  vi.mocked(op20Contract).mockReturnValue({
    deployer: async () => ({ properties: { deployer: Address.fromString(OWNER) } }),
  } as unknown as ReturnType<typeof op20Contract>);
});

describe('readNativeSwapMetrics', () => {
  it('quotes now, 24 blocks back (4h) and 144 back (24h); no pool back then is no quote', async () => {
    const reading = await readNativeSwapMetrics('regtest', CONTRACTS, TOKEN);
    expect(reading).toEqual({
      quote: 100n,
      quote4h: 110n,
      quote24h: null,
      liquidity: 1_000n,
      reservedLiquidity: 100n,
      virtualBTCReserve: 50n,
      virtualTokenReserve: 2_000n,
      queue: {
        priorityQueueLength: 3,
        priorityQueueStartingIndex: 1,
        standardQueueLength: 5,
        standardQueueStartingIndex: 4,
        priorityPurgeQueueLength: 1,
        standardPurgeQueueLength: 0,
        blockWithReservationsLength: 2,
      },
      initialProviderLiquidity: 900n,
    });
  });

  it('has no earlier quote on a chain younger than the window, without reading the tip for it', async () => {
    vi.mocked(fetchBlockNumber).mockResolvedValue(20);
    quotes.set(0n, 'block 0 must not be asked');
    const reading = await readNativeSwapMetrics('regtest', CONTRACTS, TOKEN);
    expect([reading.quote, reading.quote4h, reading.quote24h]).toEqual([100n, null, null]);
  });

  it("reads the initial provider's listing by the token owner's provider id", async () => {
    await readNativeSwapMetrics('regtest', CONTRACTS, TOKEN);
    expect(providerIds).toEqual([providerIdOf(OWNER, TOKEN)]);
  });

  it('simulates as the dead address', async () => {
    await readNativeSwapMetrics('regtest', CONTRACTS, TOKEN);
    expect(senders.every((sender) => sender?.equals(Address.dead()))).toBe(true);
    // The client sends the sender's legacy key: the dead address needs one, as Address.dead() has.
    expect(senders[0]?.tweakedToHex()).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('fails on any other revert, so the panel says it could not load', async () => {
    quotes.set(BigInt(TIP - 24), 'node unreachable');
    await expect(readNativeSwapMetrics('regtest', CONTRACTS, TOKEN)).rejects.toThrow(
      'node unreachable',
    );
  });
});
