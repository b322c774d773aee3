// Stand-ins for the token hooks that read the api or the chain, to return from vi.mock factories:
//   vi.mock('<...>/entities/tokens/api/get-popular-tokens.ts', () => fakePopularTokens);
// (vi.mock is hoisted per test file, so the calls stay there; what they answer lives here.)
import { vi } from 'vitest';
import type { Token } from '@opswap/protocol/tokens/token';
import { MOTO, ODYS, PILL, RBTC } from './render-with-providers.tsx';

/** usePopularTokens as the api answers it on regtest: rBTC, then MOTO, PILL and ODYS. */
export const fakePopularTokens = {
  usePopularTokens: () => ({
    data: { native: RBTC, presets: [MOTO, PILL, ODYS] },
    isPending: false,
    isError: false,
  }),
};

/** What the fake useRecentSearches answers; a test sets it (none, loaded, by default). */
export const recentSearches: { tokens: Token[]; isLoading: boolean } = {
  tokens: [],
  isLoading: false,
};

export const fakeRecentSearches = {
  useRecentSearches: () => ({ data: recentSearches.tokens, isLoading: recentSearches.isLoading }),
};

/** The balances the fake useTokenBalance answers, by token address. */
export const tokenBalances = new Map<string, bigint>();

export const fakeTokenBalance = {
  useTokenBalance: (token: Token | null) => ({
    data: token ? tokenBalances.get(token.address) : undefined,
  }),
  refreshTokenBalances: vi.fn(),
};
