import { expect, type Page, test } from '@playwright/test';
import { connectDevWallet, rejectNextWalletRequest } from '../support/dev-wallet.ts';
import { nudgeChain, nudgeUntilComplete } from '../support/mining.ts';
import { runSetting, webUrl } from '../support/urls.ts';
import { balanceOf, desktopOnly, pickToken, projectValue, shot } from '../support/trade.ts';

// Both projects (desktop, mobile) run against one devnet at the same time, so each uses its own
// development accounts. From the seed: accounts 2 and 3 have already let the router spend their
// MOTO; account 5 never approved the router; accounts 0 and 1 send nothing here.
const ACCOUNTS = {
  desktop: { swapper: 2, other: 0 },
  mobile: { swapper: 3, other: 1 },
} as const;
const APPROVER = 5;

function accounts() {
  return projectValue(ACCOUNTS);
}

async function enterSwap(page: Page, amount: string) {
  await pickToken(page, 'Sell', 'MOTO');
  await pickToken(page, 'Buy', 'PILL');
  await page.getByLabel('Sell', { exact: true }).fill(amount);
  await expect(page.getByLabel('Buy', { exact: true })).not.toHaveValue('');
  await expect(page.getByRole('button', { name: 'Swap Tokens' })).toBeEnabled();
}

async function confirmSwap(page: Page) {
  await page.getByRole('button', { name: 'Swap Tokens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' });
  await expect(dialog).toContainText('Minimum received');
  await dialog.getByRole('button', { name: 'Confirm Swap' }).click();
}

/** The devnet's built-in explorer, which the web's explorer links point at (product-stack.ts). */
function explorerBase(): string {
  return `${runSetting('E2E_RPC_URL').replace(/\/+$/, '')}/explorer`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The success view links the swap to the devnet explorer, whose pages know it once mined. */
async function expectExplorerLinks(page: Page) {
  const explorer = explorerBase();
  const mempoolLink = page.getByRole('link', { name: 'View on mempool' });
  await expect(mempoolLink).toHaveAttribute(
    'href',
    new RegExp(`^${escapeRegExp(explorer)}/tx/[0-9a-f]{64}$`),
  );
  const href = (await mempoolLink.getAttribute('href')) ?? '';
  const transactionId = href.slice(href.lastIndexOf('/') + 1);
  await expect(page.getByRole('link', { name: 'View on OP_SCAN' })).toHaveAttribute(
    'href',
    `${explorer}/transactions/${transactionId}`,
  );

  const txPage = await page.request.get(href);
  expect(txPage.status()).toBe(200);
  const html = await txPage.text();
  expect(html).toContain(transactionId);
  expect(html).toContain('OP_NET interaction');
  const status = await page.request.get(`${explorer}/api/tx/${transactionId}/status`);
  expect(await status.json()).toMatchObject({ confirmed: true });
}

async function expectCompletedAfterABlock(page: Page) {
  await expect(page.getByRole('heading', { name: 'Swap submitted' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('activity-status')).toHaveText('Pending', { timeout: 30_000 });
  // The other project mines too, so a block may close before the swap reaches the mempool.
  await nudgeUntilComplete(page, 90_000);
}

test('a visitor sees the swap form, its tabs and Connect Wallet', async ({ page }) => {
  await page.goto(webUrl('/'));
  await expect(page).toHaveTitle('Swap | opswap');
  const tabs = page.getByRole('navigation', { name: 'Trade' });
  await expect(tabs.getByRole('link', { name: 'Swap' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Send' })).toHaveAttribute('href', '/send');
  await expect(page.getByRole('button', { name: /^Transaction settings/ })).toHaveText('0.20%');
  await page.getByRole('button', { name: 'Sell token: Select Token' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect your wallet' })).toBeVisible();
});

test('the settings modal names each refused value', async ({ page }) => {
  await page.goto(webUrl('/'));
  await page.getByRole('button', { name: /^Transaction settings/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Transaction Settings' });
  const group = (legend: RegExp) => dialog.getByRole('group', { name: legend });

  await group(/^Max Slippage/)
    .getByText('Custom')
    .click();
  await dialog.getByLabel(/Custom max slippage/).fill('101');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Slippage must be a whole number from 0 to 100.',
  );
  await dialog.getByLabel(/Custom max slippage/).fill('50');
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  await group(/^Mining Fee Rate/)
    .getByText('Custom')
    .click();
  await dialog.getByLabel('Custom mining fee rate').fill('100000001');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Mining fee rate must be a number from 0 to 100,000,000 sat/vB.',
  );
  await dialog.getByLabel('Custom mining fee rate').fill('10');

  await group(/^Priority Fee/)
    .getByText('Custom')
    .click();
  await dialog.getByLabel('Custom priority fee').fill('100000001');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Priority fee must be a whole number of sats from 0 to 100,000,000.',
  );
  await dialog.getByLabel('Custom priority fee').fill('1000');

  await dialog.getByLabel('Custom block deadline').fill('100000001');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Block deadline must be a whole number of blocks from 0 to 100,000,000.',
  );
  await dialog.getByLabel('Custom block deadline').fill('20');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await shot(page, 'settings');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: /^Transaction settings/ })).toHaveText('0.50%');
  await page.reload();
  await expect(page.getByRole('button', { name: /^Transaction settings/ })).toHaveText('0.50%');
});

test('swaps MOTO for PILL: the activity turns Complete and the balances change', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await connectDevWallet(page, accounts().swapper);
  await enterSwap(page, '10');
  const motoBefore = await balanceOf(page, 'MOTO').textContent();
  const pillBefore = await balanceOf(page, 'PILL').textContent();
  await expect(page.getByText('Price impact')).toBeVisible();
  await shot(page, 'swap-quoted');

  await confirmSwap(page);
  await expectCompletedAfterABlock(page);
  await shot(page, 'swap-complete');
  await expectExplorerLinks(page);

  await page.getByRole('button', { name: 'New Swap' }).click();
  await expect(balanceOf(page, 'MOTO')).not.toHaveText(motoBefore ?? '', { timeout: 45_000 });
  await expect(balanceOf(page, 'PILL')).not.toHaveText(pillBefore ?? '', { timeout: 45_000 });
});

// The approval is the same at both widths: the mobile run proves the swap flow with the one above.
test('approves MOTO for the router first, then swaps', async ({ page }) => {
  desktopOnly();
  test.setTimeout(240_000);
  await connectDevWallet(page, APPROVER);
  await enterSwap(page, '5');
  await page.getByRole('button', { name: 'Swap Tokens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' });
  await expect(dialog).toContainText('The router may not spend your MOTO yet');
  await dialog.getByRole('button', { name: 'Confirm Swap' }).click();

  // The swap is simulated against mined state, so it waits for a block to mine the approval.
  await expect(page.getByRole('button', { name: 'Approving MOTO...' })).toBeVisible();
  await expect(async () => {
    await nudgeChain();
    await expect(page.getByRole('heading', { name: 'Swap submitted' })).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 60_000 });
  // The loop above mines until the swap is submitted: on a slow machine its last block can come
  // after the swap reached the mempool and confirm it at once, so Pending may never be seen here
  // (the swap test above sees it).
  const status = page.getByTestId('activity-status');
  await expect(status).toHaveText(/^(Pending|Complete)$/, { timeout: 30_000 });
  await expect(async () => {
    if ((await status.textContent()) !== 'Complete') await nudgeChain();
    await expect(status).toHaveText('Complete', { timeout: 15_000 });
  }).toPass({ timeout: 90_000 });
});

test('a wallet rejection says User rejected the request.', async ({ page }) => {
  await connectDevWallet(page, accounts().other);
  await enterSwap(page, '1');
  await rejectNextWalletRequest(page);
  await confirmSwap(page);
  const failed = page.getByRole('dialog', { name: 'Swap failed' });
  await expect(failed).toContainText('User rejected the request.', { timeout: 30_000 });
  await expect(failed.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await shot(page, 'swap-rejected');
  await failed.getByRole('button', { name: 'Back to Swap' }).click();
  await expect(page.getByRole('button', { name: 'Swap Tokens' })).toBeEnabled();
});

test('a Bitcoin swap shows its own button', async ({ page }) => {
  // Not account 0: it created the NativeSwap pools, and may not reserve its own liquidity.
  await connectDevWallet(page, accounts().swapper);
  await pickToken(page, 'Sell', 'rBTC');
  await expect(page.getByRole('button', { name: 'Select Destination Token' })).toBeDisabled();
  await pickToken(page, 'Buy', 'MOTO');
  await page.getByLabel('Sell', { exact: true }).fill('0.0001');
  await expect(page.getByRole('button', { name: 'Below minimum trade' })).toBeDisabled();
  await page.getByLabel('Sell', { exact: true }).fill('0.001');
  await expect(page.getByRole('button', { name: 'Next Step' })).toBeEnabled();

  // More than the pool can fill: the amounts shown are the fillable part, said so, and not offered
  // as the whole buy until the user takes that part.
  await page.getByLabel('Sell', { exact: true }).fill('50');
  await expect(
    page.getByRole('button', { name: 'Not enough liquidity for this amount' }),
  ).toBeDisabled({ timeout: 30_000 });
  const partial = page.getByRole('status').filter({ hasText: /^Only [\d,.]+ MOTO is available/ });
  await expect(partial).toBeVisible();
  const paid = page.getByRole('term').filter({ hasText: 'You pay' }).locator('xpath=..');
  await expect(paid.getByRole('definition')).not.toHaveText(/^50 /);
  await shot(page, 'buy-partial-fill');
  await partial.getByRole('button', { name: /^Buy [\d,.]+ MOTO for / }).click();
  await expect(page.getByLabel('Sell', { exact: true })).not.toHaveValue('50');
  await expect(page.getByRole('button', { name: 'Next Step' })).toBeEnabled({ timeout: 30_000 });
});
