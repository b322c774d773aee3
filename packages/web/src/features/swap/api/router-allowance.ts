import { queryOptions } from '@tanstack/react-query';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { swapKeys } from './swap-query-keys.ts';

/** OP20 allowance(wallet, router) of the token sold: whether the swap needs an approval first. */
export function routerAllowanceQueryOptions(
  network: ProductNetwork,
  contracts: NetworkContracts,
  token: string,
  wallet: ConnectedWallet,
) {
  return queryOptions({
    queryKey: [...swapKeys.all(network), 'allowance', token.toLowerCase(), wallet.address],
    queryFn: async (): Promise<bigint> => {
      const chain = await import('../../../lib/tokens/chain/allowance-chain.ts');
      return chain.readAllowance(network, token, contracts.router, wallet);
    },
    staleTime: 0,
    meta: { perBlock: true },
  });
}
