import { routes } from '../routes/routes.ts';

/** The ListNativeSwap activity fields a listing notification reads (its id is the listing hash). */
export interface ListingNotificationSource {
  transactionId: string;
  status: string;
  timestamp: number;
  data: { token: string; amount: bigint; amountSold?: unknown };
}

export const VIEW_LISTING = 'View Listing';

/** Titles by the listing activity's status; other statuses (Failed, Cancelled, ...) are not shown. */
export const LISTING_NOTIFICATION_TITLES = {
  Pending: 'Listing pending',
  Completed: 'Listing active',
  Fulfilled: 'Listing sold',
} as const;

export interface ListingNotificationItem {
  listingHash: string;
  token: string;
  amount: bigint;
  /** Tokens bought from the listing so far, once the api has indexed it; else null. */
  amountSold: bigint | null;
  timestamp: number;
  title: (typeof LISTING_NOTIFICATION_TITLES)[keyof typeof LISTING_NOTIFICATION_TITLES];
  action: { label: typeof VIEW_LISTING; route: string };
}

/**
 * Listing notifications (docs/activity.md#notifications), each with a View Listing link, newest
 * first: the user's listings that are waiting for their block, open in the queue, or sold out.
 * Failed and cancelled listings have no listing page worth opening and are left out.
 */
export function listingNotifications(
  listings: readonly ListingNotificationSource[],
): ListingNotificationItem[] {
  const items: ListingNotificationItem[] = [];
  for (const listing of listings) {
    if (!Object.hasOwn(LISTING_NOTIFICATION_TITLES, listing.status)) continue;
    const status = listing.status as keyof typeof LISTING_NOTIFICATION_TITLES;
    items.push({
      listingHash: listing.transactionId,
      token: listing.data.token,
      amount: listing.data.amount,
      amountSold: soldOf(listing.data.amountSold),
      timestamp: listing.timestamp,
      title: LISTING_NOTIFICATION_TITLES[status],
      action: { label: VIEW_LISTING, route: routes.listingDetail(listing.transactionId) },
    });
  }
  return items.sort((a, b) => b.timestamp - a.timestamp);
}

/** The api writes amountSold as a decimal string. */
function soldOf(value: unknown): bigint | null {
  if (typeof value === 'bigint') return value;
  return typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : null;
}
