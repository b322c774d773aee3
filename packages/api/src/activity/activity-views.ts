import type { Activity } from '@opswap/protocol/schemas/activity';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import { listingsByTransactionIds, type ListingView } from '../market/listing-queries.ts';
import { activityFromRow, type ActivityRow } from './activity-store.ts';

// A ListNativeSwap activity whose listing the indexer has seen carries `data.amountSold`: the
// tokens bought from that listing so far, beside the `amount` the seller listed (the fields of
// the spec's listing notification).

function listingsOf(
  db: Database,
  network: ProductNetwork,
  rows: readonly ActivityRow[],
): Promise<Map<string, ListingView>> {
  const listingIds = rows
    .filter((row) => row.type === 'ListNativeSwap')
    .map((row) => row.transactionId);
  return listingsByTransactionIds(db, network, listingIds);
}

function viewOf(row: ActivityRow, listings: ReadonlyMap<string, ListingView>): Activity {
  const listing = row.type === 'ListNativeSwap' ? listings.get(row.transactionId) : undefined;
  if (listing === undefined) return activityFromRow(row);
  return activityFromRow({
    ...row,
    data: { ...row.data, amountSold: listing.amountSold.toString() },
  });
}

/** Stored activities as the routes answer them. */
export async function activityViews(
  db: Database,
  network: ProductNetwork,
  rows: readonly ActivityRow[],
): Promise<Activity[]> {
  const listings = await listingsOf(db, network, rows);
  return rows.map((row) => viewOf(row, listings));
}

/** One stored activity as the routes answer it. */
export async function activityView(
  db: Database,
  network: ProductNetwork,
  row: ActivityRow,
): Promise<Activity> {
  return viewOf(row, await listingsOf(db, network, [row]));
}
