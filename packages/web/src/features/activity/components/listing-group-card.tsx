import { Link } from 'react-router';
import type { UserListing } from '@opswap/protocol/activity/listing-activities';
import {
  type ListingCancellationActivity,
  listingGroupDisplay,
} from '@opswap/protocol/listings/listing-cancellation';
import type { ListingEntry, ListingGroup } from '@opswap/protocol/listings/listing-groups';
import { routes } from '@opswap/protocol/routes/routes';
import { RelativeTime } from '../../../entities/activity/ui/relative-time.tsx';
import { ActivityStatusBadge, Badge } from '../../../entities/activity/ui/status-badge.tsx';
import { TokenAmount, TokenSymbol } from '../../../entities/activity/ui/token-amount.tsx';
import { TransactionLink } from '../../../entities/activity/ui/transaction-link.tsx';
import { CancelListing } from './cancel-listing.tsx';
import { ListingQueueStatus } from './listing-queue-status.tsx';

const TONES = {
  Active: 'pending',
  Fulfilled: 'success',
  Historic: 'neutral',
  Cancelled: 'neutral',
} as const;

/** One token's listings: the newest entry's status, then each listing with its amount. */
export function ListingGroupCard(props: {
  group: ListingGroup<UserListing>;
  now: number;
  /** The user's listing cancellations: a later one closes the group. */
  cancellations: readonly ListingCancellationActivity[];
  /** The detail screen shows every entry and links nowhere further. */
  detailLink?: boolean;
}) {
  const { group, now, cancellations, detailLink = true } = props;
  const shown = listingGroupDisplay(group, cancellations);
  const newest = shown.entries[0]?.listing;
  return (
    <article
      className="rounded-2xl border border-line bg-surface p-4"
      aria-label={`Listings of ${group.tokenAddress}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold">
          <TokenSymbol address={group.tokenAddress} />
        </h3>
        <div className="flex items-center gap-3">
          <Badge tone={TONES[shown.status]}>{shown.status}</Badge>
          {detailLink && newest && (
            <Link
              to={routes.listingDetail(newest.transactionId)}
              className="text-sm font-semibold text-accent hover:underline"
            >
              View Listing
            </Link>
          )}
        </div>
      </header>
      <ul className="mt-3 divide-y divide-line">
        {shown.entries.map((entry) => (
          <ListingEntryRow key={entry.listing.transactionId} entry={entry} now={now} />
        ))}
      </ul>
      {shown.cancellation && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted">Cancellation</span>
          <TransactionLink transactionId={shown.cancellation.transactionId} />
          <ActivityStatusBadge status={shown.cancellation.status} />
        </p>
      )}
      {shown.open && <ListingQueueStatus token={group.tokenAddress} />}
      {shown.open && <CancelListing token={group.tokenAddress} />}
    </article>
  );
}

function ListingEntryRow({ entry, now }: { entry: ListingEntry<UserListing>; now: number }) {
  const { listing } = entry;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
      <span>
        <span className="block font-semibold">
          <TokenAmount address={listing.tokenAddress} amount={listing.amount} />
        </span>
        {listing.amountSold !== null && (
          <span className="block text-xs text-muted">
            Sold <TokenAmount address={listing.tokenAddress} amount={listing.amountSold} />
          </span>
        )}
      </span>
      <Badge tone={TONES[entry.status]}>{entry.status}</Badge>
      <RelativeTime timestamp={listing.timestamp} now={now} className="text-muted" />
      <TransactionLink transactionId={listing.transactionId} />
    </li>
  );
}
