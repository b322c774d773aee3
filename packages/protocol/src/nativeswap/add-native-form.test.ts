import { describe, expect, it } from 'vitest';
import type { NativePosition } from '../amm/positions.ts';
import { addActivityBodySchema } from '../schemas/activity.ts';
import {
  ADD_LIQUIDITY,
  type AddNativeInput,
  addNativeActivity,
  checkAddNative,
} from './add-native-form.ts';

const E18 = 10n ** 18n;
/** 10,000 sats per 18-decimal token. */
const QUOTE = 10n ** 22n;

function check(input: Partial<AddNativeInput> = {}) {
  return checkAddNative({
    walletConnected: true,
    token: { symbol: 'TKN' },
    pool: 'exists',
    quote: QUOTE,
    position: null,
    amount: 10n * E18,
    balance: 100n * E18,
    balanceStatus: 'known',
    phase: 'idle',
    ...input,
  });
}

const locked: NativePosition = {
  liquidity: E18,
  reserved: 0n,
  available: E18,
  shareBps: 10_000n,
  locked: true,
  status: 'ACTIVE',
};

describe('checkAddNative', () => {
  it('is ready and values the listing as the contract does (sats rounded up)', () => {
    expect(check()).toEqual({
      button: expect.objectContaining({ state: 'ready', text: ADD_LIQUIDITY, disabled: false }),
      valueSats: 100_000n,
      belowMinimum: false,
    });
    expect(check({ amount: 1n }).valueSats).toBe(1n);
  });

  it('asks for a wallet and a token, and follows the transaction in flight', () => {
    expect(check({ walletConnected: false }).button.action).toBe('connect-wallet');
    expect(check({ token: null }).button.text).toBe('Select a token');
    expect(check({ phase: 'approving' }).button.text).toBe('Approving TKN...');
    expect(check({ phase: 'sending' }).button.text).toBe('Adding Liquidity...');
  });

  it('says the pool does not exist, after waiting for it', () => {
    expect(check({ pool: 'checking' }).button).toMatchObject({ loading: true, disabled: true });
    expect(check({ quote: null }).button.state).toBe('checking-pool');
    expect(check({ pool: 'none', quote: 0n }).button.text).toBe('Pool does not exist');
    expect(check({ quote: 0n }).button.text).toBe('Pool does not exist');
  });

  it('refuses the initial provider, whose liquidity is locked', () => {
    expect(check({ position: 'checking' }).button.state).toBe('checking-position');
    expect(check({ position: locked }).button).toMatchObject({
      state: 'initial-provider',
      text: 'Initial provider cannot add consecutive liquidity',
      disabled: true,
    });
    expect(check({ position: { ...locked, locked: false } }).button.state).toBe('ready');
  });

  it('checks the amount against the balance with its 0.1 percent buffer', () => {
    expect(check({ amount: null }).button.text).toBe('Enter an amount for TKN');
    expect(check({ balance: 10n * E18 }).button.text).toBe('Insufficient TKN balance');
    expect(check({ balance: 10_010n * 10n ** 15n }).button.state).toBe('ready');
    expect(check({ balance: undefined, balanceStatus: 'loading' }).button.text).toBe(
      'Loading balance...',
    );
  });

  it('needs the listing worth at least 50,000 sats at the quote', () => {
    const below = check({ amount: 4n * E18 });
    expect(below).toMatchObject({ valueSats: 40_000n, belowMinimum: true });
    expect(below.button).toMatchObject({
      state: 'below-minimum-trade',
      text: 'Below minimum trade',
    });
    expect(check({ amount: 5n * E18 }).button.state).toBe('ready');
  });
});

describe('addNativeActivity', () => {
  it('records the token and the amount listed, storable by the api', () => {
    const body = addNativeActivity(`0x${'aa'.repeat(32)}`, 10n * E18, 'c'.repeat(64));
    expect(body).toEqual({
      type: 'AddLiquidityNativeSwap',
      transactionId: 'c'.repeat(64),
      data: { token: `0x${'aa'.repeat(32)}`, amount: (10n * E18).toString() },
    });
    expect(addActivityBodySchema.safeParse(body).success).toBe(true);
  });
});
