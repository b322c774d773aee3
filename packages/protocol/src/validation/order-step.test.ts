import { describe, expect, it } from 'vitest';
import { ORDER_STEP_MESSAGES, validateOrderStep } from './order-step.ts';
import type { OrderStepInput } from './order-step.ts';

const ready: OrderStepInput = {
  fromTokenSelected: true,
  toTokenSelected: true,
  fromAmount: 100_000n,
  toAmount: 5n,
  withinBalance: true,
  bitcoinSwap: true,
  hasQuote: true,
};

describe('validateOrderStep', () => {
  it('uses the spec words', () => {
    expect(ORDER_STEP_MESSAGES).toEqual({
      selectToken: 'Please select a token',
      enterAmount: 'Please enter an amount',
      insufficientBalance: 'Insufficient balance',
    });
  });

  it('continues when everything is in place', () => {
    expect(validateOrderStep(ready)).toEqual({
      errors: { fromToken: null, toToken: null, fromAmount: null, toAmount: null },
      firstError: null,
      canContinue: true,
    });
  });

  it('asks for each token', () => {
    const result = validateOrderStep({ ...ready, toTokenSelected: false });
    expect(result.errors.toToken).toBe('Please select a token');
    expect(result.firstError).toBe('Please select a token');
    expect(result.canContinue).toBe(false);
    expect(validateOrderStep({ ...ready, fromTokenSelected: false }).errors.fromToken).toBe(
      'Please select a token',
    );
  });

  it('wants both amounts positive', () => {
    for (const amount of [null, 0n, -1n]) {
      const from = validateOrderStep({ ...ready, fromAmount: amount });
      expect(from.errors.fromAmount).toBe('Please enter an amount');
      expect(from.canContinue).toBe(false);
      const to = validateOrderStep({ ...ready, toAmount: amount });
      expect(to.errors.toAmount).toBe('Please enter an amount');
      expect(to.canContinue).toBe(false);
    }
    expect(validateOrderStep({ ...ready, fromAmount: 1n, toAmount: 1n }).canContinue).toBe(true);
  });

  it('checks the balance of the side sold only', () => {
    const result = validateOrderStep({ ...ready, withinBalance: false });
    expect(result.errors.fromAmount).toBe('Insufficient balance');
    expect(result.errors.toAmount).toBeNull();
    expect(result.canContinue).toBe(false);
    expect(
      validateOrderStep({ ...ready, fromAmount: 0n, withinBalance: false }).errors.fromAmount,
    ).toBe('Please enter an amount');
  });

  it('needs a quote for Bitcoin swaps only', () => {
    expect(validateOrderStep({ ...ready, hasQuote: false }).canContinue).toBe(false);
    expect(validateOrderStep({ ...ready, hasQuote: false }).firstError).toBeNull();
    expect(validateOrderStep({ ...ready, bitcoinSwap: false, hasQuote: false }).canContinue).toBe(
      true,
    );
  });

  it('reports the first error in screen order', () => {
    const result = validateOrderStep({ ...ready, fromAmount: null, toTokenSelected: false });
    expect(result.firstError).toBe('Please enter an amount');
  });
});
