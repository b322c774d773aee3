// A dedicated module worker that polls the current block through opnet, so the chain libraries
// are evaluated off the main thread on pages that need nothing else of the chain. Started by
// block-source.ts; the node's URL comes with each request (the runtime config lives on window).
import { JSONRpcProvider } from 'opnet';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { bitcoinNetwork } from './bitcoin-network.ts';
import { answerBlockRequest, type BlockRequest } from './block-protocol.ts';

const providers = new Map<string, JSONRpcProvider>();

function provider(network: ProductNetwork, url: string): JSONRpcProvider {
  const key = `${network} ${url}`;
  let existing = providers.get(key);
  if (!existing) {
    existing = new JSONRpcProvider({ url, network: bitcoinNetwork(network) });
    providers.set(key, existing);
  }
  return existing;
}

addEventListener('message', (event: MessageEvent<BlockRequest>) => {
  void answerBlockRequest(event.data, (network, url) =>
    provider(network, url).getBlockNumber(),
  ).then((response) => postMessage(response));
});
