import type { ListingPriority } from '@opswap/protocol/swap/listing-priority';
import type { ToBitcoinPhase } from '@opswap/protocol/swap/to-bitcoin-button';
import type { Token } from '@opswap/protocol/tokens/token';

/** Everything a confirmed to-Bitcoin listing sends, fixed when the user reviews it. */
export interface ListingPlan {
  sellToken: Token;
  /** Token base units listed. */
  amount: bigint;
  /** What the listing is worth at the 1 BTC quote, in sats (an estimate: buyers pay later). */
  bitcoinAmountSats: bigint;
  priority: ListingPriority;
  /** The seller's 1-block CSV address, which buyers pay. */
  receiver: string;
}

/**
 * The to-Bitcoin listing's steps: review in a confirmation dialog, approve NativeSwap when its
 * allowance is short, send the listing (the balance is read again first), then the success view
 * or a failure dialog.
 */
export type ListingFlow =
  | { step: 'idle' }
  | { step: 'confirming'; plan: ListingPlan }
  | { step: 'approving'; plan: ListingPlan; approvalId: string | null }
  | { step: 'sending'; plan: ListingPlan }
  | { step: 'sent'; plan: ListingPlan; transactionId: string }
  | { step: 'failed'; plan: ListingPlan; message: string };

export type ListingEvent =
  | { type: 'review'; plan: ListingPlan }
  | { type: 'cancel' }
  | { type: 'approve' }
  | { type: 'approval-sent'; transactionId: string }
  | { type: 'send' }
  | { type: 'sent'; transactionId: string }
  | { type: 'fail'; message: string }
  | { type: 'reset' };

export const LISTING_IDLE: ListingFlow = { step: 'idle' };

/** The next state; an event that does not apply in the current step changes nothing. */
export function listingTransition(state: ListingFlow, event: ListingEvent): ListingFlow {
  switch (event.type) {
    case 'review':
      return state.step === 'idle' ? { step: 'confirming', plan: event.plan } : state;
    case 'cancel':
      return state.step === 'confirming' ? LISTING_IDLE : state;
    case 'approve':
      return state.step === 'confirming'
        ? { step: 'approving', plan: state.plan, approvalId: null }
        : state;
    case 'approval-sent':
      return state.step === 'approving' ? { ...state, approvalId: event.transactionId } : state;
    case 'send':
      return state.step === 'confirming' || state.step === 'approving'
        ? { step: 'sending', plan: state.plan }
        : state;
    case 'sent':
      return state.step === 'sending'
        ? { step: 'sent', plan: state.plan, transactionId: event.transactionId }
        : state;
    case 'fail':
      return state.step === 'approving' || state.step === 'sending'
        ? { step: 'failed', plan: state.plan, message: event.message }
        : state;
    case 'reset':
      return state.step === 'sent' || state.step === 'failed' ? LISTING_IDLE : state;
  }
}

/** What the to-Bitcoin button machine sees of the flow ('Swapping...' while sending). */
export function listingPhase(state: ListingFlow): ToBitcoinPhase {
  if (state.step === 'approving') return 'approving';
  if (state.step === 'sending') return 'sending';
  return 'idle';
}
