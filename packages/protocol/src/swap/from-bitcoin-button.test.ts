import { describe, expect, it } from 'vitest';
import { getFromBitcoinButton } from './from-bitcoin-button.ts';
import type { FromBitcoinButtonInput } from './from-bitcoin-button.ts';

const ready: FromBitcoinButtonInput = {
  walletConnected: true,
  destinationToken: { symbol: 'MOTO' },
  bitcoinSymbol: 'rBTC',
  amountSats: 100_000n,
  bitcoinBalanceSats: 100_100n,
  quoteLoading: false,
  quotePrice: 10n ** 22n,
  simulation: { status: 'reserved', expectedAmountOut: 10n, totalSatoshis: 100_000n },
  tokenBusy: false,
  reservationInProgress: false,
};
const button = (patch: Partial<FromBitcoinButtonInput>) =>
  getFromBitcoinButton({ ...ready, ...patch });

describe('getFromBitcoinButton', () => {
  it("reads 'Next Step' and submits when every check passes", () => {
    expect(button({})).toMatchObject({
      state: 'ready',
      text: 'Next Step',
      disabled: false,
      action: 'submit',
    });
  });

  it('asks to connect a wallet first', () => {
    expect(button({ walletConnected: false, destinationToken: null })).toMatchObject({
      text: 'Connect Wallet',
      reason: 'Wallet not connected',
      action: 'connect-wallet',
    });
  });

  it('blocks double submission while a reservation is in progress', () => {
    expect(button({ reservationInProgress: true, amountSats: null })).toMatchObject({
      state: 'reservation-in-progress',
      text: 'Next Step',
      disabled: true,
      loading: true,
    });
  });

  it("reads 'Select Destination Token' without a token", () => {
    expect(button({ destinationToken: null, amountSats: null }).text).toBe(
      'Select Destination Token',
    );
  });

  it('asks for the Bitcoin amount, then checks the balance with its 0.1 percent buffer', () => {
    expect(button({ amountSats: null, bitcoinBalanceSats: 0n }).text).toBe(
      'Enter an amount for rBTC',
    );
    expect(button({ amountSats: 0n }).text).toBe('Enter an amount for rBTC');
    expect(button({ bitcoinBalanceSats: 100_099n }).text).toBe('Insufficient rBTC balance');
    expect(button({ bitcoinBalanceSats: 100_100n }).state).toBe('ready');
  });

  it('checks the balance before the minimum trade', () => {
    expect(button({ amountSats: 10n, bitcoinBalanceSats: 0n }).state).toBe('insufficient-balance');
  });

  it('blocks below the 50,000 sat minimum trade and allows the minimum', () => {
    expect(button({ amountSats: 49_999n })).toMatchObject({
      text: 'Below minimum trade',
      disabled: true,
    });
    expect(button({ amountSats: 50_000n }).state).toBe('ready');
  });

  it("rejects a quote input above 1e14 sats with 'Satoshis in exceeds maximum value'", () => {
    const balance = 10n ** 15n;
    const simulation = {
      status: 'reserved',
      expectedAmountOut: 1n,
      totalSatoshis: 10n ** 14n,
    } as const;
    expect(button({ amountSats: 10n ** 14n, bitcoinBalanceSats: balance, simulation }).state).toBe(
      'ready',
    );
    expect(button({ amountSats: 10n ** 14n + 1n, bitcoinBalanceSats: balance })).toMatchObject({
      text: 'Satoshis in exceeds maximum value',
      disabled: true,
    });
  });

  it('blocks a token that already has a swap in progress', () => {
    expect(button({ tokenBusy: true, quoteLoading: true })).toMatchObject({
      state: 'swap-in-progress',
      text: 'Swap already in progress for MOTO',
      disabled: true,
    });
  });

  it('waits for the quote, then needs a pool', () => {
    expect(button({ quoteLoading: true })).toMatchObject({
      state: 'quoting',
      loading: true,
      disabled: true,
    });
    expect(button({ quotePrice: null }).state).toBe('quoting');
    expect(button({ quotePrice: 0n })).toMatchObject({
      text: 'Pool does not exist',
      disabled: true,
    });
    expect(button({ quotePrice: 1n }).state).toBe('ready');
  });

  it('waits for the simulation, then needs liquidity', () => {
    expect(button({ simulation: { status: 'pending' } })).toMatchObject({
      state: 'simulating',
      text: 'Next Step',
      disabled: true,
      loading: true,
    });
    const liquidityRevert = 'NATIVE_SWAP: Not enough liquidity available.';
    expect(button({ simulation: { status: 'reverted', revert: liquidityRevert } })).toMatchObject({
      state: 'not-enough-liquidity',
      text: 'Not enough liquidity in the pool.',
      disabled: true,
    });
    const nothing = { status: 'reserved', expectedAmountOut: 0n, totalSatoshis: 0n } as const;
    expect(button({ simulation: nothing }).state).toBe('not-enough-liquidity');
    const one = { status: 'reserved', expectedAmountOut: 1n, totalSatoshis: 100_000n } as const;
    expect(button({ simulation: one }).state).toBe('ready');
  });

  it('names any other revert in the catalogue words, not as a lack of liquidity', () => {
    const revert =
      'NATIVE_SWAP: You already have an active reservation. Swap or wait for expiration before creating another';
    expect(button({ simulation: { status: 'reverted', revert } })).toMatchObject({
      state: 'simulation-reverted',
      text: 'Already an active reservation for this pool, check activity page',
      disabled: true,
    });
  });

  it('refuses an amount the pool fills only in part', () => {
    const partial = { status: 'reserved', expectedAmountOut: 5n, totalSatoshis: 60_000n } as const;
    expect(button({ simulation: partial })).toMatchObject({
      state: 'partial-fill',
      text: 'Not enough liquidity for this amount',
      disabled: true,
    });
    const rounded = { status: 'reserved', expectedAmountOut: 9n, totalSatoshis: 99_500n } as const;
    expect(button({ simulation: rounded }).state).toBe('ready');
  });
});
