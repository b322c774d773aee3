import { isTokenPageAddress } from '@opswap/protocol/market/token-page-address';
import { prefetchApi } from '../../lib/api/api-client.ts';
import { takeServedAnswers } from '../../lib/api/served-answers.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { queryClient } from '../../lib/query/query-client.ts';
import { tokenPagePaths } from './api/token-paths.ts';

/**
 * The token route's loader. A page the server rendered carries the answers of the page's first
 * reads: they go into the cache before the first render, which so draws the server's frame again.
 * Otherwise the reads start while the page's code downloads, instead of once it has run; its
 * queries take their answers.
 */
export async function loadTokenPage(address: string | undefined): Promise<null> {
  if (!isTokenPageAddress(address)) return null;
  const network = useNetworkStore.getState().network;
  const trimmed = address.trim();
  const served = takeServedAnswers(network);
  if (served) {
    const { seedTokenPage } = await import('./token-page-reads.ts');
    if (seedTokenPage(queryClient, network, trimmed, served)) return null;
  }
  const user = { network, publicKey: null };
  for (const path of tokenPagePaths(trimmed)) prefetchApi({ user, path });
  return null;
}
