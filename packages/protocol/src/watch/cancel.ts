import { CANCEL_FEE_RATE_INCREASE, CANCEL_FEE_RATE_MULTIPLIER } from '../constants.ts';
import type { WatchScreenState } from './watch-state.ts';

/** A cancellation outbids the swap: twice its fee rate plus 10 sat/vB. */
export function cancelFeeRate(swapFeeRate: number): number {
  return swapFeeRate * CANCEL_FEE_RATE_MULTIPLIER + CANCEL_FEE_RATE_INCREASE;
}

export const NO_SWAP_HASH_FOR_CANCELLATION = 'No swap hash available for cancellation';
export const NO_WALLET_FOR_CANCELLATION = 'No wallet connected for cancellation';
export const NO_SWAP_DATA_FOR_CANCELLATION = 'No swap data available for cancellation';
export const CANCELLATION_TRANSACTION_FAILED = 'Cancellation transaction failed!';
export const NO_RAW_TRANSACTION_FOR_SWAP = 'No raw transaction found for this swap activity.';
export const cancellationFailedMessage = (reason: string): string =>
  `Cancellation failed: ${reason}`;

/** What cancelling a pending swap needs (docs/native-swap.md#cancel-a-pending-swap). */
export interface SwapCancelData {
  interactionAddress: string;
  compiledTargetScript: string;
  feeRate: number;
}

/** 'Cancel Transaction' is offered for as long as the swap is pending, in danger or not. */
export function canCancelSwap(state: WatchScreenState): boolean {
  return state === 'pending';
}

/** The checks before a cancellation is built, in order; null when it may proceed. */
export function cancellationPreconditionError(input: {
  swapHash: string | null;
  walletConnected: boolean;
  swapData: SwapCancelData | null;
}): string | null {
  if (!input.swapHash) return NO_SWAP_HASH_FOR_CANCELLATION;
  if (!input.walletConnected) return NO_WALLET_FOR_CANCELLATION;
  if (!input.swapData) return NO_SWAP_DATA_FOR_CANCELLATION;
  return null;
}

/** How a cancellation attempt ended. */
export type CancellationOutcome =
  | { kind: 'broadcast'; transactionId: string }
  | { kind: 'no-raw-transaction' }
  | { kind: 'not-broadcast' }
  | { kind: 'error'; reason: string };

/** The message for a cancellation outcome; null when the cancellation was broadcast. */
export function cancellationOutcomeMessage(outcome: CancellationOutcome): string | null {
  switch (outcome.kind) {
    case 'broadcast':
      return null;
    case 'no-raw-transaction':
      return NO_RAW_TRANSACTION_FOR_SWAP;
    case 'not-broadcast':
      return CANCELLATION_TRANSACTION_FAILED;
    case 'error':
      return cancellationFailedMessage(outcome.reason);
  }
}
