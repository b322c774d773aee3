import type { ProductNetwork } from '@opswap/protocol/tokens/networks';

/** Every token query key, from one factory: the network first, so a network switch drops them. */
export const tokenKeys = {
  all: ['tokens'] as const,
  network: (network: ProductNetwork) => [...tokenKeys.all, network] as const,
  token: (network: ProductNetwork, address: string, publicKey: string | null) =>
    [...tokenKeys.network(network), 'token', address.toLowerCase(), publicKey] as const,
  recent: (network: ProductNetwork, publicKey: string | null) =>
    [...tokenKeys.network(network), 'recent', publicKey] as const,
  candidates: (network: ProductNetwork) => [...tokenKeys.network(network), 'candidates'] as const,
  popular: (network: ProductNetwork, publicKey: string | null) =>
    [...tokenKeys.network(network), 'popular', publicKey] as const,
  balances: (network: ProductNetwork) => [...tokenKeys.network(network), 'balance'] as const,
  balance: (network: ProductNetwork, tokenAddress: string, owner: string) =>
    [...tokenKeys.balances(network), tokenAddress.toLowerCase(), owner] as const,
  allowance: (network: ProductNetwork, tokenAddress: string, spender: string, owner: string) =>
    [
      ...tokenKeys.network(network),
      'allowance',
      tokenAddress.toLowerCase(),
      spender.toLowerCase(),
      owner,
    ] as const,
};
