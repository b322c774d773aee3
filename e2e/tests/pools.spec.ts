import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import {
  closeBuyWindow,
  mineBlocks,
  nudgeChain,
  nudgeUntilComplete,
  openBuyWindow,
} from '../support/mining.ts';
import { connectDevWallet } from '../support/dev-wallet.ts';
import { mineUntilVisible, TOKENS } from '../support/native-listing.ts';
import { desktopOnly, shot, TX_HASH } from '../support/trade.ts';
import { runSetting, webUrl } from '../support/urls.ts';

// The flows run on desktop, which shoots the 390 px width too. Accounts of their own (beyond the
// seed's ten): they hold the seed's tokens and rBTC and have approved nothing.
const PROVIDER = 26;
const TOKEN_OWNER = 28;
const BUYER = 29;

test.beforeEach(desktopOnly);
test.afterEach(closeBuyWindow);

/** Deploys a token through the devnet's token factory as `account` and returns its address. */
async function deployToken(account: number, name: string, symbol: string): Promise<string> {
  const rpcUrl = runSetting('E2E_RPC_URL');
  const { stdout } = await promisify(execFile)(
    'node_modules/.bin/tsx',
    [
      'packages/devnet/src/tools/deploy-token.ts',
      ...['--rpc-url', rpcUrl, '--account', String(account), '--name', name],
      ...['--symbol', symbol, '--supply', '1000000'],
    ],
    { cwd: new URL('../..', import.meta.url).pathname },
  );
  return (JSON.parse(stdout) as { token: string }).token;
}

const MOTO_PILL = `/pool/add/${TOKENS.MOTO}/${TOKENS.PILL}`;

/** A figure of a labelled row (a <dt> and its <dd>) inside `scope`. */
function rowValue(scope: ReturnType<Page['locator']> | Page, label: string) {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The number in an amount text: '10,963.6609 MOTO' is 10963.6609 (for comparisons only). */
async function amountIn(locator: ReturnType<Page['locator']>, symbol = ''): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const match = new RegExp(`([\\d,]+(?:\\.\\d+)?)${symbol ? ` ${symbol}` : ''}`).exec(text);
  if (!match?.[1]) throw new Error(`No ${symbol} amount in '${text}'`);
  return Number(match[1].replace(/,/g, ''));
}

/** The wallet's MOTO / PILL card on /pool, once the position's block is indexed. */
async function motoPillCard(page: Page) {
  await page.goto(webUrl('/pool'));
  const card = page
    .getByRole('list', { name: 'Your positions' })
    .getByRole('listitem')
    .filter({ hasText: 'MOTO / PILL' });
  await mineUntilVisible(card, 120_000);
  return card;
}

/** Mines until the success view's activity reads Complete. */
async function expectCompleted(page: Page, heading: string) {
  await mineUntilVisible(page.getByRole('heading', { name: heading }), 120_000);
  await nudgeUntilComplete(page, 120_000);
}

test('adds MOTO/PILL liquidity from a fresh account, then removes half of it', async ({ page }) => {
  test.setTimeout(480_000);
  await connectDevWallet(page, PROVIDER, MOTO_PILL);

  // Step 1: the pair from the address, with the pool's reserves.
  await expect(page.getByRole('heading', { name: 'Add Liquidity' })).toBeVisible();
  await expect(rowValue(page, 'PILL')).toHaveText(/^[\d,.]+ PILL$/, { timeout: 60_000 });
  const motoReserveBefore = await amountIn(rowValue(page, 'MOTO'), 'MOTO');
  await shot(page, 'add-pair');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: PILL follows MOTO at the pool's ratio (about 2 PILL a MOTO after the seed's swaps).
  await page.getByRole('textbox', { name: 'Token one' }).fill('10');
  await expect(page.getByRole('textbox', { name: 'Token two' })).toHaveValue(/^(19|20)\.\d+$/, {
    timeout: 30_000,
  });
  await expect(page.getByText('LP tokens to receive')).toBeVisible();
  await shot(page, 'add-amounts');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: both tokens still need approving for the router.
  await expect(
    page
      .getByText(/MOTO/)
      .filter({ hasText: /approv/i })
      .first(),
  ).toBeVisible();
  await expect(
    page
      .getByText(/PILL/)
      .filter({ hasText: /approv/i })
      .first(),
  ).toBeVisible();
  await shot(page, 'add-review');
  await page.getByRole('button', { name: 'Supply' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Supply' });
  await confirm.getByRole('button', { name: 'Confirm Supply' }).click();
  await expectCompleted(page, 'Liquidity added');
  await shot(page, 'add-complete');

  // The position shows on /pool, and the pool's page shows its reserves grown by the deposit.
  let card = await motoPillCard(page);
  await expect(card.getByText('ACTIVE', { exact: true })).toBeVisible();
  const sharesBefore = await amountIn(rowValue(card, 'LP shares'));
  await shot(page, 'positions');
  await card.getByRole('link', { name: 'Details: MOTO / PILL' }).click();
  const reserves = rowValue(page, 'Reserves');
  await expect(reserves).toContainText('MOTO', { timeout: 60_000 });
  expect(await amountIn(reserves, 'MOTO')).toBeGreaterThanOrEqual(motoReserveBefore + 10);
  await expect(page.getByRole('region', { name: 'Your position' })).toContainText('MOTO');
  await shot(page, 'pool-detail');

  // Half of it goes back: both tokens are paid out, and the position keeps the other half.
  await page.goto(webUrl('/pool/remove'));
  const position = page.getByRole('link', { name: /MOTO \/ PILL/ });
  await mineUntilVisible(position, 120_000);
  await position.first().click();
  await expect(page.getByRole('heading', { name: 'Remove Liquidity' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Share of your position' })
    .getByRole('button', { name: '50%' })
    .click();
  await expect(page.getByText('Receive MOTO')).toBeVisible();
  await expect(page.getByText('Receive PILL')).toBeVisible();
  await shot(page, 'remove-half');
  await page.getByRole('button', { name: 'Remove Liquidity' }).click();
  const removeDialog = page.getByRole('dialog', { name: 'Confirm Remove Liquidity' });
  await removeDialog.getByRole('button', { name: 'Confirm Remove' }).click();
  await expectCompleted(page, 'Liquidity removal submitted');
  await expect(
    page.getByText(/^Removed [\d,.]+ LP for about [\d,.]+ MOTO and [\d,.]+ PILL$/),
  ).toBeVisible();
  await shot(page, 'remove-complete');
  card = await motoPillCard(page);
  await expect(async () => {
    await page.reload();
    const shares = await amountIn(rowValue(card, 'LP shares'));
    expect(shares).toBeCloseTo(sharesBefore / 2, 3);
  }).toPass({ timeout: 60_000 });
});

test("creates a new token's NativeSwap pool from the app, refuses a non-owner, and sells it for BTC", async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  const token = await deployToken(TOKEN_OWNER, 'Pool Test Coin', 'PTC');
  const createPath = `/pool/create?token=${token}`;

  // Another wallet may not create the token's pool.
  const other = await browser.newPage();
  await connectDevWallet(other, BUYER, createPath);
  const refusal = other.getByRole('alert');
  await expect(refusal).toContainText('Only the token owner can create its native pool.', {
    timeout: 60_000,
  });
  await expect(refusal).toContainText('The connected wallet did not deploy PTC.');
  await expect(
    other.getByRole('button', { name: 'Only the token owner can create its native pool.' }),
  ).toBeDisabled();
  await shot(other, 'create-not-owner');
  await other.close();

  // The owner creates it: 1,000 PTC at a floor of 1,000 sats a token.
  await connectDevWallet(page, TOKEN_OWNER, createPath);
  await page.getByRole('textbox', { name: 'Floor price' }).fill('1000');
  await page.getByRole('textbox', { name: 'Initial liquidity' }).fill('10');
  await expect(
    page.getByRole('button', { name: /must be worth at least 50,000 sats/ }),
  ).toBeDisabled();
  await page.getByRole('textbox', { name: 'Initial liquidity' }).fill('1000');
  const create = page.getByRole('button', { name: 'Create Pool' });
  await expect(create).toBeEnabled({ timeout: 60_000 });
  await shot(page, 'create-form');
  await create.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create Pool' }).click();
  await mineUntilVisible(page.getByTestId('activity-status'), 180_000);
  await nudgeUntilComplete(page, 120_000);
  await shot(page, 'create-complete');

  // Another account buys PTC with rBTC through the swap's Bitcoin flow.
  const buyer = await browser.newPage();
  await connectDevWallet(buyer, BUYER, `/swap/bitcoin/${token}`);
  await buyer.getByLabel('Sell', { exact: true }).fill('0.001');
  await expect(buyer.getByLabel('Buy', { exact: true })).not.toHaveValue('', { timeout: 60_000 });
  const next = buyer.getByRole('button', { name: 'Next Step' });
  await expect(next).toBeEnabled({ timeout: 90_000 });
  await openBuyWindow();
  await next.click();
  await buyer.getByRole('button', { name: 'Reserve Swap' }).click();
  await expect(buyer).toHaveURL(new RegExp(`/swap/native/reserve/${TX_HASH}$`), {
    timeout: 120_000,
  });
  await mineBlocks(1);
  await expect(buyer).toHaveURL(/\/swap\/native\/execute\//, { timeout: 120_000 });
  const swap = buyer.getByRole('button', { name: 'Swap Tokens' });
  await expect(async () => {
    if (!(await swap.isEnabled())) await nudgeChain();
    await expect(swap).toBeEnabled({ timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
  await swap.click();
  await buyer
    .getByRole('dialog', { name: 'Confirm Swap' })
    .getByRole('button', { name: 'Confirm Swap' })
    .click();
  await expect(buyer).toHaveURL(new RegExp(`/swap/native/watch/${TX_HASH}/${TX_HASH}$`), {
    timeout: 120_000,
  });
  closeBuyWindow();
  await mineBlocks(1);
  await shot(buyer, 'buy-new-token');
});
