import type { Activity } from '../schemas/activity.ts';
import { bigintString } from '../schemas/common.ts';
import type { ListingActivity } from '../listings/listing-groups.ts';

/** A ListNativeSwap activity in the shape listing grouping takes, with its amount. */
export interface UserListing extends ListingActivity {
  amount: bigint;
  /** Tokens bought from the listing so far, once the api's indexer has seen it; else null. */
  amountSold: bigint | null;
  lastUpdated: number;
}

/** The api adds `amountSold` (a decimal string) to a listing's data once it indexed the listing. */
function amountSoldOf(data: Record<string, unknown>): bigint | null {
  const parsed = bigintString.safeParse(data.amountSold);
  return parsed.success ? parsed.data : null;
}

/**
 * The user's listings among activities: ListNativeSwap ones, less Cancelled (the transaction was
 * replaced and never listed anything). Grouping then skips Failed and Pending itself.
 */
export function userListings(activities: readonly Activity[]): UserListing[] {
  const listings: UserListing[] = [];
  for (const activity of activities) {
    if (activity.type !== 'ListNativeSwap' || activity.status === 'Cancelled') continue;
    listings.push({
      transactionId: activity.transactionId,
      status: activity.status,
      tokenAddress: activity.data.token,
      timestamp: activity.timestamp,
      lastUpdated: activity.lastUpdated,
      amount: activity.data.amount,
      amountSold: amountSoldOf(activity.data),
    });
  }
  return listings;
}

/**
 * The provider liquidity grouping needs, as far as the api knows it without chain reads: the api
 * marks a sold-out listing Fulfilled, so a token whose newest listing is Fulfilled has none left
 * (0); otherwise it is unknown (null) and the listing stays Active.
 */
export function liquidityFromListingStatus(
  listings: readonly UserListing[],
): (tokenAddress: string) => bigint | null {
  const newest = new Map<string, UserListing>();
  for (const listing of listings) {
    if (listing.status === 'Failed' || listing.status === 'Pending') continue;
    const key = listing.tokenAddress.toLowerCase();
    const current = newest.get(key);
    if (!current || listing.timestamp > current.timestamp) newest.set(key, listing);
  }
  return (tokenAddress) =>
    newest.get(tokenAddress.toLowerCase())?.status === 'Fulfilled' ? 0n : null;
}
