import type { ListingPriority } from '@opswap/protocol/swap/listing-priority';
import type { ToBitcoinPhase } from '@opswap/protocol/swap/to-bitcoin-button';
import type { Token } from '@opswap/protocol/tokens/token';
import { type ApprovalFlow, approvalFlowPhase } from '../../../lib/transactions/approval-flow.ts';

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

/** The to-Bitcoin listing's steps; approval needed when NativeSwap's allowance is short. */
export type ListingFlow = ApprovalFlow<ListingPlan>;

/** What the to-Bitcoin button machine sees of the flow ('Swapping...' while sending). */
export function listingPhase(state: ListingFlow): ToBitcoinPhase {
  return approvalFlowPhase(state);
}
