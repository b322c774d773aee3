import { z } from 'zod';

/**
 * GET {mempool}/api/tx/{txid}/status (mempool.space shape; docs/activity.md#transaction-status):
 * `{ confirmed: false }` while the transaction waits in the mempool, then its block's height, hash
 * and time.
 */
export const mempoolTransactionStatusSchema = z.discriminatedUnion('confirmed', [
  z.object({ confirmed: z.literal(false) }),
  z.object({
    confirmed: z.literal(true),
    block_height: z.number().int().nonnegative(),
    block_hash: z.string().min(1),
    /** Seconds since the epoch. */
    block_time: z.number().int().nonnegative(),
  }),
]);
export type MempoolTransactionStatus = z.infer<typeof mempoolTransactionStatusSchema>;

export const WAITING_FOR_CONFIRMATION = 'Waiting for confirmation';
export const confirmedInBlockText = (height: number): string => `Confirmed in block ${height}`;

/** What the success view says of the transaction's confirmation. */
export function mempoolConfirmationText(status: MempoolTransactionStatus): string {
  return status.confirmed ? confirmedInBlockText(status.block_height) : WAITING_FOR_CONFIRMATION;
}
