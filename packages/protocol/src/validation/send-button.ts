import { BALANCE_FETCH_PROBLEM } from '../errors/messages.ts';
import {
  type BalanceStatus,
  type ButtonToken,
  LOADING_BALANCE,
  type SwapButton,
  blockedButton,
  readyButton,
  walletNotConnectedButton,
} from '../swap/swap-button.ts';

export const SEND = 'Send';
export const SENDING = 'Sending...';
export const SELECT_TOKEN = 'Select Token';

export interface SendButtonInput {
  walletConnected: boolean;
  /** The send transaction is in flight. */
  sending: boolean;
  token: ButtonToken | null;
  /** The amount's message (validateSendAmount); null when the amount may be sent. */
  amountError: string | null;
  /** Whether the balance the amount is checked against is read, loading or failed. */
  balance: BalanceStatus;
  /** The recipient's message (validateSendForm, or its key lookup's error); null when valid. */
  recipientError: string | null;
  /** The recipient's key is being looked up on the node. */
  checkingRecipient: boolean;
}

export type SendButtonState =
  | 'wallet-not-connected'
  | 'sending'
  | 'select-token'
  | 'invalid-amount'
  | 'loading-balance'
  | 'balance-fetch-problem'
  | 'invalid-recipient'
  | 'checking-recipient'
  | 'ready';

/**
 * The send button, like the swap button: the first failing check wins, in the order of the form
 * (token, amount, recipient), and the button is disabled with that check's message as its text.
 */
export function getSendButton(input: SendButtonInput): SwapButton<SendButtonState> {
  if (!input.walletConnected) return walletNotConnectedButton();
  if (input.sending) return blockedButton('sending', SENDING, true);
  if (!input.token) return blockedButton('select-token', SELECT_TOKEN);
  if (input.amountError !== null) return blockedButton('invalid-amount', input.amountError);
  if (input.balance === 'loading') return blockedButton('loading-balance', LOADING_BALANCE, true);
  if (input.balance === 'failed') {
    return blockedButton('balance-fetch-problem', BALANCE_FETCH_PROBLEM);
  }
  if (input.recipientError !== null) {
    return blockedButton('invalid-recipient', input.recipientError);
  }
  if (input.checkingRecipient) return blockedButton('checking-recipient', SEND, true);
  return readyButton('ready', SEND);
}
