import { useQueries, useQuery } from '@tanstack/react-query';
import { pageCount } from '@opswap/protocol/activity/activity-table';
import { PAGE_SIZES } from '@opswap/protocol/constants';
import type { MarketPool } from '@opswap/protocol/schemas/market';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { explorePoolsQueryOptions } from './get-explore-pools.ts';

export interface AllPools {
  pools: MarketPool[];
  /** True once every page has loaded, so an absent pool really does not exist. */
  complete: boolean;
  isPending: boolean;
  error: Error | null;
}

/** Every pool of the network: explore/pools page 1, then the pages its total calls for. */
export function useAllExplorePools(): AllPools {
  const network = useNetworkStore((state) => state.network);
  const first = useQuery(explorePoolsQueryOptions(network, 1));
  const pages = first.data ? pageCount(first.data.total, PAGE_SIZES.api) : 1;
  const rest = useQueries({
    queries: Array.from({ length: pages - 1 }, (_, index) =>
      explorePoolsQueryOptions(network, index + 2),
    ),
    combine: (results) => ({
      pools: results.flatMap((result) => result.data?.pools ?? []),
      complete: results.every((result) => result.isSuccess),
      isPending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
    }),
  });
  return {
    pools: [...(first.data?.pools ?? []), ...rest.pools],
    complete: first.isSuccess && rest.complete,
    isPending: first.isPending || rest.isPending,
    error: first.error ?? rest.error,
  };
}
