import { priorityListingCost } from '../nativeswap/queue-fees.ts';
import type { PriorityListingCost } from '../nativeswap/queue-fees.ts';

/** The to-Bitcoin queue: Standard, or High (the priority queue). */
export type ListingPriority = 'Standard' | 'High';

export const DEFAULT_LISTING_PRIORITY: ListingPriority = 'Standard';

/** The chosen priority, and whether the High warning dialog is open awaiting confirmation. */
export interface ListingPriorityChoice {
  priority: ListingPriority;
  confirmingHigh: boolean;
}

export type ListingPriorityEvent =
  | { type: 'choose'; priority: ListingPriority }
  | { type: 'confirm-high' }
  | { type: 'dismiss-high' };

export const initialListingPriorityChoice: ListingPriorityChoice = {
  priority: DEFAULT_LISTING_PRIORITY,
  confirmingHigh: false,
};

/** Choosing High only opens the warning dialog; High applies once the user confirms it. */
export function listingPriorityReducer(
  choice: ListingPriorityChoice,
  event: ListingPriorityEvent,
): ListingPriorityChoice {
  switch (event.type) {
    case 'choose':
      return event.priority === 'High'
        ? { priority: choice.priority, confirmingHigh: choice.priority !== 'High' }
        : { priority: 'Standard', confirmingHigh: false };
    case 'confirm-high':
      return choice.confirmingHigh ? { priority: 'High', confirmingHigh: false } : choice;
    case 'dismiss-high':
      return { priority: choice.priority, confirmingHigh: false };
  }
}

/** What a listing pays for its queue: nothing extra on Standard, the priority cost on High. */
export function listingPriorityCost(
  priority: ListingPriority,
  tokenAmount: bigint,
): PriorityListingCost {
  return priority === 'High' ? priorityListingCost(tokenAmount) : { satoshis: 0n, tokenTax: 0n };
}
