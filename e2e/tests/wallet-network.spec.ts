import { expect, type Page, test } from '@playwright/test';
import { connectDevWallet, devWalletButton } from '../support/dev-wallet.ts';
import { devnetRpc } from '../support/devnet.ts';
import { webUrl } from '../support/urls.ts';
import { shot } from '../support/trade.ts';

// Accounts 8 and 9 are this spec's own.

async function switchNetwork(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: `Network: ${from}` }).click();
  await page.getByRole('button', { name: to, exact: true }).click();
  await expect(page.getByRole('button', { name: `Network: ${to}` })).toBeVisible();
}

test('the development wallet leaves with regtest and reconnects when it returns', async ({
  page,
}) => {
  await connectDevWallet(page, 8, '/swap');
  expect(await page.evaluate(() => localStorage.getItem('opswap.walletType'))).toContain(
    'OP_WALLET',
  );

  await switchNetwork(page, 'Regtest', 'Testnet');
  await expect(devWalletButton(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => 'opnet' in window)).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('opswap.walletType'))).toBeNull();
  await shot(page, 'testnet');

  await switchNetwork(page, 'Testnet', 'Regtest');
  await expect.poll(() => page.evaluate(() => 'opnet' in window), { timeout: 30_000 }).toBe(true);
  await expect(devWalletButton(page)).toHaveText('Dev wallet · Account 8', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);
});

test('a returning user opening /swap/{token} is reconnected, not asked to log in', async ({
  page,
}) => {
  const info = await devnetRpc<{ contracts: Record<string, { address: string }> }>('devnet_info');
  const moto = info.contracts.MOTO?.address;
  expect(moto).toBeTruthy();
  await connectDevWallet(page, 9, '/');

  // Remembers whether the login modal ever showed, even for a moment.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[role="dialog"]')?.textContent?.includes('Connect your wallet')) {
        (window as { loginShown?: boolean }).loginShown = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(webUrl(`/swap/${moto}`));
  await expect(devWalletButton(page)).toHaveText('Dev wallet · Account 9', { timeout: 60_000 });
  const modal = page.getByRole('dialog', { name: 'Connect your wallet' });
  await expect(modal).toBeHidden();
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as { loginShown?: boolean }).loginShown)).toBeFalsy();
  await shot(page, 'swap-token-returning');
});

test("a wallet that stays on another network blocks sending: 'Invalid network, reload'", async ({
  page,
}) => {
  // A stand-in UniSat on OP_NET testnet that refuses to switch chains.
  await page.addInitScript(() => {
    const chain = { enum: 'OPNET_TESTNET', name: 'OP_NET Testnet', network: 'opnetTestnet' };
    const account = 'bcrt1pfzh443ddrsxu60talwm74mjxjuwst8zaqp8u5pvna5lp6632d3rqrtjxnd';
    (window as unknown as { unisat: object }).unisat = {
      requestAccounts: async () => [account],
      getAccounts: async () => [account],
      getPublicKey: async () =>
        '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
      getNetwork: async () => 'opnetTestnet',
      getChain: async () => chain,
      getBalance: async () => ({ confirmed: 0, unconfirmed: 0, total: 0 }),
      switchChain: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      },
      disconnect: async () => undefined,
      on: () => undefined,
      removeListener: () => undefined,
    };
  });
  await page.goto(webUrl('/swap'));
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page
    .getByRole('dialog', { name: 'Connect your wallet' })
    .getByRole('button', { name: 'UniSat' })
    .click();
  // The app follows the wallet's network when it connects.
  await expect(page.getByRole('button', { name: 'Network: Testnet' })).toBeVisible({
    timeout: 60_000,
  });

  await switchNetwork(page, 'Testnet', 'Regtest');
  await expect(page.getByRole('button', { name: 'Invalid network, reload' })).toBeDisabled({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Network: Regtest' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Invalid network, reload: switch your wallet to Regtest.',
  );
  await expect(page.getByText('Wallet network: Testnet')).toBeVisible();
  await shot(page, 'invalid-network');
});
