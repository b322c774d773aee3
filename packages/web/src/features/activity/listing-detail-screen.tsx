import { Link, useParams } from 'react-router';
import { ACTIVITY_TABS } from '@opswap/protocol/activity/activity-tabs';
import {
  CONNECT_WALLET_FOR_ACTIVITY,
  LISTING_NOT_FOUND,
  LISTING_PENDING,
} from '@opswap/protocol/activity/dashboard-texts';
import {
  liquidityFromListingStatus,
  userListings,
} from '@opswap/protocol/activity/listing-activities';
import { LISTING_LINK_NOT_VALID } from '@opswap/protocol/errors/messages';
import { listingCancellations } from '@opswap/protocol/listings/listing-cancellation';
import { groupListings } from '@opswap/protocol/listings/listing-groups';
import { routes } from '@opswap/protocol/routes/routes';
import { transactionIdString } from '@opswap/protocol/schemas/common';
import { isSameTokenAddress } from '@opswap/protocol/tokens/token';
import { useListings } from '../../entities/activity/get-listings.ts';
import { useActivitiesOfType } from '../../entities/activity/use-activities-of-type.ts';
import { useNow } from '../../hooks/use-now.ts';
import { EmptyState, Loading, LoadError } from '../../entities/activity/ui/query-states.tsx';
import { SessionGate } from '../../entities/activity/ui/session-gate.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { ListingGroupCard } from './components/listing-group-card.tsx';

const LISTINGS_TAB = ACTIVITY_TABS.find((tab) => tab.section === 'active-listings');

/**
 * /activity/active-listings/{listingHash}, reached from a listing notification: every listing of
 * that token by the user, the newest Active (or Fulfilled once sold out), the rest Historic.
 */
export default function ListingDetailScreen() {
  const listingHash = useParams().listingHash ?? '';
  usePageTitle(LISTINGS_TAB?.title ?? null);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 md:py-10">
      {LISTINGS_TAB && (
        <Link
          to={routes.activity(LISTINGS_TAB.activityPath)}
          className="text-sm text-accent hover:underline"
        >
          ← {LISTINGS_TAB.label}
        </Link>
      )}
      <h1 className="text-2xl font-bold md:text-3xl">Listing</h1>
      {/* A link that cannot name a listing is said so at once, without asking the api. */}
      {transactionIdString.safeParse(listingHash).success ? (
        <SessionGate notConnectedText={CONNECT_WALLET_FOR_ACTIVITY}>
          <ListingDetail listingHash={listingHash} />
        </SessionGate>
      ) : (
        <EmptyState text={LISTING_LINK_NOT_VALID} />
      )}
    </div>
  );
}

function ListingDetail({ listingHash }: { listingHash: string }) {
  const all = useListings();
  const cancels = useActivitiesOfType('CancelListingNativeSwap');
  const now = useNow();
  if (all.error) return <LoadError error={all.error} what="your listings" />;
  if (all.isPending || cancels.isPending) return <Loading what="the listing" />;
  const listing = all.data.find(
    (entry) => entry.transactionId.toLowerCase() === listingHash.toLowerCase(),
  );
  if (listing?.type !== 'ListNativeSwap') return <EmptyState text={LISTING_NOT_FOUND} />;
  const token = listing.data.token;
  const listings = userListings(all.data).filter((entry) =>
    isSameTokenAddress(entry.tokenAddress, token),
  );
  const [group] = groupListings(listings, liquidityFromListingStatus(listings));
  if (!group) {
    return <EmptyState text={listing.status === 'Pending' ? LISTING_PENDING : LISTING_NOT_FOUND} />;
  }
  return (
    <ListingGroupCard
      group={group}
      now={now}
      cancellations={listingCancellations(cancels.activities)}
      detailLink={false}
    />
  );
}
