import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getPoolSwapButton } from './pool-swap-button.ts';
import type { PoolSwapButtonInput } from './pool-swap-button.ts';

const ready: PoolSwapButtonInput = {
  walletConnected: true,
  sellToken: { symbol: 'MOTO' },
  buyToken: { symbol: 'PILL' },
  sellAmount: 1000n,
  buyAmount: 500n,
  sellBalance: 1001n,
  quoteLoading: false,
  priceImpactBps: 100n,
  phase: 'idle',
};
const button = (patch: Partial<PoolSwapButtonInput>) => getPoolSwapButton({ ...ready, ...patch });

describe('getPoolSwapButton', () => {
  it("reads 'Swap Tokens' and submits when every check passes", () => {
    expect(button({})).toMatchObject({
      state: 'ready',
      text: 'Swap Tokens',
      disabled: false,
      action: 'submit',
    });
  });

  it("reads 'Swap Anyway' above 15 percent of price impact, still submitting", () => {
    expect(button({ priceImpactBps: 1_500n }).text).toBe('Swap Tokens');
    expect(button({ priceImpactBps: 9_800n })).toMatchObject({
      state: 'ready-despite-price-impact',
      text: 'Swap Anyway',
      disabled: false,
      action: 'submit',
    });
    expect(button({ priceImpactBps: 9_800n, sellBalance: 0n }).state).toBe('insufficient-balance');
  });

  it('asks to connect a wallet first, whatever else is missing', () => {
    expect(button({ walletConnected: false, sellToken: null, sellAmount: null })).toMatchObject({
      state: 'wallet-not-connected',
      text: 'Connect Wallet',
      reason: 'Wallet not connected',
      disabled: false,
      action: 'connect-wallet',
    });
  });

  it("reads 'Select Tokens' when either token is missing", () => {
    expect(button({ sellToken: null }).text).toBe('Select Tokens');
    expect(button({ buyToken: null }).text).toBe('Select Tokens');
    expect(button({ buyToken: null, sellAmount: null }).state).toBe('select-tokens');
  });

  it('asks for the sell amount when it is empty or zero', () => {
    expect(button({ sellAmount: null })).toMatchObject({
      text: 'Enter an amount for MOTO',
      disabled: true,
    });
    expect(button({ sellAmount: 0n }).text).toBe('Enter an amount for MOTO');
  });

  it('checks the sell amount before the balance and the balance before the buy amount', () => {
    expect(button({ sellAmount: null, sellBalance: 0n }).state).toBe('enter-sell-amount');
    expect(button({ sellBalance: 1000n, buyAmount: null })).toMatchObject({
      text: 'Insufficient MOTO balance',
      disabled: true,
    });
  });

  it('allows the amount plus 0.1 percent exactly, not a unit less', () => {
    expect(button({ sellBalance: 1001n }).state).toBe('ready');
    expect(button({ sellBalance: 1000n }).state).toBe('insufficient-balance');
  });

  it('asks for the buy amount when it is empty or zero', () => {
    expect(button({ buyAmount: null }).text).toBe('Enter an amount for PILL');
    expect(button({ buyAmount: 0n }).text).toBe('Enter an amount for PILL');
  });

  it('treats an amount being recomputed as loading, not missing', () => {
    expect(button({ buyAmount: null, quoteLoading: true })).toMatchObject({
      state: 'quoting',
      text: 'Swap Tokens',
      disabled: true,
      loading: true,
    });
    expect(button({ sellAmount: null, quoteLoading: true }).state).toBe('quoting');
    expect(button({ quoteLoading: true }).state).toBe('quoting');
  });

  it('shows the transaction in flight over every input check', () => {
    expect(button({ phase: 'swapping', sellBalance: 0n })).toMatchObject({
      text: 'Swapping...',
      disabled: true,
      loading: true,
    });
    expect(button({ phase: 'approving', sellBalance: 0n })).toMatchObject({
      text: 'Approving MOTO...',
      disabled: true,
    });
  });

  it('only ever submits with both tokens, a positive buy amount and a covered sell amount', () => {
    const token = fc.option(fc.record({ symbol: fc.constantFrom('MOTO', 'PILL') }), { nil: null });
    const amount = fc.option(fc.bigInt({ min: -5n, max: 5000n }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          walletConnected: fc.boolean(),
          sellToken: token,
          buyToken: token,
          sellAmount: amount,
          buyAmount: amount,
          sellBalance: fc.bigInt({ min: 0n, max: 5000n }),
          quoteLoading: fc.boolean(),
          priceImpactBps: fc.option(fc.bigInt({ min: 0n, max: 10_000n }), { nil: null }),
          phase: fc.constantFrom('idle' as const, 'approving' as const, 'swapping' as const),
        }),
        (input) => {
          const result = getPoolSwapButton(input);
          if (result.action === 'submit') {
            expect(input.walletConnected && input.phase === 'idle' && !input.quoteLoading).toBe(
              true,
            );
            expect(input.sellToken && input.buyToken).toBeTruthy();
            expect((input.buyAmount ?? 0n) > 0n).toBe(true);
            expect((input.sellAmount ?? 0n) * 1001n <= input.sellBalance * 1000n).toBe(true);
          }
          expect(result.disabled).toBe(result.action === 'none');
        },
      ),
    );
  });
});
