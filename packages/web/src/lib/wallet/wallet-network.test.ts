import { describe, expect, it } from 'vitest';
import { assertWalletOnNetwork, isWalletOnOtherNetwork } from './wallet-network.ts';
import type { ConnectedWallet } from './wallet-store.ts';

describe('isWalletOnOtherNetwork', () => {
  it.each([
    ['BITCOIN_REGTEST', 'regtest', false],
    ['BITCOIN_REGTEST', 'testnet', true],
    ['OPNET_TESTNET', 'testnet', false],
    ['BITCOIN_MAINNET', 'regtest', true],
    ['FRACTAL_BITCOIN_MAINNET', 'mainnet', true],
    [null, 'mainnet', false],
  ] as const)('%s against the app on %s: %s', (chain, network, expected) => {
    expect(isWalletOnOtherNetwork(chain, network)).toBe(expected);
  });
});

describe('assertWalletOnNetwork', () => {
  const wallet = (chain: string | null) => ({ chain }) as ConnectedWallet;

  it('refuses to build a transaction for another network than the wallet is on', () => {
    expect(() => assertWalletOnNetwork(wallet('BITCOIN_REGTEST'), 'mainnet')).toThrow(
      'Invalid network, reload',
    );
    expect(() => assertWalletOnNetwork(wallet('BITCOIN_REGTEST'), 'regtest')).not.toThrow();
    expect(() => assertWalletOnNetwork(wallet(null), 'regtest')).not.toThrow();
  });
});
