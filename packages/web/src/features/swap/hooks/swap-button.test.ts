import { describe, expect, it } from 'vitest';
import { MOTO, PILL, RBTC } from '../../../lib/tokens/testing/render-with-providers.tsx';
import { swapButtonFor, type SwapButtonInput } from './swap-button.ts';
import type { SwapQuoteView } from './use-swap-quote.ts';

const E18 = 10n ** 18n;
const quote = (change: Partial<SwapQuoteView> = {}): SwapQuoteView => ({
  swapType: 'poolSwap',
  sellAmount: 10n * E18,
  buyAmount: 19n * E18,
  quoteLoading: false,
  quoteError: null,
  priceImpactBps: 9n,
  amountOutMin: 18n * E18,
  nativeQuote: null,
  ...change,
});
const input = (change: Partial<SwapButtonInput> = {}): SwapButtonInput => ({
  walletConnected: true,
  sellToken: MOTO,
  buyToken: PILL,
  sellBalance: 100n * E18,
  quote: quote(),
  phase: 'idle',
  bitcoinSymbol: 'rBTC',
  ...change,
});

describe('swapButtonFor, the pool swap', () => {
  it.each([
    ['Connect Wallet', input({ walletConnected: false })],
    ['Select Tokens', input({ buyToken: null })],
    ['Enter an amount for MOTO', input({ quote: quote({ sellAmount: null }) })],
    ['Insufficient MOTO balance', input({ sellBalance: 10n * E18 })],
    ['Enter an amount for PILL', input({ quote: quote({ buyAmount: 0n }) })],
    ['Swap Tokens', input()],
    ['Approving MOTO...', input({ phase: 'approving' })],
    ['Swapping...', input({ phase: 'swapping' })],
  ])('reads %s', (text, given) => {
    expect(swapButtonFor(given).text).toBe(text);
  });

  it('is enabled only when ready or to connect a wallet', () => {
    expect(swapButtonFor(input()).action).toBe('submit');
    expect(swapButtonFor(input({ walletConnected: false })).action).toBe('connect-wallet');
    expect(swapButtonFor(input({ sellBalance: 0n })).disabled).toBe(true);
    expect(swapButtonFor(input({ quote: quote({ quoteLoading: true }) })).loading).toBe(true);
  });

  it('waits for an unknown balance instead of calling it insufficient', () => {
    expect(swapButtonFor(input({ sellBalance: undefined }))).toMatchObject({
      text: 'Loading balance...',
      disabled: true,
      loading: true,
    });
    expect(swapButtonFor(input({ sellBalance: undefined, sellBalanceFailed: true })).text).toBe(
      'Balance fetch problem',
    );
    // Checks before the balance still decide on their own.
    expect(
      swapButtonFor(input({ sellBalance: undefined, quote: quote({ sellAmount: null }) })).text,
    ).toBe('Enter an amount for MOTO');
  });
});

describe('swapButtonFor, the Bitcoin swaps', () => {
  it('uses the from-Bitcoin machine when Bitcoin is sold', () => {
    const fromBitcoin = input({
      sellToken: RBTC,
      buyToken: null,
      sellBalance: 10n ** 8n,
      quote: quote({ swapType: 'fromBitcoin', sellAmount: 100_000n, buyAmount: null }),
    });
    expect(swapButtonFor(fromBitcoin).text).toBe('Select Destination Token');
    const ready = {
      ...fromBitcoin,
      buyToken: MOTO,
      quote: quote({
        swapType: 'fromBitcoin',
        sellAmount: 100_000n,
        buyAmount: 10n * E18,
        nativeQuote: 10n ** 12n,
      }),
    };
    expect(swapButtonFor(ready).text).toBe('Next Step');
    expect(swapButtonFor({ ...ready, quote: { ...ready.quote, sellAmount: 1_000n } }).text).toBe(
      'Below minimum trade',
    );
  });

  it('uses the to-Bitcoin machine when Bitcoin is bought', () => {
    const toBitcoin = input({
      buyToken: RBTC,
      quote: quote({ swapType: 'toBitcoin', buyAmount: 1_000_000n, nativeQuote: 10n ** 12n }),
    });
    expect(swapButtonFor(toBitcoin).text).toBe('Swap Tokens');
    expect(swapButtonFor({ ...toBitcoin, sellToken: null }).text).toBe('Select Source Token');
    expect(
      swapButtonFor({ ...toBitcoin, quote: { ...toBitcoin.quote, nativeQuote: 0n } }).text,
    ).toBe('Pool does not exist');
  });
});
