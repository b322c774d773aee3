// NativeSwap listings: list, cancel and the provider's place in the queues; chain chunk only
// (reached through `await import()`).
import { Address } from '@btc-vision/transaction';
import type { QueueInfo } from '@opswap/protocol/listings/queue-position';
import type { ListingOutput } from '@opswap/protocol/listings/to-bitcoin-listing';
import type { TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { bitcoinNetwork, getProvider } from '../../lib/chain/chain-client.ts';
import {
  type SentInteraction,
  sendSimulated,
  sendSimulatedInteraction,
  senderOf,
} from '../transactions/transaction-chain.ts';
import type { ConnectedWallet } from '../../lib/wallet/wallet-store.ts';
import { extraOutputsOf, nativeSwapContract, simulateWithOutputs } from './native-swap-chain.ts';

/** What NativeSwap charges and where its fees go (getFees, getFeesAddress). */
export interface NativeSwapFees {
  priorityQueueBaseFee: bigint;
  reservationBaseFee: bigint;
  feesAddress: string;
}

export async function readNativeSwapFees(
  network: ProductNetwork,
  contracts: NetworkContracts,
): Promise<NativeSwapFees> {
  const contract = nativeSwapContract(network, contracts);
  const [fees, address] = await Promise.all([contract.getFees(), contract.getFeesAddress()]);
  return {
    priorityQueueBaseFee: fees.properties.priorityQueueBaseFee,
    reservationBaseFee: fees.properties.reservationBaseFee,
    feesAddress: address.properties.feesAddress,
  };
}

/** The wallet's provider slot for a token (getProviderDetails as the wallet). */
export interface ProviderListing {
  liquidity: bigint;
  reserved: bigint;
  indexedAt: number;
  isPriority: boolean;
  isPurged: boolean;
  isActive: boolean;
  listedAtBlock: number;
}

/** The wallet's listing of `token` and the token's queues, read in one go. */
export interface ProviderQueueState {
  provider: ProviderListing;
  queue: QueueInfo;
}

export async function readProviderQueueState(
  network: ProductNetwork,
  contracts: NetworkContracts,
  token: string,
  wallet: ConnectedWallet,
): Promise<ProviderQueueState> {
  const tokenAddress = Address.fromString(token);
  const [details, queue] = await Promise.all([
    nativeSwapContract(network, contracts, senderOf(wallet)).getProviderDetails(tokenAddress),
    nativeSwapContract(network, contracts).getQueueDetails(tokenAddress),
  ]);
  const p = details.properties;
  const q = queue.properties;
  return {
    provider: {
      liquidity: p.liquidity,
      reserved: p.reserved,
      indexedAt: Number(p.indexedAt),
      isPriority: p.isPriority,
      isPurged: p.isPurged,
      isActive: p.isActive,
      listedAtBlock: Number(p.lastListedTokensAtBlock),
    },
    queue: {
      priorityQueueLength: Number(q.priorityQueueLength),
      priorityQueueStartingIndex: Number(q.priorityQueueStartingIndex),
      standardQueueLength: Number(q.standardQueueLength),
      standardQueueStartingIndex: Number(q.standardQueueStartingIndex),
      priorityPurgeQueueLength: Number(q.priorityPurgeQueueLength),
      standardPurgeQueueLength: Number(q.standardPurgeQueueLength),
    },
  };
}

/**
 * The seller's 1-block CSV address (P2WSH), where buyers pay the listing: derived from the
 * wallet's public key, which listLiquidity also takes as the receiver.
 */
export function sellerCsvAddress(network: ProductNetwork, wallet: ConnectedWallet): string {
  const sender = senderOf(wallet);
  const withKey = Address.fromString(sender.toHex(), `0x${wallet.publicKey}`);
  return withKey.toCSV(1, bitcoinNetwork(network)).address;
}

function hexToBytes(hex: string): Uint8Array {
  const clean = hex.replace(/^0x/, '');
  const bytes = new Uint8Array(clean.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(clean.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

export interface ListingRequest {
  network: ProductNetwork;
  contracts: NetworkContracts;
  token: string;
  amount: bigint;
  priority: boolean;
  /** The priority fee output on High; none on Standard. */
  outputs: readonly ListingOutput[];
}

/**
 * Simulates listLiquidity(token, the seller's public key, its 1-block CSV address, amount,
 * priority) with the listing's Bitcoin outputs, then sends it with the same outputs.
 */
export async function sendListing(
  request: ListingRequest,
  wallet: ConnectedWallet,
  fees: TransactionFees,
): Promise<SentInteraction> {
  const contract = nativeSwapContract(request.network, request.contracts, senderOf(wallet));
  simulateWithOutputs(contract, request.outputs);
  const simulation = await contract.listLiquidity(
    Address.fromString(request.token),
    hexToBytes(wallet.publicKey),
    sellerCsvAddress(request.network, wallet),
    request.amount,
    request.priority,
  );
  if (simulation.revert) throw new Error(simulation.revert);
  const extraOutputs = request.outputs.length > 0 ? extraOutputsOf(request.outputs) : undefined;
  return sendSimulatedInteraction(simulation, wallet, request.network, fees, extraOutputs);
}

/**
 * Simulates a call that takes the wallet's listing of `token` back (cancelListing, or
 * withdrawListing in withdraw mode) as the wallet, its revert text surfacing here, then sends it.
 */
function listingTakeBack(method: 'cancelListing' | 'withdrawListing') {
  return async (
    network: ProductNetwork,
    contracts: NetworkContracts,
    token: string,
    wallet: ConnectedWallet,
    fees: TransactionFees,
  ): Promise<string> => {
    const contract = nativeSwapContract(network, contracts, senderOf(wallet));
    const simulation = await contract[method](Address.fromString(token));
    if (simulation.revert) throw new Error(simulation.revert);
    return sendSimulated(simulation, wallet, network, fees);
  };
}

export const sendCancelListing = listingTakeBack('cancelListing');
export const sendWithdrawListing = listingTakeBack('withdrawListing');

/** Whether NativeSwap's withdraw mode is on (isWithdrawModeActive): trading stopped for good. */
export async function readWithdrawMode(
  network: ProductNetwork,
  contracts: NetworkContracts,
): Promise<boolean> {
  const result = await nativeSwapContract(network, contracts).isWithdrawModeActive();
  return result.properties.active;
}

/** The sats an address holds, as the node counts them (the seller's CSV address). */
export async function readAddressBalance(network: ProductNetwork, address: string) {
  return getProvider(network).getBalance(address);
}
