import { CANCELLED_BY_USER_REASON, type WatchScreenState } from './watch-state.ts';
import { AT_RISK } from './danger.ts';
import { failedReasonMessage } from '../errors/failed-reason.ts';

/** The watch screen's page title (docs/native-swap.md#watch). */
export const WATCH_PAGE_TITLE = 'Transaction Status';

export const CANCEL_TRANSACTION = 'Cancel Transaction';
export const CANCELLING = 'Cancelling...';
export const CANCELLATION_SENT = 'Cancellation sent. Your Bitcoin returns once it is mined.';
export const AUTO_PROTECTION = 'Auto-protection';
export const AUTO_PROTECTION_HINT = 'Cancel this swap automatically if it becomes at risk.';
export const AT_RISK_RECOMMENDATION =
  'This swap may not go through: its reservation has probably expired. We recommend cancelling it to get your Bitcoin back.';
export const AUTO_CANCEL_STARTED = 'Auto-protection is cancelling this swap.';

export interface WatchStateText {
  heading: string;
  description: string;
}

/** The heading and one line for each state; a reverted swap shows its failure reason's text. */
export function watchStateText(
  state: WatchScreenState,
  failedReason?: string | null,
): WatchStateText {
  switch (state) {
    case 'pending':
      return {
        heading: 'Swap Pending',
        description: 'Your swap was sent. Waiting for it to be mined...',
      };
    case 'confirmed':
      return {
        heading: 'Swap Confirmed',
        description: 'Your swap was mined. The tokens are yours.',
      };
    case 'failed':
      return {
        heading: 'Swap Failed',
        description: 'Something unexpected happened to this swap. Please check your activity page.',
      };
    case 'reverted':
      return {
        heading: 'Swap Reverted',
        description: failedReasonMessage(failedReason) ?? 'The swap reverted.',
      };
    case 'cancelled':
      return {
        heading: 'Swap Cancelled',
        description: `${CANCELLED_BY_USER_REASON}. Your Bitcoin is back in your wallet.`,
      };
  }
}

/** Half a period of the page title's blink while the swap is at risk. */
export const TITLE_BLINK_MS = 1_000;

/** The page title at blink `tick` while in danger: 'At Risk', then the screen's title, in turn. */
export function dangerPageTitle(tick: number): string {
  return tick % 2 === 0 ? AT_RISK : WATCH_PAGE_TITLE;
}
