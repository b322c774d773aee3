import type { TransactionFlow } from '../transactions/transaction-flow.ts';

/** Not worded by the spec for idle; it pairs with 'Reserving Swap...'. */
export const RESERVE_SWAP = 'Reserve Swap';
export const RESERVING_SWAP = 'Reserving Swap...';
export const SWAP_COMPLETED = 'Swap Completed';

/**
 * The reserve button along the reservation's transaction flow: it can be pressed before sending
 * and again after a failure (whose message shows beside it).
 */
export function getReserveButton(step: TransactionFlow<unknown>['step']): {
  text: string;
  disabled: boolean;
  loading: boolean;
} {
  switch (step) {
    case 'idle':
    case 'failed':
      return { text: RESERVE_SWAP, disabled: false, loading: false };
    case 'confirming':
    case 'approving':
    case 'sending':
      return { text: RESERVING_SWAP, disabled: true, loading: true };
    case 'sent':
      return { text: SWAP_COMPLETED, disabled: true, loading: false };
  }
}
