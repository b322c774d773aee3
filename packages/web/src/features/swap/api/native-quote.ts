import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { keepAcrossBlocks, swapKeys } from './swap-query-keys.ts';
import { loadChainModule } from '../../../lib/chain/load-chain.ts';

export interface NativeQuoteInput {
  network: ProductNetwork;
  contracts: NetworkContracts;
  token: string;
  block: number | undefined;
}

/** The 1 BTC NativeSwap quote of a token (refetched when the token changes and per block). */
export function nativeQuoteQueryOptions(input: NativeQuoteInput | null) {
  return queryOptions({
    queryKey: input
      ? swapKeys.nativeQuote(input.network, input.token, input.block)
      : ['swap', 'native-quote', 'none'],
    queryFn: input
      ? async (): Promise<bigint> => {
          const chain = await loadChainModule(() => import('../chain/native-quote-chain.ts'));
          return chain.readNativeQuote(input.network, input.contracts, input.token);
        }
      : skipToken,
    retry: false,
  });
}

export function useNativeQuote(input: NativeQuoteInput | null) {
  const options = nativeQuoteQueryOptions(input);
  return useQuery({ ...options, placeholderData: keepAcrossBlocks(options.queryKey) });
}
