import { describe, expect, it } from 'vitest';
import { MOTO, RBTC } from '../../../lib/tokens/testing/render-with-providers.tsx';
import { swapButtonFor, type SwapButtonInput } from './swap-button.ts';
import type { FromBitcoinChecks } from './use-from-bitcoin.ts';

const E18 = 10n ** 18n;
const checks = (change: Partial<FromBitcoinChecks> = {}): FromBitcoinChecks => ({
  simulation: { status: 'done', reverted: false, expectedAmountOut: 10n * E18 },
  tokenBusy: false,
  reservationInProgress: false,
  ...change,
});
const input = (change: Partial<FromBitcoinChecks> = {}, sats = 100_000n): SwapButtonInput => ({
  walletConnected: true,
  sellToken: RBTC,
  buyToken: MOTO,
  sellBalance: 10n ** 8n,
  quote: {
    swapType: 'fromBitcoin',
    sellAmount: sats,
    buyAmount: 10n * E18,
    quoteLoading: false,
    quoteError: null,
    priceImpactBps: null,
    amountOutMin: null,
    nativeQuote: 10n ** 22n,
  },
  phase: 'idle',
  bitcoinSymbol: 'rBTC',
  fromBitcoin: checks(change),
});

describe('swapButtonFor, from Bitcoin with the reservation simulation', () => {
  it('offers Next Step once the simulation found liquidity', () => {
    const button = swapButtonFor(input());
    expect(button.text).toBe('Next Step');
    expect(button.action).toBe('submit');
  });

  it('waits, disabled, while the simulation runs', () => {
    const button = swapButtonFor(input({ simulation: { status: 'pending' } }));
    expect(button).toMatchObject({ text: 'Next Step', disabled: true });
  });

  it('says the pool lacks liquidity when the simulation reverts or buys nothing', () => {
    const reverted = { status: 'done', reverted: true, expectedAmountOut: 0n } as const;
    const nothing = { status: 'done', reverted: false, expectedAmountOut: 0n } as const;
    expect(swapButtonFor(input({ simulation: reverted })).text).toBe(
      'Not enough liquidity in the pool.',
    );
    expect(swapButtonFor(input({ simulation: nothing })).disabled).toBe(true);
  });

  it('blocks a token with a swap in progress, and any reservation being sent', () => {
    expect(swapButtonFor(input({ tokenBusy: true })).text).toBe(
      'Swap already in progress for MOTO',
    );
    expect(swapButtonFor(input({ reservationInProgress: true }))).toMatchObject({
      text: 'Next Step',
      disabled: true,
    });
  });

  it('applies the minimum trade and the quote input maximum', () => {
    expect(swapButtonFor(input({}, 49_999n)).text).toBe('Below minimum trade');
  });

  it('without the checks waits for the simulation', () => {
    expect(swapButtonFor({ ...input(), fromBitcoin: undefined }).disabled).toBe(true);
  });
});
