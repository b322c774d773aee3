import { describe, expect, it } from 'vitest';
import type { PoolSwapPhase } from '@opswap/protocol/swap/pool-swap-button';
import { MOTO, PILL, RBTC } from '../../../entities/tokens/testing/render-with-providers.tsx';
import { poolSwapButton, type SwapButtonBase, toBitcoinButton } from './swap-button.ts';
import type { PoolSwapQuote, ToBitcoinQuote } from './use-swap-quote.ts';

const E18 = 10n ** 18n;
const base = (change: Partial<SwapButtonBase> = {}): SwapButtonBase => ({
  walletConnected: true,
  sellToken: MOTO,
  buyToken: PILL,
  sellBalance: 100n * E18,
  bitcoinSymbol: 'rBTC',
  ...change,
});
const quote = (change: Partial<PoolSwapQuote> = {}): PoolSwapQuote => ({
  swapType: 'poolSwap',
  sellAmount: 10n * E18,
  buyAmount: 19n * E18,
  quoteLoading: false,
  quoteError: null,
  priceImpactBps: 9n,
  amountOutMin: 18n * E18,
  ...change,
});
const pool = (
  baseChange: Partial<SwapButtonBase> = {},
  quoteChange: Partial<PoolSwapQuote> = {},
  phase: PoolSwapPhase = 'idle',
) => poolSwapButton(base(baseChange), quote(quoteChange), phase);

describe('poolSwapButton', () => {
  it.each([
    ['Connect Wallet', pool({ walletConnected: false })],
    ['Select Tokens', pool({ buyToken: null })],
    ['Enter an amount for MOTO', pool({}, { sellAmount: null })],
    ['Insufficient MOTO balance', pool({ sellBalance: 10n * E18 })],
    ['Enter an amount for PILL', pool({}, { buyAmount: 0n })],
    ['Swap Tokens', pool()],
    ['Approving MOTO...', pool({}, {}, 'approving')],
    ['Swapping...', pool({}, {}, 'swapping')],
  ])('reads %s', (text, button) => {
    expect(button.text).toBe(text);
  });

  it('is enabled only when ready or to connect a wallet', () => {
    expect(pool().action).toBe('submit');
    expect(pool({ walletConnected: false }).action).toBe('connect-wallet');
    expect(pool({ sellBalance: 0n }).disabled).toBe(true);
    expect(pool({}, { quoteLoading: true }).loading).toBe(true);
  });

  it('waits for an unknown balance instead of calling it insufficient', () => {
    expect(pool({ sellBalance: undefined })).toMatchObject({
      text: 'Loading balance...',
      disabled: true,
      loading: true,
    });
    expect(pool({ sellBalance: undefined, sellBalanceFailed: true }).text).toBe(
      'Balance fetch problem',
    );
    // Checks before the balance still decide on their own.
    expect(pool({ sellBalance: undefined }, { sellAmount: null }).text).toBe(
      'Enter an amount for MOTO',
    );
  });
});

describe('toBitcoinButton', () => {
  const toBitcoin: ToBitcoinQuote = {
    swapType: 'toBitcoin',
    sellAmount: 10n * E18,
    buyAmount: 1_000_000n,
    quoteLoading: false,
    quoteError: null,
    nativeQuote: 10n ** 12n,
  };

  it('uses the to-Bitcoin machine when Bitcoin is bought', () => {
    const seller = base({ buyToken: RBTC });
    expect(toBitcoinButton(seller, toBitcoin, 'idle').text).toBe('Swap Tokens');
    expect(toBitcoinButton({ ...seller, sellToken: null }, toBitcoin, 'idle').text).toBe(
      'Select Source Token',
    );
    expect(toBitcoinButton(seller, { ...toBitcoin, nativeQuote: 0n }, 'idle').text).toBe(
      'Pool does not exist',
    );
    expect(toBitcoinButton(seller, toBitcoin, 'sending').text).toBe('Swapping...');
  });
});
