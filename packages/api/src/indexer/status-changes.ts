import { and, eq, gt } from 'drizzle-orm';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { indexerStatusChanges } from '../db/schema/chain.ts';
import type { DbTransaction } from './block-handler.ts';

export type StatusSubject = 'activity' | 'reservation';

export interface StatusChange {
  key: string;
  status: string;
}

/** Remembers which block gave rows their status, for a reorg to take it back. */
export async function recordStatusChanges(
  tx: DbTransaction,
  network: ProductNetwork,
  subject: StatusSubject,
  blockNumber: number,
  changes: readonly StatusChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx
    .insert(indexerStatusChanges)
    .values(changes.map((change) => ({ network, subject, blockNumber, ...change })))
    .onConflictDoNothing();
}

/** Removes and returns the status changes made above the fork height. */
export async function takeStatusChangesAbove(
  tx: DbTransaction,
  network: ProductNetwork,
  subject: StatusSubject,
  forkHeight: number,
): Promise<StatusChange[]> {
  return tx
    .delete(indexerStatusChanges)
    .where(
      and(
        eq(indexerStatusChanges.network, network),
        eq(indexerStatusChanges.subject, subject),
        gt(indexerStatusChanges.blockNumber, forkHeight),
      ),
    )
    .returning({ key: indexerStatusChanges.key, status: indexerStatusChanges.status });
}
