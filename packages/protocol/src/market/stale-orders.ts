import { STALE_ORDER_MIN_BLOCKS_WITH_RESERVATIONS } from '../constants.ts';
import type { QueueInfo } from '../listings/queue-position.ts';

/** The queue details fields the stale-order warning reads. */
export interface StaleOrderQueueDetails extends Pick<
  QueueInfo,
  'priorityPurgeQueueLength' | 'standardPurgeQueueLength'
> {
  blockWithReservationsLength: number;
}

/** Warn when purged orders exist and at least 2 blocks have reservations. */
export function hasStaleOrderWarning(queue: StaleOrderQueueDetails): boolean {
  return (
    queue.priorityPurgeQueueLength + queue.standardPurgeQueueLength > 0 &&
    queue.blockWithReservationsLength >= STALE_ORDER_MIN_BLOCKS_WITH_RESERVATIONS
  );
}
