import { createContext, createElement, type ReactNode, useContext, useState } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';
import { sanitizeAmountInput } from '@opswap/protocol/amount/amount-input';
import type { LiquiditySide } from '@opswap/protocol/amm/add-liquidity';
import type { LiquidityStep } from '@opswap/protocol/amm/add-liquidity-steps';
import { decimalsOf, isSameTokenAddress, type Token } from '@opswap/protocol/tokens/token';

export interface AddLiquidityValues {
  tokenA: Token | null;
  tokenB: Token | null;
  /** What was typed on each side, cleaned by the amount-input rules of its token. */
  textA: string;
  textB: string;
  /** The side typed last: with a pool, the other side follows the pool's ratio. */
  typedSide: LiquiditySide;
  /** The step the user went to; shownStep() falls back while an earlier step is incomplete. */
  step: LiquidityStep;
}

export interface AddLiquidityState extends AddLiquidityValues {
  /** Puts a token on a side; picking the other side's token swaps the two sides instead. */
  selectToken(side: LiquiditySide, token: Token): void;
  typeAmount(side: LiquiditySide, raw: string): void;
  goTo(step: LiquidityStep): void;
  clearAmounts(): void;
}

const tokenKey = (side: LiquiditySide) => (side === 'A' ? 'tokenA' : 'tokenB');
const textKey = (side: LiquiditySide) => (side === 'A' ? 'textA' : 'textB');
const otherSide = (side: LiquiditySide): LiquiditySide => (side === 'A' ? 'B' : 'A');

/** One add-liquidity form's store: each mounted screen owns its own. */
export function createAddLiquidityStore(
  initial: Partial<AddLiquidityValues> = {},
): StoreApi<AddLiquidityState> {
  return createStore<AddLiquidityState>((set, get) => ({
    tokenA: null,
    tokenB: null,
    textA: '',
    textB: '',
    typedSide: 'A',
    step: 1,
    ...initial,
    selectToken(side, token) {
      const state = get();
      const other = state[tokenKey(otherSide(side))];
      if (other && isSameTokenAddress(other.address, token.address)) {
        set({
          tokenA: state.tokenB,
          tokenB: state.tokenA,
          textA: state.textB,
          textB: state.textA,
          typedSide: otherSide(state.typedSide),
        });
        return;
      }
      set({
        [tokenKey(side)]: token,
        [textKey(side)]: sanitizeAmountInput(state[textKey(side)], token.decimals),
      });
    },
    typeAmount(side, raw) {
      const text = sanitizeAmountInput(raw, decimalsOf(get()[tokenKey(side)]));
      set({ [textKey(side)]: text, typedSide: side });
    },
    goTo(step) {
      set({ step });
    },
    clearAmounts() {
      set({ textA: '', textB: '' });
    },
  }));
}

const AddLiquidityContext = createContext<StoreApi<AddLiquidityState> | null>(null);

/** Gives its children one add-liquidity store, created once per mounted screen. */
export function AddLiquidityProvider(props: {
  initial?: Partial<AddLiquidityValues>;
  children: ReactNode;
}) {
  const [store] = useState(() => createAddLiquidityStore(props.initial));
  return createElement(AddLiquidityContext.Provider, { value: store }, props.children);
}

/** The store itself, for handlers that read it right after an action. */
export function useAddLiquidityStore(): StoreApi<AddLiquidityState> {
  const store = useContext(AddLiquidityContext);
  if (!store) throw new Error('useAddLiquidity is used outside an AddLiquidityProvider.');
  return store;
}

/** Reads the add-liquidity form with a selector. */
export function useAddLiquidity<T>(selector: (state: AddLiquidityState) => T): T {
  return useStore(useAddLiquidityStore(), selector);
}
