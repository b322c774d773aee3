import { queryOptions, useQuery } from '@tanstack/react-query';
import { networkContracts, type NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { type ConnectedWallet, useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';

/** The farms' chain query keys, from one factory. */
export const farmKeys = {
  all: (network: ProductNetwork) => ['farm', network] as const,
  list: (network: ProductNetwork, wallet: string | null) =>
    [...farmKeys.all(network), 'list', wallet ?? 'anonymous'] as const,
};

/**
 * Every farm of the network with its pools, read from the chain each block: the MotoChef and the
 * factory's farms, with the wallet's deposits, pending harvests and balance when one is connected.
 */
export function farmsQueryOptions(
  network: ProductNetwork,
  contracts: NetworkContracts,
  wallet: Pick<ConnectedWallet, 'address' | 'sender'> | null,
) {
  return queryOptions({
    queryKey: farmKeys.list(network, wallet?.address ?? null),
    queryFn: async () => {
      const chain = await loadChainModule(() => import('../chain/farm-chain.ts'));
      return chain.readFarms(network, contracts, wallet?.sender ?? null);
    },
    meta: { perBlock: true },
  });
}

/** The farms of the app's network; idle where the network has no contracts yet. */
export function useFarms() {
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  const wallet = useConnectedWallet();
  return useQuery({
    ...farmsQueryOptions(network, contracts ?? ({} as NetworkContracts), wallet),
    enabled: contracts !== null,
  });
}
