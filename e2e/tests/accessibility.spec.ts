import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { connectDevWallet } from '../support/dev-wallet.ts';
import { TOKENS } from '../support/native-listing.ts';
import { pickToken, projectValue } from '../support/trade.ts';
import { webUrl } from '../support/urls.ts';

// Every route, in each site theme, at both widths (the desktop and mobile projects), checked by
// axe against WCAG 2.1 A and AA. A serious or critical violation fails the test; minor and
// moderate ones are left to review. Each test loads the app once and moves between its routes
// in place (as a link would), switching the theme on <html> as the sidebar setting does. A theme
// changes only colours, so the default theme gets every rule and the other two the colour rules.

const THEMES = ['moto', 'light', 'dark'] as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const BLOCKING = new Set(['serious', 'critical']);

// Accounts of their own, which only read: no other spec uses them.
const READER = { desktop: 34, mobile: 35 } as const;

/** Any syntactically valid hash the connected account never made: the screens' 'not found' views. */
const UNKNOWN_HASH = 'ab'.repeat(32);

test.use({ reducedMotion: 'reduce' });
// A test audits up to a dozen routes three times each: on a loaded 2-core machine that can pass
// the suite's 90 s.
test.setTimeout(240_000);

/** A route to audit; `searching` when its screen keeps a spinner up (it waits for data). */
type RouteToAudit = string | { path: string; searching: true };

/** Moves the app to `path` in place through the router's history, as a link click would. */
async function visit(page: Page, route: RouteToAudit): Promise<void> {
  const path = typeof route === 'string' ? route : route.path;
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await settled(page, typeof route !== 'string');
}

const pendingScripts = new WeakMap<Page, Set<unknown>>();

/** Counts the page's script requests under way: a screen's lazy chunk is one. */
function trackScripts(page: Page): void {
  const pending = new Set<unknown>();
  pendingScripts.set(page, pending);
  page.on('request', (request) => {
    if (request.resourceType() === 'script') pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * The screen is drawn: its code is loaded, its heading shown, nothing in it spins or pulses any
 * more, and the page has not changed for 200 ms.
 */
async function settled(page: Page, searching = false): Promise<void> {
  await expect.poll(() => pendingScripts.get(page)?.size ?? 0, { timeout: 30_000 }).toBe(0);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  if (!searching) {
    await expect(page.locator('main .animate-spin, main .animate-pulse')).toHaveCount(0, {
      timeout: 30_000,
    });
  }
  await page.evaluate(
    (quietMs) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quietMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        });
        function done() {
          observer.disconnect();
          resolve();
        }
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    200,
  );
}

async function applyTheme(page: Page, theme: string): Promise<void> {
  await page.evaluate(async (name) => {
    document.documentElement.dataset.theme = name;
    localStorage.setItem('opswap.theme', JSON.stringify(name));
    // Under reduced motion the app has no transitions; should one start (a style read starts
    // them), axe reads the colours once it has ended.
    getComputedStyle(document.body).getPropertyValue('color');
    const transitioning = () =>
      document.getAnimations().some((animation) => animation instanceof CSSTransition);
    for (let frame = 0; frame < 60 && transitioning(); frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, theme);
}

interface Blocking {
  /** One line per serious or critical violation: the rule, its impact and the elements it hit. */
  lines: string[];
  /** How many elements they hit. */
  elements: number;
}

/**
 * Given to AxeBuilder as axe's source once axe is in the page: it evaluates its source twice a
 * run, which costs more than the run itself. The routes change in place, so axe stays.
 */
const AXE_ALREADY_IN_PAGE = 'if (!window.axe) throw new Error("axe-core is not in the page");';

async function blockingViolations(page: Page, coloursOnly: boolean): Promise<Blocking> {
  const injected = await page.evaluate(() => 'axe' in window);
  // The legacy mode runs axe in the page itself; the default one opens a page per run to merge
  // frame results, three times slower, for frames this app does not have.
  const axe = new AxeBuilder({ page, axeSource: injected ? AXE_ALREADY_IN_PAGE : undefined })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] });
  const results = await (
    coloursOnly ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG_TAGS)
  ).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  return {
    elements: blocking.reduce((sum, violation) => sum + violation.nodes.length, 0),
    lines: blocking.map((violation) => {
      const targets = violation.nodes.slice(0, 6).map((node) => {
        const contrast = node.any[0]?.data as { fgColor?: string; bgColor?: string } | undefined;
        const colours = contrast?.fgColor ? ` (${contrast.fgColor} on ${contrast.bgColor})` : '';
        return `${node.target.join(' ')}${colours}`;
      });
      const more = violation.nodes.length > 6 ? ` (+${violation.nodes.length - 6})` : '';
      return `${violation.id} [${violation.impact}] ${violation.help}: ${targets.join(', ')}${more}`;
    }),
  };
}

/** Audits the current screen in every theme; the failures name the route, theme and elements. */
async function auditEveryTheme(page: Page, route: string): Promise<void> {
  for (const theme of THEMES) {
    await applyTheme(page, theme);
    const { lines, elements } = await blockingViolations(page, theme !== THEMES[0]);
    test.info().annotations.push({
      type: 'axe',
      description: `${route} ${theme} ${lines.length} rules, ${elements} elements`,
    });
    expect
      .soft(lines, `${route} in the ${theme} theme has serious or critical violations`)
      .toEqual([]);
  }
  await applyTheme(page, THEMES[0]);
}

async function auditRoutes(page: Page, routes: readonly RouteToAudit[]): Promise<void> {
  for (const route of routes) {
    await visit(page, route);
    await auditEveryTheme(page, typeof route === 'string' ? route : route.path);
  }
}

async function openAsVisitor(page: Page, path: string): Promise<void> {
  trackScripts(page);
  await page.goto(webUrl(path));
  await settled(page);
  await auditEveryTheme(page, path);
}

async function openWithWallet(page: Page, path: string): Promise<void> {
  trackScripts(page);
  await connectDevWallet(page, projectValue(READER), path);
  await settled(page);
  await auditEveryTheme(page, path);
}

/** Opens a dialog from `opener` and audits the page with it open, in every theme. */
async function auditDialog(page: Page, opener: Locator, name: string | RegExp): Promise<Locator> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await auditEveryTheme(page, `${page.url().replace(/^https?:\/\/[^/]+/, '')} dialog ${name}`);
  return dialog;
}

async function closeByEscape(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Per-user pages ask for an api session first: the wallet signs the api's challenge once. */
async function signIn(page: Page): Promise<void> {
  const signInButton = page.getByRole('button', { name: 'Sign in' });
  const table = page.getByRole('table').or(page.getByText('You have no activity yet.'));
  await expect(signInButton.or(table).first()).toBeVisible({ timeout: 30_000 });
  if (await signInButton.isVisible()) await signInButton.click();
  await expect(table.first()).toBeVisible({ timeout: 30_000 });
}

test.describe('a visitor', () => {
  test('swap, send, explore, tokens, pools and farms', async ({ page }) => {
    await openAsVisitor(page, '/');
    await auditRoutes(page, [
      `/swap/${TOKENS.MOTO}/${TOKENS.PILL}`,
      '/send',
      '/explore',
      '/explore/tokens',
      '/explore/pools',
    ]);
    const poolLink = page.locator('main a[href^="/pool/0x"]').first();
    const poolPath = await poolLink.getAttribute('href');
    expect(poolPath, 'the explore pools table links a pool').toMatch(/^\/pool\/0x[0-9a-f]{64}$/);
    await auditRoutes(page, [
      poolPath ?? '',
      '/token/bitcoin',
      `/token/${TOKENS.MOTO}`,
      '/farm',
      '/no-such-page',
    ]);
  });

  test('documentation', async ({ page }) => {
    await openAsVisitor(page, '/documentation');
    await auditRoutes(page, [
      '/documentation/introduction-to-swapping',
      '/documentation/how-to-swap-tokens',
      '/documentation/introduction-to-native-swap',
      '/documentation/how-to-swap-tokens-for-bitcoin',
      '/documentation/terms',
      '/documentation/privacy',
    ]);
  });

  test('the wallet pages before a wallet is connected, and the dialogs of /swap', async ({
    page,
  }) => {
    await openAsVisitor(page, '/activity');
    await auditRoutes(page, ['/dashboard', '/pool', '/stake', '/farm/manage', '/swap']);
    const settingsButton = page.getByRole('button', { name: /^Transaction settings/ });
    await closeByEscape(page, await auditDialog(page, settingsButton, 'Transaction Settings'));
    const connectButton = page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' });
    await closeByEscape(page, await auditDialog(page, connectButton, 'Connect your wallet'));
  });
});

test.describe('a connected wallet', () => {
  test('activity, listings and the swap watch', async ({ page }) => {
    await openWithWallet(page, '/activity');
    await signIn(page);
    await auditEveryTheme(page, '/activity (signed in)');
    await auditRoutes(page, [
      '/activity/active-listings',
      '/activity/pools',
      '/activity/reservations',
      '/activity/tokens',
      `/activity/active-listings/${UNKNOWN_HASH}`,
      // It keeps looking for a reservation the account never made.
      { path: `/swap/native/watch/${UNKNOWN_HASH}/${UNKNOWN_HASH}`, searching: true },
    ]);
  });

  test('dashboard', async ({ page }) => {
    await openWithWallet(page, '/dashboard');
    await auditRoutes(page, [
      '/dashboard/activity',
      '/dashboard/deployment',
      '/dashboard/tokens',
      '/dashboard/reservations',
      '/dashboard/pools',
      '/dashboard/listings',
      '/dashboard/deploy-token',
      '/dashboard/deploy-farm',
    ]);
  });

  test('pools and liquidity', async ({ page }) => {
    await openWithWallet(page, '/pool');
    await auditRoutes(page, [
      '/pool/create',
      '/pool/create-new',
      '/pool/add',
      `/pool/add/${TOKENS.MOTO}/${TOKENS.PILL}`,
      '/pool/add-native',
      '/pool/remove',
    ]);
  });

  test('the dialogs of /swap: token picker, review and user sidebar', async ({ page }) => {
    await openWithWallet(page, '/swap');
    const sellButton = page.getByRole('button', { name: /^Sell token:/ });
    const picker = await auditDialog(page, sellButton, 'Select a token');
    await picker
      .getByRole('region', { name: 'Popular' })
      .getByRole('button', { name: 'MOTO', exact: true })
      .click();
    await expect(picker).toBeHidden();
    await pickToken(page, 'Buy', 'PILL');
    await page.getByLabel('Sell', { exact: true }).fill('1');
    const swapButton = page.getByRole('button', { name: 'Swap Tokens' });
    await expect(swapButton).toBeEnabled({ timeout: 30_000 });
    await closeByEscape(page, await auditDialog(page, swapButton, 'Confirm Swap'));

    const accountButton = page.getByRole('banner').getByRole('button', { name: /^bcrt1p/ });
    const sidebar = await auditDialog(page, accountButton, /^Account /);
    await sidebar.getByRole('button', { name: 'Settings' }).click();
    await expect(sidebar.getByRole('group', { name: 'Site Theme' })).toBeVisible();
    await auditEveryTheme(page, '/swap dialog user sidebar settings');
    await closeByEscape(page, sidebar);
  });

  test('staking, farm management and NativeSwap', async ({ page }) => {
    await openWithWallet(page, '/stake');
    await auditRoutes(page, [
      '/stake/claim',
      '/stake/unstake',
      '/stake/compound',
      '/farm/manage',
      '/farm/manage/deploy-token',
      '/farm/manage/deploy-farm',
      '/swap/native/reserve',
      '/swap/native/execute',
    ]);
  });
});
