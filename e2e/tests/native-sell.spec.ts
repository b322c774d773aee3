import { type Browser, expect, type Page, test } from '@playwright/test';
import { closeBuyWindow, mineBlocks, nudgeChain, openBuyWindow } from '../support/mining.ts';
import { connectDevWallet } from '../support/dev-wallet.ts';
import {
  listForBitcoin,
  mineUntilVisible,
  type NativeToken,
  signInIfAsked,
  TOKENS,
} from '../support/native-listing.ts';
import { webUrl } from '../support/urls.ts';
import { btcBalance, desktopOnly, pickToken, shot, TX_HASH } from '../support/trade.ts';

// Desktop only, its 390 px screenshots taken by the desktop run: the chain flow is the same at
// either width. Accounts beyond the seed's ten (100 rBTC and the seed tokens each, no NativeSwap
// approval yet). NativeSwap fills the priority
// queue first, then the standard queue in order, then the initial provider; so each test keeps
// to its own token: the full sells PILL (its buyers buy through everything queued ahead, the
// seed's listings too), the priority listings MOTO, the cancellations ODYS (which nobody buys
// here, so the listing is still untouched when it is cancelled).
const ACCOUNTS = { seller: 14, buyer: 15, priority: 16, canceller: 17 } as const;

test.beforeEach(desktopOnly);
test.afterEach(closeBuyWindow);

/** The user's listing card of a token on Active Listings. */
async function listingCard(page: Page, symbol: NativeToken, prefix: string) {
  await page.goto(webUrl('/activity/active-listings'));
  const card = page.getByRole('article', { name: `Listings of ${TOKENS[symbol]}` });
  await signInIfAsked(page, card);
  await mineUntilVisible(card);
  await shot(page, `${prefix}-active-listings`);
  return card;
}

/** Buys `btc` of PILL through the UI's from-Bitcoin flow: select, reserve, execute, watch. */
async function buyPill(browser: Browser, account: number, btc: string, prefix: string) {
  const context = await browser.newContext({ viewport: test.info().project.use.viewport });
  const page = await context.newPage();
  await connectDevWallet(page, account);
  await pickToken(page, 'Sell', 'rBTC');
  await pickToken(page, 'Buy', 'PILL');
  await page.getByLabel('Sell', { exact: true }).fill(btc);
  await expect(page.getByLabel('Buy', { exact: true })).not.toHaveValue('', { timeout: 60_000 });
  const next = page.getByRole('button', { name: 'Next Step' });
  await expect(next).toBeEnabled({ timeout: 90_000 });
  await shot(page, `${prefix}-buyer-select`);
  await next.click();
  await expect(page).toHaveURL(/\/swap\/native\/reserve$/);
  await openBuyWindow();
  await page.getByRole('button', { name: 'Reserve Swap' }).click();
  await expect(page).toHaveURL(new RegExp(`/swap/native/reserve/${TX_HASH}$`), {
    timeout: 120_000,
  });
  await shot(page, `${prefix}-buyer-reserved`);
  await expect(async () => {
    if (!/\/swap\/native\/execute\//.test(page.url())) await nudgeChain();
    // The page learns of a block within 15 s and polls the reservation every 10 s.
    await expect(page).toHaveURL(/\/swap\/native\/execute\//, { timeout: 30_000 });
  }).toPass({ timeout: 240_000 });
  const swap = page.getByRole('button', { name: 'Swap Tokens' });
  // Mine only while the page asks for reorg protection blocks: more would expire the reservation.
  const protectionWait = page.getByText(/^Please wait \d+ more block\(s\) for reorg protection\.$/);
  await expect(async () => {
    if (await protectionWait.isVisible()) await nudgeChain();
    await expect(swap).toBeEnabled({ timeout: 20_000 });
  }).toPass({ timeout: 240_000 });
  await shot(page, `${prefix}-buyer-execute`);
  await swap.click();
  await page
    .getByRole('dialog', { name: 'Confirm Swap' })
    .getByRole('button', { name: 'Confirm Swap' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/swap/native/watch/.+/${TX_HASH}$`), {
    timeout: 120_000,
  });
  closeBuyWindow();
  await mineBlocks(1);
  await shot(page, `${prefix}-buyer-watch`);
  await context.close();
}

test('a full sell: list PILL on Standard, a buyer fills it, the seller is paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(900_000);
  const { seller, buyer } = ACCOUNTS;
  await connectDevWallet(page, seller);
  const { transactionId, receiver } = await listForBitcoin(page, 'PILL', '20', 'a1');
  const paidBefore = await btcBalance(receiver);

  const card = await listingCard(page, 'PILL', 'a2');
  await expect(card.getByTestId('listing-queue')).toHaveText(
    /^(\d+\/\d+ \(Standard\)|Getting fulfilled)$/,
    { timeout: 60_000 },
  );
  await expect(card.getByText('Active').first()).toBeVisible();

  // Through the UI's from-Bitcoin flow: 0.1 BTC buys through the queue ahead of this listing.
  await buyPill(browser, buyer, '0.1', 'a3');

  await page.goto(webUrl(`/listing/${transactionId}`));
  await expect(page).toHaveURL(new RegExp(`/activity/active-listings/${transactionId}$`));
  const detail = page.getByRole('article', { name: `Listings of ${TOKENS.PILL}` });
  await expect(async () => {
    await nudgeChain();
    await page.reload();
    await expect(detail.getByText('Fulfilled').first()).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 240_000 });
  await expect(detail.getByText(/^Sold 20 PILL$/)).toBeVisible({ timeout: 60_000 });
  await shot(page, 'a4-fulfilled');
  expect(await btcBalance(receiver)).toBeGreaterThan(paidBefore);

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByText('Listing sold').first()).toBeVisible({ timeout: 60_000 });
  await shot(page, 'a5-notifications');
});

test('a High priority listing asks for confirmation, shows its cost and queues as Priority', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await connectDevWallet(page, ACCOUNTS.priority);
  await listForBitcoin(page, 'MOTO', '10', 'b1', 'High');
  const card = await listingCard(page, 'MOTO', 'b2');
  await expect(card.getByTestId('listing-queue')).toHaveText(
    /^(\d+\/\d+ \(Priority\)|Getting fulfilled)$/,
    { timeout: 60_000 },
  );
  await shot(page, 'b3-priority-queued');
});

test('a listing cancelled with its penalty shown, and the activity recorded', async ({ page }) => {
  test.setTimeout(600_000);
  await connectDevWallet(page, ACCOUNTS.canceller);
  await listForBitcoin(page, 'ODYS', '100', 'c1');
  const card = await listingCard(page, 'ODYS', 'c2');
  await expect(card.getByTestId('listing-queue')).toHaveText(/^\d+\/\d+ \(Standard\)$/, {
    timeout: 60_000,
  });

  await card.getByRole('button', { name: 'Cancel Listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel listing' });
  await expect(dialog).toContainText('50-90% of its tokens, rising over 2016 blocks');
  await expect(dialog).toContainText("token's staking pool");
  await expect(dialog).toContainText(/Penalty \(50\.\d\d%\)/);
  await expect(dialog).toContainText('You get back');
  await expect(dialog).toContainText('ODYS');
  await shot(page, 'c3-cancel-penalty');
  await dialog.getByRole('button', { name: 'Confirm Cancel' }).click();
  // The card says the cancellation was sent, then (once recorded) closes the listing with it.
  const cancellation = card.getByText('Cancellation', { exact: true });
  await expect(
    card
      .getByText(/Cancellation sent/)
      .or(cancellation)
      .first(),
  ).toBeVisible({
    timeout: 120_000,
  });
  await shot(page, 'c4-cancel-sent');
  await expect(async () => {
    await nudgeChain();
    await page.reload();
    await expect(cancellation).toBeVisible({ timeout: 10_000 });
    await expect(card.getByText('Complete', { exact: true })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 240_000 });
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel Listing' })).toHaveCount(0);
  await shot(page, 'c5-cancelled');

  await page.goto(webUrl('/activity'));
  const table = page.getByRole('table', { name: 'Your activity' });
  await signInIfAsked(page, table);
  await expect(table.getByText(/Cancel ?Listing/i).first()).toBeVisible({ timeout: 60_000 });
  await shot(page, 'c6-activity');
});
