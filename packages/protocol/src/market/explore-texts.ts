// The explore pages' texts. The spec shows none of them ("Column and layout details are not
// shown"), so all are design.

export const EXPLORE_TITLE = 'Explore';
export const TOKENS_TITLE = 'Tokens';
export const POOLS_TITLE = 'Pools';

export const NO_POOLS_YET = 'No pools yet.';
export const NO_TOKENS_YET = 'No tokens yet.';
export const NO_TRANSACTIONS_YET = 'No transactions yet.';

/** The pool types as the tables name them. */
export const POOL_TYPE_LABELS = { NATIVE: 'NativeSwap', OP20: 'MotoSwap' } as const;

/** The tokens table's empty state while a search is typed. */
export function noTokensMatch(search: string): string {
  return `No tokens match '${search}'.`;
}
