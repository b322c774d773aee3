import { queryOptions, useQuery } from '@tanstack/react-query';
import { networkContracts, type NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { loadChainModule } from '../../lib/chain/load-chain.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { useConnectedWallet } from '../../lib/wallet/wallet-store.ts';

export const deployKeys = {
  all: (network: ProductNetwork) => ['deploy', network] as const,
  mine: (network: ProductNetwork, deployer: string) =>
    [...deployKeys.all(network), 'mine', deployer.toLowerCase()] as const,
};

/** The wallet's tokens and farms from the MotoChef factory, read again each block. */
export function myDeploymentsQueryOptions(
  network: ProductNetwork,
  contracts: NetworkContracts,
  deployer: string,
) {
  return queryOptions({
    queryKey: deployKeys.mine(network, deployer),
    queryFn: async () => {
      const chain = await loadChainModule(() => import('./chain/deploy-chain.ts'));
      return chain.readMyDeployments(network, contracts, deployer);
    },
    meta: { perBlock: true },
  });
}

/**
 * The connected wallet's deployments: `deployer` empty without a wallet's OP_NET address,
 * `contracts` null on a network the product does not run on yet; the query idles in both cases.
 */
export function useMyDeployments() {
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  const wallet = useConnectedWallet();
  const deployer = wallet?.sender?.toHex() ?? '';
  const query = useQuery({
    ...myDeploymentsQueryOptions(network, contracts ?? ({} as NetworkContracts), deployer),
    enabled: contracts !== null && deployer !== '',
  });
  return { query, deployer, contracts, network };
}
