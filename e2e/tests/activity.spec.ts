import { expect, type Page, test } from '@playwright/test';
import { connectDevWallet } from '../support/dev-wallet.ts';
import { webUrl } from '../support/urls.ts';
import { shot } from '../support/trade.ts';

const TABS = ['All Activity', 'Active Listings', 'Pools', 'Reservations', 'Tokens'];

function activityTabs(page: Page) {
  return page.getByRole('navigation', { name: 'Activity tabs' });
}

test('a visitor without a wallet is asked to connect one, in the spec words', async ({ page }) => {
  await page.goto(webUrl('/activity'));
  await expect(page).toHaveTitle('Activity | opswap');
  await expect(activityTabs(page).getByRole('link')).toHaveText(TABS);
  await expect(page.getByText('Please connect your wallet to view activity data')).toBeVisible();
  for (const box of ['Total Activity', 'Pending Swaps', 'Portfolio Value']) {
    await expect(page.getByText(box, { exact: true })).toBeVisible();
  }

  await activityTabs(page).getByRole('link', { name: 'Pools' }).click();
  await expect(page).toHaveURL(/\/activity\/pools$/);
  await expect(page.getByText('Please connect your wallet to view pool data')).toBeVisible();

  await page.goto(webUrl('/dashboard/listings'));
  await expect(page.getByRole('heading', { name: 'Your Active Listings' })).toBeVisible();
  await expect(page.getByText('Connect your wallet to get started.')).toBeVisible();
  await shot(page, 'activity-visitor');
});

test('a devnet account signs in, sees its activity or an empty state, and the tabs navigate', async ({
  page,
}) => {
  await connectDevWallet(page, 2, '/activity');
  await expect(page).toHaveURL(/\/activity$/);

  // Per-user data needs a session: the wallet signs the api's challenge.
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn.or(page.getByRole('table'))).toBeVisible();
  if (await signIn.isVisible()) await signIn.click();

  const table = page.getByRole('table', { name: 'Your activity' });
  await expect(table.or(page.getByText('You have no activity yet.'))).toBeVisible();
  await expect(page.getByText('Total Activity', { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText(/^\d+$/);
  await shot(page, 'activity-signed-in');

  await activityTabs(page).getByRole('link', { name: 'Active Listings' }).click();
  await expect(page).toHaveURL(/\/activity\/active-listings$/);
  await expect(page).toHaveTitle('Active Listings | opswap');
  await expect(page.getByText('View and manage your Native swap listings.')).toBeVisible();
  await expect(
    page.getByText('You have no listings yet.').or(page.getByRole('article').first()),
  ).toBeVisible();

  await activityTabs(page).getByRole('link', { name: 'Pools' }).click();
  await expect(page).toHaveURL(/\/activity\/pools$/);
  await expect(
    page
      .getByText('You have no Pools yet.')
      .or(page.getByRole('table', { name: 'Your pool positions' })),
  ).toBeVisible({ timeout: 20_000 });

  await activityTabs(page).getByRole('link', { name: 'Reservations' }).click();
  await expect(page).toHaveURL(/\/activity\/reservations$/);
  await expect(
    page
      .getByText('You have no reservations yet.')
      .or(page.getByRole('table', { name: 'Your reservations' })),
  ).toBeVisible();

  await activityTabs(page).getByRole('link', { name: 'Tokens' }).click();
  await expect(page).toHaveURL(/\/activity\/tokens$/);
  await expect(page).toHaveTitle('Tokens | opswap');
  await expect(
    page
      .getByText('You have no watched tokens')
      .or(page.getByRole('table', { name: 'Watched tokens' })),
  ).toBeVisible();

  // Navigate in the app (the router follows history), so the connected wallet stays connected.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/dashboard');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link')).toHaveText([
    'Overview',
    'Activity',
    'Deployments',
    'Tokens',
    'Reservations',
    'Pools',
    'Active Listings',
    'Deploy Token',
    'Deploy Farm',
    'Farms Overview',
  ]);
  await expect(table.or(page.getByText('You have no activity yet.'))).toBeVisible();
  await shot(page, 'dashboard-signed-in');
});

test('listings made outside the app show in Active Listings, from the chain', async ({ page }) => {
  // The devnet's seed listed PILL and ODYS from account 4, through no app: nothing was recorded.
  await connectDevWallet(page, 4, '/activity/active-listings');
  const signIn = page.getByRole('button', { name: 'Sign in' });
  const listings = page.getByRole('article');
  await expect(signIn.or(listings.first())).toBeVisible({ timeout: 30_000 });
  if (await signIn.isVisible()) await signIn.click();

  await expect(page.getByText('You have no listings yet.')).toHaveCount(0);
  await expect(listings.getByRole('heading', { name: 'PILL' })).toBeVisible({ timeout: 30_000 });
  await expect(listings.getByRole('heading', { name: 'ODYS' })).toBeVisible();
  await shot(page, 'listings-from-chain');
});
