import { describe, expect, it } from 'vitest';
import { WALLET_NOT_CONNECTED } from '../errors/messages.ts';
import { CONNECT_WALLET, walletNotConnectedButton } from './swap-button.ts';

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
