import type { Activity, ActivityStatus } from '../schemas/activity.ts';
import type { ListingActivity, ListingEntryStatus, ListingGroup } from './listing-groups.ts';

/** The fields of a CancelListingNativeSwap activity a listing's status needs. */
export interface ListingCancellationActivity {
  transactionId: string;
  status: ActivityStatus;
  tokenAddress: string;
  /** Milliseconds since the epoch, or any monotone time (the same clock as the listings'). */
  timestamp: number;
}

/** How a listing group shows: its newest listing's state, and each entry's. */
export interface ListingGroupDisplay<T extends ListingActivity> {
  status: 'Active' | 'Fulfilled' | 'Cancelled';
  entries: { listing: T; status: ListingEntryStatus }[];
  /** The newest listing is still in the book: the one that can show a queue place and be cancelled. */
  open: boolean;
  /** The cancellation that closed the group, the latest one; null when not cancelled. */
  cancellation: ListingCancellationActivity | null;
}

/**
 * The latest cancellation of a token sent after `timestamp` (not Failed, not replaced), or null:
 * a listing made before it is out of the book.
 */
export function cancellationAfter(
  tokenAddress: string,
  timestamp: number,
  cancellations: readonly ListingCancellationActivity[],
): ListingCancellationActivity | null {
  return (
    cancellations
      .filter(
        (cancel) =>
          cancel.status !== 'Failed' &&
          cancel.status !== 'Cancelled' &&
          cancel.tokenAddress.toLowerCase() === tokenAddress.toLowerCase() &&
          cancel.timestamp > timestamp,
      )
      .sort((a, b) => b.timestamp - a.timestamp)[0] ?? null
  );
}

/**
 * A group as shown: a cancellation of the token (not Failed or Cancelled itself) sent after the
 * newest listing, or the chain's cancellation of the newest listing (the api marks it Historic,
 * however it was cancelled), took it out of the book, so nothing is Active any more and every
 * entry is Historic; otherwise the group as grouping made it.
 */
export function listingGroupDisplay<T extends ListingActivity>(
  group: ListingGroup<T>,
  cancellations: readonly ListingCancellationActivity[],
): ListingGroupDisplay<T> {
  const newest = group.entries[0]?.listing;
  const cancellation = cancellationAfter(group.tokenAddress, newest?.timestamp ?? 0, cancellations);
  if (!cancellation && newest?.status !== 'Historic') {
    return {
      status: group.status,
      entries: group.entries,
      open: group.status === 'Active',
      cancellation: null,
    };
  }
  return {
    status: 'Cancelled',
    entries: group.entries.map((entry) => ({ listing: entry.listing, status: 'Historic' })),
    open: false,
    cancellation,
  };
}

/** The CancelListingNativeSwap activities among activities, with the token their data names. */
export function listingCancellations(
  activities: readonly Activity[],
): ListingCancellationActivity[] {
  const cancellations: ListingCancellationActivity[] = [];
  for (const activity of activities) {
    if (activity.type !== 'CancelListingNativeSwap') continue;
    const token = (activity.data as Record<string, unknown>).token;
    if (typeof token !== 'string') continue;
    cancellations.push({
      transactionId: activity.transactionId,
      status: activity.status,
      tokenAddress: token,
      timestamp: activity.timestamp,
    });
  }
  return cancellations;
}
