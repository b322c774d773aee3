import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { PairReserves } from '../chain/pool-swap-chain.ts';
import { keepAcrossBlocks, swapKeys } from './swap-query-keys.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';

export interface PairReservesInput {
  network: ProductNetwork;
  contracts: NetworkContracts;
  sellToken: string;
  buyToken: string;
  block: number | undefined;
}

/** The pair pool's reserves (factory getPool, then the pool's getReserves), per block. */
export function pairReservesQueryOptions(input: PairReservesInput | null) {
  return queryOptions({
    queryKey: input
      ? swapKeys.reserves(input.network, [input.sellToken, input.buyToken], input.block)
      : ['swap', 'reserves', 'none'],
    queryFn: input
      ? async (): Promise<PairReserves> => {
          const chain = await loadChainModule(() => import('../chain/pool-swap-chain.ts'));
          return chain.readPairReserves(
            input.network,
            input.contracts,
            input.sellToken,
            input.buyToken,
          );
        }
      : skipToken,
    retry: false,
  });
}

export function usePairReserves(input: PairReservesInput | null) {
  const options = pairReservesQueryOptions(input);
  return useQuery({ ...options, placeholderData: keepAcrossBlocks(options.queryKey) });
}
