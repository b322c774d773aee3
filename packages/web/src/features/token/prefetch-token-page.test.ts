import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseCache } from '../../lib/api/api-client.ts';
import { prefetchTokenPage } from './prefetch-token-page.ts';

const MOTO = `0x${'ab'.repeat(32)}`;

describe('prefetchTokenPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    responseCache.clear();
  });

  it("starts the token's record, its opening prices and the USD rate", () => {
    const fetchMock = vi.fn((_url: string) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    expect(prefetchTokenPage(` ${MOTO} `)).toBeNull();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual([
      expect.stringMatching(new RegExp(`/token/${MOTO}\\?page=1$`)),
      expect.stringMatching(new RegExp(`/token/prices/${MOTO}\\?interval=1h$`)),
      expect.stringMatching(/\/market\/btc-usd$/),
    ]);
  });

  it('asks nothing for an address the page does not open', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    prefetchTokenPage(undefined);
    prefetchTokenPage('bitcoin');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
