import { z } from 'zod/mini';
import { addressString } from './common.ts';
import { tokenActivityItemSchema } from './token.ts';

/**
 * GET pool/activity/{poolAddress}?page: a pool's transactions, newest first, PAGE_SIZES.api a
 * page. An AMM pool's are its swaps and liquidity moves, each as the indexer stored it (a swap is
 * a Buy of the token that left the pool); a native pool's (named by its token) are its token's
 * NativeSwap trades and listings, seen from the token.
 */
export const poolActivitySchema = z.object({
  poolAddress: addressString,
  transactions: z.array(tokenActivityItemSchema),
  /** Whether a page follows this one. */
  hasMore: z.boolean(),
});
export type PoolActivity = z.infer<typeof poolActivitySchema>;
