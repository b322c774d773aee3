import {
  ACTIVE_LISTINGS_TITLE,
  activeListingsSubtitle,
  CONNECT_WALLET_FOR_ACTIVITY,
  NO_LISTINGS_YET,
} from '@opswap/protocol/activity/dashboard-texts';
import {
  liquidityFromListingStatus,
  userListings,
} from '@opswap/protocol/activity/listing-activities';
import { listingCancellations } from '@opswap/protocol/listings/listing-cancellation';
import { groupListings } from '@opswap/protocol/listings/listing-groups';
import { useListings } from '../../../entities/activity/get-listings.ts';
import { useActivitiesOfType } from '../../../entities/activity/use-activities-of-type.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { EmptyState, Loading, LoadError } from '../../../entities/activity/ui/query-states.tsx';
import { SessionGate } from '../../../entities/activity/ui/session-gate.tsx';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { ListingGroupCard } from './listing-group-card.tsx';

/**
 * Active Listings: the user's NativeSwap listings as the chain shows them (made here or elsewhere),
 * grouped per token (newest Active).
 */
export function ListingsSection({ pageHeading = false }: { pageHeading?: boolean }) {
  const wallet = useConnectedWallet();
  const Heading = pageHeading ? 'h1' : 'h2';
  return (
    <section aria-labelledby="active-listings-title" className="flex flex-col gap-4">
      <div>
        <Heading
          id="active-listings-title"
          className={pageHeading ? 'text-2xl font-bold md:text-3xl' : 'text-xl font-bold'}
        >
          {ACTIVE_LISTINGS_TITLE}
        </Heading>
        <p className="text-sm text-muted">{activeListingsSubtitle(wallet !== null)}</p>
      </div>
      <SessionGate notConnectedText={CONNECT_WALLET_FOR_ACTIVITY}>
        <ListingGroups />
      </SessionGate>
    </section>
  );
}

function ListingGroups() {
  const all = useListings();
  const cancels = useActivitiesOfType('CancelListingNativeSwap');
  const now = useNow();
  if (all.error) return <LoadError error={all.error} what="your listings" />;
  if (all.isPending || cancels.isPending) return <Loading what="your listings" />;
  const cancellations = listingCancellations(cancels.activities);
  const listings = userListings(all.data);
  const groups = groupListings(listings, liquidityFromListingStatus(listings));
  if (groups.length === 0) return <EmptyState text={NO_LISTINGS_YET} />;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {groups.map((group) => (
        <ListingGroupCard
          key={group.tokenAddress}
          group={group}
          now={now}
          cancellations={cancellations}
        />
      ))}
    </div>
  );
}
