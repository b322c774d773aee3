import { queryOptions, useQuery } from '@tanstack/react-query';
import { networkContracts, type NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type * as FarmChain from '../chain/farm-chain.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';
import { chainWorkerReads } from '../../../lib/chain/chain-worker-reads.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { type ConnectedWallet, useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';

/** A farms read the worker has not answered by then fails (the next block tries again). */
const FARMS_READ_TIMEOUT_MS = 30_000;

type FarmReads = Pick<typeof FarmChain, 'readFarmsFor'>;

/** The farms read in the page's chain worker, or on the main thread without one. */
const callFarmWorker = chainWorkerReads<FarmReads>({
  fallback: () => loadChainModule(() => import('../chain/farm-chain.ts')),
  timeoutMs: FARMS_READ_TIMEOUT_MS,
});

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
  wallet: Pick<ConnectedWallet, 'address' | 'publicKey' | 'sender'> | null,
) {
  return queryOptions({
    queryKey: farmKeys.list(network, wallet?.address ?? null),
    queryFn: () =>
      callFarmWorker(
        'readFarmsFor',
        network,
        contracts,
        wallet?.sender ? { address: wallet.sender.toHex(), publicKey: wallet.publicKey } : null,
      ),
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
