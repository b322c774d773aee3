import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';

export const removeLiquidityKeys = {
  poolState: (network: ProductNetwork, poolAddress: string) =>
    ['remove-liquidity', network, 'pool-state', poolAddress.toLowerCase()] as const,
};

/**
 * The pool's own reserves and LP supply, read again each block: the payout and the minimums are
 * computed from the state the router will burn against, not from the api's last indexed block.
 */
export function poolStateQueryOptions(network: ProductNetwork, poolAddress: string | null) {
  return queryOptions({
    queryKey: removeLiquidityKeys.poolState(network, poolAddress ?? ''),
    queryFn: poolAddress
      ? async () => {
          const chain = await loadChainModule(() => import('../chain/remove-liquidity-chain.ts'));
          return chain.readPoolState(network, poolAddress);
        }
      : skipToken,
    staleTime: CACHE_MS.pool,
    meta: { perBlock: true },
  });
}

export function usePoolState(poolAddress: string | null) {
  const network = useNetworkStore((state) => state.network);
  return useQuery(poolStateQueryOptions(network, poolAddress));
}
