import { expect, type Page, test } from '@playwright/test';
import { connectDevWallet } from '../support/dev-wallet.ts';
import { mineUntilVisible } from '../support/native-listing.ts';
import { desktopOnly, shot } from '../support/trade.ts';
import { webUrl } from '../support/urls.ts';

// The flows run on desktop, which shoots the 390 px width too. Accounts of their own: they have
// deployed nothing through the farm factory.
const DEPLOYER = 32;
const NEWCOMER = 33;

test.beforeEach(desktopOnly);

/** The form field labelled `label` (FormField ties its label to the input). */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('Manage Farms asks for a wallet, then says the wallet has no farm tokens', async ({
  page,
}) => {
  await page.goto(webUrl('/farm/manage'));
  const sidebar = page.getByRole('navigation', { name: 'Farms' });
  for (const link of [
    'Farms Overview',
    'Manage Farms',
    'Deploy Farm Token',
    'Deploy Staking Contract',
  ]) {
    await expect(sidebar.getByRole('link', { name: link })).toBeVisible();
  }
  await expect(page.getByText('Please connect your wallet to manage your farms.')).toBeVisible();

  await connectDevWallet(page, NEWCOMER, '/farm/manage');
  await expect(page.getByText('You have no farm tokens')).toBeVisible({ timeout: 60_000 });
  await shot(page, 'manage-farms-empty');
});

test('bad token inputs show their messages, one per field', async ({ page }) => {
  await connectDevWallet(page, NEWCOMER, '/farm/manage/deploy-token');
  await field(page, 'Symbol').fill('BAD SYMBOL');
  await field(page, 'Decimals').fill('19');
  await field(page, 'Max supply').fill('0');
  await field(page, 'Token owner').fill(
    'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
  );
  await page.getByRole('button', { name: 'Deploy Token' }).click();

  await expect(page.getByText('Enter a token name.')).toBeVisible();
  await expect(page.getByText('The symbol can use letters and digits only.')).toBeVisible();
  await expect(page.getByText('Decimals must be a whole number from 0 to 18.')).toBeVisible();
  await expect(page.getByText('This address is for Mainnet; the app is on Regtest.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // With valid decimals the amounts are checked too.
  await field(page, 'Decimals').fill('2');
  await field(page, 'Initial mint amount').fill('1.234');
  await field(page, 'Free mint supply').fill('10');
  await expect(page.getByText('The max supply must be greater than 0.')).toBeVisible();
  await expect(page.getByText('Use at most 2 decimal places.')).toBeVisible();
  await expect(
    page.getByText('Free mint per transaction must be between 1 and the free mint supply.'),
  ).toBeVisible();
  await shot(page, 'deploy-token-errors');
});

test('deploys a token from the app, sees it in My Tokens, deploys its farm and sees it in My Farms', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await connectDevWallet(page, DEPLOYER, '/farm/manage/deploy-token');

  // The token: 18 decimals, a million max supply, a thousand minted to the deployer.
  await field(page, 'Token name').fill('Harvest Coin');
  await field(page, 'Symbol').fill('HRV');
  await field(page, 'Max supply').fill('1000000');
  await field(page, 'Initial mint amount').fill('1000');
  await page.getByRole('button', { name: 'Deploy Token' }).click();
  const review = page.getByRole('dialog', { name: 'Deploy token' });
  await expect(review.getByText('1,000,000 HRV')).toBeVisible();
  await review.getByRole('button', { name: 'Confirm Deploy' }).click();

  await expect(page.getByRole('heading', { name: 'Token deployment sent' })).toBeVisible({
    timeout: 60_000,
  });
  const tokenAddress =
    (await page.getByTestId('deployed-address').locator('p.font-mono').textContent()) ?? '';
  expect(tokenAddress).toMatch(/^0x[0-9a-f]{64}$/);
  await shot(page, 'deploy-token-sent');

  // Once mined, My Tokens lists it with its links.
  await page.goto(webUrl('/farm/manage'));
  const tokenCard = page
    .getByRole('region', { name: 'My Tokens' })
    .getByRole('listitem', { name: 'Harvest Coin (HRV)' });
  await mineUntilVisible(tokenCard, 120_000);
  await expect(tokenCard.getByRole('link', { name: 'View token' })).toHaveAttribute(
    'href',
    `/token/${tokenAddress}`,
  );
  await expect(page.getByRole('region', { name: 'My Farms' })).toContainText(
    'None of your tokens has a farm yet.',
  );
  await shot(page, 'manage-farms-token');

  // Its farm: the token chosen from the card's link, a name and a reward per block.
  await tokenCard.getByRole('link', { name: 'Deploy its farm' }).click();
  await expect(page.getByRole('heading', { name: 'Deploy Staking Contract' })).toBeVisible();
  await expect(page.getByLabel('Reward token')).toHaveValue(tokenAddress, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Deploy Farm' }).click();
  await expect(page.getByText('Enter a farm name.')).toBeVisible();
  await expect(page.getByText('Enter an amount.')).toBeVisible();
  await field(page, 'Farm name').fill('Harvest Fields');
  await field(page, 'Reward per block').fill('10');
  await page.getByRole('button', { name: 'Deploy Farm' }).click();
  const farmReview = page.getByRole('dialog', { name: 'Deploy farm' });
  await expect(farmReview.getByText('10 HRV')).toBeVisible();
  await shot(page, 'deploy-farm-review');
  await farmReview.getByRole('button', { name: 'Confirm Deploy' }).click();
  await expect(page.getByRole('heading', { name: 'Farm deployment sent' })).toBeVisible({
    timeout: 60_000,
  });

  // Once mined, My Farms lists it, and the token no longer offers a farm deployment.
  await page.goto(webUrl('/farm/manage'));
  const farmCard = page
    .getByRole('region', { name: 'My Farms' })
    .getByRole('listitem', { name: 'Harvest Fields' });
  await mineUntilVisible(farmCard, 120_000);
  await expect(farmCard.getByRole('link', { name: 'View on Farms' })).toHaveAttribute(
    'href',
    /^\/farm\?farm=0x[0-9a-f]{64}$/,
  );
  await expect(tokenCard.getByText('Farm deployed')).toBeVisible();
  await shot(page, 'manage-farms-farm');

  // The dashboard lists the deployments too.
  await page.goto(webUrl('/dashboard/deployment'));
  await expect(
    page
      .getByRole('region', { name: 'My Tokens' })
      .getByRole('listitem', { name: 'Harvest Coin (HRV)' }),
  ).toBeVisible({ timeout: 60_000 });
  await shot(page, 'dashboard-deployment');
  // The api indexed the factory's TokenDeployed: the token page, the search and explore find it.
  await page.goto(webUrl(`/token/${tokenAddress}`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Harvest Coin', {
    timeout: 60_000,
  });
  await shot(page, 'token-page');
  await page.getByRole('button', { name: 'Search tokens' }).click();
  const search = page.getByRole('dialog', { name: 'Search tokens' });
  await search.getByRole('searchbox').fill(tokenAddress);
  await expect(search.getByText('Harvest Coin').first()).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');

  // Explore lists it among the tokens.
  await page.goto(webUrl('/explore/tokens'));
  await page.getByRole('searchbox', { name: 'Search tokens' }).fill('Harvest');
  await expect(page.getByRole('link', { name: /^HRV Harvest Coin/ })).toBeVisible({
    timeout: 30_000,
  });
});
