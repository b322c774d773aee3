import type { ProductNetwork } from '@opswap/protocol/tokens/networks';

/** The swap screen's chain query keys, from one factory. */
export const swapKeys = {
  all: (network: ProductNetwork) => ['swap', network] as const,
  poolQuote: (
    network: ProductNetwork,
    pair: readonly [string, string],
    side: 'sell' | 'buy',
    amount: bigint,
    block: number | undefined,
  ) =>
    [
      ...swapKeys.all(network),
      'pool-quote',
      ...pair.map((address) => address.toLowerCase()),
      side,
      amount.toString(),
      block ?? null,
    ] as const,
  nativeQuote: (network: ProductNetwork, token: string, block: number | undefined) =>
    [...swapKeys.all(network), 'native-quote', token.toLowerCase(), block ?? null] as const,
};

/**
 * placeholderData for per-block queries: while a new block's answer loads, keep showing the last
 * answer of the same inputs (keys equal but for the block, their last part), never another input's.
 */
export function keepAcrossBlocks(queryKey: readonly unknown[]) {
  return <T>(
    previous: T | undefined,
    previousQuery: { queryKey: readonly unknown[] } | undefined,
  ): T | undefined => {
    if (!previousQuery) return undefined;
    const before = previousQuery.queryKey;
    const same =
      before.length === queryKey.length &&
      before.slice(0, -1).every((part, index) => part === queryKey[index]);
    return same ? previous : undefined;
  };
}
