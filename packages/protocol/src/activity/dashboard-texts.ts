/**
 * The verbatim texts of the activity dashboards and the user sidebar (docs/activity.md#dashboards,
 * docs/activity.md#sidebar). Texts the spec does not show are marked as design.
 */

/** The activity header boxes, in the spec's order. */
export const ACTIVITY_HEADER_BOXES = [
  'Total Activity',
  'Pools',
  'Active Listings',
  'Pending Swaps',
  'Portfolio Value',
] as const;
export type ActivityHeaderBox = (typeof ACTIVITY_HEADER_BOXES)[number];

/** Dashboards without a wallet. */
export const CONNECT_WALLET_FOR_ACTIVITY = 'Please connect your wallet to view activity data';
/** The pool dashboards without a wallet. */
export const CONNECT_WALLET_FOR_POOLS = 'Please connect your wallet to view pool data';

export const ACTIVE_LISTINGS_TITLE = 'Your Active Listings';
export const ACTIVE_LISTINGS_SUBTITLE_CONNECTED = 'View and manage your Native swap listings.';
export const ACTIVE_LISTINGS_SUBTITLE_NOT_CONNECTED = 'Connect your wallet to get started.';

/** The Active Listings page's subtitle, by whether a wallet is connected. */
export function activeListingsSubtitle(walletConnected: boolean): string {
  return walletConnected
    ? ACTIVE_LISTINGS_SUBTITLE_CONNECTED
    : ACTIVE_LISTINGS_SUBTITLE_NOT_CONNECTED;
}

/** Empty states of the user sidebar's tabs (and the same lists on the dashboards). */
export const NO_ACTIVITY_YET = 'You have no activity yet.';
export const NO_WATCHED_TOKENS = 'You have no watched tokens';
export const NO_POOLS_YET = 'You have no Pools yet.';

// Design (spec: not shown): the empty states of the reservation and listing tables.
export const NO_RESERVATIONS_YET = 'You have no reservations yet.';
export const NO_LISTINGS_YET = 'You have no listings yet.';

/** Per-user data needs a session: the wallet signs the api's challenge (design wording). */
export const SIGN_IN_TO_VIEW = 'Sign in with your wallet to load your data.';
export const SIGN_IN = 'Sign in';

/** Shown for a value that needs a price nobody knows, rather than inventing one. */
export const UNKNOWN_VALUE_TEXT = '—';

// Design (spec: not shown): the listing detail's states.
export const LISTING_NOT_FOUND = 'This listing is not among your listings.';
export const LISTING_PENDING = 'This listing is pending: it shows here once its block confirms.';
