import { expect, type Locator, type Page } from '@playwright/test';
import { nudgeChain } from './mining.ts';
import { pickToken, shot, TX_HASH } from './trade.ts';

/** The seed's tokens with a NativeSwap pool, by symbol. */
export const TOKENS = {
  PILL: '0x2a0f3860ec55a9a6dda145796812f4e34f9f309c2a2b50d9fee9291428b1f668',
  MOTO: '0x048cc872ac2d913489f913415c31bdacf93df15defa1c998b624f582e890a2ac',
  ODYS: '0x233c2a18947cc732bd1502c48e53d52fc48d88c0f2a47e78b1ab494d5208402e',
} as const;
export type NativeToken = keyof typeof TOKENS;

/** Moves the chain on a block at a time (nudgeChain) until the locator shows: the UI waits on blocks. */
export async function mineUntilVisible(locator: Locator, timeout = 240_000) {
  await expect(async () => {
    if (await locator.first().isVisible()) return;
    await nudgeChain();
    await expect(locator.first()).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout });
}

export async function signInIfAsked(page: Page, ready: Locator) {
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn.or(ready).first()).toBeVisible({ timeout: 60_000 });
  if (await signIn.isVisible()) await signIn.click();
}

export interface Listed {
  transactionId: string;
  receiver: string;
}

/**
 * Lists `amount` of a token for rBTC through the swap form, confirming High priority when asked;
 * mines until the listing is sent (approving NativeSwap first) and its activity is Complete.
 */
export async function listForBitcoin(
  page: Page,
  symbol: NativeToken,
  amount: string,
  prefix: string,
  priority: 'Standard' | 'High' = 'Standard',
): Promise<Listed> {
  await pickToken(page, 'Sell', symbol);
  await pickToken(page, 'Buy', 'rBTC');
  const button = page.getByRole('button', { name: 'Swap Tokens' });
  await page.getByLabel('Sell', { exact: true }).fill('0.001');
  await expect(page.getByRole('button', { name: 'Below minimum trade' })).toBeDisabled({
    timeout: 60_000,
  });
  await expect(
    page.getByRole('alert').filter({ hasText: /minimum trade of 50,000 sats/ }),
  ).toBeVisible();
  await shot(page, `${prefix}-below-minimum`);
  await page.getByLabel('Sell', { exact: true }).fill(amount);
  await expect(page.getByLabel('Buy', { exact: true })).not.toHaveValue('', { timeout: 60_000 });
  await expect(button).toBeEnabled({ timeout: 60_000 });
  await expect(page.getByText('Bitcoin swaps under maintenance')).toHaveCount(0);
  await expect(page.getByText(/50% slashing fee/)).toBeVisible();

  const priorityGroup = page.getByRole('group', { name: 'Priority' });
  if (priority === 'High') {
    await priorityGroup.getByText('High', { exact: true }).click();
    const warning = page.getByRole('dialog', { name: 'High priority listing' });
    await expect(warning).toContainText('50,000 sats plus 3 percent of the tokens');
    await expect(warning).toContainText('Priority queue fee');
    await expect(warning).toContainText('50,000 sats');
    await shot(page, `${prefix}-high-priority-warning`);
    await warning.getByRole('button', { name: 'Use High' }).click();
    await expect(warning).toBeHidden();
    await expect(priorityGroup.getByRole('radio', { name: 'High' })).toBeChecked();
  } else {
    await expect(priorityGroup.getByRole('radio', { name: 'Standard' })).toBeChecked();
  }
  await shot(page, `${prefix}-form`);

  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Listing' });
  await expect(dialog).toContainText(`Priority${priority}`);
  if (priority === 'High') await expect(dialog).toContainText('Priority cost50,000 sats +');
  const receiver = (await dialog.getByTestId('listing-receiver').textContent()) ?? '';
  expect(receiver).toMatch(/^bcrt1q/);
  await shot(page, `${prefix}-confirm`);
  await dialog.getByRole('button', { name: 'Confirm Listing' }).click();

  const submitted = page.getByRole('heading', { name: 'Listing submitted' });
  await mineUntilVisible(submitted);
  const id = await page
    .getByRole('region', { name: 'Listing submitted' })
    .locator('.font-mono[title]')
    .first()
    .getAttribute('title');
  await shot(page, `${prefix}-submitted`);
  await mineUntilVisible(page.getByTestId('activity-status').filter({ hasText: 'Complete' }));
  const transactionId = id ?? '';
  expect(transactionId).toMatch(new RegExp(`^${TX_HASH}$`));
  return { transactionId, receiver };
}
