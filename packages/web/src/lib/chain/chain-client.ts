// The only module of the entry's reach that imports the chain libraries; it is loaded lazily
// (see load-chain.ts) so the first paint does not wait for them.
import { JSONRpcProvider } from 'opnet';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { appConfig } from '../config/app-config.ts';
import { bitcoinNetwork } from './bitcoin-network.ts';

export { bitcoinNetwork };

const providers = new Map<string, JSONRpcProvider>();

/** One JSON-RPC provider per network and node URL. */
export function getProvider(network: ProductNetwork): JSONRpcProvider {
  const url = appConfig.rpcUrl(network);
  const key = `${network} ${url}`;
  let provider = providers.get(key);
  if (!provider) {
    provider = new JSONRpcProvider({ url, network: bitcoinNetwork(network) });
    providers.set(key, provider);
  }
  return provider;
}

export async function fetchBlockNumber(network: ProductNetwork): Promise<number> {
  return Number(await getProvider(network).getBlockNumber());
}
