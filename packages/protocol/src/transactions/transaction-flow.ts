/**
 * The steps of every transaction the product sends, as one state machine: an optional review in a
 * confirmation dialog, an optional token approval when the spender's allowance is short, the
 * send, then sent or failed. `Plan` is what the transaction sends, fixed when it starts.
 *
 * A flow without a review (reserve, execute, cancel a swap) starts with 'start'; a failed flow
 * keeps its plan so the screen can offer to try again.
 */
export type TransactionFlow<Plan> =
  | { step: 'idle' }
  | { step: 'confirming'; plan: Plan; needsApproval: boolean }
  | { step: 'approving'; plan: Plan; approvalId: string | null }
  | { step: 'sending'; plan: Plan }
  | { step: 'sent'; plan: Plan; transactionId: string }
  | { step: 'failed'; plan: Plan; message: string };

export type TransactionFlowEvent<Plan> =
  | { type: 'review'; plan: Plan; needsApproval: boolean }
  | { type: 'cancel' }
  | { type: 'start'; plan: Plan }
  | { type: 'approve' }
  | { type: 'approval-sent'; transactionId: string }
  | { type: 'send' }
  | { type: 'sent'; transactionId: string }
  | { type: 'fail'; message: string }
  | { type: 'reset' };

export const FLOW_IDLE = { step: 'idle' } as const satisfies TransactionFlow<never>;

/** The next state; an event that does not apply in the current step changes nothing. */
export function transactionFlowTransition<Plan>(
  state: TransactionFlow<Plan>,
  event: TransactionFlowEvent<Plan>,
): TransactionFlow<Plan> {
  switch (event.type) {
    case 'review':
      return state.step === 'idle'
        ? { step: 'confirming', plan: event.plan, needsApproval: event.needsApproval }
        : state;
    case 'cancel':
      return state.step === 'confirming' ? FLOW_IDLE : state;
    case 'start':
      return state.step === 'idle' || state.step === 'failed'
        ? { step: 'sending', plan: event.plan }
        : state;
    case 'approve':
      return state.step === 'confirming'
        ? { step: 'approving', plan: state.plan, approvalId: null }
        : state;
    case 'approval-sent':
      return state.step === 'approving' ? { ...state, approvalId: event.transactionId } : state;
    case 'send':
      return state.step === 'confirming' || state.step === 'approving'
        ? { step: 'sending', plan: state.plan }
        : state;
    case 'sent':
      return state.step === 'sending'
        ? { step: 'sent', plan: state.plan, transactionId: event.transactionId }
        : state;
    case 'fail':
      return state.step === 'approving' || state.step === 'sending'
        ? { step: 'failed', plan: state.plan, message: event.message }
        : state;
    case 'reset':
      return state.step === 'sent' || state.step === 'failed' ? FLOW_IDLE : state;
  }
}

export type TransactionFlowPhase = 'idle' | 'approving' | 'sending';

/** Whether the flow is approving, sending or neither, for the button texts. */
export function transactionFlowPhase<Plan>(state: TransactionFlow<Plan>): TransactionFlowPhase {
  if (state.step === 'approving') return 'approving';
  if (state.step === 'sending') return 'sending';
  return 'idle';
}

/** The plan of a flow that has one (every step but idle). */
export function flowPlan<Plan>(state: TransactionFlow<Plan>): Plan | null {
  return state.step === 'idle' ? null : state.plan;
}

/** The failure's message, or null. */
export function flowFailure<Plan>(state: TransactionFlow<Plan>): string | null {
  return state.step === 'failed' ? state.message : null;
}
