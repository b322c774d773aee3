import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@opswap/protocol/constants';
import { networkContracts, type NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Address } from '@btc-vision/transaction';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';

/** Who the reads are simulated as: the wallet's account, or the dead address for a visitor. */
const ANONYMOUS = 'anonymous';

export const metricsKeys = {
  token: (network: ProductNetwork, token: string, account: string) =>
    ['native-swap-metrics', network, token.toLowerCase(), account] as const,
};

export function nativeSwapMetricsQueryOptions(
  network: ProductNetwork,
  contracts: NetworkContracts,
  token: string,
  sender: { account: string; address: Address | null },
) {
  return queryOptions({
    queryKey: metricsKeys.token(network, token, sender.account),
    queryFn: async () =>
      (await import('./metrics-chain.ts')).readNativeSwapMetrics(
        network,
        contracts,
        token,
        sender.address,
      ),
    refetchInterval: POLL_MS.tokenMetrics,
    staleTime: POLL_MS.tokenMetrics,
  });
}

/** The token's NativeSwap metrics, refreshed every 15 s; idle where no NativeSwap is configured. */
export function useNativeSwapMetrics(token: string) {
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  const wallet = useConnectedWallet();
  const sender = wallet?.sender
    ? { account: wallet.address, address: wallet.sender }
    : { account: ANONYMOUS, address: null };
  return useQuery({
    ...nativeSwapMetricsQueryOptions(network, contracts ?? ({} as NetworkContracts), token, sender),
    enabled: contracts !== null,
  });
}
