// The bitcoin library's network for each product network. Imported only by chain modules (the
// chain client and the block worker), so it never reaches the entry chunk.
import { type Network, networks } from '@btc-vision/bitcoin';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';

const BITCOIN_NETWORKS: Record<ProductNetwork, Network> = {
  regtest: networks.regtest,
  testnet: networks.opnetTestnet,
  mainnet: networks.bitcoin,
};

export function bitcoinNetwork(network: ProductNetwork): Network {
  return BITCOIN_NETWORKS[network];
}
