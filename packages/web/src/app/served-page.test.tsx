// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { MOTO, pricesRoute, recordRoute } from '../features/token/testing/token-fixtures.ts';
import { appConfig } from '../lib/config/app-config.ts';
import { renderServedPage, withServedPage } from './served-page.tsx';
import { routeFrameScript } from './static-shell.tsx';

const API = `${appConfig.apiUrl}/api/v1/bitcoin/regtest/`;
const BTC_USD = { usdPerBtc: String(100_000n * 10n ** 8n), source: 'fixed', updatedAt: 0 };
const BODIES = Object.fromEntries(
  Object.entries({ ...recordRoute(1, []), ...pricesRoute(), 'market/btc-usd': BTC_USD }).map(
    ([path, body]) => [path, JSON.stringify(body)],
  ),
);

/** The api as the server reads it: the fixtures' bodies by path after the anonymous user key. */
function fakeApi(bodies: Record<string, string> = BODIES) {
  return vi.fn(async (url: string) => {
    const path = url.slice(API.length).replace(/^[^/]+\//, '');
    return url.startsWith(API) ? (bodies[path] ?? null) : null;
  });
}

const TOKEN_PATH = `/token/${MOTO.address}`;

describe('renderServedPage', () => {
  it("renders a token page's first frame with the token's name, symbol and price in it", async () => {
    const readApi = fakeApi();
    const page = await renderServedPage(`${TOKEN_PATH}/`, readApi);
    expect(readApi.mock.calls.map(([url]) => url.slice(API.length))).toEqual([
      expect.stringMatching(new RegExp(`/token/${MOTO.address}\\?page=1$`)),
      expect.stringMatching(new RegExp(`/token/prices/${MOTO.address}\\?interval=1h$`)),
      expect.stringMatching(/\/market\/btc-usd$/),
    ]);
    expect(page?.title).toBe('Motoswap | opswap');
    const markup = page?.markup ?? '';
    // The route frame script compares it with the address without its trailing slash.
    expect(markup).toMatch(new RegExp(`^<template data-route-frame="${TOKEN_PATH}">`));
    expect(markup).toMatch(/<h1[^>]*>Motoswap<span[^>]*>\$MOTO<\/span><\/h1>/);
    expect(markup).toContain('>$1.00</p>');
  });

  it('carries the answers it was drawn from, for the app to start from', async () => {
    const page = await renderServedPage(TOKEN_PATH, fakeApi());
    const json = /<script type="application\/json" id="served-answers">(.*)<\/script>$/.exec(
      page?.markup ?? '',
    )?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({ network: 'regtest', answers: BODIES });
  });

  it('leaves other paths, and a token page missing one of its answers, to index.html', async () => {
    expect(await renderServedPage('/swap', fakeApi())).toBeNull();
    expect(await renderServedPage('/token', fakeApi())).toBeNull();
    expect(await renderServedPage('/token/bitcoin', fakeApi())).toBeNull();
    const unknownToken = { ...BODIES };
    delete unknownToken[`token/${MOTO.address}?page=1`];
    expect(await renderServedPage(TOKEN_PATH, fakeApi(unknownToken))).toBeNull();
  });

  it('refuses an answer that is not what the page reads', async () => {
    const broken = { ...BODIES, 'market/btc-usd': '{"usdPerBtc":"lots"}' };
    await expect(renderServedPage(TOKEN_PATH, fakeApi(broken))).rejects.toThrow();
  });
});

describe('withServedPage', () => {
  const script = `<script>${routeFrameScript()}</script>`;
  const html = `<html><head><title>opswap</title></head><body><div id="root"></div>${script}</body></html>`;

  it('sets the title and puts the frame ahead of the route frame script', () => {
    const page = {
      title: 'A <b> | opswap',
      markup: '<template data-route-frame="/token/a"></template>',
    };
    expect(withServedPage(html, page)).toBe(
      `<html><head><title>A &lt;b&gt; | opswap</title></head><body><div id="root"></div>` +
        `${page.markup}${script}</body></html>`,
    );
  });

  it('refuses a page without the route frame script', () => {
    expect(() => withServedPage('<html></html>', { title: 't', markup: '' })).toThrow(
      'index.html has no route frame script.',
    );
  });
});
