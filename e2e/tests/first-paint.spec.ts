import { expect, type Page, test } from '@playwright/test';
import { TOKENS } from '../support/native-listing.ts';
import { shot } from '../support/trade.ts';
import { runSetting, webUrl } from '../support/urls.ts';

/** The paths whose screen index.html paints before any script (boot-plugins.ts, staticShell). */
async function framedPaths(page: Page): Promise<string[]> {
  const html = await (await page.request.get(webUrl('/'))).text();
  return [...html.matchAll(/<template data-route-frame="([^"]+)">/g)].map((match) => match[1]!);
}

/** Leaves every call to the api and the node unanswered: the screens stay as before their data. */
async function holdData(page: Page): Promise<void> {
  for (const name of ['E2E_API_URL', 'E2E_RPC_URL'] as const) {
    await page.route(`${new URL(runSetting(name)).origin}/**`, () => new Promise(() => {}));
  }
}

test('each main screen is painted before any script, as the app then first draws it', async ({
  page,
}) => {
  // The frames are the same markup at every width: one project is enough.
  test.skip(test.info().project.name !== 'desktop', 'desktop project only');
  test.setTimeout(120_000);
  const paths = await framedPaths(page);
  expect(paths).toEqual(expect.arrayContaining(['/', '/swap', '/explore', '/pool', '/stake']));
  await holdData(page);
  for (const path of paths) {
    let painted = '';
    await test.step(`${path} before its scripts`, async () => {
      // Only index.html's own inline scripts run: the app's modules never arrive.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(webUrl(path));
      await expect(page.locator('main h1').first()).toBeAttached();
      painted = await page.locator('main').innerText();
      await shot(page, `first-paint${path.replaceAll('/', '-')}`);
      await page.unroute('**/assets/*.js');
    });
    await test.step(`${path} once the app has replaced it`, async () => {
      await page.goto(webUrl(path));
      await expect(page.locator('[data-static-shell]')).toHaveCount(0);
      expect(await page.locator('main').innerText()).toBe(painted);
    });
  }
});

test("a token's page is painted with its name and price before any script, then the app keeps them", async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'desktop project only');
  const path = `/token/${TOKENS.MOTO}`;
  const header = page.locator('main header');
  let painted = '';
  await test.step('before its scripts: the server drew the token into the page', async () => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(webUrl(path));
    await expect(page).toHaveTitle('Motoswap | opswap');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motoswap$MOTO');
    await expect(header).toContainText(/Price\s*\$[\d,.]+/);
    painted = await header.innerText();
    await shot(page, 'first-paint-token');
    await page.unroute('**/assets/*.js');
  });
  await test.step('with the api unanswered, the app draws it from the answers the page carries', async () => {
    await holdData(page);
    await page.goto(webUrl(path));
    await expect(page.locator('[data-static-shell]')).toHaveCount(0);
    expect(await header.innerText()).toBe(painted);
  });
});
