import { CANCELLED_BY_USER_REASON } from '../watch/watch-state.ts';
import { toUserMessage } from './wallet-errors.ts';

/** The api's failure reason for an activity whose transaction another wallet sent (api indexer). */
export const NOT_SENT_BY_WALLET_REASON = 'Transaction was not sent by this wallet.';

/** Reasons the api writes for users itself: shown as they are. */
const SHOWN_AS_STORED: ReadonlySet<string> = new Set([
  CANCELLED_BY_USER_REASON,
  NOT_SENT_BY_WALLET_REASON,
]);

/**
 * The text to show for an activity's stored failedReason: the api keeps a mined transaction's
 * raw revert text, which goes through the error catalogue like any other revert; the api's own
 * reasons ('Transaction was cancelled by user') stay as they are. Null when there is no reason.
 */
export function failedReasonMessage(failedReason: string | null | undefined): string | null {
  const reason = failedReason?.trim() ?? '';
  if (reason === '') return null;
  if (SHOWN_AS_STORED.has(reason)) return reason;
  return toUserMessage(reason);
}
