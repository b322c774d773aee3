import { createContext, createElement, type ReactNode, useContext, useState } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';
import { sanitizeAmountInput } from '@opswap/protocol/amount/amount-input';
import {
  DEFAULT_REORG_PROTECTION_CHOICE,
  type ReorgProtectionChoice,
} from '@opswap/protocol/nativeswap/reorg-protection-choice';
import { reverseSwapPair } from '@opswap/protocol/tokens/swap-type';
import { isSameTokenAddress, decimalsOf, type Token } from '@opswap/protocol/tokens/token';

/** The side an amount belongs to: what the user sells, or what they buy. */
export type SwapSide = 'sell' | 'buy';

export interface SwapFormValues {
  sellToken: Token | null;
  buyToken: Token | null;
  /** What the user typed, cleaned by the amount-input rules of the typed side's token. */
  typedAmount: string;
  /** The side the user typed on; the other side is quoted. */
  typedSide: SwapSide;
  /** A buy with Bitcoin's reorg protection: its reservation is quoted with it. */
  reorgProtection: ReorgProtectionChoice;
}

export interface SwapFormState extends SwapFormValues {
  /** Puts a token on a side; picking the other side's token swaps the two sides instead. */
  selectToken(side: SwapSide, token: Token): void;
  /** Sets the amount typed on a side (raw input; it is cleaned here). */
  typeAmount(side: SwapSide, raw: string): void;
  /** Reverses the direction: the tokens trade places and the typed amount moves with its token. */
  reverse(): void;
  clearAmount(): void;
  chooseReorgProtection(choice: ReorgProtectionChoice): void;
}

const otherSide = (side: SwapSide): SwapSide => (side === 'sell' ? 'buy' : 'sell');
const tokenKey = (side: SwapSide) => (side === 'sell' ? 'sellToken' : 'buyToken');

/** The cleaned typed amount once the typed side's token changes (fewer decimals cut the fraction). */
function recleaned(values: SwapFormValues): string {
  const token = values[tokenKey(values.typedSide)];
  return token ? sanitizeAmountInput(values.typedAmount, token.decimals) : values.typedAmount;
}

/** One swap form's store (Uniswap's createSwapFormStore): each screen instance owns its own. */
export function createSwapFormStore(
  initial: Partial<SwapFormValues> = {},
): StoreApi<SwapFormState> {
  return createStore<SwapFormState>((set, get) => ({
    sellToken: null,
    buyToken: null,
    typedAmount: '',
    typedSide: 'sell',
    reorgProtection: DEFAULT_REORG_PROTECTION_CHOICE,
    ...initial,
    selectToken(side, token) {
      const state = get();
      const other = state[tokenKey(otherSide(side))];
      if (other && isSameTokenAddress(other.address, token.address)) {
        state.reverse();
        return;
      }
      const next = { ...state, [tokenKey(side)]: token };
      set({ [tokenKey(side)]: token, typedAmount: recleaned(next) });
    },
    typeAmount(side, raw) {
      const token = get()[tokenKey(side)];
      // Before a token is chosen the 18-decimal placeholder rules apply (spec: 'Select Token').
      const decimals = decimalsOf(token);
      set({ typedSide: side, typedAmount: sanitizeAmountInput(raw, decimals) });
    },
    reverse() {
      const { sellToken, buyToken, typedSide, typedAmount } = get();
      const pair = reverseSwapPair({ sellToken, buyToken, sellAmount: '', buyAmount: '' });
      set({
        sellToken: pair.sellToken,
        buyToken: pair.buyToken,
        typedSide: otherSide(typedSide),
        typedAmount,
      });
    },
    clearAmount() {
      set({ typedAmount: '' });
    },
    chooseReorgProtection(choice) {
      set({ reorgProtection: choice });
    },
  }));
}

const SwapFormContext = createContext<StoreApi<SwapFormState> | null>(null);

/** Gives its children one swap form store, created once per mounted screen. */
export function SwapFormProvider(props: {
  initial?: Partial<SwapFormValues>;
  children: ReactNode;
}) {
  const [store] = useState(() => createSwapFormStore(props.initial));
  return createElement(SwapFormContext.Provider, { value: store }, props.children);
}

function useSwapFormStore(): StoreApi<SwapFormState> {
  const store = useContext(SwapFormContext);
  if (!store) throw new Error('useSwapForm is used outside a SwapFormProvider.');
  return store;
}

/** Reads the swap form with a selector. */
export function useSwapForm<T>(selector: (state: SwapFormState) => T): T {
  return useStore(useSwapFormStore(), selector);
}
