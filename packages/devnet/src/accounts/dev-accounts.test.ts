import { crypto, networks, toHex } from '@btc-vision/bitcoin';
import { EcKeyPair, MLDSASecurityLevel, Mnemonic } from '@btc-vision/transaction';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEV_ACCOUNT_COUNT, DEV_MNEMONIC, DevAccounts } from './dev-accounts.ts';

describe('DevAccounts', () => {
  const accounts = new DevAccounts();

  it('uses a valid, documented mnemonic', () => {
    expect(Mnemonic.validate(DEV_MNEMONIC)).toBe(true);
    expect(accounts.mnemonic).toBe(DEV_MNEMONIC);
  });

  it('derives the same account 0 on every devnet', () => {
    const account = accounts.account(0);
    expect(account.p2tr).toBe('bcrt1pfzhx49qe6s5exppe5hqljg3n6587xk0w75xqr70pgdt7ygnfkssqu3wy22');
    expect(account.opnetAddress).toBe(
      '0x515310702741c1a4a05272da60d975983e6e568c2e01e10150ac6db8643fc777',
    );
    expect(account.publicKey).toBe(
      '0250f965babcdfb8cd90a525204eaf86d729a4e9602da42217e525b13142a108da',
    );
    expect(account.tweakedPublicKey).toBe(
      '48ae6a9419d429930439a5c1f92233d50fe359eef50c01f9e14357e22269b420',
    );
    expect(account.wif).toBe('cNeEsoKb16hZj9m8Dgayui46KYFDi69VexRnHiQZDjUS6TAXBNBP');
  });

  it('gives each account consistent keys and addresses', () => {
    for (const account of [accounts.account(1), accounts.account(2)]) {
      expect(account.opnetAddress).toBe('0x' + toHex(crypto.sha256(account.mldsaPublicKey)));
      expect(account.mldsaLevel).toBe(MLDSASecurityLevel.LEVEL2);
      expect(account.mldsaSigner.publicKey).toEqual(account.mldsaPublicKey);
      expect(account.address.toHex()).toBe(account.opnetAddress);
      expect(account.p2tr).toBe(
        EcKeyPair.tweakedPubKeyToAddress(account.tweakedPublicKey, networks.regtest),
      );
      const fromWif = EcKeyPair.fromWIF(account.wif, networks.regtest);
      expect(toHex(fromWif.publicKey)).toBe(account.publicKey);
      expect(toHex(account.signer.publicKey)).toBe(account.publicKey);
    }
    expect(accounts.account(1).p2tr).not.toBe(accounts.account(2).p2tr);
  });

  it('derives each account once', () => {
    expect(accounts.account(4)).toBe(accounts.account(4));
  });

  it('lists the first accounts for devnet_info', () => {
    const info = new DevAccounts({ count: 3 }).info();
    expect(DEFAULT_DEV_ACCOUNT_COUNT).toBe(10);
    expect(info.map((a) => a.index)).toEqual([0, 1, 2]);
    expect(info[0]).toEqual({
      index: 0,
      p2tr: accounts.account(0).p2tr,
      opnetAddress: accounts.account(0).opnetAddress,
      publicKey: accounts.account(0).publicKey,
      tweakedPublicKey: accounts.account(0).tweakedPublicKey,
      privateKey: accounts.account(0).wif,
    });
    expect(JSON.parse(JSON.stringify(info))).toEqual(info);
  });

  it('refuses a bad mnemonic or index', () => {
    expect(() => new DevAccounts({ mnemonic: 'test test test' })).toThrow();
    expect(() => accounts.account(-1)).toThrow();
  });
});
