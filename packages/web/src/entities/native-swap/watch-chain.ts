// Monitoring a sent native swap; chain chunk only (reached through `await import()`).
import { Address } from '@btc-vision/transaction';
import { classifySimulation, type WatchCheckResult } from '@opswap/protocol/watch/danger';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { getProvider } from '../../lib/chain/chain-client.ts';
import { type BtcOutput, nativeSwapContract, simulateWithOutputs } from './native-swap-chain.ts';

/**
 * One check of a pending swap: the swap simulated again, as its sender, with the payments it
 * carries. A ReservationFallback event means the reservation expired; a revert is a simulation
 * error.
 */
export async function simulateSwapCheck(
  network: ProductNetwork,
  contracts: NetworkContracts,
  sender: Address,
  tokenAddress: string,
  payments: readonly BtcOutput[],
): Promise<WatchCheckResult> {
  const contract = nativeSwapContract(network, contracts, sender);
  simulateWithOutputs(contract, payments);
  let events: readonly { type: string }[] | undefined;
  try {
    const simulation = await contract.swap(Address.fromString(tokenAddress));
    if (simulation.revert) return 'simulation-error';
    events = simulation.events;
  } catch {
    return 'simulation-error';
  }
  return classifySimulation(events);
}

/** The swap transaction once mined, with its events; null while it is pending or unknown. */
export async function readMinedTransaction(
  network: ProductNetwork,
  transactionId: string,
): Promise<{ events: unknown[]; revert: string | null } | null> {
  try {
    const transaction = await getProvider(network).getTransaction(transactionId);
    const events = Object.values(transaction.events ?? {}).flat();
    return { events, revert: transaction.revert ?? null };
  } catch {
    return null;
  }
}
