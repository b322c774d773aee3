import { queryOptions, useQuery } from '@tanstack/react-query';
import { networkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { type ConnectedWallet, useConnectedWallet } from '../../lib/wallet/wallet-store.ts';
import { loadChainModule } from '../../lib/chain/load-chain.ts';
import type * as ListingChain from './listing-chain.ts';

let listingChain: Promise<typeof ListingChain> | null = null;

/** The listings' chain module, imported once for every read (a failed import is tried again). */
function loadListingChain(): Promise<typeof ListingChain> {
  listingChain ??= loadChainModule(() => import('./listing-chain.ts')).catch((error: unknown) => {
    listingChain = null;
    throw error;
  });
  return listingChain;
}

/** The listings' chain query keys, from one factory. */
export const listingKeys = {
  all: (network: ProductNetwork) => ['native-listing', network] as const,
  fees: (network: ProductNetwork) => [...listingKeys.all(network), 'fees'] as const,
  withdrawMode: (network: ProductNetwork) =>
    [...listingKeys.all(network), 'withdraw-mode'] as const,
  provider: (network: ProductNetwork, token: string, wallet: string) =>
    [...listingKeys.all(network), 'provider', token.toLowerCase(), wallet] as const,
};

/** NativeSwap's fees and fees address rarely change: read once a minute at most. */
const FEES_STALE_MS = 60_000;

export function nativeSwapFeesQueryOptions(network: ProductNetwork, contracts: NetworkContracts) {
  return queryOptions({
    queryKey: listingKeys.fees(network),
    queryFn: async () => (await loadListingChain()).readNativeSwapFees(network, contracts),
    staleTime: FEES_STALE_MS,
  });
}

/** getFees and getFeesAddress of the network's NativeSwap; idle where none is configured. */
export function useNativeSwapFees() {
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  return useQuery({
    ...nativeSwapFeesQueryOptions(network, contracts ?? ({} as NetworkContracts)),
    enabled: contracts !== null,
  });
}

/**
 * Whether NativeSwap is in withdraw mode, read each block; false where the network has no
 * NativeSwap.
 */
export function useWithdrawMode() {
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  return useQuery({
    queryKey: listingKeys.withdrawMode(network),
    queryFn: async () =>
      contracts !== null && (await loadListingChain()).readWithdrawMode(network, contracts),
    meta: { perBlock: true },
  });
}

/** The wallet's provider slot for a token and the token's queues, refreshed per block. */
export function providerQueueStateQueryOptions(
  network: ProductNetwork,
  contracts: NetworkContracts,
  token: string,
  wallet: ConnectedWallet,
) {
  return queryOptions({
    queryKey: listingKeys.provider(network, token, wallet.address),
    queryFn: async () =>
      (await loadListingChain()).readProviderQueueState(network, contracts, token, wallet),
    meta: { perBlock: true },
  });
}

export function useProviderQueueState(token: string | null) {
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  const wallet = useConnectedWallet();
  const ready = contracts !== null && wallet !== null && token !== null;
  return useQuery({
    ...providerQueueStateQueryOptions(
      network,
      contracts ?? ({} as NetworkContracts),
      token ?? '',
      wallet ?? ({ address: '' } as ConnectedWallet),
    ),
    enabled: ready,
  });
}
