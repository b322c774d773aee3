import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@opswap/protocol/routes/routes';
import {
  connectWallet,
  renderRoutes,
  startSignedOut,
} from '../../entities/activity/testing/activity-test-kit.tsx';
import DashboardScreen from './dashboard-screen.tsx';

vi.mock('../../lib/api/api-client.ts', { spy: true });
vi.mock('../../lib/wallet/session.ts', { spy: true });

const screens = [{ path: routes.dashboard.pattern, element: <DashboardScreen /> }];

beforeEach(startSignedOut);

describe('the dashboard shell', () => {
  it('lists Overview, Activity, Deployments, Tokens, Reservations, Pools, Active Listings, Deploy Token, Deploy Farm and the Farms Overview', () => {
    renderRoutes(screens, routes.dashboard());
    const entries = within(screen.getByRole('navigation', { name: 'Dashboard' })).getAllByRole(
      'link',
    );
    expect(entries.map((entry) => [entry.textContent, entry.getAttribute('href')])).toEqual([
      ['Overview', '/dashboard'],
      ['Activity', '/dashboard/activity'],
      ['Deployments', '/dashboard/deployment'],
      ['Tokens', '/dashboard/tokens'],
      ['Reservations', '/dashboard/reservations'],
      ['Pools', '/dashboard/pools'],
      ['Active Listings', '/dashboard/listings'],
      ['Deploy Token', '/dashboard/deploy-token'],
      ['Deploy Farm', '/dashboard/deploy-farm'],
      ['Farms Overview', '/farm'],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(screen.getByText('Total Activity')).toBeVisible();
  });

  it('asks for a wallet on every page, in the spec words', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(screens, routes.dashboard());
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(screen.getByText('Please connect your wallet to view activity data')).toBeVisible();

    await user.click(within(nav).getByRole('link', { name: 'Activity' }));
    expect(router.state.location.pathname).toBe('/dashboard/activity');
    expect(screen.getByText('Please connect your wallet to view activity data')).toBeVisible();
    expect(document.title).toBe('Activity | opswap');

    await user.click(within(nav).getByRole('link', { name: 'Tokens' }));
    expect(screen.getByText('Please connect your wallet to view activity data')).toBeVisible();
    expect(document.title).toBe('Tokens | opswap');

    await user.click(within(nav).getByRole('link', { name: 'Reservations' }));
    expect(screen.getByText('Please connect your wallet to view activity data')).toBeVisible();
    expect(document.title).toBe('Reservations | opswap');

    await user.click(within(nav).getByRole('link', { name: 'Pools' }));
    expect(screen.getByText('Please connect your wallet to view pool data')).toBeVisible();
    expect(document.title).toBe('Pools | opswap');

    await user.click(within(nav).getByRole('link', { name: 'Active Listings' }));
    expect(router.state.location.pathname).toBe('/dashboard/listings');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Active Listings' })).toBeVisible();
    expect(screen.getByText('Connect your wallet to get started.')).toBeVisible();
    expect(document.title).toBe('Active Listings | opswap');
  });

  it('subtitles the listings page for a connected wallet', () => {
    connectWallet();
    renderRoutes(screens, routes.dashboard('listings'));
    expect(screen.getByText('View and manage your Native swap listings.')).toBeVisible();
  });

  it('answers an unknown page with Page not found', () => {
    renderRoutes(screens, '/dashboard/nope');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(document.title).toBe('Page not found | opswap');
  });
});
