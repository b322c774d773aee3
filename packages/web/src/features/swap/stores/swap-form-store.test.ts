import { describe, expect, it } from 'vitest';
import { nativeToken } from '@opswap/protocol/tokens/token';
import { MOTO, PILL } from '../../../entities/tokens/testing/render-with-providers.tsx';
import { createSwapFormStore } from './swap-form-store.ts';

describe('the swap form store', () => {
  it('starts empty, on the sell side', () => {
    const state = createSwapFormStore().getState();
    expect(state).toMatchObject({
      sellToken: null,
      buyToken: null,
      typedAmount: '',
      typedSide: 'sell',
    });
  });

  it('cleans what is typed with the amount-input rules of the side’s token', () => {
    const store = createSwapFormStore({ sellToken: nativeToken('regtest') });
    store.getState().typeAmount('sell', '1,2a.123456789');
    expect(store.getState().typedAmount).toBe('12.12345678');
    store.getState().typeAmount('sell', '.');
    expect(store.getState().typedAmount).toBe('0.');
  });

  it('remembers the side typed on', () => {
    const store = createSwapFormStore({ sellToken: MOTO, buyToken: PILL });
    store.getState().typeAmount('buy', '5');
    expect(store.getState()).toMatchObject({ typedSide: 'buy', typedAmount: '5' });
  });

  it('swaps the sides when the other side’s token is picked', () => {
    const store = createSwapFormStore({ sellToken: MOTO, buyToken: PILL, typedAmount: '3' });
    store.getState().selectToken('sell', PILL);
    expect(store.getState()).toMatchObject({ sellToken: PILL, buyToken: MOTO, typedSide: 'buy' });
  });

  it('reverses the direction with the typed amount staying with its token', () => {
    const store = createSwapFormStore({ sellToken: MOTO, buyToken: PILL, typedAmount: '10' });
    store.getState().reverse();
    expect(store.getState()).toMatchObject({
      sellToken: PILL,
      buyToken: MOTO,
      typedSide: 'buy',
      typedAmount: '10',
    });
    store.getState().reverse();
    expect(store.getState()).toMatchObject({ sellToken: MOTO, buyToken: PILL, typedSide: 'sell' });
  });

  it('cuts the typed fraction when the new token has fewer decimals', () => {
    const store = createSwapFormStore({ sellToken: MOTO, typedAmount: '1.123456789012' });
    store.getState().selectToken('sell', nativeToken('regtest'));
    expect(store.getState().typedAmount).toBe('1.12345678');
  });

  it('gives every store its own state', () => {
    const a = createSwapFormStore();
    const b = createSwapFormStore();
    a.getState().typeAmount('sell', '1');
    expect(b.getState().typedAmount).toBe('');
  });
});
