import { createStore } from 'zustand';
import { sanitizeAmountInput } from '@opswap/protocol/amount/amount-input';
import { decimalsOf, type Token } from '@opswap/protocol/tokens/token';

export interface SendFormState {
  token: Token | null;
  /** The amount as typed, cleaned by the amount-input rules of the token. */
  amountText: string;
  recipient: string;
  selectToken(token: Token): void;
  typeAmount(raw: string): void;
  typeRecipient(text: string): void;
  clear(): void;
}

/** One send form's store; the screen creates its own. */
export function createSendFormStore() {
  return createStore<SendFormState>((set, get) => ({
    token: null,
    amountText: '',
    recipient: '',
    selectToken(token) {
      set({ token, amountText: sanitizeAmountInput(get().amountText, token.decimals) });
    },
    typeAmount(raw) {
      set({ amountText: sanitizeAmountInput(raw, decimalsOf(get().token)) });
    },
    typeRecipient(text) {
      set({ recipient: text });
    },
    clear() {
      set({ amountText: '', recipient: '' });
    },
  }));
}
