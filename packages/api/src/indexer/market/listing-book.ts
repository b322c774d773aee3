/** An open NativeSwap listing and what buyers took from it so far. */
export interface OpenListing {
  transactionId: string;
  providerId: string;
  netAmount: bigint;
  sold: bigint;
}

export interface ListingFill {
  listingTransactionId: string;
  amount: bigint;
}

export type ListingClose = { transactionId: string; status: 'Fulfilled' | 'Cancelled' };

/**
 * The open listings of the providers a block touches. A provider is one position per owner and
 * token, so when an owner listed several times before selling, the contract consumes the sum;
 * fills are counted against the oldest listing first.
 */
export class ListingBook {
  private readonly open = new Map<string, OpenListing[]>();
  readonly closes: ListingClose[] = [];

  /** `listings` oldest first. */
  constructor(listings: readonly OpenListing[]) {
    for (const listing of listings) this.add(listing);
  }

  add(listing: OpenListing): void {
    const queue = this.open.get(listing.providerId) ?? [];
    queue.push({ ...listing });
    this.open.set(listing.providerId, queue);
  }

  /** What the provider's open listings still hold for sale: the contract's provider liquidity. */
  remaining(providerId: string): bigint {
    let total = 0n;
    for (const listing of this.open.get(providerId) ?? [])
      total += listing.netAmount - listing.sold;
    return total;
  }

  /** Counts tokens a buyer took from the provider; a listing sold out is Fulfilled. */
  fill(providerId: string, amount: bigint): ListingFill[] {
    const queue = this.open.get(providerId) ?? [];
    const fills: ListingFill[] = [];
    let left = amount;
    while (left > 0n && queue.length > 0) {
      const listing = queue[0] as OpenListing;
      const taken =
        left < listing.netAmount - listing.sold ? left : listing.netAmount - listing.sold;
      if (taken > 0n) {
        listing.sold += taken;
        left -= taken;
        fills.push({ listingTransactionId: listing.transactionId, amount: taken });
      }
      if (listing.sold >= listing.netAmount) {
        queue.shift();
        this.closes.push({ transactionId: listing.transactionId, status: 'Fulfilled' });
      }
    }
    return fills;
  }

  /** Ends every open listing of the provider: sold down to dust and reset, or taken back. */
  closeAll(providerId: string, status: ListingClose['status']): void {
    for (const listing of this.open.get(providerId) ?? []) {
      this.closes.push({ transactionId: listing.transactionId, status });
    }
    this.open.delete(providerId);
  }
}
