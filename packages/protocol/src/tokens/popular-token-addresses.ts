import { POPULAR_TOKEN_SYMBOLS } from './token.ts';

/** A token as a list from the api names it: enough to pick the popular presets by symbol. */
export interface TokenCandidate {
  readonly address: string;
  readonly symbol: string;
  /** Where the list says so; a verified token wins over an unverified one of the same symbol. */
  readonly verified?: boolean;
}

/**
 * The addresses of the Popular presets (MOTO, PILL, ODYS) among tokens the api listed, in the
 * presets' order. Symbols are not unique on chain, so a verified token is preferred, then the
 * first one listed; a preset the lists do not name is left out.
 */
export function findPopularTokenAddresses(candidates: readonly TokenCandidate[]): string[] {
  const found: string[] = [];
  for (const symbol of POPULAR_TOKEN_SYMBOLS) {
    const matches = candidates.filter((token) => token.symbol === symbol);
    const chosen = matches.find((token) => token.verified === true) ?? matches[0];
    if (
      chosen &&
      !found.some((address) => address.toLowerCase() === chosen.address.toLowerCase())
    ) {
      found.push(chosen.address);
    }
  }
  return found;
}
