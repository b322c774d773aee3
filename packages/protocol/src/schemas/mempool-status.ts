import { z } from 'zod/mini';
import { nonNegativeInteger } from './common.ts';
import type { ActivityStatus } from './activity.ts';

/**
 * GET {mempool}/api/tx/{txid}/status (mempool.space shape; docs/activity.md#transaction-status):
 * `{ confirmed: false }` while the transaction waits in the mempool, then its block's height, hash
 * and time.
 */
export const mempoolTransactionStatusSchema = z.discriminatedUnion('confirmed', [
  z.object({ confirmed: z.literal(false) }),
  z.object({
    confirmed: z.literal(true),
    block_height: nonNegativeInteger,
    block_hash: z.string().check(z.minLength(1)),
    /** Seconds since the epoch. */
    block_time: nonNegativeInteger,
  }),
]);
export type MempoolTransactionStatus = z.infer<typeof mempoolTransactionStatusSchema>;

export const WAITING_FOR_CONFIRMATION = 'Waiting for confirmation';
export const confirmedInBlockText = (height: number): string => `Confirmed in block ${height}`;

/** What the success view says of the transaction's confirmation. */
export function mempoolConfirmationText(status: MempoolTransactionStatus): string {
  return status.confirmed ? confirmedInBlockText(status.block_height) : WAITING_FOR_CONFIRMATION;
}

/**
 * The success view's confirmation line once the activity is recorded. The activity's status
 * decides, so the line never names a block while the status still reads Pending (the explorer
 * may see the block before the indexer does): waiting while Pending (where an explorer answers),
 * the block once mined (the activity's own, else the explorer's), nothing once it failed or was
 * cancelled (the failure shows instead).
 */
export function recordedConfirmationText(
  activity: { status: ActivityStatus; blockNumber?: number | null } | undefined,
  explorerStatus: MempoolTransactionStatus | undefined,
): string | null {
  if (!activity || activity.status === 'Failed' || activity.status === 'Cancelled') return null;
  if (activity.status === 'Pending') return explorerStatus ? WAITING_FOR_CONFIRMATION : null;
  const block =
    activity.blockNumber ?? (explorerStatus?.confirmed ? explorerStatus.block_height : null);
  return block === null ? null : confirmedInBlockText(block);
}
