import { expect, type Locator, type Page, test } from '@playwright/test';
import { webUrl } from '../support/urls.ts';
import { nudgeChain } from '../support/mining.ts';

// The swap page by keyboard alone: Tab, Shift+Tab, Enter, Space and Escape, never the mouse. Every
// focus stop is drawn, each dialog keeps focus inside while open and gives it back to the control
// that opened it. It runs at the desktop width, where a keyboard is: the phone width's dialogs are
// the same elements, laid out as sheets (the accessibility spec audits them there). An account of
// its own: it holds the seed's tokens and has approved nothing.
const ACCOUNT = 37;

test.beforeEach(() => {
  test.skip(test.info().project.name === 'mobile', 'keyboard use is tested at the desktop width');
});

/** Where focus is, and whether it is drawn: an outline or ring on it or on its label. */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const drawn = (target: Element | null) => {
      if (!target) return false;
      const style = getComputedStyle(target);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    return {
      description: element.outerHTML.slice(0, 160),
      focusVisible: element.matches(':focus-visible'),
      // A visually hidden radio is drawn through its label (the option groups).
      drawn: drawn(element) || drawn(element.closest('label')),
      inDialog: element.closest('dialog[open]') !== null,
    };
  });
}

async function expectFocusDrawn(page: Page) {
  const state = await focusState(page);
  expect(state, 'focus is on an element, not lost to the page').not.toBeNull();
  expect(state?.focusVisible && state.drawn, `focus is drawn on ${state?.description}`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at each stop in the page that
 * focus is drawn and, inside a dialog, that it never leaves it.
 */
async function tabTo(page: Page, target: Locator, options: { back?: boolean } = {}) {
  const inDialog = (await focusState(page))?.inDialog ?? false;
  for (let stop = 0; stop < 80; stop++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    if (inDialog) await expectFocusInDialog(page);
    // Past the page's last element Tab goes to the browser's own controls, then to the top.
    else if ((await focusState(page)) !== null) await expectFocusDrawn(page);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * Focus is on a drawn element of the open dialog, or has left the document: past a modal
 * dialog's last element Tab goes to the browser's own controls, never to the page under it.
 */
async function expectFocusInDialog(page: Page) {
  const state = await focusState(page);
  if (state === null) return;
  expect(state.inDialog, `focus stays in the dialog, not on ${state.description}`).toBe(true);
  await expectFocusDrawn(page);
}

/** Opens a dialog from `opener` with `key`, closes it with Escape; focus goes back to `opener`. */
async function openAndEscape(
  page: Page,
  opener: Locator,
  key: 'Enter' | 'Space',
  name: string | RegExp,
) {
  await tabTo(page, opener);
  await page.keyboard.press(key);
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focusState(page))?.inDialog).toBe(true);
  await expectFocusDrawn(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expectFocusDrawn(page);
  return dialog;
}

/** The page under a modal dialog neither scrolls nor takes focus, even when asked to. */
async function expectPageInert(page: Page) {
  const state = await page.evaluate(() => {
    const before = document.activeElement;
    document.querySelector<HTMLElement>('main button:not([disabled]), main a[href]')?.focus();
    return {
      overflow: getComputedStyle(document.documentElement).overflow,
      focusStayed: document.activeElement === before,
    };
  });
  expect(state).toEqual({ overflow: 'hidden', focusStayed: true });
}

/** Tabs round a dialog and back to where it started: focus never reaches the page under it. */
async function expectFocusKeptIn(page: Page, dialog: Locator) {
  const start = await page.evaluate(() => document.activeElement?.outerHTML);
  const stops = await dialog.locator('a[href], button:not([disabled]), input').count();
  for (let stop = 0; stop < stops + 3; stop++) {
    await page.keyboard.press('Tab');
    await expectFocusInDialog(page);
    if ((await page.evaluate(() => document.activeElement?.outerHTML)) === start) return;
  }
  throw new Error('Tab did not come back round the dialog');
}

async function pickToken(page: Page, side: 'Sell' | 'Buy', symbol: string, key: 'Enter' | 'Space') {
  const opener = page.getByRole('button', { name: new RegExp(`^${side} token:`) });
  await tabTo(page, opener);
  await page.keyboard.press(key);
  const picker = page.getByRole('dialog', { name: 'Select a token' });
  await expect(picker).toBeVisible();
  await tabTo(
    page,
    picker
      .getByRole('region', { name: 'Popular' })
      .getByRole('button', { name: symbol, exact: true }),
  );
  await page.keyboard.press(key);
  await expect(picker).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAccessibleName(new RegExp(`^${side} token: ${symbol}`));
}

test('connects, picks tokens, swaps and opens and closes every dialog of /swap by keyboard', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.addInitScript((index) => {
    if (localStorage.getItem('opswap.devAccount') === null) {
      localStorage.setItem('opswap.devAccount', String(index));
    }
  }, ACCOUNT);
  await page.goto(webUrl('/swap'));
  // The page paints the screen before the app is in, inert: keys wait for the app to replace it.
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(page.locator('[data-static-shell]')).toHaveCount(0);

  // The first Tab stop is the skip link, shown when focused.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expectFocusDrawn(page);

  // Transaction settings: Enter opens it, Tab stays inside, Escape closes it.
  const settingsButton = page.getByRole('button', { name: /^Transaction settings/ });
  const settings = await openAndEscape(page, settingsButton, 'Enter', 'Transaction Settings');
  await page.keyboard.press('Space');
  await expect(settings).toBeVisible();
  await expectPageInert(page);
  await expectFocusKeptIn(page, settings);
  await tabTo(page, settings.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Enter');
  await expect(settings).toBeHidden();
  await expect(settingsButton).toBeFocused();

  // Connect Wallet: Escape first, then OP_WALLET (the development wallet) by Enter.
  const walletButton = page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' });
  const connect = await openAndEscape(page, walletButton, 'Enter', 'Connect your wallet');
  await page.keyboard.press('Space');
  await expect(connect).toBeVisible();
  await expectPageInert(page);
  await tabTo(page, connect.getByRole('button', { name: /OP_WALLET/ }));
  await page.keyboard.press('Enter');
  await expect(connect).toBeHidden({ timeout: 30_000 });
  // The same header button now names the account and opens the user sidebar.
  const accountButton = page.getByRole('banner').getByRole('button', { name: /^bcrt1p/ });
  await expect(accountButton).toBeVisible({ timeout: 30_000 });
  await expect(accountButton).toBeFocused();

  // The user sidebar: Enter opens it, Escape closes it; Space opens it, its Close button closes it.
  const sidebar = await openAndEscape(page, accountButton, 'Enter', /^Account /);
  await page.keyboard.press('Space');
  await expect(page.getByRole('dialog', { name: /^Account / })).toBeVisible();
  await expectPageInert(page);
  await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Space');
  await expect(sidebar).toBeHidden();
  await expect(accountButton).toBeFocused();

  // The token pickers: one by Enter, the other by Space; each closes on its pick.
  await openAndEscape(
    page,
    page.getByRole('button', { name: /^Sell token:/ }),
    'Enter',
    'Select a token',
  );
  await pickToken(page, 'Sell', 'MOTO', 'Enter');
  await pickToken(page, 'Buy', 'PILL', 'Space');

  // The amount, typed; then the review: Escape backs out of it, Enter confirms the swap.
  await tabTo(page, page.getByLabel('Sell', { exact: true }), { back: true });
  await page.keyboard.type('2');
  await expect(page.getByLabel('Buy', { exact: true })).not.toHaveValue('', { timeout: 30_000 });
  const swapButton = page.getByRole('button', { name: 'Swap Tokens' });
  await expect(swapButton).toBeEnabled({ timeout: 30_000 });
  const review = await openAndEscape(page, swapButton, 'Enter', 'Confirm Swap');
  await page.keyboard.press('Space');
  await expect(review).toBeVisible();
  await expectPageInert(page);
  await tabTo(page, review.getByRole('button', { name: 'Confirm Swap' }));
  await page.keyboard.press('Enter');

  // A fresh account lets the router spend its MOTO first; the swap waits for that block.
  await expect(async () => {
    await nudgeChain();
    await expect(page.getByRole('heading', { name: 'Swap submitted' })).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 120_000 });
  await expect(async () => {
    await nudgeChain();
    await expect(page.getByTestId('activity-status')).toHaveText('Complete', { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await tabTo(page, page.getByRole('button', { name: 'New Swap' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Sell token:/ })).toBeVisible();
});
