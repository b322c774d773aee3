import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { POLL_MS } from '@opswap/protocol/constants';
import { responseCache } from '../api/api-client.ts';
import { useNetworkStore } from '../network/network-store.ts';
import { blockQueryKey, fetchBlockNumber, laterBlock } from './block-source.ts';
import { usePageIdle } from './page-idle.ts';

/**
 * The current block, the one source every screen reads: polled every 15 s from the moment the
 * page is idle (in a Web Worker where the browser has them, see block-source.ts) and moved
 * forward by useSeenBlock (use-seen-block.ts). Mount BlockWatcher once: a new block drops the api response cache and
 * marks every query that depends on the chain state stale.
 */
export function useBlockNumber(): number | undefined {
  const network = useNetworkStore((state) => state.network);
  const pageIdle = usePageIdle();
  const { data } = useQuery({
    queryKey: blockQueryKey(network),
    enabled: pageIdle,
    // A poll answered after a receipt's block was seen must not take the tip back to the poll's.
    queryFn: async ({ client }) => {
      const read = await fetchBlockNumber(network);
      return laterBlock(client.getQueryData<number>(blockQueryKey(network)), read);
    },
    refetchInterval: POLL_MS.currentBlock,
    staleTime: POLL_MS.currentBlock,
  });
  return data;
}

/** Marks per-block data stale when the tip moves. Render once, high in the tree. */
export function BlockWatcher() {
  const block = useBlockNumber();
  const client = useQueryClient();
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (block === undefined) return;
    if (previous.current !== undefined && block !== previous.current) {
      responseCache.clear();
      void client.invalidateQueries({ predicate: (query) => query.meta?.perBlock === true });
    }
    previous.current = block;
  }, [block, client]);
  return null;
}
