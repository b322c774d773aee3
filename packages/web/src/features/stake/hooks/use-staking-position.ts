import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';

export const stakingKeys = {
  all: (network: ProductNetwork) => ['staking', network] as const,
  position: (network: ProductNetwork, wallet: string) =>
    [...stakingKeys.all(network), 'position', wallet] as const,
};

export function stakingPositionQueryOptions(
  network: ProductNetwork,
  contracts: NetworkContracts,
  wallet: ConnectedWallet,
) {
  return queryOptions({
    queryKey: stakingKeys.position(network, wallet.address),
    queryFn: async () => {
      const chain = await loadChainModule(() => import('../chain/staking-chain.ts'));
      return chain.readStakingPosition(network, contracts, wallet);
    },
    meta: { perBlock: true },
  });
}

/** The connected wallet's stake, rewards and slashing fee, and the pool's total, per block. */
export function useStakingPosition(contracts: NetworkContracts, wallet: ConnectedWallet) {
  const network = useNetworkStore((state) => state.network);
  return useQuery(stakingPositionQueryOptions(network, contracts, wallet));
}
