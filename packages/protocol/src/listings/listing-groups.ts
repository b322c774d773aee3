/** The fields of a ListNativeSwap activity that grouping needs. */
export interface ListingActivity {
  transactionId: string;
  status: string;
  tokenAddress: string;
  /** Milliseconds since the epoch, or any monotone time. */
  timestamp: number;
}

/** The newest listing of a token is Active, or Fulfilled once its provider has no liquidity. */
export type ListingEntryStatus = 'Active' | 'Fulfilled' | 'Historic';

export interface ListingEntry<T extends ListingActivity> {
  listing: T;
  status: ListingEntryStatus;
}

/** All listings of one token by the user, newest first; `status` is the newest entry's. */
export interface ListingGroup<T extends ListingActivity> {
  tokenAddress: string;
  status: 'Active' | 'Fulfilled';
  entries: ListingEntry<T>[];
}

/**
 * Groups listing activities per token (a user has one provider slot per token). Failed and
 * Pending listings are skipped. The newest entry is Active, or Fulfilled when the provider's
 * liquidity is zero (unknown liquidity, null, stays Active); older entries are Historic. Groups
 * come newest first.
 */
export function groupListings<T extends ListingActivity>(
  listings: readonly T[],
  providerLiquidityOf: (tokenAddress: string) => bigint | null,
): ListingGroup<T>[] {
  const byToken = new Map<string, T[]>();
  for (const listing of listings) {
    if (listing.status === 'Failed' || listing.status === 'Pending') continue;
    const key = listing.tokenAddress.toLowerCase();
    byToken.set(key, [...(byToken.get(key) ?? []), listing]);
  }
  const groups: ListingGroup<T>[] = [];
  for (const tokenListings of byToken.values()) {
    const sorted = [...tokenListings].sort((a, b) => b.timestamp - a.timestamp);
    const newest = sorted[0];
    if (!newest) continue;
    const fulfilled = providerLiquidityOf(newest.tokenAddress) === 0n;
    const headStatus = fulfilled ? 'Fulfilled' : 'Active';
    groups.push({
      tokenAddress: newest.tokenAddress,
      status: headStatus,
      entries: sorted.map((listing, index) => ({
        listing,
        status: index === 0 ? headStatus : 'Historic',
      })),
    });
  }
  return groups.sort((a, b) => latest(b) - latest(a));
}

function latest<T extends ListingActivity>(group: ListingGroup<T>): number {
  return group.entries[0]?.listing.timestamp ?? 0;
}
