import { describe, expect, it } from 'vitest';
import { getToBitcoinButton, isBelowMinimumListing } from './to-bitcoin-button.ts';
import type { ToBitcoinButtonInput } from './to-bitcoin-button.ts';

const ready: ToBitcoinButtonInput = {
  walletConnected: true,
  sourceToken: { symbol: 'MOTO' },
  bitcoinSymbol: 'rBTC',
  sourceAmount: 1000n,
  sourceBalance: 1001n,
  bitcoinAmountSats: 50_000n,
  quoteLoading: false,
  quotePrice: 10n ** 22n,
  phase: 'idle',
};
const button = (patch: Partial<ToBitcoinButtonInput>) => getToBitcoinButton({ ...ready, ...patch });

describe('getToBitcoinButton', () => {
  it("submits with 'Swap Tokens' when every check passes", () => {
    expect(button({})).toMatchObject({
      state: 'ready',
      text: 'Swap Tokens',
      disabled: false,
      action: 'submit',
    });
  });

  it('asks to connect a wallet first', () => {
    expect(button({ walletConnected: false, sourceToken: null })).toMatchObject({
      text: 'Connect Wallet',
      reason: 'Wallet not connected',
      action: 'connect-wallet',
    });
  });

  it("reads 'Swapping...' while sending, over the input checks", () => {
    expect(button({ phase: 'sending', sourceBalance: 0n })).toMatchObject({
      text: 'Swapping...',
      disabled: true,
      loading: true,
    });
    expect(button({ phase: 'approving' }).text).toBe('Approving MOTO...');
  });

  it("reads 'Select Source Token' without a source token", () => {
    expect(button({ sourceToken: null, sourceAmount: null })).toMatchObject({
      text: 'Select Source Token',
      disabled: true,
    });
  });

  it('asks for the source amount, then checks the balance with its 0.1 percent buffer', () => {
    expect(button({ sourceAmount: null, sourceBalance: 0n }).text).toBe('Enter an amount for MOTO');
    expect(button({ sourceAmount: 0n }).text).toBe('Enter an amount for MOTO');
    expect(button({ sourceBalance: 1000n }).text).toBe('Insufficient MOTO balance');
    expect(button({ sourceBalance: 1001n }).state).toBe('ready');
  });

  it('waits for the 1 BTC quote, then needs a pool', () => {
    expect(button({ quoteLoading: true })).toMatchObject({
      state: 'quoting',
      disabled: true,
      loading: true,
    });
    expect(button({ quotePrice: null }).state).toBe('quoting');
    expect(button({ quotePrice: 0n })).toMatchObject({
      text: 'Pool does not exist',
      disabled: true,
    });
    expect(button({ quotePrice: -1n }).state).toBe('pool-does-not-exist');
    expect(button({ quotePrice: 1n }).state).toBe('ready');
  });

  it('asks for the Bitcoin amount when the quote gives none', () => {
    expect(button({ bitcoinAmountSats: null }).text).toBe('Enter an amount for rBTC');
    expect(button({ bitcoinAmountSats: 0n }).text).toBe('Enter an amount for rBTC');
  });

  it('blocks a listing below the 50,000 sat minimum and allows it at the minimum', () => {
    expect(isBelowMinimumListing(49_999n)).toBe(true);
    expect(isBelowMinimumListing(50_000n)).toBe(false);
    expect(button({ bitcoinAmountSats: 49_999n })).toMatchObject({
      text: 'Below minimum trade',
      disabled: true,
    });
    expect(button({ bitcoinAmountSats: 50_000n }).state).toBe('ready');
  });
});
