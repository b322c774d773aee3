import { networks, type Network } from '@btc-vision/bitcoin';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';

/** The @btc-vision/bitcoin network parameters (address prefixes) of a product network. */
export function bitcoinNetworkOf(network: ProductNetwork): Network {
  switch (network) {
    case 'regtest':
      return networks.regtest;
    case 'testnet':
      return networks.opnetTestnet;
    case 'mainnet':
      return networks.bitcoin;
  }
}
