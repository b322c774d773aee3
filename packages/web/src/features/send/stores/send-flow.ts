import type { Token } from '@opswap/protocol/tokens/token';

/** A confirmed send: what goes where. */
export interface SendPlan {
  token: Token;
  amount: bigint;
  /** The address as typed. */
  recipient: string;
  /** The recipient's OP_NET address for a token transfer; null for a Bitcoin payment. */
  recipientAddress: string | null;
}

/** The send's steps: review, send through the wallet, then the success view or a failure dialog. */
export type SendFlow =
  | { step: 'idle' }
  | { step: 'confirming'; plan: SendPlan }
  | { step: 'sending'; plan: SendPlan }
  | { step: 'sent'; plan: SendPlan; transactionId: string }
  | { step: 'failed'; plan: SendPlan; message: string };

export type SendEvent =
  | { type: 'review'; plan: SendPlan }
  | { type: 'cancel' }
  | { type: 'send' }
  | { type: 'sent'; transactionId: string }
  | { type: 'fail'; message: string }
  | { type: 'reset' };

export const SEND_IDLE: SendFlow = { step: 'idle' };

/** The next state; an event that does not apply in the current step changes nothing. */
export function sendTransition(state: SendFlow, event: SendEvent): SendFlow {
  switch (event.type) {
    case 'review':
      return state.step === 'idle' ? { step: 'confirming', plan: event.plan } : state;
    case 'cancel':
      return state.step === 'confirming' ? SEND_IDLE : state;
    case 'send':
      return state.step === 'confirming' ? { step: 'sending', plan: state.plan } : state;
    case 'sent':
      return state.step === 'sending'
        ? { step: 'sent', plan: state.plan, transactionId: event.transactionId }
        : state;
    case 'fail':
      return state.step === 'sending'
        ? { step: 'failed', plan: state.plan, message: event.message }
        : state;
    case 'reset':
      return state.step === 'sent' || state.step === 'failed' ? SEND_IDLE : state;
  }
}
