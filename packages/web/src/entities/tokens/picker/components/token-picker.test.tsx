import { parse } from 'zod/mini';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Token } from '@opswap/protocol/tokens/token';
import {
  connectTestWallet,
  disconnectTestWallet,
  MOTO,
  ODYS,
  PILL,
  RBTC,
  renderWithProviders,
  TEST_WALLET,
} from '../../testing/render-with-providers.tsx';
import {
  fakePopularTokens,
  fakeRecentSearches,
  recentSearches,
} from '../../testing/fake-token-hooks.ts';
import { useWalletStore } from '../../../../lib/wallet/wallet-store.ts';
import { apiRequest, type ApiRequest } from '../../../../lib/api/api-client.ts';
import { ensureSession, useApiUser } from '../../../../lib/wallet/session.ts';
import { STORAGE_KEYS } from '../../../../lib/storage/local-storage.ts';
import { TokenSelectButton } from './token-select-button.tsx';

const api = vi.hoisted(() => ({ fetchTokenOrNull: vi.fn() }));

// The watchlist's api calls (GET sync, POST and DELETE watchlist/token) answered from memory.
vi.mock('../../../../lib/api/api-client.ts', { spy: true });
vi.mock('../../../../lib/wallet/session.ts', { spy: true });

vi.mock('../../api/get-token.ts', () => ({ fetchTokenOrNull: api.fetchTokenOrNull }));
vi.mock('../../api/get-popular-tokens.ts', () => fakePopularTokens);
vi.mock('../../api/get-recent-searches.ts', () => fakeRecentSearches);
vi.mock('../../api/get-token-candidates.ts', () => ({
  tokenCandidatesQueryOptions: () => ({
    queryKey: ['candidates'],
    queryFn: async () => [
      { address: MOTO.address, symbol: 'MOTO', name: 'Motoswap' },
      { address: PILL.address, symbol: 'PILL', name: 'Orange Pill' },
    ],
  }),
}));

const P2OP = 'opr1sqrfx88vp34ylnctwg2n7gt0ac6vp9nq6w5ntktpm';
const P2TR = 'bcrt1p0lks35d0spqsvz2t3t0kqus38wrlpmcjtvvupkfkwdrzfh6zjypsljsy4e';

function renderPicker(allowNative = true) {
  const onSelect = vi.fn();
  renderWithProviders(
    <TokenSelectButton
      token={null}
      onSelect={onSelect}
      allowNative={allowNative}
      label="Sell token"
    />,
  );
  return onSelect;
}

async function openPicker() {
  await userEvent.click(screen.getByRole('button', { name: 'Sell token: Select Token' }));
  return screen.getByRole('dialog', { name: 'Select a token' });
}

beforeEach(() => {
  connectTestWallet();
  recentSearches.tokens = [];
  api.fetchTokenOrNull.mockImplementation(
    async (_user, address: string) =>
      [MOTO, PILL, ODYS].find((token) => token.address === address) ??
      (address === P2OP ? PILL : null),
  );
});

afterEach(() => {
  vi.clearAllMocks();
  disconnectTestWallet();
});

/** A signed-in session whose watchlist the fake api keeps; returns the writes it received. */
function signedInWithWatchlist(watched: Token[]) {
  const user = { network: 'regtest' as const, publicKey: TEST_WALLET.publicKey };
  const session = { ...user, sessionToken: 'session-token' };
  vi.mocked(useApiUser).mockReturnValue(session);
  vi.mocked(ensureSession).mockResolvedValue(session);
  const writes: string[] = [];
  const json = (token: Token) => ({
    ...token,
    maxSupply: String(token.maxSupply),
    balanceBigint: String(token.balanceBigint),
  });
  vi.mocked(apiRequest).mockImplementation(async <T,>(request: ApiRequest<T>): Promise<T> => {
    if (request.path === 'sync') {
      return parse(request.schema, {
        watchlist: watched.map(json),
        exchangeRates: { rates: { usd: { value: 100_000, source: 'fixed' } } },
        reservations: [],
      });
    }
    if (request.path === 'watchlist/token') {
      const { address } = request.body as { address: string };
      writes.push(`${request.method} ${address}`);
      const token = [MOTO, PILL, ODYS].find((entry) => entry.address === address);
      if (request.method === 'POST' && token) watched.push(token);
      if (request.method === 'DELETE')
        watched.splice(
          watched.findIndex((entry) => entry.address === address),
          1,
        );
      return parse(request.schema, { watchlist: watched.map(json), partial: false });
    }
    throw new Error(`No fake route for ${request.path}`);
  });
  return writes;
}

/** Tokens this account was offered before (watched automatically once), left to the user now. */
function offeredBefore(tokens: Token[]): void {
  localStorage.setItem(
    STORAGE_KEYS.autoWatchedTokens,
    JSON.stringify({ [`regtest:${TEST_WALLET.publicKey}`]: tokens.map((token) => token.address) }),
  );
}

describe('the token picker', () => {
  it('opens the login modal instead without a wallet', async () => {
    disconnectTestWallet();
    renderPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Sell token: Select Token' }));
    expect(useWalletStore.getState().connectModalOpen).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Select a token' })).toBeNull();
  });

  it('shows the search, Popular with the native token first, and Recent Searches', async () => {
    renderPicker();
    const dialog = await openPicker();
    expect(within(dialog).getByPlaceholderText('Search Token Address...')).toBeInTheDocument();
    const popular = within(within(dialog).getByRole('region', { name: 'Popular' }));
    expect(popular.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'rBTC',
      'MOTO',
      'PILL',
      'ODYS',
    ]);
    expect(within(dialog).getByText('No Recent Searches')).toBeInTheDocument();
  });

  it('leaves the native token out where it is not allowed', async () => {
    renderPicker(false);
    const dialog = await openPicker();
    const popular = within(within(dialog).getByRole('region', { name: 'Popular' }));
    expect(popular.queryByRole('button', { name: 'rBTC' })).toBeNull();
  });

  it('lists recent searches with balances and picks one', async () => {
    recentSearches.tokens = [ODYS];
    const onSelect = renderPicker();
    const dialog = await openPicker();
    const recent = within(within(dialog).getByRole('region', { name: 'Recent Searches' }));
    const row = recent.getByRole('button', { name: /^ODYS/ });
    expect(row).toHaveTextContent('500,000');
    await userEvent.click(row);
    expect(onSelect).toHaveBeenCalledWith(ODYS);
    expect(screen.queryByRole('dialog', { name: 'Select a token' })).toBeNull();
  });

  it('does not search text of 10 characters or fewer', async () => {
    renderPicker();
    const dialog = await openPicker();
    await userEvent.type(within(dialog).getByRole('searchbox'), 'Orange Pil');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(within(dialog).getByText('No Recent Searches')).toBeInTheDocument();
    expect(api.fetchTokenOrNull).not.toHaveBeenCalled();
  });

  it('searches past 10 characters, after a pause', async () => {
    renderPicker();
    const dialog = await openPicker();
    await userEvent.type(within(dialog).getByRole('searchbox'), 'Orange Pill');
    expect(within(dialog).getByText('Loading...')).toBeInTheDocument();
    const results = await within(dialog).findByRole('region', { name: 'Search results' });
    expect(await within(results).findByRole('button', { name: /^PILL/ })).toBeInTheDocument();
  });

  it('says when nothing is found', async () => {
    renderPicker();
    const dialog = await openPicker();
    await userEvent.type(within(dialog).getByRole('searchbox'), 'no such token here');
    expect(await within(dialog).findByText('No tokens found')).toBeInTheDocument();
  });

  it('looks a p2op address up and remembers the search', async () => {
    renderPicker();
    const dialog = await openPicker();
    await userEvent.type(within(dialog).getByRole('searchbox'), P2OP);
    const results = within(dialog).getByRole('region', { name: 'Search results' });
    expect(await within(results).findByRole('button', { name: /^PILL/ })).toBeInTheDocument();
    expect(api.fetchTokenOrNull).toHaveBeenCalledWith(
      expect.anything(),
      P2OP,
      expect.objectContaining({ remember: true }),
    );
  });

  it('refuses an address that cannot be a contract', async () => {
    renderPicker();
    const dialog = await openPicker();
    await userEvent.type(within(dialog).getByRole('searchbox'), P2TR);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Only p2op and public key addresses are supported for contracts.',
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.fetchTokenOrNull).not.toHaveBeenCalledWith(
      expect.anything(),
      P2TR,
      expect.anything(),
    );
  });

  it('offers Bitcoin for a prefix of its name', async () => {
    renderPicker();
    const dialog = await openPicker();
    await userEvent.type(within(dialog).getByRole('searchbox'), 'bitc');
    const results = within(dialog).getByRole('region', { name: 'Search results' });
    expect(within(results).getByRole('button', { name: /^rBTC/ })).toBeInTheDocument();
  });
});

describe('watching tokens from the picker', () => {
  it('stars a token to watch it, and again to stop watching it', async () => {
    const writes = signedInWithWatchlist([]);
    offeredBefore([RBTC, MOTO, PILL, ODYS]);
    recentSearches.tokens = [ODYS];
    renderPicker();
    const dialog = await openPicker();
    const star = await within(dialog).findByRole('button', { name: 'Watch ODYS', pressed: false });

    await userEvent.click(star);
    expect(
      await within(dialog).findByRole('button', { name: 'Watch ODYS', pressed: true }),
    ).toBeEnabled();
    expect(writes).toEqual([`POST ${ODYS.address}`]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Watch ODYS' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Watch ODYS', pressed: false }),
    ).toBeEnabled();
    expect(writes).toEqual([`POST ${ODYS.address}`, `DELETE ${ODYS.address}`]);
    // Starring does not pick the token.
    expect(screen.getByRole('dialog', { name: 'Select a token' })).toBeInTheDocument();
  });

  it('shows a watched token starred, and toggles by keyboard', async () => {
    const writes = signedInWithWatchlist([ODYS]);
    offeredBefore([RBTC, MOTO, PILL, ODYS]);
    recentSearches.tokens = [ODYS, MOTO];
    renderPicker();
    const dialog = await openPicker();
    expect(
      await within(dialog).findByRole('button', { name: 'Watch ODYS', pressed: true }),
    ).toBeVisible();
    const moto = within(dialog).getByRole('button', { name: 'Watch MOTO', pressed: false });
    moto.focus();
    await userEvent.keyboard(' ');
    expect(
      await within(dialog).findByRole('button', { name: 'Watch MOTO', pressed: true }),
    ).toHaveFocus();
    expect(writes).toEqual([`POST ${MOTO.address}`]);
  });

  it('watches the tokens the wallet holds once, and leaves one the user unwatched', async () => {
    const writes = signedInWithWatchlist([MOTO]);
    recentSearches.tokens = [ODYS];
    renderPicker();
    let dialog = await openPicker();
    // Held and not watched: rBTC, PILL and ODYS; MOTO is watched already.
    await within(dialog).findByRole('button', { name: 'Watch ODYS', pressed: true });
    expect(writes).toEqual([
      `POST ${RBTC.address}`,
      `POST ${PILL.address}`,
      `POST ${ODYS.address}`,
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Watch ODYS' }));
    await within(dialog).findByRole('button', { name: 'Watch ODYS', pressed: false });
    await userEvent.keyboard('{Escape}');
    dialog = await openPicker();
    await within(dialog).findByRole('button', { name: 'Watch ODYS', pressed: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(writes).toEqual([
      `POST ${RBTC.address}`,
      `POST ${PILL.address}`,
      `POST ${ODYS.address}`,
      `DELETE ${ODYS.address}`,
    ]);
  });
});
