import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseCache } from '../../lib/api/api-client.ts';
import { servedAnswersMarkup } from '../../lib/api/served-answers.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { queryClient } from '../../lib/query/query-client.ts';
import { tokenKeys } from './api/token-keys.ts';
import { tokenPagePaths } from './api/token-paths.ts';
import { loadTokenPage } from './load-token-page.ts';
import { tokenPageReads } from './token-page-reads.ts';
import { MOTO, pricesRoute, recordRoute } from './testing/token-fixtures.ts';

const BTC_USD = { usdPerBtc: String(100_000n * 10n ** 8n), source: 'fixed', updatedAt: 0 };
const ANSWERS: Record<string, string> = Object.fromEntries(
  Object.entries({ ...recordRoute(1, []), ...pricesRoute(), 'market/btc-usd': BTC_USD }).map(
    ([path, body]) => [path, JSON.stringify(body)],
  ),
);

function servePage(answers: Record<string, string>, network = 'regtest'): void {
  document.body.insertAdjacentHTML('beforeend', servedAnswersMarkup({ network, answers }));
}

describe('loadTokenPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    responseCache.clear();
    queryClient.clear();
    document.body.innerHTML = '';
  });

  it("starts the token's record, its opening prices and the USD rate", async () => {
    const fetchMock = vi.fn((_url: string) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    expect(await loadTokenPage(` ${MOTO.address} `)).toBeNull();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual([
      expect.stringMatching(new RegExp(`/token/${MOTO.address}\\?page=1$`)),
      expect.stringMatching(new RegExp(`/token/prices/${MOTO.address}\\?interval=1h$`)),
      expect.stringMatching(/\/market\/btc-usd$/),
    ]);
  });

  it('asks nothing for an address the page does not open', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await loadTokenPage(undefined);
    await loadTokenPage('bitcoin');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the answers the server read into the cache before the first render, once', async () => {
    const fetchMock = vi.fn((_url: string) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    servePage(ANSWERS);
    await loadTokenPage(MOTO.address);
    expect(fetchMock).not.toHaveBeenCalled();
    const network = useNetworkStore.getState().network;
    expect(queryClient.getQueryData(tokenKeys.record(network, MOTO.address, 1))).toMatchObject({
      name: 'Motoswap',
    });
    expect(queryClient.getQueryData(tokenKeys.prices(network, MOTO.address, '1h'))).toMatchObject({
      priceSats: 1_000n * 10n ** 8n,
    });
    expect(document.getElementById('served-answers')).toBeNull();

    // Coming back to the page reads afresh.
    await loadTokenPage(MOTO.address);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reads for itself when an answer is missing or was read on another network', async () => {
    const fetchMock = vi.fn((_url: string) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    const withoutRate = { ...ANSWERS };
    delete withoutRate['market/btc-usd'];
    servePage(withoutRate);
    await loadTokenPage(MOTO.address);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);

    servePage(ANSWERS, 'mainnet');
    await loadTokenPage(MOTO.address);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('tokenPageReads', () => {
  it('are the reads the loader starts early', () => {
    const reads = tokenPageReads('regtest', MOTO.address).all.map((read) => read.path);
    expect(reads).toEqual(tokenPagePaths(MOTO.address));
  });
});
