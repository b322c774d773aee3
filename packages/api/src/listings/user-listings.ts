import type { Activity } from '@opswap/protocol/schemas/activity';
import { activitySchema } from '@opswap/protocol/schemas/activity';
import { allActivitiesOfType, type UserScope } from '../activity/activity-store.ts';
import { activityViews } from '../activity/activity-views.ts';
import { xOnlyOfUserKey } from '../chain/chain-encoding.ts';
import type { Database } from '../db/database.ts';
import {
  LISTING_ACTIVITY_STATUS,
  listingsOfOwnerKey,
  type ListingView,
} from '../market/listing-queries.ts';

/** A listing the app did not record (the seeded ones, another client's) as its activity would read. */
function listingActivity(listing: ListingView): Activity {
  return activitySchema.parse({
    type: 'ListNativeSwap',
    transactionId: listing.listingHash,
    status: LISTING_ACTIVITY_STATUS[listing.status],
    timestamp: listing.timestamp,
    lastUpdated: listing.timestamp,
    blockNumber: listing.blockNumber,
    data: {
      token: listing.token,
      amount: listing.amount.toString(),
      amountSold: listing.amountSold.toString(),
    },
  });
}

/**
 * The user's NativeSwap listings as ListNativeSwap activities, newest first: those the app
 * recorded (with what they sold once indexed), and every listing the indexer saw the user's key
 * sign that the app did not record, each once.
 */
export async function userListings(db: Database, scope: UserScope): Promise<Activity[]> {
  const [rows, chain] = await Promise.all([
    allActivitiesOfType(db, scope, 'ListNativeSwap'),
    listingsOfOwnerKey(db, scope.network, xOnlyOfUserKey(scope.userKey)),
  ]);
  const recorded = new Set(rows.map((row) => row.transactionId));
  return [
    ...(await activityViews(db, scope.network, rows)),
    ...chain.filter((listing) => !recorded.has(listing.listingHash)).map(listingActivity),
  ].sort((a, b) => b.timestamp - a.timestamp);
}
