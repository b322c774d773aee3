// The token page's NativeSwap metrics; chain chunk only (reached through `await import()`).
import { Address } from '@btc-vision/transaction';
import { QUOTE_AMOUNT_SATS } from '@opswap/protocol/constants';
import { priceChangeReferenceBlock } from '@opswap/protocol/market/price-change';
import type { NativeSwapMetricsReading } from '@opswap/protocol/market/native-swap-metrics';
import { providerIdOf } from '@opswap/protocol/nativeswap/provider-id';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { nativeSwapContract } from '../../../entities/native-swap/native-swap-chain.ts';
import { op20Contract } from '../../../entities/tokens/chain/token-chain.ts';
import { fetchBlockNumber } from '../../../lib/chain/chain-client.ts';

/** getQuote's reverts for a pool with no price yet, or none at all at that height. */
const NO_QUOTE = /pool does not exist|no pool|price is zero or no liquidity/i;

async function readQuote(
  network: ProductNetwork,
  contracts: NetworkContracts,
  token: Address,
  sender: Address,
  height: number | null,
): Promise<bigint> {
  // Block 0 holds no pool; opnet's client would also send no height for it and read the tip.
  if (height !== null && height <= 0) return 0n;
  const contract = nativeSwapContract(network, contracts, sender);
  if (height !== null) contract.setSimulatedHeight(BigInt(height));
  try {
    return (await contract.getQuote(token, QUOTE_AMOUNT_SATS)).properties.price;
  } catch (error) {
    if (error instanceof Error && NO_QUOTE.test(error.message)) return 0n;
    throw error;
  }
}

/** The initial provider is the token's owner (only the owner creates the pool): its listing. */
async function readInitialProviderLiquidity(
  network: ProductNetwork,
  contracts: NetworkContracts,
  token: string,
  sender: Address,
): Promise<bigint> {
  const owner = (await op20Contract(network, token, sender).deployer()).properties.deployer;
  const details = await nativeSwapContract(network, contracts, sender).getProviderDetailsById(
    providerIdOf(owner.toHex(), token),
  );
  return details.properties.liquidity;
}

/**
 * Reads the metrics of `token`, simulated as the dead address (the spec's fallback for a visitor
 * without a wallet; no figure depends on who reads it, so a wallet's user reads the same). The 4h
 * and 24h quotes are simulated 24 and 144 blocks back; a quote of 0 there means the pool had no
 * price yet, which shows as no change. Runs in the page's chain worker (src/chain-worker.ts).
 */
export async function readNativeSwapMetrics(
  network: ProductNetwork,
  contracts: NetworkContracts,
  token: string,
): Promise<NativeSwapMetricsReading> {
  // Address.dead() carries the legacy public key a simulation's sender needs.
  const caller = Address.dead();
  const tokenAddress = Address.fromString(token);
  const tip = await fetchBlockNumber(network);
  const [reserve, queue, quote, quote4h, quote24h, initialProviderLiquidity] = await Promise.all([
    nativeSwapContract(network, contracts, caller).getReserve(tokenAddress),
    nativeSwapContract(network, contracts, caller).getQueueDetails(tokenAddress),
    readQuote(network, contracts, tokenAddress, caller, null),
    readQuote(network, contracts, tokenAddress, caller, priceChangeReferenceBlock(tip, '4h')),
    readQuote(network, contracts, tokenAddress, caller, priceChangeReferenceBlock(tip, '24h')),
    readInitialProviderLiquidity(network, contracts, token, caller),
  ]);
  const r = reserve.properties;
  const q = queue.properties;
  return {
    quote,
    quote4h: quote4h > 0n ? quote4h : null,
    quote24h: quote24h > 0n ? quote24h : null,
    liquidity: r.liquidity,
    reservedLiquidity: r.reservedLiquidity,
    virtualBTCReserve: r.virtualBTCReserve,
    virtualTokenReserve: r.virtualTokenReserve,
    queue: {
      priorityQueueLength: Number(q.priorityQueueLength),
      priorityQueueStartingIndex: Number(q.priorityQueueStartingIndex),
      standardQueueLength: Number(q.standardQueueLength),
      standardQueueStartingIndex: Number(q.standardQueueStartingIndex),
      priorityPurgeQueueLength: Number(q.priorityPurgeQueueLength),
      standardPurgeQueueLength: Number(q.standardPurgeQueueLength),
      blockWithReservationsLength: Number(q.blockWithReservationsLength),
    },
    initialProviderLiquidity,
  };
}
