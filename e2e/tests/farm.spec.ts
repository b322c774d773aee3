import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { connectDevWallet } from '../support/dev-wallet.ts';
import { mineBlocks, nudgeChain } from '../support/mining.ts';
import { mineUntilVisible } from '../support/native-listing.ts';
import { desktopOnly, shot } from '../support/trade.ts';
import { runSetting } from '../support/urls.ts';

// The farm flows run on desktop, which shoots the 390 px width too. Accounts 35 to 37 are /farm's.
const FARMER = 36;
const FARM_NAME = 'Harvest Test Fields';

test.beforeEach(desktopOnly);

/** Deploys a token and its farm through the devnet's MotoChef factory as `account`. */
async function deployFarm(account: number): Promise<{ token: string; farm: string }> {
  const { stdout } = await promisify(execFile)(
    'node_modules/.bin/tsx',
    [
      'packages/devnet/src/tools/deploy-farm.ts',
      ...['--rpc-url', runSetting('E2E_RPC_URL'), '--account', String(account)],
      ...['--name', 'Harvest Coin', '--symbol', 'HVC', '--farm-name', FARM_NAME],
      ...['--supply', '1000000', '--token-per-block', '10'],
    ],
    { cwd: new URL('../..', import.meta.url).pathname },
  );
  return JSON.parse(stdout) as { token: string; farm: string };
}

/** The figure beside a <dt> label inside `scope`. */
function figure(scope: Locator, label: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The number in an amount text: '1,000.5 HVC' is 1000.5 (for comparisons only). */
async function amountIn(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const match = /([\d,]+(?:\.\d+)?) HVC/.exec(text);
  if (!match?.[1]) throw new Error(`No HVC amount in '${text}'`);
  return Number(match[1].replace(/,/g, ''));
}

/** Picks a view on the view switch (its radios are drawn as the labels' segments). */
async function chooseView(page: Page, view: 'List' | 'Grid' | 'Mini') {
  await page.getByRole('group', { name: 'Farm view' }).getByText(view, { exact: true }).click();
  await expect(page.getByRole('radio', { name: view })).toBeChecked();
}

async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

test('finds a fresh farm by search, deposits its token and harvests the reward', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await deployFarm(FARMER);
  await connectDevWallet(page, FARMER, '/farm');
  await expect(page.getByRole('heading', { name: 'Farms', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Farms' }).last()).toHaveAttribute(
    'href',
    '/farm/manage',
  );

  // The devnet's MotoChef and the new farm are both listed; search narrows to the new one.
  const farms = page.getByRole('table', { name: 'Farms' });
  await mineUntilVisible(farms.getByRole('button', { name: `Show pools: ${FARM_NAME}` }), 60_000);
  await expect(farms.getByRole('button', { name: 'Show pools: MotoChef' })).toBeVisible();
  const search = page.getByPlaceholder('Search Farms...');
  await search.fill('  harvest TEST ');
  await expect(farms.getByRole('row')).toHaveCount(2);
  await search.fill('no such farm');
  await expect(page.getByText('No Data')).toBeVisible();
  await search.fill('');
  await chooseView(page, 'Grid');
  // Other tests deploy farms on the same devnet: look for these two rather than count them all.
  const cards = page.getByRole('list', { name: 'Farms' }).getByRole('listitem');
  await expect(cards.filter({ hasText: FARM_NAME })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'MotoChef' })).toHaveCount(1);
  await shot(page, 'farm-grid');
  await chooseView(page, 'List');
  await search.fill('harvest');
  await shot(page, 'farm-list');

  await farms.getByRole('button', { name: `Show pools: ${FARM_NAME}` }).click();
  const pools = page.getByRole('region', { name: `Pools: ${FARM_NAME}` });
  const pool = pools.getByRole('listitem', { name: 'Pool HVC' });
  await expect(figure(pool, 'Your deposit')).toHaveText('0 HVC');
  await expect(figure(pool, 'Rewards per block')).toHaveText('5 HVC');

  // Deposit: the farm is approved to take HVC first, then the deposit is sent.
  await pool.getByLabel(/^Amount/).fill('1000');
  await pool.getByRole('button', { name: 'Deposit HVC' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm deposit' })).toContainText('1,000 HVC');
  await shot(page, 'farm-deposit-review');
  await confirm(page, 'Confirm deposit');
  await mineUntilVisible(pool.getByText('Deposit sent.'), 120_000);
  await mineUntilVisible(figure(pool, 'Your deposit').getByText('1,000 HVC'), 120_000);
  await pool.getByRole('button', { name: 'Back to farms' }).click();

  // Rewards accrue per block: mine some, then harvest them into the wallet.
  await mineBlocks(3);
  await expect(async () => {
    expect(await amountIn(figure(pool, 'Pending harvest'))).toBeGreaterThan(0);
  }).toPass({ timeout: 60_000 });
  // The search also finds other tests' 'Harvest ...' farms: take this farm's row by its name.
  const farmRow = farms
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: new RegExp(`pools: ${FARM_NAME}$`) }) });
  const balanceCell = farmRow.getByRole('cell').nth(1);
  const balanceBefore = await amountIn(balanceCell);
  await pool.getByRole('button', { name: 'Harvest HVC' }).click();
  await confirm(page, 'Confirm harvest');
  await mineUntilVisible(pool.getByText('Harvest sent.'), 120_000);
  await expect(async () => {
    await nudgeChain();
    expect(await amountIn(balanceCell)).toBeGreaterThan(balanceBefore);
    // The harvest's Claim activity, followed by the api's indexer, completes.
    await expect(pool.getByTestId('activity-status')).toHaveText('Complete', { timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
  await shot(page, 'farm-harvested');
});
