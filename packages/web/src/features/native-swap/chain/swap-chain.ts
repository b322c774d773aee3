// The from-Bitcoin swap (step 3); chain chunk only (reached through `await import()`).
import { Address } from '@btc-vision/transaction';
import type { CallResult } from 'opnet';
import { NO_ACTIVE_RESERVATION } from '@opswap/protocol/errors/messages';
import type { TransactionFees } from '@opswap/protocol/swap/transaction-fees';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import {
  type BtcOutput,
  extraOutputsOf,
  nativeSwapContract,
  simulateWithOutputs,
} from '../../../entities/native-swap/native-swap-chain.ts';
import {
  sendSimulatedInteraction,
  senderOf,
  type SentInteraction,
} from '../../../entities/transactions/transaction-chain.ts';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';

export interface SwapRequest {
  network: ProductNetwork;
  contracts: NetworkContracts;
  token: string;
  /** Each provider's deposit address and sats, exactly as the reservation named them. */
  payments: readonly BtcOutput[];
}

/** A swap after expiry falls back to the current quote: the reservation is gone. */
const FALLBACK_EVENT = 'ReservationFallback';

async function simulate(request: SwapRequest, wallet: ConnectedWallet): Promise<CallResult> {
  const contract = nativeSwapContract(request.network, request.contracts, senderOf(wallet));
  simulateWithOutputs(contract, request.payments);
  const call = await contract.swap(Address.fromString(request.token));
  if (call.revert) throw new Error(call.revert);
  if (call.events.some((event) => event.type === FALLBACK_EVENT)) {
    throw new Error(NO_ACTIVE_RESERVATION);
  }
  return call;
}

/** Simulates the swap paying the providers; the revert text when it would fail, else null. */
export async function simulateSwap(
  request: SwapRequest,
  wallet: ConnectedWallet,
): Promise<string | null> {
  try {
    await simulate(request, wallet);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Simulates again, then sends the swap with the provider payments as its outputs. */
export async function sendSwap(
  request: SwapRequest,
  wallet: ConnectedWallet,
  fees: TransactionFees,
): Promise<SentInteraction> {
  const call = await simulate(request, wallet);
  return sendSimulatedInteraction(
    call,
    wallet,
    request.network,
    fees,
    extraOutputsOf(request.payments),
  );
}
