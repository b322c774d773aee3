import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLL_MS } from '@opswap/protocol/constants';
import { networkContracts, type NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type * as MetricsChain from './metrics-chain.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';
import { chainWorkerReads } from '../../../lib/chain/chain-worker-reads.ts';
import { useAfterFirstPaint } from '../../../hooks/use-after-first-paint.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';

/** A metrics read the worker has not answered by then fails (the next refresh tries again). */
const METRICS_READ_TIMEOUT_MS = 30_000;

type MetricsReads = Pick<typeof MetricsChain, 'readNativeSwapMetrics'>;

/** The metrics read in the page's chain worker, or on the main thread without one. */
const callMetricsWorker = chainWorkerReads<MetricsReads>({
  fallback: () => loadChainModule(() => import('./metrics-chain.ts')),
  timeoutMs: METRICS_READ_TIMEOUT_MS,
});

export const metricsKeys = {
  token: (network: ProductNetwork, token: string) =>
    ['native-swap-metrics', network, token.toLowerCase()] as const,
};

export function nativeSwapMetricsQueryOptions(
  network: ProductNetwork,
  contracts: NetworkContracts,
  token: string,
) {
  return queryOptions({
    queryKey: metricsKeys.token(network, token),
    queryFn: () => callMetricsWorker('readNativeSwapMetrics', network, contracts, token),
    refetchInterval: POLL_MS.tokenMetrics,
    staleTime: POLL_MS.tokenMetrics,
  });
}

/**
 * The token's NativeSwap metrics, refreshed every 15 s; idle where no NativeSwap is configured.
 * The first read starts once the page is painted: its worker fetches the chain libraries.
 */
export function useNativeSwapMetrics(token: string) {
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  const painted = useAfterFirstPaint();
  return useQuery({
    ...nativeSwapMetricsQueryOptions(network, contracts ?? ({} as NetworkContracts), token),
    enabled: contracts !== null && painted,
  });
}
