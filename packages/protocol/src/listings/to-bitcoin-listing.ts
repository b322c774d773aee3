import { isWithinBalance } from '../amount/balance.ts';
import {
  MAXIMUM_ALLOWED_SAT_TO_SPEND,
  MINIMUM_LISTING_SATS,
  PRIORITY_QUEUE_BASE_FEE_SATS,
  PRIORITY_QUEUE_TOKEN_TAX_PERCENT,
  UNLISTING_SLASHING,
} from '../constants.ts';
import { formatBtc, groupThousands } from '../format/format-amount.ts';
import type { ListingPriority } from '../swap/listing-priority.ts';
import type { TransactionFees } from '../swap/transaction-fees.ts';
import { ORDER_STEP_MESSAGES } from '../validation/order-step.ts';
import { unlistingPenaltyBps, unlistingSettlement } from '../nativeswap/unlisting-slashing.ts';
import type { UnlistingSettlement } from '../nativeswap/unlisting-slashing.ts';

/**
 * The balance, refreshed just before sending, must cover the listing (docs/native-swap.md#listing).
 */
export const LISTING_INSUFFICIENT_BALANCE = ORDER_STEP_MESSAGES.insufficientBalance;

/** The to-Bitcoin confirmation's check on the freshly read balance; null when it suffices. */
export function listingBalanceError(amount: bigint, freshBalance: bigint): string | null {
  return isWithinBalance(amount, freshBalance) ? null : LISTING_INSUFFICIENT_BALANCE;
}

/** A listing's fees: the settings' rate and priority fee, spending at most 20,000 sats. */
export function listingFees(feeRate: number, priorityFee: bigint): TransactionFees {
  return { feeRate, priorityFee, maximumAllowedSatToSpend: MAXIMUM_ALLOWED_SAT_TO_SPEND.listing };
}

/** A listing cancellation's fees: at most 20,000 sats. */
export function cancelListingFees(feeRate: number, priorityFee: bigint): TransactionFees {
  return { feeRate, priorityFee, maximumAllowedSatToSpend: MAXIMUM_ALLOWED_SAT_TO_SPEND.cancel };
}

/** A Bitcoin output of the listing transaction besides the interaction's own. */
export interface ListingOutput {
  to: string;
  value: bigint;
}

/**
 * The Bitcoin outputs a listing carries: none on Standard; on High the priority queue base fee
 * (getFees().priorityQueueBaseFee) paid to the fees address (getFeesAddress()).
 */
export function listingOutputs(
  priority: ListingPriority,
  priorityQueueBaseFee: bigint,
  feesAddress: string,
): ListingOutput[] {
  if (priority !== 'High') return [];
  if (feesAddress === '') throw new Error('The NativeSwap fees address is not known.');
  return [{ to: feesAddress, value: priorityQueueBaseFee }];
}

// Texts of the to-Bitcoin form (design wording around the spec's numbers).
export const LISTING_PRIORITY_LEGEND = 'Priority';
export const HIGH_PRIORITY_TITLE = 'High priority listing';
export const CONFIRM_HIGH_PRIORITY = 'Use High';
export const KEEP_STANDARD_PRIORITY = 'Keep Standard';

/** 'sats' written with thousands separators: 50,000 sats. */
export const satsText = (sats: bigint): string => `${groupThousands(sats)} sats`;

/**
 * The High priority warning (docs/native-swap.md#listing-priority): buyers fill the priority queue
 * first, and it costs the queue's base fee plus 3 percent of the tokens listed.
 */
export function highPriorityWarning(
  priorityQueueBaseFee: bigint = PRIORITY_QUEUE_BASE_FEE_SATS,
): string {
  return (
    'High priority puts your listing in the priority queue, which buyers fill before the ' +
    `standard queue. It costs ${satsText(priorityQueueBaseFee)} plus ` +
    `${PRIORITY_QUEUE_TOKEN_TAX_PERCENT} percent of the tokens you list.`
  );
}

/** The listing warning names the 50 percent slashing fee of cancelling. */
export const LISTING_SLASHING_WARNING =
  `Cancelling a listing before it sells costs a ${UNLISTING_SLASHING.minimumPercent}% ` +
  "slashing fee, sent to the token's staking pool.";

/** Shown when the listing's quoted value is below the minimum trade. */
export const BELOW_MINIMUM_LISTING_WARNING =
  `This listing is worth less than the minimum trade of ${groupThousands(MINIMUM_LISTING_SATS)} ` +
  `sats (${formatBtc(MINIMUM_LISTING_SATS)} BTC).`;

// Cancelling a listing.
export const CANCEL_LISTING = 'Cancel Listing';
export const CANCEL_LISTING_TITLE = 'Cancel listing';
export const CONFIRM_CANCEL_LISTING = 'Confirm Cancel';
export const KEEP_LISTING = 'Keep Listing';

/**
 * The cancel dialog's text (docs/native-swap.md#cancellation-penalty): 50-90 percent rising over
 * 2016 blocks, to staking.
 */
export const CANCEL_LISTING_SLASHING_TEXT =
  `Cancelling a listing costs ${UNLISTING_SLASHING.minimumPercent}-` +
  `${UNLISTING_SLASHING.maximumPercent}% of its tokens, rising over ` +
  `${UNLISTING_SLASHING.riseOverBlocks} blocks from when it was listed; the slashed tokens are ` +
  "sent to the token's staking pool.";

/** What cancelling a listing now would take and give back. */
export interface CancelListingPreview extends UnlistingSettlement {
  penaltyBps: bigint;
  /** The tokens still listed. */
  listed: bigint;
}

/**
 * The penalty the cancellation pays if mined in the next block: the listing's remaining tokens
 * slashed at the rate for its age then (nativeswap/unlisting-slashing).
 */
export function cancelListingPreview(
  listed: bigint,
  listedAtBlock: number,
  currentBlock: number,
): CancelListingPreview {
  const minedAt = Math.max(currentBlock + 1, listedAtBlock);
  const penaltyBps = unlistingPenaltyBps(listedAtBlock, minedAt);
  return { listed, penaltyBps, ...unlistingSettlement(listed, penaltyBps) };
}
