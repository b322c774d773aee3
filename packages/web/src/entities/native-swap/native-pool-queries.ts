import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import { isTokenOwner } from '@opswap/protocol/amm/add-liquidity-native';
import type { OwnerCheck, PoolCheck } from '@opswap/protocol/nativeswap/create-pool-form';
import { type NetworkContracts, networkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { loadChainModule } from '../../lib/chain/load-chain.ts';
import type * as NativePoolChainModule from './native-pool-chain.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { useConnectedWallet } from '../../lib/wallet/wallet-store.ts';

/** The native pool reads' query keys, from one factory. */
export const nativePoolKeys = {
  pool: (network: ProductNetwork, token: string) =>
    ['native-pool', network, token.toLowerCase()] as const,
  owner: (network: ProductNetwork, token: string) =>
    ['token-owner', network, token.toLowerCase()] as const,
};

type NativePoolChain = typeof NativePoolChainModule;
let nativePoolChain: Promise<NativePoolChain> | null = null;

/**
 * The chain module, imported once for every read: the owner and pool reads start together, and
 * the test runner's module mocks do not hold for two imports of one module at the same time.
 */
function loadNativePoolChain(): Promise<NativePoolChain> {
  nativePoolChain ??= loadChainModule(() => import('./native-pool-chain.ts')).catch(
    (error: unknown) => {
      nativePoolChain = null;
      throw error;
    },
  );
  return nativePoolChain;
}

/** A token's NativeSwap pool (exists, reserves, quote), read again on every block. */
export function nativePoolQueryOptions(
  network: ProductNetwork,
  contracts: NetworkContracts | null,
  token: string | null,
) {
  return queryOptions({
    queryKey: nativePoolKeys.pool(network, token ?? ''),
    queryFn:
      contracts && token
        ? async () => (await loadNativePoolChain()).readNativePool(network, contracts, token)
        : skipToken,
    meta: { perBlock: true },
  });
}

/** The network's NativeSwap pool of `token`; idle without a token or where none is configured. */
export function useNativePool(token: string | null) {
  const network = useNetworkStore((state) => state.network);
  return useQuery(nativePoolQueryOptions(network, networkContracts(network), token));
}

/** Whether a pool read says there is a pool; 'checking' until it has answered. */
export function poolCheckOf(pool: { data?: { exists: boolean } | undefined }): PoolCheck {
  if (!pool.data) return 'checking';
  return pool.data.exists ? 'exists' : 'none';
}

/** A token's owner rarely changes: the contract's deployer is read once per freshness period. */
export function tokenOwnerQueryOptions(network: ProductNetwork, token: string | null) {
  return queryOptions({
    queryKey: nativePoolKeys.owner(network, token ?? ''),
    queryFn: token
      ? async () => (await loadNativePoolChain()).readTokenOwner(network, token)
      : skipToken,
    staleTime: CACHE_MS.queryFreshness,
    retry: false,
  });
}

/**
 * Whether the connected wallet owns `token` (docs/native-pools.md#who-may-create-a-pool): its
 * deployer compared with the wallet's OP_NET address. A failed lookup falls back to the viewing
 * wallet, as the spec says: the wallet counts as the owner and the contract has the last word.
 */
export function useTokenOwnership(token: string | null): OwnerCheck {
  const network = useNetworkStore((state) => state.network);
  const wallet = useConnectedWallet();
  const owner = useQuery(tokenOwnerQueryOptions(network, token));
  if (!owner.isError && owner.data === undefined) return 'checking';
  const viewer = wallet?.sender?.toHex() ?? '';
  return isTokenOwner(owner.isError ? null : owner.data, viewer) ? 'owner' : 'not-owner';
}
