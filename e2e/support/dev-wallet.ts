import { expect, type Page } from '@playwright/test';
import { webUrl } from './urls.ts';

/** The devnet's development accounts, as its README lists them (p2tr addresses). */
export const DEV_ACCOUNTS = [
  'bcrt1pfzhx49qe6s5exppe5hqljg3n6587xk0w75xqr70pgdt7ygnfkssqu3wy22',
  'bcrt1p0lks35d0spqsvz2t3t0kqus38wrlpmcjtvvupkfkwdrzfh6zjypsljsy4e',
  'bcrt1p6f0xvqe892y0fvm2hwnmmj6fzczp7lx6tluvwhymcca4d7a45jjsjnreze',
  'bcrt1prleszyly6wky4xtse5l08klr0z7duwyj2z59j66km7j8jkvrde9qz7e3ft',
  'bcrt1pwvm0vsxxl783w3x9psduqztqzju9hcnpf3k0gdkkm204m0cmgmtstc9fsd',
  'bcrt1pa9pz4s6n4evtjvdnel9649kfwez357l8d2wg7aezc9gsx5m0xyasqzut08',
  'bcrt1pvn6plel4fv9ae08fxkrqxl5wj337mcv86wzaqnyj75fpe6udj8lq0ddq8v',
  'bcrt1pfzh443ddrsxu60talwm74mjxjuwst8zaqp8u5pvna5lp6632d3rqrtjxnd',
] as const;

/**
 * Opens `path` with the development wallet set to `account`, connects it through the 'Connect your
 * wallet' modal (OP_WALLET) and waits until the app shows the connected wallet.
 */
export async function connectDevWallet(page: Page, account: number, path = '/'): Promise<void> {
  await page.addInitScript((index) => {
    if (localStorage.getItem('opswap.devAccount') === null) {
      localStorage.setItem('opswap.devAccount', String(index));
    }
  }, account);
  await page.goto(webUrl(path));
  const modal = page.getByRole('dialog', { name: 'Connect your wallet' });
  // A click that lands while the page is still booting opens nothing: click again until the
  // modal shows, and never while it is already open.
  await expect(async () => {
    if (!(await modal.isVisible())) {
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click({ timeout: 10_000 });
    }
    await expect(modal).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 90_000 });
  await modal.getByRole('button', { name: /OP_WALLET/ }).click();
  // Connecting loads the chain libraries and reads the account: seconds on a busy machine.
  await expect(modal).toBeHidden({ timeout: 30_000 });
  await expect(devWalletButton(page)).toHaveText(`Dev wallet · Account ${account}`);
}

/** The development wallet panel's toggle. */
export function devWalletButton(page: Page) {
  return page.getByRole('button', { name: /^Dev wallet · Account/ });
}

/** Makes the development wallet refuse the next request, as a user pressing Reject would. */
export async function rejectNextWalletRequest(page: Page): Promise<void> {
  await devWalletButton(page).click();
  await page.getByRole('checkbox', { name: 'Reject the next request' }).check();
  await devWalletButton(page).click();
}
