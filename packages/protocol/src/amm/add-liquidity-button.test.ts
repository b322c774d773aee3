import { describe, expect, it } from 'vitest';
import {
  type AddLiquidityAmountsInput,
  type BalanceReading,
  getAddLiquidityAmountsButton,
  getPairStepButton,
  getSupplyButton,
} from './add-liquidity-button.ts';

const MOTO = { symbol: 'MOTO' };
const PILL = { symbol: 'PILL' };
const known = (value: bigint): BalanceReading => ({ status: 'known', value });

function input(change: Partial<AddLiquidityAmountsInput> = {}): AddLiquidityAmountsInput {
  return {
    walletConnected: true,
    a: { token: MOTO, amount: 1000n, balance: known(10_000n) },
    b: { token: PILL, amount: 2000n, balance: known(10_000n) },
    computing: false,
    ...change,
  };
}

const button = (change: Partial<AddLiquidityAmountsInput> = {}) =>
  getAddLiquidityAmountsButton(input(change));

describe('the amounts step button', () => {
  it('reads Next once both amounts are within their balances', () => {
    expect(button()).toMatchObject({ state: 'ready', text: 'Next', disabled: false });
  });

  it('asks a visitor to connect a wallet first', () => {
    expect(button({ walletConnected: false })).toMatchObject({
      text: 'Connect Wallet',
      action: 'connect-wallet',
    });
  });

  it('asks for the tokens, then each missing amount by its symbol', () => {
    expect(button({ b: { token: null, amount: null, balance: known(0n) } }).text).toBe(
      'Select Tokens',
    );
    expect(button({ a: { token: MOTO, amount: null, balance: known(1n) } }).text).toBe(
      'Enter an amount for MOTO',
    );
    expect(button({ b: { token: PILL, amount: 0n, balance: known(1n) } }).text).toBe(
      'Enter an amount for PILL',
    );
  });

  it('waits while the other side is computed instead of asking for it', () => {
    const waiting = button({
      b: { token: PILL, amount: null, balance: known(1n) },
      computing: true,
    });
    expect(waiting).toMatchObject({ state: 'computing', disabled: true, loading: true });
  });

  it('applies the balance rule of swap and send: the amount plus 0.1% within the balance', () => {
    // 1000 x 1.001 = 1001.
    expect(button({ a: { token: MOTO, amount: 1000n, balance: known(1001n) } }).state).toBe(
      'ready',
    );
    expect(button({ a: { token: MOTO, amount: 1000n, balance: known(1000n) } }).text).toBe(
      'Insufficient MOTO balance',
    );
    expect(button({ b: { token: PILL, amount: 2000n, balance: known(2001n) } }).text).toBe(
      'Insufficient PILL balance',
    );
  });

  it('waits for a balance still loading and says when one could not be read', () => {
    expect(
      button({ b: { token: PILL, amount: 5n, balance: { status: 'loading' } } }),
    ).toMatchObject({ state: 'loading-balance', text: 'Loading balance...' });
    expect(button({ a: { token: MOTO, amount: 5n, balance: { status: 'failed' } } }).text).toBe(
      'Balance fetch problem',
    );
  });
});

describe('the pair step button', () => {
  const pair = { walletConnected: true, tokenA: MOTO, tokenB: PILL, nativePair: false };

  it('goes on once two tokens the router pools are picked', () => {
    expect(getPairStepButton(pair)).toMatchObject({ state: 'ready', text: 'Next' });
    expect(getPairStepButton({ ...pair, tokenB: null }).text).toBe('Select Tokens');
    expect(getPairStepButton({ ...pair, walletConnected: false }).text).toBe('Connect Wallet');
  });

  it('waits while a pair with the native coin leaves for its native pool', () => {
    expect(getPairStepButton({ ...pair, nativePair: true })).toMatchObject({
      state: 'native-pair',
      disabled: true,
      loading: true,
    });
  });
});

describe('the supply button', () => {
  it('follows the transaction in flight', () => {
    expect(getSupplyButton('idle')).toMatchObject({ text: 'Supply', disabled: false });
    expect(getSupplyButton('approving')).toMatchObject({ text: 'Approving...', disabled: true });
    expect(getSupplyButton('sending')).toMatchObject({ text: 'Supplying...', disabled: true });
  });
});
