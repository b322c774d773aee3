/**
 * Contract-side constants of the MotoSwap pool and router, not among the product's constants
 * (docs/swap.md#pool-contract-checks). They belong to the contracts, so the devnet and the screens
 * must agree on them.
 */

/** LP tokens locked forever on a pool's first mint (Uniswap V2 MINIMUM_LIQUIDITY). */
export const MINIMUM_LIQUIDITY = 1000n;

/** Router deadlines are u64 block numbers. */
export const U64_MAX = (1n << 64n) - 1n;
