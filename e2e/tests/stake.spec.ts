import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { nudgeChain, nudgeUntilComplete } from '../support/mining.ts';
import { connectDevWallet } from '../support/dev-wallet.ts';
import { mineUntilVisible } from '../support/native-listing.ts';
import { desktopOnly, shot } from '../support/trade.ts';

// MOTO staking on the seed world (packages/devnet README): the staker stakes, and rewards come
// as they do on chain, from fees reaching the staking contract, here MOTO the fee payer sends it
// through the Send screen. Accounts of their own: they hold the seed's tokens and approved nothing.
const STAKER = 30;
const FEE_PAYER = 31;
const STAKING = '0x7302e5cab2869f38e53a2ac1683b9ae6dd4d1dab44c4ef127898ef94fd69fe4d';

test.beforeEach(desktopOnly);

/** A tab of the staking screen (the header's Stake menu has links of the same names). */
function tab(page: Page, name: string): Locator {
  return page
    .getByRole('navigation', { name: 'Staking actions' })
    .getByRole('link', { name, exact: true });
}

/** A figure of the stake card: the value beside its label. */
function figure(page: Page, label: string): Locator {
  return page
    .getByLabel('Your stake')
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The wallet's pending MOTO reward as shown: '12.5 MOTO' is 12.5 (for comparisons only). */
async function pendingMoto(page: Page): Promise<number> {
  const item = page
    .getByRole('list', { name: 'Pending rewards' })
    .getByRole('listitem')
    .filter({ hasText: / MOTO$/ });
  const text = (await item.textContent()) ?? '';
  const match = /([\d,]+(?:\.\d+)?) MOTO/.exec(text);
  if (!match?.[1]) return 0;
  return Number(match[1].replace(/,/g, ''));
}

/** Mines until the sent view shows and its activity reads Complete, then goes back to the tabs. */
async function completeAndReturn(page: Page, heading: string) {
  await mineUntilVisible(page.getByRole('heading', { name: heading }), 120_000);
  await nudgeUntilComplete(page, 120_000);
  await page.getByRole('button', { name: 'Back to staking' }).first().click();
}

/** The fee payer sends `amount` MOTO to the staking contract, the way fees reach it. */
async function payFee(browser: Browser, amount: string) {
  const context = await browser.newContext();
  const payer = await context.newPage();
  await connectDevWallet(payer, FEE_PAYER, '/send');
  await payer.getByRole('button', { name: /^Amount token:/ }).click();
  const picker = payer.getByRole('dialog', { name: 'Select a token' });
  await picker
    .getByRole('region', { name: 'Popular' })
    .getByRole('button', { name: 'MOTO', exact: true })
    .click();
  await expect(payer.getByText(/^Balance: [\d,.]+ MOTO$/)).toBeVisible({ timeout: 30_000 });
  await payer.getByLabel('Amount', { exact: true }).fill(amount);
  await payer.getByLabel('Recipient', { exact: true }).fill(STAKING);
  await payer.getByLabel('Recipient', { exact: true }).blur();
  await payer.getByRole('button', { name: 'Send', exact: true }).click();
  await payer
    .getByRole('dialog', { name: 'Confirm Send' })
    .getByRole('button', { name: 'Confirm Send' })
    .click();
  await expect(payer.getByRole('heading', { name: 'Sent' })).toBeVisible({ timeout: 30_000 });
  await nudgeUntilComplete(payer, 120_000);
  await context.close();
}

test('stakes MOTO, earns the fees paid to staking, claims, compounds and unstakes', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  await connectDevWallet(page, STAKER, '/');
  // The header's Stake entry leads to the staking screen, on its Stake tab.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stake' }).click();
  await expect(page).toHaveURL(/\/stake$/);
  await expect(page).toHaveTitle('Stake | opswap');
  await expect(tab(page, 'Stake')).toHaveAttribute('aria-current', 'page');
  await expect(figure(page, 'Staked')).toHaveText('0 MOTO', { timeout: 60_000 });
  await expect(figure(page, 'Your MOTO balance')).toHaveText(/^[\d,.]+ MOTO$/);
  await expect(figure(page, 'Lock-up')).toHaveText('No stake, no lock-up');

  // Stake 1,000 MOTO: the review says MOTO is approved first.
  await page.getByLabel('Amount to stake').fill('1000');
  await page.getByRole('button', { name: 'Stake MOTO' }).click();
  const review = page.getByRole('dialog', { name: 'Stake MOTO' });
  await expect(review).toContainText('1,000 MOTO');
  await expect(review).toContainText('first approves MOTO for the staking contract');
  await shot(page, 'stake-review');
  await review.getByRole('button', { name: 'Confirm Stake' }).click();
  await completeAndReturn(page, 'Stake sent');
  await mineUntilVisible(figure(page, 'Staked').filter({ hasText: '1,000 MOTO' }), 60_000);
  await expect(figure(page, 'Lock-up')).toHaveText(/^Until block [\d,]+ \([\d,]+ blocks left\)$/);
  await expect(figure(page, 'Slashing fee if you unstake now')).toHaveText('200 MOTO (20.00%)');

  // Pending rewards grow as fees reach the staking contract, shared by every staker's stake.
  const before = await pendingMoto(page);
  await payFee(browser, '900');
  await expect(async () => {
    await nudgeChain();
    expect(await pendingMoto(page)).toBeGreaterThan(before + 1);
  }).toPass({ timeout: 60_000 });
  await shot(page, 'stake-rewards');

  // Claim pays them out.
  await tab(page, 'Claim').click();
  await page.getByRole('button', { name: 'Claim Rewards' }).click();
  const claim = page.getByRole('dialog', { name: 'Claim rewards' });
  await expect(claim).toContainText('MOTO');
  await claim.getByRole('button', { name: 'Confirm Claim' }).click();
  await completeAndReturn(page, 'Claim sent');
  await expect(async () => {
    await nudgeChain();
    expect(await pendingMoto(page)).toBeLessThan(1);
  }).toPass({ timeout: 60_000 });

  // Compound restakes the next fees' MOTO reward.
  await payFee(browser, '900');
  await tab(page, 'Compound').click();
  await expect(page).toHaveURL(/\/stake\/compound$/);
  await mineUntilVisible(page.getByRole('button', { name: 'Compound', exact: true }), 60_000);
  await expect(page.getByRole('button', { name: 'Compound', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Compound', exact: true }).click();
  const compound = page.getByRole('dialog', { name: 'Compound rewards' });
  await expect(compound).toContainText('MOTO restaked');
  await shot(page, 'stake-compound-review');
  await compound.getByRole('button', { name: 'Confirm Compound' }).click();
  await completeAndReturn(page, 'Compound sent');
  await expect(async () => {
    await nudgeChain();
    const staked = Number(
      ((await figure(page, 'Staked').textContent()) ?? '').replace(/[^\d.]/g, ''),
    );
    expect(staked).toBeGreaterThan(1_000);
  }).toPass({ timeout: 60_000 });

  // Unstake: the slashing fee and what comes back are shown before confirming.
  await tab(page, 'Unstake').click();
  const feeRow = page
    .getByText('Slashing fee', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  await expect(feeRow).toHaveText(/^[\d,.]+ MOTO \(20\.00%\)$/);
  await expect(page.getByText('MOTO you get back', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Unstake All' }).click();
  const unstake = page.getByRole('dialog', { name: 'Unstake MOTO' });
  await expect(unstake).toContainText('(20.00%)');
  await expect(unstake).toContainText('MOTO you get back');
  await shot(page, 'stake-unstake-review');
  await unstake.getByRole('button', { name: 'Confirm Unstake' }).click();
  await completeAndReturn(page, 'Unstake sent');
  await mineUntilVisible(figure(page, 'Staked').filter({ hasText: /^0 MOTO$/ }), 60_000);
  await expect(page.getByRole('button', { name: 'Nothing staked' })).toBeDisabled();
  await shot(page, 'stake-unstaked');
});
