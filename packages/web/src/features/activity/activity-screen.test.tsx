import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@opswap/protocol/routes/routes';
import { ensureSession } from '../../lib/wallet/session.ts';
import { useWalletStore } from '../../lib/wallet/wallet-store.ts';
import {
  activityRoutes,
  connectWallet,
  explorePoolsRoute,
  overviewJson,
  renderRoutes,
  serveApi,
  signIn,
  startSignedOut,
  syncJson,
} from '../../entities/activity/testing/activity-test-kit.tsx';
import { fakeTokenBalance, tokenBalances } from '../../entities/tokens/testing/fake-token-hooks.ts';
import ActivityScreen from './activity-screen.tsx';

vi.mock('../../lib/api/api-client.ts', { spy: true });
vi.mock('../../lib/wallet/session.ts', { spy: true });
// The wallet's balances as the chain would answer them.
vi.mock('../../entities/tokens/use-token-balance.ts', () => fakeTokenBalance);

const screens = [{ path: routes.activity.pattern, element: <ActivityScreen /> }];

beforeEach(startSignedOut);

describe('the activity screen', () => {
  it('shows the tabs in the spec order, All Activity first', () => {
    renderRoutes(screens, routes.activity());
    const tabs = within(screen.getByRole('navigation', { name: 'Activity tabs' })).getAllByRole(
      'link',
    );
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['All Activity', '/activity'],
      ['Active Listings', '/activity/active-listings'],
      ['Pools', '/activity/pools'],
      ['Reservations', '/activity/reservations'],
      ['Tokens', '/activity/tokens'],
    ]);
    expect(screen.getByRole('link', { name: 'All Activity' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toBe('Activity | opswap');
  });

  it('shows the header boxes', () => {
    renderRoutes(screens, routes.activity());
    for (const box of [
      'Total Activity',
      'Pools',
      'Active Listings',
      'Pending Swaps',
      'Portfolio Value',
    ]) {
      expect(screen.getAllByText(box).length).toBeGreaterThan(0);
    }
  });

  it('routes each tab to its sub-route and titles the page', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(screens, routes.activity());
    const nav = screen.getByRole('navigation', { name: 'Activity tabs' });

    await user.click(within(nav).getByRole('link', { name: 'Pools' }));
    expect(router.state.location.pathname).toBe('/activity/pools');
    expect(await screen.findByText('Please connect your wallet to view pool data')).toBeVisible();
    expect(document.title).toBe('Pools | opswap');

    await user.click(within(nav).getByRole('link', { name: 'Reservations' }));
    expect(router.state.location.pathname).toBe('/activity/reservations');
    expect(document.title).toBe('Reservations | opswap');

    await user.click(within(nav).getByRole('link', { name: 'Tokens' }));
    expect(document.title).toBe('Tokens | opswap');

    await user.click(within(nav).getByRole('link', { name: 'Active Listings' }));
    expect(document.title).toBe('Active Listings | opswap');

    await user.click(within(nav).getByRole('link', { name: 'All Activity' }));
    expect(router.state.location.pathname).toBe('/activity');
    expect(document.title).toBe('Activity | opswap');
  });

  it('asks a visitor without a wallet to connect one', async () => {
    const user = userEvent.setup();
    renderRoutes(screens, routes.activity());
    expect(screen.getByText('Please connect your wallet to view activity data')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(useWalletStore.getState().connectModalOpen).toBe(true);
  });

  it('subtitles Active Listings by the wallet state', () => {
    renderRoutes(screens, routes.activity('active-listings'));
    expect(screen.getByRole('heading', { name: 'Your Active Listings' })).toBeVisible();
    expect(screen.getByText('Connect your wallet to get started.')).toBeVisible();
    expect(screen.getByText('Please connect your wallet to view activity data')).toBeVisible();
  });

  it('subtitles Active Listings for a connected wallet', () => {
    connectWallet();
    renderRoutes(screens, routes.activity('active-listings'));
    expect(screen.getByText('View and manage your Native swap listings.')).toBeVisible();
  });

  it('offers Sign in to a connected wallet without a session, then loads', async () => {
    const user = userEvent.setup();
    connectWallet();
    serveApi(activityRoutes([]));
    vi.mocked(ensureSession).mockImplementation(async () => {
      signIn();
      return { network: 'regtest', publicKey: 'key', sessionToken: 'session-token' };
    });
    renderRoutes(screens, routes.activity());
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(ensureSession).toHaveBeenCalledOnce();
    expect(await screen.findByText('You have no activity yet.')).toBeVisible();
  });

  it('shows the sign-in failure in words', async () => {
    const user = userEvent.setup();
    connectWallet();
    vi.mocked(ensureSession).mockRejectedValue({ code: 4001, message: 'denied' });
    renderRoutes(screens, routes.activity());
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User rejected the request.');
  });

  it('answers an unknown tab with Page not found', () => {
    renderRoutes(screens, '/activity/nope');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(document.title).toBe('Page not found | opswap');
  });

  it('fills the header boxes from the overview', async () => {
    connectWallet();
    signIn();
    serveApi({
      'activity/get-activity-overview?page=1': {
        ...overviewJson([]),
        totalActivity: 12,
        pools: 2,
        activeListings: 3,
        pendingSwaps: 1,
      },
      sync: syncJson([]),
      ...explorePoolsRoute(),
    });
    // Nothing watched and no Bitcoin in the wallet.
    tokenBalances.set('bitcoin', 0n);
    renderRoutes(screens, routes.activity());
    const boxes = screen.getAllByRole('definition');
    await waitFor(() =>
      expect(boxes.map((box) => box.textContent)).toEqual(['12', '2', '3', '1', '$0']),
    );
  });
});
