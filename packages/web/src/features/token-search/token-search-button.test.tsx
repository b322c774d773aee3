import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectTestWallet,
  disconnectTestWallet,
  ODYS,
  renderWithProviders,
} from '../../entities/tokens/testing/render-with-providers.tsx';
import {
  fakePopularTokens,
  fakeRecentSearches,
  recentSearches,
} from '../../entities/tokens/testing/fake-token-hooks.ts';
import { useWalletStore } from '../../lib/wallet/wallet-store.ts';
import { TokenSearchButton } from './token-search-button.tsx';

const api = vi.hoisted(() => ({ fetchTokenOrNull: vi.fn() }));
vi.mock('../../entities/tokens/api/get-token.ts', () => ({
  fetchTokenOrNull: api.fetchTokenOrNull,
}));
vi.mock('../../entities/tokens/api/get-popular-tokens.ts', () => fakePopularTokens);
vi.mock('../../entities/tokens/api/get-recent-searches.ts', () => fakeRecentSearches);
vi.mock('../../entities/tokens/api/get-token-candidates.ts', () => ({
  tokenCandidatesQueryOptions: () => ({ queryKey: ['candidates'], queryFn: async () => [] }),
}));

async function openSearch() {
  await userEvent.click(screen.getByRole('button', { name: 'Search tokens' }));
  return screen.findByRole('dialog', { name: 'Search tokens' });
}

beforeEach(() => {
  connectTestWallet();
  recentSearches.tokens = [];
  recentSearches.isLoading = false;
  api.fetchTokenOrNull.mockResolvedValue(null);
});
afterEach(() => {
  vi.clearAllMocks();
  disconnectTestWallet();
});

describe('the header token search', () => {
  it('opens the login modal for a visitor without a wallet', async () => {
    disconnectTestWallet();
    renderWithProviders(<TokenSearchButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Search tokens' }));
    expect(useWalletStore.getState().connectModalOpen).toBe(true);
  });

  it('shows the Popular strip of MOTO, PILL and ODYS and the Recent Searches empty state', async () => {
    renderWithProviders(<TokenSearchButton />);
    const dialog = await openSearch();
    expect(within(dialog).getByPlaceholderText('Search token address...')).toBeInTheDocument();
    const popular = within(within(dialog).getByRole('region', { name: 'Popular' }));
    expect(popular.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'MOTO',
      'PILL',
      'ODYS',
    ]);
    expect(within(dialog).getByText('No Recent Searches')).toBeInTheDocument();
  });

  it('says Loading... while the recent searches load', async () => {
    recentSearches.isLoading = true;
    renderWithProviders(<TokenSearchButton />);
    const dialog = await openSearch();
    expect(within(dialog).getByText('Loading...')).toBeInTheDocument();
  });

  it('opens the token page of a clicked token', async () => {
    recentSearches.tokens = [ODYS];
    renderWithProviders(<TokenSearchButton />);
    const dialog = await openSearch();
    const recent = within(within(dialog).getByRole('region', { name: 'Recent Searches' }));
    await userEvent.click(recent.getByRole('button', { name: /^ODYS/ }));
    expect(screen.getByText('token page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Search tokens' })).toBeNull();
  });

  it('shows results only past 10 characters, and No tokens found', async () => {
    renderWithProviders(<TokenSearchButton />);
    const dialog = await openSearch();
    const input = within(dialog).getByRole('searchbox');
    await userEvent.type(input, 'abcdefghij');
    expect(within(dialog).getByText('No Recent Searches')).toBeInTheDocument();
    await userEvent.type(input, 'k');
    expect(within(dialog).getByText('Loading...')).toBeInTheDocument();
    expect(await within(dialog).findByText('No tokens found')).toBeInTheDocument();
  });
});
