/**
 * The steps of a transaction that may need a token approval first, as a state machine: review in
 * a confirmation dialog, approve the spender when its allowance is short, send, then the success
 * view or a failure dialog. `Plan` is what the confirmed transaction sends, fixed at review.
 */
export type ApprovalFlow<Plan> =
  | { step: 'idle' }
  | { step: 'confirming'; plan: Plan }
  | { step: 'approving'; plan: Plan; approvalId: string | null }
  | { step: 'sending'; plan: Plan }
  | { step: 'sent'; plan: Plan; transactionId: string }
  | { step: 'failed'; plan: Plan; message: string };

export type ApprovalFlowEvent<Plan> =
  | { type: 'review'; plan: Plan }
  | { type: 'cancel' }
  | { type: 'approve' }
  | { type: 'approval-sent'; transactionId: string }
  | { type: 'send' }
  | { type: 'sent'; transactionId: string }
  | { type: 'fail'; message: string }
  | { type: 'reset' };

export const FLOW_IDLE = { step: 'idle' } as const satisfies ApprovalFlow<never>;

/** The next state; an event that does not apply in the current step changes nothing. */
export function approvalFlowTransition<Plan>(
  state: ApprovalFlow<Plan>,
  event: ApprovalFlowEvent<Plan>,
): ApprovalFlow<Plan> {
  switch (event.type) {
    case 'review':
      return state.step === 'idle' ? { step: 'confirming', plan: event.plan } : state;
    case 'cancel':
      return state.step === 'confirming' ? FLOW_IDLE : state;
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

/** Whether the flow is approving, sending or neither, for the button texts. */
export function approvalFlowPhase<Plan>(
  state: ApprovalFlow<Plan>,
): 'idle' | 'approving' | 'sending' {
  if (state.step === 'approving') return 'approving';
  if (state.step === 'sending') return 'sending';
  return 'idle';
}
