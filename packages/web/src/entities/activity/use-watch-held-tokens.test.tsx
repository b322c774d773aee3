import { parse } from 'zod/mini';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenSchema } from '@opswap/protocol/schemas/token';
import type { Token } from '@opswap/protocol/tokens/token';
import { ApiError, apiRequest, type ApiRequest } from '../../lib/api/api-client.ts';
import { ensureSession } from '../../lib/wallet/session.ts';
import {
  PUBLIC_KEY,
  startSignedIn,
  startSignedOut,
  syncJson,
  TOKEN_A,
  TOKEN_B,
  tokenJson,
} from './testing/activity-test-kit.tsx';
import { setTokenWatched } from './use-watch-toggle.ts';
import { useWatchHeldTokens } from './use-watch-held-tokens.ts';

vi.mock('../../lib/api/api-client.ts', { spy: true });
vi.mock('../../lib/wallet/session.ts', { spy: true });

const MOTO = tokenSchema.parse(tokenJson(TOKEN_A, 'MOTO', 18, '5000'));
const PILL = tokenSchema.parse(tokenJson(TOKEN_B, 'PILL', 8, '0'));

/** The api's watchlist kept in memory; `refuse` makes POST watchlist/token fail. */
const api = { watched: [] as string[], writes: [] as string[], refuse: false };

function serveWatchlist(): void {
  vi.mocked(apiRequest).mockImplementation(async <T,>(request: ApiRequest<T>): Promise<T> => {
    const watchlist = () =>
      api.watched.map((address) => tokenJson(address, address === TOKEN_A ? 'MOTO' : 'PILL'));
    if (request.path === 'sync') return parse(request.schema, syncJson(watchlist()));
    if (request.path === 'watchlist/token') {
      const { address } = request.body as { address: string };
      api.writes.push(`${request.method} ${address}`);
      if (api.refuse) throw new ApiError(503, 'The node is not answering.');
      api.watched =
        request.method === 'POST'
          ? [...api.watched, address]
          : api.watched.filter((entry) => entry !== address);
      return parse(request.schema, { watchlist: watchlist(), partial: false });
    }
    throw new ApiError(404, `No fake route for ${request.path}`);
  });
}

/** The picker opening: the hook mounted over these tokens, with a fresh cache. */
function openWith(tokens: Token[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useWatchHeldTokens(tokens), { wrapper });
}

/** The user unwatching a token (the star, or the Tokens tab). */
const unwatchByHand = (address: string) =>
  setTokenWatched(address, false, {
    network: 'regtest',
    publicKey: PUBLIC_KEY,
    sessionToken: 'session-token',
  });

/** Lets the sync read and any watch it starts settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  vi.clearAllMocks();
  api.watched = [];
  api.writes = [];
  api.refuse = false;
  startSignedIn();
  serveWatchlist();
});

describe('useWatchHeldTokens', () => {
  it('watches a held token once, and never again after the user unwatches it', async () => {
    const first = openWith([MOTO, PILL]);
    await waitFor(() => expect(api.writes).toEqual([`POST ${TOKEN_A}`]));
    await settle();
    first.unmount();

    await unwatchByHand(TOKEN_A);
    openWith([MOTO, PILL]);
    await settle();
    expect(api.writes).toEqual([`POST ${TOKEN_A}`, `DELETE ${TOKEN_A}`]);
  });

  it('does not add back a held token found watched, once the user unwatches it', async () => {
    api.watched = [TOKEN_A];
    const first = openWith([MOTO]);
    await settle();
    first.unmount();
    await unwatchByHand(TOKEN_A);
    openWith([MOTO]);
    await settle();
    expect(api.writes).toEqual([`DELETE ${TOKEN_A}`]);
  });

  it('retries a watch that failed the next time, and remembers only one that worked', async () => {
    api.refuse = true;
    const first = openWith([MOTO]);
    await waitFor(() => expect(api.writes).toEqual([`POST ${TOKEN_A}`]));
    await settle();
    first.unmount();

    api.refuse = false;
    openWith([MOTO]);
    await waitFor(() => expect(api.writes).toEqual([`POST ${TOKEN_A}`, `POST ${TOKEN_A}`]));
    expect(api.watched).toEqual([TOKEN_A]);
  });

  it('waits for a session and never asks the wallet to sign in for it', async () => {
    startSignedOut();
    serveWatchlist();
    openWith([MOTO]);
    await settle();
    expect(api.writes).toEqual([]);
    expect(ensureSession).not.toHaveBeenCalled();
  });
});
