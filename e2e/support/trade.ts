import { expect, type Page, test } from '@playwright/test';
import { devnetRpc } from './devnet.ts';

/** A 64-hex transaction id or reservation hash in a route. */
export const TX_HASH = '[0-9a-f]{64}';

/** The running project's own accounts: desktop and mobile run at once against one devnet. */
export function projectValue<V extends { desktop: unknown; mobile: unknown }>(
  values: V,
): V['desktop'] | V['mobile'] {
  return values[test.info().project.name === 'mobile' ? 'mobile' : 'desktop'];
}

/** Set by the flows that run on desktop only: their desktop run shoots the 390 px width too. */
const MOBILE_SHOTS_FROM_DESKTOP = 'its desktop run takes the 390 px screenshots';

/**
 * Screenshots are for looking at the screens (`E2E_SCREENSHOTS=1 npm run e2e`); npm test leaves
 * them out, as they cost CPU time the suite runs short of.
 */
export const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS === '1';

/**
 * A full-page screenshot in the test's output folder; on desktop a second one at 390 px wide, so
 * the flows that run on desktop only are still seen at the phone width.
 */
export async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  const size = page.viewportSize();
  if (test.info().project.name === 'mobile' || !size) return;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(size);
}

/** Runs the rest of a long flow on desktop only (see MOBILE_SHOTS_FROM_DESKTOP). */
export function desktopOnly(): void {
  test.skip(test.info().project.name === 'mobile', MOBILE_SHOTS_FROM_DESKTOP);
}

/** Picks a Popular token on a side of the swap form through the token picker. */
export async function pickToken(page: Page, side: 'Sell' | 'Buy', symbol: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${side} token:`) }).click();
  const picker = page.getByRole('dialog', { name: 'Select a token' });
  await picker
    .getByRole('region', { name: 'Popular' })
    .getByRole('button', { name: symbol, exact: true })
    .click();
  await expect(picker).toBeHidden();
}

/** The 'Balance: ... SYMBOL' line of a side of the form. */
export function balanceOf(page: Page, symbol: string) {
  return page.getByText(new RegExp(`^Balance: [\\d,.]+ ${symbol}$`));
}

/** A development account's p2tr address, from devnet_info (accounts 10 on are not in the README). */
export async function p2trOf(index: number): Promise<string> {
  const info = await devnetRpc<{ accounts: { index: number; p2tr: string }[] }>('devnet_info');
  const found = info.accounts.find((entry) => entry.index === index);
  if (!found) throw new Error(`The devnet has no account ${index}`);
  return found.p2tr;
}

/** Sats an address holds, pending included. */
export async function btcBalance(address: string): Promise<bigint> {
  return BigInt(await devnetRpc<string>('btc_getBalance', [address, true]));
}
