import {
  cancellationAfter,
  listingCancellations,
} from '@opswap/protocol/listings/listing-cancellation';
import {
  type ListingNotificationItem,
  listingNotifications,
} from '@opswap/protocol/listings/listing-notification';
import {
  type ReservationNotificationItem,
  reservationNotifications,
  reservationReferences,
} from '@opswap/protocol/reservations/notification-list';
import type { Activity } from '@opswap/protocol/schemas/activity';
import type { Reservation } from '@opswap/protocol/schemas/reservation';
import { useMemo } from 'react';
import { useActivities } from '../../../entities/activity/get-activities.ts';
import { useActivitiesByType } from '../../../entities/activity/get-activities-by-type.ts';
import { useReservations } from '../../../entities/activity/get-reservations.ts';
import { useSessionUser } from '../../../entities/activity/session-user.ts';
import { useBlockNumber } from '../../../lib/chain/use-block-number.ts';

type ListingActivity = Extract<Activity, { type: 'ListNativeSwap' }>;

const isListing = (activity: Activity): activity is ListingActivity =>
  activity.type === 'ListNativeSwap';

export interface Notifications {
  /** False until the wallet has an api session: per-user data needs one. */
  signedIn: boolean;
  reservations: ReservationNotificationItem<Reservation>[];
  listings: ListingNotificationItem[];
  count: number;
  loading: boolean;
  /** The first failed call's message, or null. */
  error: string | null;
}

/**
 * The reservation and listing notifications of the signed-in user, newest first. The latest
 * activities (page 1) hide a reservation an activity already used (docs/activity.md#reservation-visibility).
 */
export function useNotifications(): Notifications {
  const signedIn = useSessionUser().session !== null;
  const block = useBlockNumber();
  const reservationsQuery = useReservations();
  const activitiesQuery = useActivities(1);
  const listingsQuery = useActivitiesByType('ListNativeSwap', 1);
  const cancelsQuery = useActivitiesByType('CancelListingNativeSwap', 1);

  const reservations = useMemo(() => {
    if (!reservationsQuery.data || !activitiesQuery.data || block === undefined) return [];
    return reservationNotifications(
      reservationsQuery.data,
      block,
      reservationReferences(activitiesQuery.data),
    );
  }, [reservationsQuery.data, activitiesQuery.data, block]);

  // A listing cancelled afterwards is out of the book: no notification for it.
  const listings = useMemo(() => {
    if (!listingsQuery.data) return [];
    const cancellations = listingCancellations(cancelsQuery.data ?? []);
    const open = listingsQuery.data
      .filter(isListing)
      .filter(
        (listing) => !cancellationAfter(listing.data.token, listing.timestamp, cancellations),
      );
    return listingNotifications(open);
  }, [listingsQuery.data, cancelsQuery.data]);

  const queries = [reservationsQuery, activitiesQuery, listingsQuery] as const;
  const error = queries.map((query) => query.error).find((value) => value !== null) ?? null;
  return {
    signedIn,
    reservations,
    listings,
    count: reservations.length + listings.length,
    loading: signedIn && queries.some((query) => query.isPending && query.fetchStatus !== 'idle'),
    error: error ? error.message : null,
  };
}
