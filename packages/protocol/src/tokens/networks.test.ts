import { describe, expect, it } from 'vitest';
import {
  NATIVE_SYMBOLS,
  chainDisplayName,
  explorerConfig,
  isProductNetwork,
  mempoolAddressUrl,
  mempoolBlockUrl,
  mempoolTransactionStatusUrl,
  mempoolTransactionUrl,
  opscanAccountUrl,
  opscanTransactionUrl,
  productNetworkForChain,
  PRODUCT_NETWORKS,
  productNetworkOrDefault,
  WALLET_CHAIN_FOR_NETWORK,
} from './networks.ts';

const TXID = 'e1a9a5dfb4a82e2656bdd5917ce04d3db7e79c7b9660294fdcb9769a5ee76cca';

describe('product networks', () => {
  it('names the native symbol of each network', () => {
    expect(NATIVE_SYMBOLS).toEqual({ mainnet: 'BTC', testnet: 'tBTC', regtest: 'rBTC' });
  });

  it('recognises only regtest, testnet and mainnet', () => {
    expect(['regtest', 'testnet', 'mainnet'].every(isProductNetwork)).toBe(true);
    expect(isProductNetwork('signet')).toBe(false);
    expect(isProductNetwork('Mainnet')).toBe(false);
  });

  it('falls back to regtest', () => {
    expect(productNetworkOrDefault('mainnet')).toBe('mainnet');
    expect(productNetworkOrDefault('testnet')).toBe('testnet');
    expect(productNetworkOrDefault('signet')).toBe('regtest');
    expect(productNetworkOrDefault('')).toBe('regtest');
    expect(productNetworkOrDefault(undefined)).toBe('regtest');
  });
});

describe('chainDisplayName', () => {
  it.each([
    ['BITCOIN_MAINNET', 'Mainnet'],
    ['BITCOIN_TESTNET', 'Testnet'],
    ['BITCOIN_TESTNET4', 'Testnet 4'],
    ['OPNET_TESTNET', 'Testnet'],
    ['BITCOIN_REGTEST', 'Regtest'],
    ['BITCOIN_SIGNET', 'Signet'],
    ['FRACTAL_BITCOIN_MAINNET', 'Fractal Mainnet'],
    ['FRACTAL_BITCOIN_TESTNET', 'Fractal Testnet'],
  ])('shows %s as %s', (chain, shown) => {
    expect(chainDisplayName(chain)).toBe(shown);
  });

  it.each(['LITECOIN', '', 'toString', '__proto__', null, undefined])(
    'falls back to the default network name for %j',
    (chain) => {
      expect(chainDisplayName(chain)).toBe('Regtest');
    },
  );
});

describe('explorer links', () => {
  it('builds the public testnet links', () => {
    const testnet = explorerConfig('testnet');
    if (!testnet) throw new Error('testnet has a public explorer');
    expect(mempoolTransactionUrl(testnet, TXID)).toBe(
      `https://mempool.opnet.org/testnet4/tx/${TXID}`,
    );
    expect(opscanTransactionUrl(testnet, TXID)).toBe(
      `https://opscan.org/transactions/${TXID}?network=op_testnet`,
    );
    expect(opscanAccountUrl(testnet, 'opt1abc')).toBe(
      'https://opscan.org/accounts/opt1abc?network=op_testnet',
    );
  });

  it('builds the public mainnet links', () => {
    const mainnet = explorerConfig('mainnet');
    if (!mainnet) throw new Error('mainnet has a public explorer');
    expect(mempoolTransactionUrl(mainnet, TXID)).toBe(`https://mempool.opnet.org/tx/${TXID}`);
    expect(mempoolAddressUrl(mainnet, 'bc1qxyz')).toBe('https://mempool.opnet.org/address/bc1qxyz');
    expect(mempoolBlockUrl(mainnet, 840_000)).toBe('https://mempool.opnet.org/block/840000');
    expect(mempoolTransactionStatusUrl(mainnet, TXID)).toBe(
      `https://mempool.opnet.org/api/tx/${TXID}/status`,
    );
    expect(opscanTransactionUrl(mainnet, TXID)).toBe(
      `https://opscan.org/transactions/${TXID}?network=op_mainnet`,
    );
  });

  it('has no regtest explorer unless one is configured', () => {
    expect(explorerConfig('regtest')).toBeNull();
    expect(explorerConfig('regtest', { mempoolBaseUrl: 'http://localhost:8080' })).toBeNull();
    const devnet = explorerConfig('regtest', {
      mempoolBaseUrl: 'http://localhost:8080/',
      opscanBaseUrl: 'http://localhost:8081//',
    });
    expect(devnet).toEqual({
      mempoolBaseUrl: 'http://localhost:8080',
      opscanBaseUrl: 'http://localhost:8081',
      opscanNetwork: null,
    });
    if (!devnet) throw new Error('configured');
    expect(mempoolTransactionUrl(devnet, TXID)).toBe(`http://localhost:8080/tx/${TXID}`);
    expect(opscanTransactionUrl(devnet, TXID)).toBe(`http://localhost:8081/transactions/${TXID}`);
  });

  it('lets configuration override a public explorer', () => {
    expect(explorerConfig('testnet', { opscanNetwork: null })?.opscanNetwork).toBeNull();
    expect(explorerConfig('testnet', { mempoolBaseUrl: 'https://m.example' })).toEqual({
      mempoolBaseUrl: 'https://m.example',
      opscanBaseUrl: 'https://opscan.org',
      opscanNetwork: 'op_testnet',
    });
  });

  it('escapes what it puts in a path', () => {
    const mainnet = explorerConfig('mainnet');
    if (!mainnet) throw new Error('mainnet has a public explorer');
    expect(mempoolTransactionUrl(mainnet, 'a/b?c')).toBe('https://mempool.opnet.org/tx/a%2Fb%3Fc');
  });
});

describe('productNetworkForChain', () => {
  it('maps wallet chains to the product networks and nothing else', () => {
    expect(productNetworkForChain('BITCOIN_REGTEST')).toBe('regtest');
    expect(productNetworkForChain('OPNET_TESTNET')).toBe('testnet');
    expect(productNetworkForChain('BITCOIN_TESTNET4')).toBe('testnet');
    expect(productNetworkForChain('BITCOIN_MAINNET')).toBe('mainnet');
    expect(productNetworkForChain('FRACTAL_BITCOIN_MAINNET')).toBeNull();
    expect(productNetworkForChain(null)).toBeNull();
  });

  it('is the way back from the chain a wallet is asked to switch to', () => {
    for (const network of PRODUCT_NETWORKS) {
      expect(productNetworkForChain(WALLET_CHAIN_FOR_NETWORK[network])).toBe(network);
    }
  });
});
