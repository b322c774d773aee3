import { expect, type Page, test } from '@playwright/test';
import { connectDevWallet, DEV_ACCOUNTS } from '../support/dev-wallet.ts';
import { nudgeUntilComplete } from '../support/mining.ts';
import { devnetRpc } from '../support/devnet.ts';
import { desktopOnly, projectValue, shot } from '../support/trade.ts';

// The seed world's PILL and the receive-only development account 8 (packages/devnet README).
const PILL = '0x2a0f3860ec55a9a6dda145796812f4e34f9f309c2a2b50d9fee9291428b1f668';
const RECEIVER = {
  p2tr: 'bcrt1p3kmwqq4tzwxvf0800q02h6l9mkvhzghaw646s547ffx2xvf43r6qscje56',
  opnet: 'bc6fe55eff1ef283fba6e94af618058c4f320c6a8178b6543e8a083b65d1fe4b',
} as const;
const SENDER = 4;
// The form checks run in both projects at once against one devnet, each with its own account.
const CHECKER = { desktop: 1, mobile: 0 } as const;

/** OP20 balanceOf(owner) read from the devnet (selector 5b46f8f6). */
async function pillBalance(opnetAddress: string): Promise<bigint> {
  const call = await devnetRpc<{ result: string }>('btc_call', [PILL, `5b46f8f6${opnetAddress}`]);
  return BigInt(`0x${Buffer.from(call.result, 'base64').toString('hex') || '0'}`);
}

async function choosePill(page: Page) {
  await page.getByRole('button', { name: /^Amount token:/ }).click();
  const picker = page.getByRole('dialog', { name: 'Select a token' });
  await picker
    .getByRole('region', { name: 'Popular' })
    .getByRole('button', { name: 'PILL', exact: true })
    .click();
  await expect(picker).toBeHidden();
  await expect(page.getByText(/^Balance: [\d,.]+ PILL$/)).toBeVisible();
}

async function fill(page: Page, amount: string, recipient: string) {
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByLabel('Recipient', { exact: true }).fill(recipient);
  await page.getByLabel('Recipient', { exact: true }).blur();
}

/** Like the swap button, the send button is disabled while something is wrong and says what. */
async function expectBlocked(page: Page, reason: string) {
  await expect(page.getByRole('button', { name: reason, exact: true })).toBeDisabled();
}

test('the send form says what is wrong, in the spec’s words', async ({ page }) => {
  const checker = projectValue(CHECKER);
  await connectDevWallet(page, checker, '/send');
  await expect(page).toHaveTitle('Send | opswap');
  await choosePill(page);

  await expectBlocked(page, 'Please enter a value greater than 0.');
  await page.getByLabel('Amount', { exact: true }).fill('1');
  await expectBlocked(page, 'Enter Recipient Address');

  await fill(page, '1', 'bcrt1pnotlongenough');
  await expectBlocked(page, 'Enter Valid Recipient Address');

  await fill(page, '1', DEV_ACCOUNTS[checker]);
  await expectBlocked(page, 'You cannot send to yourself.');

  await fill(page, '0', RECEIVER.p2tr);
  await expectBlocked(page, 'Please enter a value greater than 0.');

  await fill(page, '999999999', RECEIVER.p2tr);
  await expectBlocked(
    page,
    'Insufficient balance: the amount plus 0.1% must not exceed your balance.',
  );
  await expect(page.getByLabel('Amount', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'send-errors');
});

// The transfer is the same at both widths; the mobile run checks the form above.
test('sends PILL to another devnet account, which receives it', async ({ page }) => {
  desktopOnly();
  const before = await pillBalance(RECEIVER.opnet);
  await connectDevWallet(page, SENDER, '/send');
  await choosePill(page);
  await fill(page, '25', RECEIVER.p2tr);
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Send' });
  await expect(dialog).toContainText('25 PILL');
  await dialog.getByRole('button', { name: 'Confirm Send' }).click();

  await expect(page.getByRole('heading', { name: 'Sent' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('activity-status')).toHaveText('Pending', { timeout: 30_000 });
  await nudgeUntilComplete(page, 60_000);
  expect(await pillBalance(RECEIVER.opnet)).toBe(before + 25n * 10n ** 18n);
  await shot(page, 'send-complete');
});
