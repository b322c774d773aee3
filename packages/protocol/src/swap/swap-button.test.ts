import { describe, expect, it } from 'vitest';
import { BALANCE_FETCH_PROBLEM, WALLET_NOT_CONNECTED } from '../errors/messages.ts';
import {
  CONNECT_WALLET,
  SWAP_TOKENS,
  blockedButton,
  insufficientBalanceText,
  readyButton,
  walletNotConnectedButton,
  withUnknownBalance,
} from './swap-button.ts';

describe('walletNotConnectedButton', () => {
  it("reads 'Connect Wallet', opens the login modal and carries the spec's check as reason", () => {
    expect(walletNotConnectedButton()).toEqual({
      state: 'wallet-not-connected',
      text: CONNECT_WALLET,
      disabled: false,
      action: 'connect-wallet',
      loading: false,
      reason: WALLET_NOT_CONNECTED,
    });
    expect(CONNECT_WALLET).toBe('Connect Wallet');
    expect(WALLET_NOT_CONNECTED).toBe('Wallet not connected');
  });
});

describe('withUnknownBalance', () => {
  const insufficient = blockedButton('insufficient-balance', insufficientBalanceText('MOTO'));

  it('keeps the insufficient balance verdict when the balance is known', () => {
    expect(withUnknownBalance(insufficient, 'known')).toBe(insufficient);
  });

  it('waits for a balance that is loading instead of calling it insufficient', () => {
    expect(withUnknownBalance(insufficient, 'loading')).toEqual({
      state: 'loading-balance',
      text: 'Loading balance...',
      disabled: true,
      action: 'none',
      loading: true,
      reason: null,
    });
  });

  it('says the balance could not be read when its fetch failed', () => {
    expect(withUnknownBalance(insufficient, 'failed')).toMatchObject({
      state: 'balance-fetch-problem',
      text: BALANCE_FETCH_PROBLEM,
      disabled: true,
      loading: false,
    });
  });

  it('leaves every other button alone', () => {
    const ready = readyButton('ready', SWAP_TOKENS);
    expect(withUnknownBalance(ready, 'loading')).toBe(ready);
    expect(withUnknownBalance(walletNotConnectedButton(), 'failed').text).toBe(CONNECT_WALLET);
  });
});
