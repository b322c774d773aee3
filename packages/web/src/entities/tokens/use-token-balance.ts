import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { CACHE_MS } from '@opswap/protocol/constants';
import { NO_WALLET_CONNECTED } from '@opswap/protocol/errors/messages';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { isDeadToken, isNativeToken, type Token } from '@opswap/protocol/tokens/token';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { type ConnectedWallet, useConnectedWallet } from '../../lib/wallet/wallet-store.ts';
import { tokenKeys } from './token-query-keys.ts';
import { loadChainModule } from '../../lib/chain/load-chain.ts';

/**
 * A token balance read from the chain: OP20 balanceOf for tokens, the node's balance of the p2tr
 * address for the native coin. Refreshed on every new block, and at most once a second otherwise
 * (the spec's token balance refresh throttle).
 */
export function tokenBalanceQueryOptions(
  network: ProductNetwork,
  token: Pick<Token, 'address' | 'p2op'>,
  wallet: Pick<ConnectedWallet, 'address' | 'sender'>,
) {
  return queryOptions({
    queryKey: tokenKeys.balance(network, token.address, wallet.address),
    queryFn: async (): Promise<bigint> => {
      const chain = await loadChainModule(() => import('./chain/token-chain.ts'));
      if (isNativeToken(token)) return chain.readNativeBalance(network, wallet.address);
      if (!wallet.sender) throw new Error(NO_WALLET_CONNECTED);
      return chain.readTokenBalance(network, token.address, wallet.sender);
    },
    staleTime: CACHE_MS.tokenBalanceRefreshThrottle,
    meta: { perBlock: true },
  });
}

/** The connected wallet's balance of a token; undefined while unknown or without a wallet. */
export function useTokenBalance(token: Token | null | undefined) {
  const network = useNetworkStore((state) => state.network);
  const wallet = useConnectedWallet();
  const usable = token && !isDeadToken(token) ? token : null;
  return useQuery({
    ...tokenBalanceQueryOptions(network, usable ?? { address: '', p2op: '' }, {
      address: wallet?.address ?? '',
      sender: wallet?.sender ?? null,
    }),
    enabled: usable !== null && wallet !== null,
  });
}

/** Marks every balance of the network stale, e.g. right after sending a transaction. */
export function refreshTokenBalances(client: QueryClient, network: ProductNetwork): Promise<void> {
  return client.invalidateQueries({ queryKey: tokenKeys.balances(network) });
}
