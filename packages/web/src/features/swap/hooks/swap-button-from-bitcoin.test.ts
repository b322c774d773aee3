import { describe, expect, it } from 'vitest';
import { MOTO, RBTC } from '../../../entities/tokens/testing/render-with-providers.tsx';
import { fromBitcoinButton, type SwapButtonBase } from './swap-button.ts';
import type { FromBitcoinQuote } from './use-swap-quote.ts';
import type { FromBitcoinChecks } from './use-from-bitcoin.ts';

const E18 = 10n ** 18n;
const checks = (change: Partial<FromBitcoinChecks> = {}): FromBitcoinChecks => ({
  simulation: { status: 'reserved', expectedAmountOut: 10n * E18, totalSatoshis: 100_000n },
  tokenBusy: false,
  reservationInProgress: false,
  ...change,
});
const quote = (sats: bigint, change: Partial<FromBitcoinQuote> = {}): FromBitcoinQuote => ({
  swapType: 'fromBitcoin',
  sellAmount: sats,
  buyAmount: 10n * E18,
  quoteLoading: false,
  quoteError: null,
  nativeQuote: 10n ** 22n,
  reservation: {
    activationDelay: { ok: true, delay: 1 },
    simulation: { status: 'pending' },
    gas: null,
  },
  fill: null,
  ...change,
});
const base = (change: Partial<SwapButtonBase> = {}): SwapButtonBase => ({
  walletConnected: true,
  sellToken: RBTC,
  buyToken: MOTO,
  sellBalance: 10n ** 8n,
  bitcoinSymbol: 'rBTC',
  ...change,
});
const button = (change: Partial<FromBitcoinChecks> = {}, sats = 100_000n) =>
  fromBitcoinButton(base(), quote(sats), checks(change));

describe('fromBitcoinButton, from Bitcoin with the reservation simulation', () => {
  it('offers Next Step once the simulation found liquidity', () => {
    const shown = button();
    expect(shown.text).toBe('Next Step');
    expect(shown.action).toBe('submit');
  });

  it('waits, disabled, while the simulation runs', () => {
    const shown = button({ simulation: { status: 'pending' } });
    expect(shown).toMatchObject({ text: 'Next Step', disabled: true });
  });

  it('says the pool lacks liquidity when the simulation reverts or buys nothing', () => {
    const revert = 'NATIVE_SWAP: Not enough liquidity available.';
    const reverted = { status: 'reverted', revert } as const;
    const nothing = { status: 'reserved', expectedAmountOut: 0n, totalSatoshis: 0n } as const;
    expect(button({ simulation: reverted }).text).toBe('Not enough liquidity in the pool.');
    expect(button({ simulation: nothing }).disabled).toBe(true);
  });

  it('blocks a token with a swap in progress, and any reservation being sent', () => {
    expect(button({ tokenBusy: true }).text).toBe('Swap already in progress for MOTO');
    expect(button({ reservationInProgress: true })).toMatchObject({
      text: 'Next Step',
      disabled: true,
    });
  });

  it('applies the minimum trade and the quote input maximum', () => {
    expect(button({}, 49_999n).text).toBe('Below minimum trade');
  });

  it('asks for the token to buy, and applies the minimum trade to the sats', () => {
    expect(fromBitcoinButton(base({ buyToken: null }), quote(100_000n), checks()).text).toBe(
      'Select Destination Token',
    );
    expect(fromBitcoinButton(base(), quote(1_000n), checks()).text).toBe('Below minimum trade');
  });
});
