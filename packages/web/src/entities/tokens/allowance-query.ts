import { queryOptions } from '@tanstack/react-query';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { ConnectedWallet } from '../../lib/wallet/wallet-store.ts';
import { tokenKeys } from './token-query-keys.ts';
import { loadChainModule } from '../../lib/chain/load-chain.ts';

/** OP20 allowance(wallet, spender) of a token: whether a transaction needs an approval first. */
export function allowanceQueryOptions(
  network: ProductNetwork,
  token: string,
  spender: string,
  wallet: ConnectedWallet,
) {
  return queryOptions({
    queryKey: tokenKeys.allowance(network, token, spender, wallet.address),
    queryFn: async (): Promise<bigint> => {
      const chain = await loadChainModule(() => import('./chain/allowance-chain.ts'));
      return chain.readAllowance(network, token, spender, wallet);
    },
    staleTime: 0,
    meta: { perBlock: true },
  });
}
