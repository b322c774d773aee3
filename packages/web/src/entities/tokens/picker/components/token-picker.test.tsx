import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectTestWallet,
  disconnectTestWallet,
  MOTO,
  ODYS,
  PILL,
  renderWithProviders,
} from '../../testing/render-with-providers.tsx';
import {
  fakePopularTokens,
  fakeRecentSearches,
  recentSearches,
} from '../../testing/fake-token-hooks.ts';
import { useWalletStore } from '../../../../lib/wallet/wallet-store.ts';
import { TokenSelectButton } from './token-select-button.tsx';

const api = vi.hoisted(() => ({ fetchTokenOrNull: vi.fn() }));

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
    const row = recent.getByRole('button', { name: /ODYS/ });
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
    expect(await within(results).findByRole('button', { name: /PILL/ })).toBeInTheDocument();
  });

  it('says when nothing is found', async () => {
    renderPicker();
    const dialog = await openPicker();
    await userEvent.type(within(dialog).getByRole('searchbox'), 'no such token here');
    expect(
      await within(dialog).findByText('No tokens found', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
  });

  it('looks a p2op address up and remembers the search', async () => {
    renderPicker();
    const dialog = await openPicker();
    await userEvent.type(within(dialog).getByRole('searchbox'), P2OP);
    const results = within(dialog).getByRole('region', { name: 'Search results' });
    expect(
      await within(results).findByRole('button', { name: /PILL/ }, { timeout: 2000 }),
    ).toBeInTheDocument();
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
    expect(within(results).getByRole('button', { name: /rBTC/ })).toBeInTheDocument();
  });
});
