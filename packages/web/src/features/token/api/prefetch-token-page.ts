import { isTokenPageAddress } from '@opswap/protocol/market/token-page';
import type { LoaderFunctionArgs } from 'react-router';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { queryClient } from '../../../lib/query/query-client.ts';
import { tokenPricesQueryOptions } from './get-token-prices.ts';
import { tokenRecordQueryOptions } from './get-token-record.ts';

/** The record page and the price interval the token page opens with. */
export const TOKEN_PAGE_OPENS_WITH = { recordPage: 1, priceInterval: '1h' } as const;

/**
 * The token route's loader: asks for what the page's header shows (the token's record and its
 * prices) while the screen's code is still loading, instead of once the screen first renders.
 * It waits for neither; the screen's queries take over the requests under way.
 */
export function prefetchTokenPage({ params }: Pick<LoaderFunctionArgs, 'params'>): null {
  if (isTokenPageAddress(params.address)) {
    const network = useNetworkStore.getState().network;
    const address = params.address.trim();
    void queryClient.prefetchQuery(
      tokenRecordQueryOptions(network, address, TOKEN_PAGE_OPENS_WITH.recordPage),
    );
    void queryClient.prefetchQuery(
      tokenPricesQueryOptions(network, address, TOKEN_PAGE_OPENS_WITH.priceInterval),
    );
  }
  return null;
}
