import { describe, expect, it } from 'vitest';
import { apiUrlForHostname, createAppConfig } from './app-config.ts';

describe('app config', () => {
  it('picks the api by hostname', () => {
    expect(apiUrlForHostname('localhost')).toBe('http://localhost:3005');
    expect(apiUrlForHostname('127.0.0.1')).toBe('http://127.0.0.1:3005');
    expect(apiUrlForHostname('app.opswap.org', 'https:')).toBe('https://api.opswap.org');
  });

  it('lets the runtime config override the api and the node URLs', () => {
    const config = createAppConfig(
      { apiUrl: 'http://127.0.0.1:4000/', rpcUrls: { regtest: 'http://127.0.0.1:9100' } },
      { hostname: 'localhost', protocol: 'http:' },
    );
    expect(config.apiUrl).toBe('http://127.0.0.1:4000');
    expect(config.rpcUrl('regtest')).toBe('http://127.0.0.1:9100');
    expect(config.rpcUrl('mainnet')).toBe('https://mainnet.opnet.org');
    expect(config.defaultNetwork).toBe('regtest');
  });

  it('never offers the development wallet off regtest', () => {
    const config = createAppConfig({ devWallet: true }, { hostname: 'x', protocol: 'https:' });
    expect(config.devWalletEnabled('regtest')).toBe(true);
    expect(config.devWalletEnabled('testnet')).toBe(false);
    expect(config.devWalletEnabled('mainnet')).toBe(false);
    expect(createAppConfig({ devWallet: false }, location).devWalletEnabled('regtest')).toBe(false);
  });
});
