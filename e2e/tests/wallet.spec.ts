import { expect, test } from '@playwright/test';
import { connectDevWallet, DEV_ACCOUNTS, devWalletButton } from '../support/dev-wallet.ts';
import { webUrl } from '../support/urls.ts';
import { balanceOf, pickToken, shot } from '../support/trade.ts';

const shortened = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`;

test('the connect modal offers the wallets and the terms', async ({ page }) => {
  await page.goto(webUrl('/'));
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Connect your wallet' });
  await expect(modal.getByRole('button', { name: /OP_WALLET/ })).toContainText('Recommended');
  await expect(modal.getByRole('button', { name: 'UniSat' })).toBeVisible();
  await expect(modal).toContainText(
    'By connecting a wallet, you agree to our Terms of Service and acknowledge that you have read our Privacy Policy',
  );
  await expect(modal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await shot(page, 'connect-modal');

  // UniSat is not installed in this browser: connecting fails and says so for 3 s, once the
  // wallet libraries the modal started loading are in (seconds on a busy machine).
  await modal.getByRole('button', { name: 'UniSat' }).click();
  await expect(modal.getByRole('alert')).toHaveText(/UniSat is not installed/, { timeout: 30_000 });
  await expect(modal.getByRole('alert')).toBeHidden({ timeout: 5_000 });
});

test('the development wallet connects, switches accounts and reconnects after a reload', async ({
  page,
}) => {
  await connectDevWallet(page, 1);
  await expect(
    page.getByRole('button', { name: shortened(DEV_ACCOUNTS[1]) }).first(),
  ).toBeVisible();

  await devWalletButton(page).click();
  await page.getByRole('combobox', { name: 'Account' }).selectOption('3');
  await expect(devWalletButton(page)).toHaveText('Dev wallet · Account 3');
  await expect(
    page.getByRole('button', { name: shortened(DEV_ACCOUNTS[3]) }).first(),
  ).toBeVisible();
  await shot(page, 'dev-wallet');

  await page.reload();
  await expect(devWalletButton(page)).toHaveText('Dev wallet · Account 3');
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);
});

test('an account switch shows the new account’s balance at once, not at the next block', async ({
  page,
}) => {
  // Account 1 added less liquidity than account 0, the deployer: their MOTO balances differ.
  await connectDevWallet(page, 1);
  await pickToken(page, 'Sell', 'MOTO');
  const balance = balanceOf(page, 'MOTO');
  await expect(balance).toBeVisible({ timeout: 30_000 });
  const before = (await balance.textContent()) ?? '';

  await devWalletButton(page).click();
  await page.getByRole('combobox', { name: 'Account' }).selectOption('0');
  await expect(
    page.getByRole('button', { name: shortened(DEV_ACCOUNTS[0]) }).first(),
  ).toBeVisible();
  // Before the fix the old number stayed until the next block poll, 6 to 20 s later.
  await expect(balance).toBeVisible({ timeout: 5_000 });
  await expect(balance).not.toHaveText(before, { timeout: 5_000 });
});
