import { expect, type Page, test } from '@playwright/test';
import { closeBuyWindow, mineBlocks, openBuyWindow } from '../support/mining.ts';
import { connectDevWallet } from '../support/dev-wallet.ts';
import { TOKENS } from '../support/native-listing.ts';
import { metricValue, ONE_REFRESH_MS, tokenTransactions } from '../support/token-page.ts';
import { webUrl } from '../support/urls.ts';
import { balanceOf, desktopOnly, pickToken, shot, TX_HASH } from '../support/trade.ts';

// Accounts beyond the seed's ten: they hold 100 rBTC and the seed tokens, and have no reservation
// of their own yet.
const ACCOUNTS = { buyer: 10, expiry: 11 } as const;

const BUY_TEST = 'buys MOTO with rBTC: select, reserve, wait for reorg protection, swap, watch';

// The NativeSwap flows run on desktop only; their screens at 390 px are the desktop run's
// screenshots and the accessibility spec's audits.
test.beforeEach(desktopOnly);
test.afterEach(closeBuyWindow);

/** Step 1: rBTC -> MOTO for `btc`, at the given reorg protection level, then 'Next Step'. */
async function selectTokens(page: Page, btc: string, level: string) {
  await pickToken(page, 'Sell', 'rBTC');
  await pickToken(page, 'Buy', 'MOTO');
  const steps = page.getByRole('list', { name: 'Swap steps' });
  await expect(steps.getByRole('listitem')).toHaveText([
    '1Select Tokens',
    '2Reserve',
    '3Swap tokens',
  ]);
  await page.getByLabel('Sell', { exact: true }).fill('0.0001');
  await expect(page.getByRole('button', { name: 'Below minimum trade' })).toBeDisabled({
    timeout: 60_000,
  });
  await page.getByLabel('Sell', { exact: true }).fill(btc);
  await expect(page.getByLabel('Buy', { exact: true })).not.toHaveValue('', { timeout: 60_000 });
  const reorg = page.getByRole('group', { name: 'Reorg protection' });
  await expect(reorg.getByRole('switch')).toBeChecked();
  await expect(reorg.getByRole('radio', { name: /1 block/ })).toBeChecked();
  await expect(reorg.getByText('Recommended')).toBeVisible();
  // A block arriving meanwhile can move the form under the tap (balances, quote): tap again then.
  await expect(async () => {
    await reorg.locator('label').filter({ hasText: level }).click();
    await expect(reorg.getByRole('radio', { name: new RegExp(level) })).toBeChecked({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  const next = page.getByRole('button', { name: 'Next Step' });
  await expect(next).toBeEnabled({ timeout: 90_000 });
  await expectSlippageOfSettings(page);
  await shot(page, '1-select-tokens');
  await next.click();
  await expect(page).toHaveURL(/\/swap\/native\/reserve$/);
}

/** A decimal amount shown in a detail row ('10.3517 MOTO'), as a number for a ratio check. */
async function detailAmount(page: Page, label: string): Promise<number> {
  const row = page.getByRole('term').filter({ hasText: label }).locator('xpath=..');
  const text = (await row.getByRole('definition').textContent()) ?? '';
  return Number(text.replace(/,/g, '').split(' ')[0]);
}

/** The settings' 0.20% is what the buy keeps: minimum received is 99.80% of the expected. */
async function expectSlippageOfSettings(page: Page) {
  await expect(page.getByRole('button', { name: /^Transaction settings/ })).toHaveText('0.20%');
  const slippage = page.getByRole('term').filter({ hasText: 'Max slippage' }).locator('xpath=..');
  await expect(slippage.getByRole('definition')).toHaveText('0.20%');
  const ratio =
    (await detailAmount(page, 'Minimum received')) / (await detailAmount(page, 'Expected'));
  expect(ratio).toBeGreaterThan(0.997);
  expect(ratio).toBeLessThan(0.999);
}

/** Step 2: 'Reserve Swap', the address takes the transaction id, a block confirms it. */
async function reserve(page: Page): Promise<string> {
  await expect(page.locator('[aria-current="step"]')).toHaveText('2Reserve');
  await expect(page.getByRole('definition').filter({ hasText: 'MOTO' }).first()).toBeVisible();
  await shot(page, '2-reserve');
  await page.getByRole('button', { name: 'Reserve Swap' }).click();
  await expect(page).toHaveURL(new RegExp(`/swap/native/reserve/${TX_HASH}$`), {
    timeout: 120_000,
  });
  const hash = new URL(page.url()).pathname.split('/').pop() as string;
  // Without the buy window (the expiry test), another spec's block may confirm the reservation
  // before its waiting text is read: the page is then on the execute step already.
  const waiting = page.getByText('Waiting for the reservation to be confirmed…');
  const executeStep = new RegExp(`/swap/native/execute/${hash}$`);
  await expect
    .poll(async () => executeStep.test(page.url()) || (await waiting.isVisible()))
    .toBe(true);
  if (await waiting.isVisible()) {
    await shot(page, '2-reserved-pending');
    await mineBlocks(1);
  }
  await expect(page).toHaveURL(executeStep, { timeout: 120_000 });
  return hash;
}

test(BUY_TEST, async ({ page, browser }) => {
  test.setTimeout(600_000);
  // A visitor reads MOTO's token page meanwhile, without a wallet and without reloading it.
  const visitor = await browser.newPage();
  await visitor.goto(webUrl(`/token/${TOKENS.MOTO}`));
  const tokenReserve = metricValue(visitor, 'Virtual token reserve');
  await expect(tokenReserve).toHaveText(/MOTO$/, { timeout: 60_000 });
  const reserveBefore = await tokenReserve.textContent();
  await openBuyWindow();
  await connectDevWallet(page, ACCOUNTS.buyer);
  await pickToken(page, 'Buy', 'MOTO');
  const motoBefore = await balanceOf(page, 'MOTO').textContent();
  await selectTokens(page, '0.001', '2 blocks');
  const hash = await reserve(page);

  // Level 2: the swap waits one block after the confirmation (unless another spec mined it).
  const wait = page.getByText('Please wait 1 more block(s) for reorg protection.');
  const simulated = page.getByText('Success', { exact: true });
  const swap = page.getByRole('button', { name: 'Swap Tokens' });
  await expect(wait.or(simulated)).toBeVisible({ timeout: 60_000 });
  if (await wait.isVisible()) {
    await expect(swap).toBeDisabled();
    await shot(page, '3-reorg-wait');
    await mineBlocks(1);
  }
  await expect(page.getByText('Success', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(swap).toBeEnabled();
  await shot(page, '3-execute-ready');
  await swap.click();
  await page
    .getByRole('dialog', { name: 'Confirm Swap' })
    .getByRole('button', { name: 'Confirm Swap' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/swap/native/watch/${hash}/${TX_HASH}$`), {
    timeout: 120_000,
  });
  await shot(page, '4-watch');
  closeBuyWindow();
  const swapTransaction = page.url().split('/').pop() as string;

  await mineBlocks(1);
  // The visitor's page shows this swap in MOTO's transactions, and the pool's new reserve, within
  // one refresh of the block that mined it.
  await expect(
    tokenTransactions(visitor).getByRole('link', {
      name: `Transaction ${swapTransaction} on the explorer`,
    }),
  ).toBeVisible({ timeout: ONE_REFRESH_MS });
  await expect(tokenReserve).not.toHaveText(reserveBefore ?? '', { timeout: ONE_REFRESH_MS });
  await visitor.close();
  await page.goto(webUrl('/'));
  // The saved wallet reconnects after a load; picking before that would ask to connect.
  await expect(page.getByRole('button', { name: /^bcrt1p/ })).toBeVisible({ timeout: 60_000 });
  await pickToken(page, 'Buy', 'MOTO');
  await expect(balanceOf(page, 'MOTO')).not.toHaveText(motoBefore ?? '', { timeout: 60_000 });

  await page.goto(webUrl('/activity'));
  const signIn = page.getByRole('button', { name: 'Sign in' });
  const table = page.getByRole('table', { name: 'Your activity' });
  await expect(signIn.or(table)).toBeVisible({ timeout: 30_000 });
  if (await signIn.isVisible()) await signIn.click();
  await expect(table.getByText('Native Swap').first()).toBeVisible({ timeout: 60_000 });
  await shot(page, '5-activity');
});

test('a reservation left to expire: the execute screen says so and the swap stays off', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await connectDevWallet(page, ACCOUNTS.expiry);
  await selectTokens(page, '0.0006', '1 block');
  const hash = await reserve(page);

  await mineBlocks(7);
  await expect(
    page.getByText('Your reservation has expired. Please create a new reservation to swap.'),
  ).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: 'Swap Tokens' })).toBeDisabled();
  await shot(page, '3-expired');

  // An expired reservation leaves the reservations list; it was this account's only one.
  await page.goto(webUrl('/activity/reservations'));
  const signIn = page.getByRole('button', { name: 'Sign in' });
  const empty = page.getByText('You have no reservations yet.');
  await expect(signIn.or(empty)).toBeVisible({ timeout: 60_000 });
  if (await signIn.isVisible()) await signIn.click();
  await expect(empty).toBeVisible({ timeout: 60_000 });
  await shot(page, '4-reservations-expired');
  expect(hash).toMatch(new RegExp(`^${TX_HASH}$`));
});
