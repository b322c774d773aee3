import { describe, expect, it } from 'vitest';
import { NETWORK_DISPLAY_NAMES, PRODUCT_NETWORKS } from './networks.ts';
import { networkContracts, networkNotSupportedText } from './network-contracts.ts';

describe('networkContracts', () => {
  it('knows the devnet seed contracts on regtest', () => {
    const contracts = networkContracts('regtest');
    expect(contracts?.router).toBe(
      '0xaf9af32633c5d2933777bcba31aed4a63e49963bdcd92a79c1fd0d574343dc3d',
    );
    expect(contracts?.factory).toBe(
      '0xd55bcca3dd2e4bc46a3b1819041961bc2c9c051c9de2ee018885ca275bef7e88',
    );
  });

  it('writes every known address as 0x and 64 lower-case hex digits, each once', () => {
    for (const network of PRODUCT_NETWORKS) {
      const contracts = networkContracts(network);
      if (contracts === null) continue;
      const addresses = Object.values(contracts);
      for (const address of addresses) expect(address).toMatch(/^0x[0-9a-f]{64}$/);
      expect(new Set(addresses).size).toBe(addresses.length);
    }
  });

  it('has nothing for testnet and mainnet yet', () => {
    expect(networkContracts('testnet')).toBeNull();
    expect(networkContracts('mainnet')).toBeNull();
  });

  it('says which network is not supported', () => {
    expect(networkNotSupportedText(NETWORK_DISPLAY_NAMES.mainnet)).toBe(
      'Trading on Mainnet is not supported yet. Switch to another network to continue.',
    );
  });
});
