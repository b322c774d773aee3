import { expect, test } from '@playwright/test';
import { closeBuyWindow } from '../support/mining.ts';
import { connectDevWallet } from '../support/dev-wallet.ts';
import { listForBitcoin, TOKENS } from '../support/native-listing.ts';
import { metricValue, ONE_REFRESH_MS, tokenTransactions } from '../support/token-page.ts';
import { desktopOnly, shot } from '../support/trade.ts';
import { webUrl } from '../support/urls.ts';

// Explore and the token page, as a visitor without a wallet reads them (spec 2: "Anonymous users
// may read explore data").

test('a visitor explores the market, sorts the tokens and opens MOTO', async ({ page }) => {
  await page.goto(webUrl('/explore'));
  await expect(page.getByRole('heading', { name: 'Explore', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^MOTO/ }).first()).toBeVisible({ timeout: 30_000 });
  await shot(page, 'explore-overview');

  await page.goto(webUrl('/explore/tokens'));
  const tokens = page.getByRole('table').filter({ has: page.getByRole('link', { name: /^MOTO/ }) });
  await expect(tokens).toBeVisible({ timeout: 30_000 });
  const byName = page.getByRole('columnheader', { name: 'Token' });
  const rows = () => tokens.getByRole('link').allTextContents();
  // A row's link reads 'SYMBOL Name'; the column sorts by the name, in any case.
  const inNameOrder = (texts: string[], direction: string | null) => {
    const names = texts.map((text) => text.slice(text.indexOf(' ') + 1).toLowerCase());
    const sorted = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return (direction === 'descending' ? sorted.reverse() : sorted).join('|') === names.join('|');
  };
  await byName.getByRole('button').click();
  await expect(byName).toHaveAttribute('aria-sort', /ascending|descending/);
  const direction = await byName.getAttribute('aria-sort');
  // The rows arrive from the API already sorted: wait for them rather than read the earlier ones.
  await expect.poll(async () => inNameOrder(await rows(), direction)).toBe(true);
  await byName.getByRole('button').click();
  const reversed = direction === 'ascending' ? 'descending' : 'ascending';
  await expect(byName).toHaveAttribute('aria-sort', reversed);
  // Other tests deploy tokens meanwhile: check the order, not a snapshot of the earlier rows.
  await expect.poll(async () => inNameOrder(await rows(), reversed)).toBe(true);
  await shot(page, 'explore-tokens');

  await tokens.getByRole('link', { name: /^MOTO/ }).click();
  await expect(page).toHaveURL(/\/token\/0x[0-9a-f]{64}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('$MOTO');
  const price = page.getByText('Price', { exact: true }).first().locator('xpath=..');
  await expect(price).toContainText(/\$|sats/, { timeout: 30_000 });
  await expect(page.getByRole('img', { name: /^MOTO price candles/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'NativeSwap Metrics' })).toBeVisible();
  await expect(page.getByText('Failed to load metrics')).toHaveCount(0);
  await expect(page.getByText(/^Showing \d+ most recent transactions/)).toBeVisible({
    timeout: 30_000,
  });
  await shot(page, 'token-moto');
});

test("/token/bitcoin says 'Token not found' and leads back to explore", async ({ page }) => {
  await page.goto(webUrl('/token/bitcoin'));
  await expect(page.getByRole('heading', { name: 'Token not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Explore tokens' }).click();
  await expect(page).toHaveURL(/\/explore$/);
});

// An account of its own (beyond the seed's ten, with ODYS and no NativeSwap approval yet); ODYS is
// the token nobody buys in the browser tests, so its metrics move only by what a test lists. The
// listing flow runs on desktop only: at 390 px it is the same chain flow, shot by shot().
const LISTER = 24;

test.afterEach(closeBuyWindow);

test("another account's listing shows in the token's transactions and moves its metrics", async ({
  page,
  browser,
}) => {
  desktopOnly();
  test.setTimeout(360_000);
  await page.goto(webUrl(`/token/${TOKENS.ODYS}`));
  const totalLiquidity = metricValue(page, 'Total liquidity');
  await expect(totalLiquidity).toHaveText(/ODYS$/, { timeout: 60_000 });
  const before = (await totalLiquidity.textContent()) ?? '';
  const amount = '123.45';
  const transactions = tokenTransactions(page);
  await expect(transactions.getByText(`${amount} ODYS`)).toHaveCount(0);

  const lister = await browser.newContext({ viewport: test.info().project.use.viewport });
  const listerPage = await lister.newPage();
  await connectDevWallet(listerPage, LISTER);
  await listForBitcoin(listerPage, 'ODYS', amount, 'explore-lister');
  await lister.close();

  // The visitor's page, left open and never reloaded, follows within one refresh.
  await expect(transactions.getByText(`${amount} ODYS`).first()).toBeVisible({
    timeout: ONE_REFRESH_MS,
  });
  await expect(totalLiquidity).not.toHaveText(before, { timeout: ONE_REFRESH_MS });
  await shot(page, 'token-odys-after-listing');
});
