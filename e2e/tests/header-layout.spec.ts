import { expect, type Page, test } from '@playwright/test';
import { runSetting, webUrl } from '../support/urls.ts';
import { SCREENSHOTS_WANTED } from '../support/trade.ts';

/** A 7-digit height: wider than any block the product will see for years. */
const LONG_BLOCK = 9_123_456;
const WIDTHS = [390, 768, 1024, 1100, 1180, 1280, 1440, 1920] as const;
/** From here the header shows the current block (below, the footer does). */
const BLOCK_IN_HEADER_FROM = 1024;
/** Below this the navigation is in the dock and the header is one row. */
const NAVIGATION_IN_HEADER_FROM = 768;

const middle = (box: { y: number; height: number }) => box.y + box.height / 2;

/**
 * Answers the page's block-height requests with LONG_BLOCK (the devnet's real height has only a
 * few digits); every other call goes to the devnet.
 */
async function serveLongBlock(page: Page): Promise<void> {
  await page.context().route(`${new URL(runSetting('E2E_RPC_URL')).origin}/**`, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    let body: unknown;
    try {
      body = request.postDataJSON();
    } catch {
      return route.fallback();
    }
    const calls = (Array.isArray(body) ? body : [body]) as { id?: unknown; method?: string }[];
    if (!calls.every((call) => call.method === 'btc_blockNumber')) return route.fallback();
    const answers = calls.map((call) => ({
      jsonrpc: '2.0',
      id: call.id,
      result: `0x${LONG_BLOCK.toString(16)}`,
    }));
    await route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(Array.isArray(body) ? answers : answers[0]),
    });
  });
}

test('the header fits every width from 390 to 1920 px with Connect Wallet in view', async ({
  page,
}) => {
  // The test sets each width itself; the mobile project would only repeat it with touch.
  test.skip(test.info().project.name !== 'desktop', 'desktop project only');
  test.setTimeout(240_000);
  await serveLongBlock(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(webUrl('/'));
  const header = page.getByRole('banner');
  // The block height arrives once the page is idle: wait for it before measuring the widest row.
  await expect(header.getByText(`Block ${LONG_BLOCK.toLocaleString('en-US')}`)).toBeAttached({
    timeout: 120_000,
  });

  for (const width of WIDTHS) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      const wallet = header.getByRole('button', { name: 'Connect Wallet' });
      await expect(wallet).toBeInViewport({ ratio: 1 });
      if (width < NAVIGATION_IN_HEADER_FROM) {
        const logo = await header.getByRole('link', { name: 'opswap home' }).boundingBox();
        const button = await wallet.boundingBox();
        expect(logo && button, 'logo and wallet button laid out').toBeTruthy();
        expect(
          Math.abs(middle(logo!) - middle(button!)),
          `the logo and the wallet button share one row at ${width} px`,
        ).toBeLessThan(4);
      }
      await expect(header.getByRole('button', { name: /^Network: / })).toBeInViewport({
        ratio: 1,
      });
      const block = header.getByTitle(/current block/i);
      if (width >= BLOCK_IN_HEADER_FROM) {
        await expect(block).toBeInViewport({ ratio: 1 });
        await expect(
          block.getByText(LONG_BLOCK.toLocaleString('en-US'), { exact: true }),
        ).toBeVisible();
      } else {
        await expect(block).toBeHidden();
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      if (SCREENSHOTS_WANTED && (width === 390 || width === 1024 || width === 1280)) {
        await page.screenshot({
          path: test.info().outputPath(`header-${width}.png`),
          clip: { x: 0, y: 0, width, height: 160 },
        });
      }
    });
  }
});
