import type { CandleInterval } from '@opswap/protocol/schemas/market';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';

/** Every query key of the token page: public data, under the network and the token's address. */
export const tokenKeys = {
  all: ['token'] as const,
  token: (network: ProductNetwork, address: string) =>
    [...tokenKeys.all, network, address.toLowerCase()] as const,
  record: (network: ProductNetwork, address: string, page: number) =>
    [...tokenKeys.token(network, address), 'record', page] as const,
  pools: (network: ProductNetwork, address: string) =>
    [...tokenKeys.token(network, address), 'pools'] as const,
  prices: (network: ProductNetwork, address: string, interval: CandleInterval) =>
    [...tokenKeys.token(network, address), 'prices', interval] as const,
};
