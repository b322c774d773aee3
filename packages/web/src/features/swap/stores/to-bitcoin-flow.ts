import type { ListingPriority } from '@opswap/protocol/swap/listing-priority';
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
