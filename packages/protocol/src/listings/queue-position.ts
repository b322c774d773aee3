/** Queue info: u32 counts from getQueueDetails (docs/native-swap.md#queue-positions). */
export interface QueueInfo {
  priorityQueueLength: number;
  priorityQueueStartingIndex: number;
  standardQueueLength: number;
  standardQueueStartingIndex: number;
  priorityPurgeQueueLength: number;
  standardPurgeQueueLength: number;
}

/** A liquidity provider entry: indexedAt is the provider's index in its queue. */
export interface QueuedProvider {
  indexedAt: number;
  isPriority: boolean;
  isPurged: boolean;
}

export type ListingQueueName = 'Standard' | 'Priority' | 'Purge';

export type ListingQueueDisplay =
  | { kind: 'purged'; queue: 'Purge'; text: 'Getting fulfilled' }
  | {
      kind: 'queued';
      queue: 'Standard' | 'Priority';
      position: number;
      total: number;
      text: string;
    }
  | { kind: 'not-queued'; text: null };

/**
 * Where a listing waits. Queues are append-only with a moving starting index, so the providers
 * still waiting are [startingIndex, length) and the position is indexedAt - startingIndex + 1.
 * An index outside that range (the initial provider's or the unset sentinel, or stale data) is
 * not in the queue and shows nothing.
 */
export function getListingQueueDisplay(
  provider: QueuedProvider,
  queue: QueueInfo,
): ListingQueueDisplay {
  if (provider.isPurged) return { kind: 'purged', queue: 'Purge', text: 'Getting fulfilled' };
  const [name, start, length] = provider.isPriority
    ? (['Priority', queue.priorityQueueStartingIndex, queue.priorityQueueLength] as const)
    : (['Standard', queue.standardQueueStartingIndex, queue.standardQueueLength] as const);
  if (provider.indexedAt < start || provider.indexedAt >= length) {
    return { kind: 'not-queued', text: null };
  }
  const position = provider.indexedAt - start + 1;
  const total = length - start;
  return { kind: 'queued', queue: name, position, total, text: `${position}/${total} (${name})` };
}
