/**
 * The reserve screen (spec 1 §4): idle -> reserving -> reserved. A failed attempt returns to idle
 * with its message so the user can try again.
 */
export type ReserveScreenState =
  | { status: 'idle'; error: string | null }
  | { status: 'reserving' }
  | { status: 'reserved'; transactionId: string; orderStatus: 'Pending' };

export type ReserveScreenEvent =
  | { type: 'reserve' }
  | { type: 'reservation-sent'; transactionId: string }
  | { type: 'reservation-failed'; message: string }
  | { type: 'reset' };

export const initialReserveScreenState: ReserveScreenState = { status: 'idle', error: null };

/** Named transitions; an event that does not apply to the current state leaves it unchanged. */
export function reserveScreenReducer(
  state: ReserveScreenState,
  event: ReserveScreenEvent,
): ReserveScreenState {
  switch (event.type) {
    case 'reserve':
      return state.status === 'idle' ? { status: 'reserving' } : state;
    case 'reservation-sent':
      return state.status === 'reserving'
        ? { status: 'reserved', transactionId: event.transactionId, orderStatus: 'Pending' }
        : state;
    case 'reservation-failed':
      return state.status === 'reserving' ? { status: 'idle', error: event.message } : state;
    case 'reset':
      return initialReserveScreenState;
  }
}

/** Not worded by the spec for idle; it pairs with 'Reserving Swap...'. */
export const RESERVE_SWAP = 'Reserve Swap';
export const RESERVING_SWAP = 'Reserving Swap...';
export const SWAP_COMPLETED = 'Swap Completed';

/** The reserve button: only idle can be pressed. */
export function getReserveButton(state: ReserveScreenState): {
  text: string;
  disabled: boolean;
  loading: boolean;
} {
  switch (state.status) {
    case 'idle':
      return { text: RESERVE_SWAP, disabled: false, loading: false };
    case 'reserving':
      return { text: RESERVING_SWAP, disabled: true, loading: true };
    case 'reserved':
      return { text: SWAP_COMPLETED, disabled: true, loading: false };
  }
}
