import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { useConnectedWallet } from '../../lib/wallet/wallet-store.ts';
import { activityKeys } from './activity-keys.ts';
import type * as LpBalanceReader from './lp-balance-chain.ts';
import type { LpOwner } from './lp-balance-chain.ts';
import { loadChainModule } from '../../lib/chain/load-chain.ts';

let reader: Promise<typeof LpBalanceReader> | null = null;

/** balanceOf on a MotoSwap pool (its LP token), read from the chain through `opnet`. */
export async function fetchLpBalance(
  network: ProductNetwork,
  owner: LpOwner,
  poolAddress: string,
): Promise<bigint> {
  // One import for every pool read: the chain libraries load once, on the first read.
  reader ??= loadChainModule(() => import('./lp-balance-chain.ts'));
  const { readLpBalance } = await reader;
  return readLpBalance(network, owner, poolAddress);
}

export function lpBalanceQueryOptions(
  network: ProductNetwork,
  owner: LpOwner | null,
  poolAddress: string,
) {
  return queryOptions({
    queryKey: activityKeys.lpBalance(owner && { network, publicKey: owner.publicKey }, poolAddress),
    queryFn: owner ? () => fetchLpBalance(network, owner, poolAddress) : skipToken,
    staleTime: CACHE_MS.pool,
    meta: { perBlock: true },
  });
}

export function useLpBalance(poolAddress: string) {
  const network = useNetworkStore((state) => state.network);
  const wallet = useConnectedWallet();
  const owner = wallet && { publicKey: wallet.publicKey, sender: wallet.sender };
  return useQuery(lpBalanceQueryOptions(network, owner, poolAddress));
}
