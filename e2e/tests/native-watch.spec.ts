import { expect, type Page, test } from '@playwright/test';
import { connectDevWallet } from '../support/dev-wallet.ts';
import { closeBuyWindow, mineBlocks, nudgeChain, openBuyWindow } from '../support/mining.ts';
import { devnetRpc } from '../support/devnet.ts';
import {
  btcBalance,
  desktopOnly,
  p2trOf,
  pickToken,
  projectValue,
  shot,
  TX_HASH,
} from '../support/trade.ts';

// The watch screen (step 4). Each project has its own account; the two tests share it, so they
// run in order: first a swap that is mined, then one held out of the blocks until it is at risk.
const ACCOUNT = { desktop: 22, mobile: 23 } as const;

test.afterEach(closeBuyWindow);
test.describe.configure({ mode: 'serial' });

function account(): number {
  return projectValue(ACCOUNT);
}

/**
 * Steps 1 to 3 through the UI: rBTC -> `symbol` for `btc` with 1 block of reorg protection,
 * reserve, a block, and the execute screen ready. Returns the reservation hash.
 */
async function reserveAndReady(page: Page, symbol: string, btc: string): Promise<string> {
  await pickToken(page, 'Sell', 'rBTC');
  await pickToken(page, 'Buy', symbol);
  await page.getByLabel('Sell', { exact: true }).fill(btc);
  await expect(page.getByLabel('Buy', { exact: true })).not.toHaveValue('', { timeout: 90_000 });
  const reorg = page.getByRole('group', { name: 'Reorg protection' });
  // 1 block, the level recommended (and chosen) for amounts up to 0.002 BTC.
  await expect(reorg.getByRole('radio', { name: /^1 block/ })).toBeChecked();
  const next = page.getByRole('button', { name: 'Next Step' });
  await expect(next).toBeEnabled({ timeout: 90_000 });
  await next.click();
  await expect(page).toHaveURL(/\/swap\/native\/reserve$/, { timeout: 60_000 });
  await openBuyWindow();
  await page.getByRole('button', { name: 'Reserve Swap' }).click();
  await expect(page).toHaveURL(new RegExp(`/swap/native/reserve/${TX_HASH}$`), {
    timeout: 120_000,
  });
  const hash = new URL(page.url()).pathname.split('/').pop() as string;
  await mineBlocks(1);
  await expect(page).toHaveURL(new RegExp(`/swap/native/execute/${hash}$`), { timeout: 120_000 });
  await expect(page.getByText('Success', { exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('button', { name: 'Swap Tokens' })).toBeEnabled();
  return hash;
}

/** 'Swap Tokens' on the execute screen, then the watch screen of that swap. */
async function swapAndWatch(page: Page, reservationHash: string): Promise<string> {
  await page.getByRole('button', { name: 'Swap Tokens' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Swap' })
    .getByRole('button', { name: 'Confirm Swap' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/swap/native/watch/${reservationHash}/${TX_HASH}$`), {
    timeout: 120_000,
  });
  closeBuyWindow();
  const steps = page.getByRole('list', { name: 'Swap steps' });
  await expect(steps.locator('[data-status="completed"]')).toHaveCount(3);
  return new URL(page.url()).pathname.split('/').pop() as string;
}

test('a mined swap shows confirmed on the watch screen', async ({ page }) => {
  desktopOnly();
  test.setTimeout(600_000);
  const address = await p2trOf(account());
  await connectDevWallet(page, account());
  const hash = await reserveAndReady(page, 'ODYS', '0.0006');
  // Held out of the blocks other tests mine until its pending state has been seen.
  await devnetRpc('devnet_hold', [address]);
  try {
    await swapAndWatch(page, hash);
    await expect(page.getByRole('heading', { name: 'Swap Pending' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('button', { name: 'Cancel Transaction' })).toBeEnabled();
    await expect(page.getByRole('switch', { name: 'Auto-protection' })).not.toBeChecked();
    await expect(page).toHaveTitle('Transaction Status | opswap');
    await shot(page, 'watch-pending');
  } finally {
    await devnetRpc('devnet_release', [address]);
  }

  await mineBlocks(1);
  await expect(page.getByRole('heading', { name: 'Swap Confirmed' })).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByRole('button', { name: 'Cancel Transaction' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to Swap' })).toBeVisible();
  await shot(page, 'watch-confirmed');
});

test('a swap at risk is cancelled from the watch screen and the rBTC comes back', async ({
  page,
}) => {
  desktopOnly();
  test.setTimeout(900_000);
  const address = await p2trOf(account());
  await connectDevWallet(page, account());
  const hash = await reserveAndReady(page, 'MOTO', '0.001');
  // The swap stays out of every block (other tests mine too) until this test releases it.
  await devnetRpc('devnet_hold', [address]);
  try {
    const before = await btcBalance(address);
    const swap = await swapAndWatch(page, hash);
    await expect(page.getByRole('heading', { name: 'Swap Pending' })).toBeVisible({
      timeout: 60_000,
    });

    // Blocks pass without the swap until its reservation expires; the monitor then simulates a
    // ReservationFallback on each check and flags the danger after three.
    const atRisk = page.getByRole('alert').filter({ hasText: 'At Risk' });
    await expect(async () => {
      if (!(await atRisk.isVisible())) await nudgeChain();
      await expect(atRisk).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 420_000, intervals: [5_000] });
    await expect(atRisk).toContainText('We recommend cancelling it');
    await expect(page).toHaveTitle(/^(At Risk|Transaction Status) \| opswap$/);
    await shot(page, 'watch-at-risk');
    expect(await devnetRpc<{ status: string }>('devnet_transactionStatus', [swap])).toMatchObject({
      status: 'pending',
    });

    await page.getByRole('button', { name: 'Cancel Transaction' }).click();
    await expect(page.getByText(/Cancellation sent/)).toBeVisible({ timeout: 120_000 });
    await shot(page, 'watch-cancel-sent');
    expect(await devnetRpc<{ status: string }>('devnet_transactionStatus', [swap])).toMatchObject({
      status: 'replaced',
    });

    await mineBlocks(1);
    await expect(page.getByRole('heading', { name: 'Swap Cancelled' })).toBeVisible({
      timeout: 120_000,
    });
    await expect(page.getByText(/Transaction was cancelled by user/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Transaction' })).toBeHidden();
    await shot(page, 'watch-cancelled');

    // The 100,000 sats the swap would have paid came back; only fees were spent.
    const after = await btcBalance(address);
    expect(before - after).toBeLessThan(100_000n);
  } finally {
    await devnetRpc('devnet_release', [address]);
  }
});
