import { isTokenPageAddress } from '@opswap/protocol/market/token-page-address';
import { BTC_USD_PATH } from '../../entities/market/market-paths.ts';
import { prefetchApi } from '../../lib/api/api-client.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { OPENING_PRICES_INTERVAL, tokenPaths } from './api/token-paths.ts';

/**
 * The token route's loader: the page's first reads (the token, its prices, the USD rate) start
 * while the page's code downloads, instead of once it has run. Its queries take their answers.
 */
export function prefetchTokenPage(address: string | undefined): null {
  if (!isTokenPageAddress(address)) return null;
  const user = { network: useNetworkStore.getState().network, publicKey: null };
  const trimmed = address.trim();
  prefetchApi({ user, path: tokenPaths.record(trimmed, 1) });
  prefetchApi({ user, path: tokenPaths.prices(trimmed, OPENING_PRICES_INTERVAL) });
  prefetchApi({ user, path: BTC_USD_PATH });
  return null;
}
