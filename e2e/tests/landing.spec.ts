import { expect, test } from '@playwright/test';
import { webUrl } from '../support/urls.ts';

test('the landing page names the product and the network it runs on', async ({ page }) => {
  await page.goto(webUrl('/'));
  await expect(page).toHaveTitle('opswap');
  await expect(page.getByRole('heading', { name: 'opswap' })).toBeVisible();
  await expect(page.getByLabel('Network')).toHaveText('regtest');
  await page.screenshot({ path: test.info().outputPath('landing.png'), fullPage: true });
});
