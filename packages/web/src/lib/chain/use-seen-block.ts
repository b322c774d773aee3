import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNetworkStore } from '../network/network-store.ts';
import { blockQueryKey, laterBlock } from './block-source.ts';

/**
 * A block the app learned of elsewhere (a receipt's, a reservation's confirmation): the current
 * block is at least that one, so the shared block (useBlockNumber) moves forward to it at once
 * instead of at the next poll.
 */
export function useSeenBlock(block: number | null | undefined): void {
  const network = useNetworkStore((state) => state.network);
  const client = useQueryClient();
  useEffect(() => {
    if (block === null || block === undefined) return;
    client.setQueryData<number>(blockQueryKey(network), (known) => laterBlock(known, block));
  }, [block, client, network]);
}
