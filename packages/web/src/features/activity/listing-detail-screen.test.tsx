import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@opswap/protocol/routes/routes';
import {
  activityJson,
  activityRoutes,
  renderRoutes,
  serveApi,
  startSignedIn,
  TOKEN_A,
  TOKEN_B,
  TOKEN_ROUTES,
  txid,
} from '../../entities/activity/testing/activity-test-kit.tsx';
import ActivityScreen from './activity-screen.tsx';
import ListingDetailScreen from './listing-detail-screen.tsx';

vi.mock('../../lib/api/api-client.ts', { spy: true });
vi.mock('../../lib/wallet/session.ts', { spy: true });

const screens = [
  { path: routes.activity.pattern, element: <ActivityScreen /> },
  { path: routes.listingDetail.pattern, element: <ListingDetailScreen /> },
];

const listing = (n: number, token: string, amount: string, status = 'Completed') =>
  activityJson(n, {
    type: 'ListNativeSwap',
    status,
    // The api adds what was sold once its indexer has seen the listing.
    data: { token, amount, ...(status === 'Pending' ? {} : { amountSold: '500000000000000000' }) },
  } as never);

const listings = [
  listing(1, TOKEN_A, '1000000000000000000'),
  listing(2, TOKEN_A, '2000000000000000000'),
  listing(3, TOKEN_A, '3000000000000000000'),
  listing(4, TOKEN_B, '400000000', 'Fulfilled'),
  listing(5, TOKEN_B, '500000000', 'Pending'),
];

/** GET listings answers every listing of the user, newest first. */
const newestFirst = (entries: readonly unknown[]) => [...entries].reverse();

beforeEach(() => {
  startSignedIn();
  serveApi({
    ...activityRoutes(listings, 'activity/all/ListNativeSwap'),
    listings: newestFirst(listings),
    ...TOKEN_ROUTES,
  });
});

describe('active listings', () => {
  it('groups the listings per token, the newest Active and the rest Historic', async () => {
    renderRoutes(screens, routes.activity('active-listings'));
    const moto = await screen.findByRole('article', { name: `Listings of ${TOKEN_A}` });
    expect(await within(moto).findByRole('heading', { name: 'MOTO' })).toBeVisible();
    const entries = within(moto).getAllByRole('listitem');
    expect(
      entries.map((entry) => within(entry).getByText(/^(Active|Historic|Fulfilled)$/).textContent),
    ).toEqual(['Active', 'Historic', 'Historic']);
    expect(await within(entries[0]!).findByText('3 MOTO')).toBeVisible();
    expect(within(entries[2]!).getByText('1 MOTO')).toBeVisible();
    expect(within(moto).getByRole('link', { name: 'View Listing' })).toHaveAttribute(
      'href',
      `/activity/active-listings/${txid(3)}`,
    );

    // The api marked PILL's newest mined listing sold out; the Pending one is not grouped yet.
    const pill = screen.getByRole('article', { name: `Listings of ${TOKEN_B}` });
    expect(within(pill).getAllByText('Fulfilled')).toHaveLength(2);
    expect(within(pill).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows listings made outside the app, which only the chain knows', async () => {
    // No ListNativeSwap activity recorded (the devnet's seeded listings, another client's): the
    // api's listings come from its indexer.
    serveApi({
      ...activityRoutes([]),
      listings: newestFirst([
        listing(6, TOKEN_A, '6000000000000000000'),
        listing(7, TOKEN_B, '700000000'),
      ]),
      ...TOKEN_ROUTES,
    });
    renderRoutes(screens, routes.activity('active-listings'));
    const moto = await screen.findByRole('article', { name: `Listings of ${TOKEN_A}` });
    expect(await within(moto).findByText('6 MOTO')).toBeVisible();
    expect(within(moto).getByText('Active', { selector: 'li *' })).toBeVisible();
    const pill = screen.getByRole('article', { name: `Listings of ${TOKEN_B}` });
    expect(await within(pill).findByText('7 PILL')).toBeVisible();
    expect(screen.queryByText('You have no listings yet.')).toBeNull();
  });

  it('shows a listing the chain cancelled as Cancelled, with nothing left to cancel', async () => {
    serveApi({
      ...activityRoutes([]),
      listings: [listing(8, TOKEN_A, '8000000000000000000', 'Historic')],
      ...TOKEN_ROUTES,
    });
    renderRoutes(screens, routes.activity('active-listings'));
    const moto = await screen.findByRole('article', { name: `Listings of ${TOKEN_A}` });
    expect(within(moto).getByText('Cancelled')).toBeVisible();
    expect(within(moto).queryByRole('button', { name: 'Cancel Listing' })).toBeNull();
  });
});

describe('the listing detail', () => {
  it('shows every listing of the token, newest Active and the rest Historic', async () => {
    renderRoutes(screens, routes.listingDetail(txid(2)));
    const card = await screen.findByRole('article', { name: `Listings of ${TOKEN_A}` });
    const statuses = within(card)
      .getAllByRole('listitem')
      .map((entry) => within(entry).getByText(/^(Active|Historic|Fulfilled)$/).textContent);
    expect(statuses).toEqual(['Active', 'Historic', 'Historic']);
    expect(await within(card).findByText('3 MOTO')).toBeVisible();
    expect(within(card).getAllByText(/^Sold/)[0]).toHaveTextContent('Sold 0.5 MOTO');
    expect(within(card).queryByRole('link', { name: 'View Listing' })).toBeNull();
    expect(document.title).toBe('Active Listings | opswap');
  });

  it('says a malformed link is not valid, without the validation details or an api call', async () => {
    const calls: string[] = [];
    serveApi({ listings: newestFirst(listings), ...TOKEN_ROUTES }, calls);
    renderRoutes(screens, routes.listingDetail('abc'));
    expect(await screen.findByText('This listing link is not valid.')).toBeVisible();
    expect(screen.queryByText(/Could not load|Must be a 64-character/)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says so for a listing that is not the user’s', async () => {
    renderRoutes(screens, routes.listingDetail(txid(99)));
    expect(await screen.findByText('This listing is not among your listings.')).toBeVisible();
  });
});
