import { fromHex, networks } from '@btc-vision/bitcoin';
import { Address } from '@btc-vision/transaction';
import { describe, expect, it } from 'vitest';
import { toHex } from '../bytes.ts';
import { decodeBitcoinTransaction } from '../tx/parse-bitcoin-transaction.ts';
import { parseInteraction } from '../tx/parse-interaction.ts';
import { buildFixture } from '../../test/support/interaction-fixtures.ts';
import { DevAccounts } from './dev-accounts.ts';
import { PublicKeyConflictError, PublicKeyRegistry } from './public-key-registry.ts';

const regtest = networks.regtest;
const accounts = new DevAccounts();
const CONTRACT = '0x' + 'c3'.repeat(32);

function registryWithAccount(index = 0): PublicKeyRegistry {
  const registry = new PublicKeyRegistry();
  const account = accounts.account(index);
  registry.registerAccount({
    publicKey: account.publicKey,
    mldsaHashedPublicKey: account.opnetAddress,
    mldsaLevel: account.mldsaLevel,
    mldsaPublicKey: account.mldsaPublicKey,
  });
  return registry;
}

/** What AbstractRpcProvider.getPublicKeysInfo makes of a record. */
function clientAddress(registry: PublicKeyRegistry, key: string, isContract: boolean): Address {
  const info = registry.publicKeysInfo([key])[key];
  if (!info || 'error' in info) throw new Error(`not found: ${key}`);
  const content = isContract
    ? (info.mldsaHashedPublicKey ?? info.tweakedPubkey)
    : info.mldsaHashedPublicKey;
  const legacy = isContract ? info.tweakedPubkey : (info.originalPubKey ?? info.tweakedPubkey);
  return Address.fromString(content!, legacy);
}

describe('PublicKeyRegistry', () => {
  const account = accounts.account(0);

  it('finds an account under every spelling', () => {
    const registry = registryWithAccount();
    const record = registry.lookup(account.p2tr);
    expect(record).toMatchObject({
      originalPubKey: account.publicKey,
      tweakedPubkey: account.tweakedPublicKey,
      p2tr: account.p2tr,
      p2op: account.address.p2op(regtest),
      p2wpkh: account.wallet.p2wpkh,
      p2pkh: account.wallet.legacy,
      mldsaHashedPublicKey: account.opnetAddress.slice(2),
      mldsaLevel: account.mldsaLevel,
    });
    for (const key of [
      account.publicKey,
      '0x' + account.publicKey,
      account.tweakedPublicKey,
      account.opnetAddress,
      account.opnetAddress.toUpperCase().replace('0X', '0x'),
      account.address.p2op(regtest),
      account.wallet.p2wpkh,
      account.wallet.legacy,
      account.wallet.segwitLegacy,
    ]) {
      expect(registry.lookup(key)).toBe(record);
    }
    expect(registry.opnetAddressOf(account.tweakedPublicKey)).toBe(account.opnetAddress);
  });

  it('gives the client the account Address it signs with', () => {
    const registry = registryWithAccount();
    const address = clientAddress(registry, account.p2tr, false);
    expect(address.toHex()).toBe(account.opnetAddress);
    expect(address.p2tr(regtest)).toBe(account.p2tr);
    expect(clientAddress(registry, account.opnetAddress, false).toHex()).toBe(account.opnetAddress);
  });

  it('registers contracts by address and p2op', () => {
    const registry = new PublicKeyRegistry();
    const record = registry.registerContract(CONTRACT);
    const p2op = Address.wrap(fromHex(CONTRACT.slice(2))).p2op(regtest);
    expect(record.p2op).toBe(p2op);
    expect(record.tweakedPubkey).toBe(CONTRACT.slice(2));
    expect(registry.lookup(p2op)).toBe(record);
    expect(registry.lookup(CONTRACT)).toBe(record);
    for (const isContract of [true, false]) {
      const address = clientAddress(registry, p2op, isContract);
      expect(address.toHex()).toBe(CONTRACT);
      expect(address.p2op(regtest)).toBe(p2op);
    }
  });

  it('registers an interaction sender with its link', () => {
    const registry = new PublicKeyRegistry();
    const sender = accounts.account(1);
    registry.registerInteractionSender({ senderPublicKey: sender.publicKey, mldsaLink: null });
    expect(registry.lookup(sender.p2tr)?.mldsaHashedPublicKey).toBeUndefined();
    expect(registry.opnetAddressOf(sender.tweakedPublicKey)).toBeNull();

    const link = { publicKey: null, hashedKey: sender.opnetAddress, level: sender.mldsaLevel };
    registry.registerInteractionSender({ senderPublicKey: sender.publicKey, mldsaLink: link });
    registry.registerInteractionSender({ senderPublicKey: sender.publicKey, mldsaLink: link });
    expect(registry.opnetAddressOf(sender.tweakedPublicKey)).toBe(sender.opnetAddress);
    expect(registry.lookup(sender.opnetAddress)?.mldsaPublicKey).toBeNull();
  });

  it('keeps the record of a sender seen again with the same link, and takes a later reveal', () => {
    const registry = new PublicKeyRegistry();
    const sender = accounts.account(2);
    const hashedOnly = {
      publicKey: null,
      hashedKey: sender.opnetAddress,
      level: sender.mldsaLevel,
    };
    const revealed = { ...hashedOnly, publicKey: sender.mldsaPublicKey };
    const first = registry.registerInteractionSender({
      senderPublicKey: sender.publicKey,
      mldsaLink: hashedOnly,
    });
    expect(
      registry.registerInteractionSender({
        senderPublicKey: sender.publicKey,
        mldsaLink: hashedOnly,
      }),
    ).toBe(first);
    expect(registry.registerAccount({ publicKey: sender.publicKey })).toBe(first);

    const withKey = registry.registerInteractionSender({
      senderPublicKey: sender.publicKey,
      mldsaLink: revealed,
    });
    expect(withKey).not.toBe(first);
    expect(withKey.mldsaPublicKey).toBe(toHex(sender.mldsaPublicKey));
    expect(
      registry.registerInteractionSender({
        senderPublicKey: sender.publicKey,
        mldsaLink: hashedOnly,
      }),
    ).toBe(withKey);
    expect(registry.lookup(sender.p2tr)).toBe(withKey);
  });

  it('registers the sender of a real interaction under its OP_NET address', async () => {
    const fixture = await buildFixture();
    const parsed = parseInteraction(decodeBitcoinTransaction(fixture.built.interactionTransaction));
    const registry = new PublicKeyRegistry();
    registry.registerInteractionSender(parsed);
    expect(registry.opnetAddressOf(parsed.senderTweakedKey)).toBe(fixture.account.opnetAddress);
    expect(clientAddress(registry, fixture.account.p2tr, false).toHex()).toBe(
      fixture.account.opnetAddress,
    );
  });

  it('refuses to link a key or an ML-DSA hash twice to different partners', () => {
    const registry = registryWithAccount(0);
    const other = accounts.account(1);
    expect(() =>
      registry.registerAccount({
        publicKey: account.publicKey,
        mldsaHashedPublicKey: other.opnetAddress,
      }),
    ).toThrow(PublicKeyConflictError);
    expect(() =>
      registry.registerAccount({
        publicKey: other.publicKey,
        mldsaHashedPublicKey: account.opnetAddress,
      }),
    ).toThrow(PublicKeyConflictError);
  });

  it('answers btc_publicKeyInfo for unknown keys as a node does', () => {
    const registry = new PublicKeyRegistry();
    const stranger = accounts.account(5);
    const hash = 'ee'.repeat(32);
    const result = registry.publicKeysInfo([stranger.publicKey, hash, 'bcrt1qnotknown']);
    expect(result[stranger.publicKey]).toMatchObject({
      tweakedPubkey: stranger.tweakedPublicKey,
      p2tr: stranger.p2tr,
    });
    expect(result[hash]).toEqual({
      p2op: Address.wrap(fromHex(hash)).p2op(regtest),
      mldsaHashedPublicKey: hash,
    });
    expect(result['bcrt1qnotknown']).toEqual({ error: 'Public key not found' });
  });

  it('survives a JSON round trip', () => {
    const registry = registryWithAccount(0);
    registry.registerContract(CONTRACT);
    const restored = PublicKeyRegistry.fromJSON(JSON.parse(JSON.stringify(registry)));
    expect(restored.lookup(account.p2tr)).toEqual(registry.lookup(account.p2tr));
    expect(restored.lookup(CONTRACT)).toEqual(registry.lookup(CONTRACT));
    expect(restored.toJSON()).toEqual(registry.toJSON());
  });
});
