import { and, asc, eq, inArray, sum } from 'drizzle-orm';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import { nativeListingFills, nativeListings } from '../db/schema/index.ts';

export type ListingStatus = 'Active' | 'Fulfilled' | 'Cancelled';

/**
 * The status a seller's ListNativeSwap activity takes from its listing: Completed while listed,
 * Fulfilled once sold out, Historic once cancelled (it took effect and is over).
 */
export const LISTING_ACTIVITY_STATUS = {
  Active: 'Completed',
  Fulfilled: 'Fulfilled',
  Cancelled: 'Historic',
} as const satisfies Record<ListingStatus, string>;

/** A NativeSwap listing as the chain shows it; its hash is the listing transaction's id. */
export interface ListingView {
  listingHash: string;
  token: string;
  owner: string;
  /** Tokens the owner sent in. */
  amount: bigint;
  /** Tokens that entered the pool (the amount less a priority listing's tax). */
  netAmount: bigint;
  amountSold: bigint;
  priority: boolean;
  status: ListingStatus;
  blockNumber: number;
  timestamp: number;
}

/**
 * The listings made by these transactions (e.g. ListNativeSwap activities' transaction ids), by
 * id; ids that listed nothing are absent.
 */
export async function listingsByTransactionIds(
  db: Database,
  network: ProductNetwork,
  transactionIds: readonly string[],
): Promise<Map<string, ListingView>> {
  if (transactionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(nativeListings)
    .where(
      and(
        eq(nativeListings.network, network),
        inArray(nativeListings.transactionId, [...new Set(transactionIds)]),
      ),
    );
  const views = await listingViews(db, network, rows);
  return new Map(views.map((view) => [view.listingHash, view]));
}

/** The listings signed by this x-only public key, oldest first: a user's, however they were made. */
export async function listingsOfOwnerKey(
  db: Database,
  network: ProductNetwork,
  ownerKey: string,
): Promise<ListingView[]> {
  const rows = await db
    .select()
    .from(nativeListings)
    .where(and(eq(nativeListings.network, network), eq(nativeListings.ownerKey, ownerKey)))
    .orderBy(asc(nativeListings.blockNumber), asc(nativeListings.transactionIndex));
  return listingViews(db, network, rows);
}

async function listingViews(
  db: Database,
  network: ProductNetwork,
  rows: readonly (typeof nativeListings.$inferSelect)[],
): Promise<ListingView[]> {
  const sold = await soldByListing(
    db,
    network,
    rows.map((row) => row.transactionId),
  );
  return rows.map((row) => ({
    listingHash: row.transactionId,
    token: row.token,
    owner: row.owner,
    amount: row.amount,
    netAmount: row.netAmount,
    amountSold: sold.get(row.transactionId) ?? 0n,
    priority: row.priority,
    status: row.closedStatus ?? 'Active',
    blockNumber: row.blockNumber,
    timestamp: row.time,
  }));
}

/** Tokens sold from each listing: the sum of its fills. */
export async function soldByListing(
  db: Database,
  network: ProductNetwork,
  listingIds: readonly string[],
): Promise<Map<string, bigint>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select({
      listing: nativeListingFills.listingTransactionId,
      sold: sum(nativeListingFills.amount).mapWith(String),
    })
    .from(nativeListingFills)
    .where(
      and(
        eq(nativeListingFills.network, network),
        inArray(nativeListingFills.listingTransactionId, [...listingIds]),
      ),
    )
    .groupBy(nativeListingFills.listingTransactionId);
  return new Map(rows.map((row) => [row.listing, BigInt(row.sold)]));
}
