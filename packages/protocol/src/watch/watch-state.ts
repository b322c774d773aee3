/** The watch screen (docs/native-swap.md#watch): a sent native swap until it settles. */
export type WatchScreenState = 'pending' | 'confirmed' | 'failed' | 'reverted' | 'cancelled';

export const CANCELLED_BY_USER_REASON = 'Transaction was cancelled by user';

export interface WatchObservation {
  /** The swap's activity from the API, if recorded yet. */
  activity: { status: string; failedReason?: string | null } | null;
  /** The transaction from the node; null while it is not found. */
  transaction: { events: readonly unknown[] } | null;
}

/**
 * Cancelled: failure reason 'Transaction was cancelled by user'. Reverted: any other failure
 * reason. Confirmed: found with events. Failed, the unexpected state: found without events, or an
 * activity marked Failed with no reason. Otherwise pending.
 */
export function getWatchScreenState({ activity, transaction }: WatchObservation): WatchScreenState {
  const reason = activity?.failedReason;
  if (reason === CANCELLED_BY_USER_REASON) return 'cancelled';
  if (reason) return 'reverted';
  if (transaction) return transaction.events.length > 0 ? 'confirmed' : 'failed';
  if (activity?.status === 'Failed') return 'failed';
  return 'pending';
}

/** Only a pending swap is still monitored (and can still be cancelled). */
export function isWatchSettled(state: WatchScreenState): boolean {
  return state !== 'pending';
}
