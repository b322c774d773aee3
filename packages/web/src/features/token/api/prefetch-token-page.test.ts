import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { queryClient } from '../../../lib/query/query-client.ts';
import { prefetchTokenPage } from './prefetch-token-page.ts';
import { tokenKeys } from './token-keys.ts';

const api = vi.hoisted(() => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/api/api-client.ts', () => ({ apiRequest: api.apiRequest }));

const TOKEN = `0x${'ab'.repeat(32)}`;
const load = (address: string | undefined) => prefetchTokenPage({ params: { address } });

afterEach(() => {
  queryClient.clear();
  vi.clearAllMocks();
});

describe('prefetchTokenPage', () => {
  it("asks for the token's record and prices without waiting for them", () => {
    api.apiRequest.mockReturnValue(new Promise(() => {}));
    useNetworkStore.setState({ network: 'regtest' });
    expect(load(` ${TOKEN} `)).toBeNull();
    expect(api.apiRequest.mock.calls.map(([request]) => request.path)).toEqual([
      `token/${TOKEN}?page=1`,
      `token/prices/${TOKEN}?interval=1h`,
    ]);
    expect(queryClient.getQueryState(tokenKeys.record('regtest', TOKEN, 1))?.fetchStatus).toBe(
      'fetching',
    );
    expect(queryClient.getQueryState(tokenKeys.prices('regtest', TOKEN, '1h'))?.fetchStatus).toBe(
      'fetching',
    );
  });

  it("asks for nothing on a page that says 'Token not found'", () => {
    expect(load(undefined)).toBeNull();
    expect(load('bitcoin')).toBeNull();
    expect(api.apiRequest).not.toHaveBeenCalled();
  });
});
