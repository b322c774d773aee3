import { expect, type Page, test } from '@playwright/test';
import { connectDevWallet, DEV_ACCOUNTS } from '../support/dev-wallet.ts';
import { mineBlocks } from '../support/mining.ts';
import { devnetRpc } from '../support/devnet.ts';
import { projectValue, shot } from '../support/trade.ts';

// The seed world's PILL and the receive-only development accounts 8 and 9 (packages/devnet README).
const PILL = '0x2a0f3860ec55a9a6dda145796812f4e34f9f309c2a2b50d9fee9291428b1f668';
const RECEIVERS = {
  8: {
    p2tr: 'bcrt1p3kmwqq4tzwxvf0800q02h6l9mkvhzghaw646s547ffx2xvf43r6qscje56',
    opnet: 'bc6fe55eff1ef283fba6e94af618058c4f320c6a8178b6543e8a083b65d1fe4b',
  },
  9: {
    p2tr: 'bcrt1p5384xp7jdxfqtskak98r2vf0th0jwuxwczsxu4ech5z2f7kaejmqm25f2c',
    opnet: '73631e0d31e2231b07ec9aaca8d00219fb861404f61e07f58513e10ebe2484bc',
  },
} as const;

// Each project sends from its own account to its own receiver: they share one devnet.
const ACCOUNTS = {
  desktop: { sender: 4, receiver: RECEIVERS[8], checker: 1 },
  mobile: { sender: 7, receiver: RECEIVERS[9], checker: 0 },
} as const;

function accounts() {
  return projectValue(ACCOUNTS);
}

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
  const { checker } = accounts();
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

  await fill(page, '0', RECEIVERS[8].p2tr);
  await expectBlocked(page, 'Please enter a value greater than 0.');

  await fill(page, '999999999', RECEIVERS[8].p2tr);
  await expectBlocked(
    page,
    'Insufficient balance: the amount plus 0.1% must not exceed your balance.',
  );
  await expect(page.getByLabel('Amount', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'send-errors');
});

test('sends PILL to another devnet account, which receives it', async ({ page }) => {
  const { sender, receiver } = accounts();
  const before = await pillBalance(receiver.opnet);
  await connectDevWallet(page, sender, '/send');
  await choosePill(page);
  await fill(page, '25', receiver.p2tr);
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeEnabled({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Send' });
  await expect(dialog).toContainText('25 PILL');
  await dialog.getByRole('button', { name: 'Confirm Send' }).click();

  await expect(page.getByRole('heading', { name: 'Sent' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('activity-status')).toHaveText('Pending', { timeout: 30_000 });
  await mineBlocks(1);
  await expect(page.getByTestId('activity-status')).toHaveText('Complete', { timeout: 60_000 });
  expect(await pillBalance(receiver.opnet)).toBe(before + 25n * 10n ** 18n);
  await shot(page, 'send-complete');
});
