import { queryOptions, skipToken } from '@tanstack/react-query';
import { POLL_MS, RETRY } from '@opswap/protocol/constants';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { WatchCheckResult } from '@opswap/protocol/watch/danger';
import type { Address } from '@btc-vision/transaction';
import { activityKeys } from '../../../../entities/activity/activity-keys.ts';
import { fetchActivity } from '../../../../entities/activity/get-activity.ts';
import type { SessionUser } from '../../../../entities/activity/session-user.ts';
import { retryUpTo } from '../../../../entities/activity/user-request.ts';
import { loadWatchChain } from './load-chain-modules.ts';
import type { BtcOutput } from '../../../../entities/native-swap/native-swap-chain.ts';

/** Every watch-screen query of one swap, so a cancellation can refresh them together. */
export const watchKeys = {
  swap: (network: ProductNetwork, swapTransactionId: string) =>
    ['native-swap', 'watch', network, swapTransactionId.toLowerCase()] as const,
  transaction: (network: ProductNetwork, swapTransactionId: string) =>
    [...watchKeys.swap(network, swapTransactionId), 'transaction'] as const,
  /** Per account: the check simulates the swap as the connected wallet's sender. */
  check: (network: ProductNetwork, swapTransactionId: string, account: string | null) =>
    [...watchKeys.swap(network, swapTransactionId), 'check', account] as const,
};

/**
 * GET activity/{id} for the watch screen: every 15 s and on each new block (docs/activity.md#polling), retried
 * up to 3 times. Its own key beside the activity detail, which polls at the activity pace.
 */
export function watchedActivityQueryOptions(user: SessionUser | null, swapTransactionId: string) {
  return queryOptions({
    queryKey: [...activityKeys.detail(user, swapTransactionId), 'watch'] as const,
    queryFn: user ? ({ signal }) => fetchActivity(user, swapTransactionId, signal) : skipToken,
    retry: retryUpTo(RETRY.activityById.attempts),
    retryDelay: RETRY.activityById.delayMs,
    refetchInterval: POLL_MS.watchScreen,
    meta: { perBlock: true },
  });
}

/** The swap transaction from the node once mined (events, revert); null while not found. */
export function minedTransactionQueryOptions(network: ProductNetwork, swapTransactionId: string) {
  return queryOptions({
    queryKey: watchKeys.transaction(network, swapTransactionId),
    queryFn: async () => (await loadWatchChain()).readMinedTransaction(network, swapTransactionId),
    refetchInterval: (query) => (query.state.data ? false : POLL_MS.watchScreen),
    meta: { perBlock: true },
  });
}

export interface SwapCheckInput {
  network: ProductNetwork;
  /** The connected wallet's address, whose sender the check simulates. */
  account: string;
  contracts: NetworkContracts;
  sender: Address;
  tokenAddress: string;
  payments: readonly BtcOutput[];
}

/**
 * One monitoring check of a pending swap, every 15 s and on each new block. It never fails: a
 * failure of the monitor itself is a result too ('monitoring-exception'), which the danger
 * reducer counts.
 */
export function swapCheckQueryOptions(
  network: ProductNetwork,
  swapTransactionId: string,
  input: SwapCheckInput | null,
) {
  return queryOptions({
    queryKey: watchKeys.check(network, swapTransactionId, input?.account ?? null),
    queryFn: input
      ? async (): Promise<WatchCheckResult> => {
          try {
            const chain = await loadWatchChain();
            return await chain.simulateSwapCheck(
              input.network,
              input.contracts,
              input.sender,
              input.tokenAddress,
              input.payments,
            );
          } catch {
            return 'monitoring-exception';
          }
        }
      : skipToken,
    refetchInterval: POLL_MS.watchScreen,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { perBlock: true },
  });
}
