import type { ExploreTokensQuery } from '@opswap/protocol/schemas/market';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';

/** Every public market query key, from one factory: the network first, so a network switch drops them. */
export const marketKeys = {
  all: ['market'] as const,
  network: (network: ProductNetwork) => [...marketKeys.all, network] as const,
  exploreOverview: (network: ProductNetwork) =>
    [...marketKeys.network(network), 'explore-overview'] as const,
  exploreTokens: (network: ProductNetwork, query: ExploreTokensQuery) =>
    [...marketKeys.network(network), 'explore-tokens', query] as const,
  btcUsd: (network: ProductNetwork) => [...marketKeys.network(network), 'btc-usd'] as const,
};
