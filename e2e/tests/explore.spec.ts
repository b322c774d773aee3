import { expect, test } from '@playwright/test';
import { shot } from '../support/trade.ts';
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
  await byName.getByRole('button').click();
  await expect(byName).toHaveAttribute('aria-sort', /ascending|descending/);
  const order = await tokens.getByRole('link').allTextContents();
  await byName.getByRole('button').click();
  await expect.poll(() => tokens.getByRole('link').allTextContents()).toEqual([...order].reverse());
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
