import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { PoolQuote, PoolQuoteRequest } from '../chain/pool-swap-chain.ts';
import { keepAcrossBlocks, swapKeys } from './swap-query-keys.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';

export interface PoolQuoteInput extends PoolQuoteRequest {
  block: number | undefined;
}

async function fetchPoolQuote(input: PoolQuoteInput, signal: AbortSignal): Promise<PoolQuote> {
  const chain = await loadChainModule(() => import('../chain/pool-swap-chain.ts'));
  return chain.quotePoolSwap(input, signal);
}

/**
 * The router's getAmountsOut (or getAmountsIn for a typed buy amount), keyed by the inputs and
 * the block: a new block asks again, a change of input leaves the old request behind (aborted).
 */
export function poolQuoteQueryOptions(input: PoolQuoteInput | null) {
  return queryOptions({
    queryKey: input
      ? swapKeys.poolQuote(
          input.network,
          [input.sellToken, input.buyToken],
          input.side,
          input.amount,
          input.block,
        )
      : ['swap', 'pool-quote', 'none'],
    queryFn: input ? ({ signal }) => fetchPoolQuote(input, signal) : skipToken,
    retry: false,
  });
}

/** The pool quote; a new block keeps showing the last quote of the same inputs while it refreshes. */
export function usePoolQuote(input: PoolQuoteInput | null) {
  const options = poolQuoteQueryOptions(input);
  return useQuery({ ...options, placeholderData: keepAcrossBlocks(options.queryKey) });
}
