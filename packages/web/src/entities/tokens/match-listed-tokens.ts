import type { ListedToken } from './api/get-token-candidates.ts';

/** How many tokens a name search resolves at most. */
export const MAX_SEARCH_RESULTS = 10;

/**
 * The distinct addresses of listed tokens whose symbol, name or address contains the query, case
 * aside: exact symbol matches first, then the list's order.
 */
export function matchListedTokens(listed: readonly ListedToken[], query: string): string[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const matches = listed.filter((token) =>
    [token.symbol, token.name, token.address].some((field) => field.toLowerCase().includes(needle)),
  );
  const exact = matches.filter((token) => token.symbol.toLowerCase() === needle);
  const ordered = [...exact, ...matches];
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const token of ordered) {
    const key = token.address.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    addresses.push(token.address);
  }
  return addresses.slice(0, MAX_SEARCH_RESULTS);
}
