import { address, type Network, networks, opcodes } from '@btc-vision/bitcoin';
import { AddressVerificator, EcKeyPair, type MLDSASecurityLevel } from '@btc-vision/transaction';
import type { PublicKeyInfo } from 'opnet';
import { fromHex, toHex } from '../bytes.ts';
import type { ParsedInteraction } from '../tx/parsed-transaction.ts';

/** A key or address the registry refused to bind, because it is bound to another one already. */
export class PublicKeyConflictError extends Error {
  override readonly name = 'PublicKeyConflictError';
}

export interface PublicKeyNotFound {
  error: string;
}

/** What btc_publicKeyInfo returns: one entry per requested key, under the key as it was asked. */
export type PublicKeysInfoResult = Record<string, PublicKeyInfo | PublicKeyNotFound>;

/** An account the registry knows: its compressed key and, once linked, its ML-DSA identity. */
export interface AccountKeys {
  /** Compressed secp256k1 public key, hex (0x optional). */
  publicKey: string;
  /** 0x + sha256 of the ML-DSA key: the account's OP_NET address. */
  mldsaHashedPublicKey?: string;
  mldsaLevel?: MLDSASecurityLevel;
  /** The full ML-DSA key, when revealed. */
  mldsaPublicKey?: Uint8Array | null;
}

/** An ML-DSA identity to bind to an account. */
interface Link {
  hashedKey: string;
  level: MLDSASecurityLevel | undefined;
  publicKey: Uint8Array | null;
}

export interface PublicKeyRegistryJson {
  accounts: PublicKeyInfo[];
  contracts: string[];
}

const strip0x = (value: string): string => (/^0x/i.test(value) ? value.slice(2) : value);

/** One spelling per key: hex lowercase without 0x, bech32 lowercase, base58 as is. */
function normalize(key: string): string {
  const trimmed = key.trim();
  const hex = strip0x(trimmed);
  if (/^[0-9a-fA-F]+$/.test(hex) && (hex.length === 64 || hex.length === 66)) {
    return hex.toLowerCase();
  }
  if (/^(bcrt|tb|bc|opr|opt|op)1/i.test(trimmed)) return trimmed.toLowerCase();
  return trimmed;
}

/**
 * Maps every spelling of an account or a contract (p2tr, p2op, p2wpkh, p2pkh, tweaked key,
 * compressed key, ML-DSA hash, contract address) to one record shaped like opnet's PublicKeyInfo,
 * for btc_publicKeyInfo and for resolving an interaction's sender. Pure and in memory; toJSON and
 * fromJSON persist it.
 */
export class PublicKeyRegistry {
  private readonly records = new Map<string, PublicKeyInfo>();
  private readonly index = new Map<string, string>();
  private readonly contracts = new Set<string>();

  constructor(readonly network: Network = networks.regtest) {}

  /** Registers an account by its compressed key (a development account, or any known sender). */
  registerAccount(keys: AccountKeys): PublicKeyInfo {
    const hex = normalize(keys.publicKey);
    // Senders come back with every transaction: deriving a known key's addresses again is wasted.
    const base = this.knownAccount(hex) ?? this.describeCompressedKey(hex);
    if (!base?.tweakedPubkey) throw new Error(`Invalid public key ${keys.publicKey}`);
    const id = base.tweakedPubkey;
    const existing = this.records.get(id);
    let record: PublicKeyInfo = existing ?? base;
    if (keys.mldsaHashedPublicKey) {
      const link: Link = {
        hashedKey: keys.mldsaHashedPublicKey,
        level: keys.mldsaLevel,
        publicKey: keys.mldsaPublicKey ?? null,
      };
      if (!this.carriesLink(record, link)) record = this.withLink(record, link);
    }
    this.store(id, record);
    return record;
  }

  /**
   * Registers an interaction's sender: always its keys, and its ML-DSA identity when the
   * transaction carries a verified link. A link to a different identity than the one already
   * registered for the key (or for the hash) is a conflict, as on an OP_NET node.
   */
  registerInteractionSender(
    interaction: Pick<ParsedInteraction, 'senderPublicKey' | 'mldsaLink'>,
  ): PublicKeyInfo {
    const link = interaction.mldsaLink;
    return this.registerAccount({
      publicKey: interaction.senderPublicKey,
      ...(link
        ? {
            mldsaHashedPublicKey: link.hashedKey,
            mldsaLevel: link.level as MLDSASecurityLevel,
            mldsaPublicKey: link.publicKey,
          }
        : {}),
    });
  }

  /**
   * Registers a contract. Its 32-byte address serves as its tweaked key (as on OP_NET), and also as
   * its mldsaHashedPublicKey so that the client resolves its p2op to the same Address whether or
   * not it says the address is a contract.
   */
  registerContract(contractAddress: string): PublicKeyInfo {
    const hex = normalize(contractAddress);
    if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`Invalid contract address ${contractAddress}`);
    const bytes = fromHex(hex);
    const record: PublicKeyInfo = {
      tweakedPubkey: hex,
      p2tr: address.fromOutputScript(new Uint8Array([opcodes.OP_1, 0x20, ...bytes]), this.network),
      p2op: EcKeyPair.p2op(bytes, this.network),
      mldsaHashedPublicKey: hex,
    };
    this.contracts.add(hex);
    this.store(hex, record);
    return record;
  }

  /** The record of a known account or contract under any of its spellings. */
  lookup(key: string): PublicKeyInfo | null {
    const id = this.index.get(normalize(key));
    return id === undefined ? null : (this.records.get(id) ?? null);
  }

  /** The OP_NET address (0x hex) linked to a sender's tweaked key, for interactions without a link. */
  opnetAddressOf(tweakedKey: string): string | null {
    const hash = this.lookup(tweakedKey)?.mldsaHashedPublicKey;
    return hash ? '0x' + hash : null;
  }

  /**
   * A known record, or what a node derives from the key alone: a compressed key yields its
   * addresses, a 32-byte hex its p2op. Null when neither applies.
   */
  describe(key: string): PublicKeyInfo | null {
    const known = this.lookup(key);
    if (known) return known;
    const normalized = normalize(key);
    if (normalized.length === 66) return this.describeCompressedKey(normalized);
    if (/^[0-9a-f]{64}$/.test(normalized)) {
      return {
        p2op: EcKeyPair.p2op(fromHex(normalized), this.network),
        mldsaHashedPublicKey: normalized,
      };
    }
    return null;
  }

  /** The btc_publicKeyInfo result for the requested keys. */
  publicKeysInfo(keys: readonly string[]): PublicKeysInfoResult {
    const result: PublicKeysInfoResult = {};
    for (const key of keys) result[key] = this.describe(key) ?? { error: 'Public key not found' };
    return result;
  }

  toJSON(): PublicKeyRegistryJson {
    return {
      accounts: [...this.records.entries()]
        .filter(([id]) => !this.contracts.has(id))
        .map(([, record]) => record),
      contracts: [...this.contracts],
    };
  }

  static fromJSON(
    json: PublicKeyRegistryJson,
    network: Network = networks.regtest,
  ): PublicKeyRegistry {
    const registry = new PublicKeyRegistry(network);
    for (const contract of json.contracts) registry.registerContract(contract);
    for (const record of json.accounts) {
      if (!record.tweakedPubkey) continue;
      registry.store(record.tweakedPubkey, record);
    }
    return registry;
  }

  private describeCompressedKey(hex: string): PublicKeyInfo | null {
    if (
      !/^0[23][0-9a-f]{64}$/.test(hex) ||
      !AddressVerificator.isValidPublicKey(hex, this.network)
    ) {
      return null;
    }
    const key = fromHex(hex);
    const keyPair = EcKeyPair.fromPublicKey(key, this.network);
    const tweaked = EcKeyPair.tweakPublicKey(key);
    const tweakedPubkey = toHex(tweaked.subarray(1));
    return {
      originalPubKey: hex,
      tweakedPubkey,
      p2tr: EcKeyPair.tweakedPubKeyToAddress(tweakedPubkey, this.network),
      lowByte: tweaked[0] as number,
      p2pkh: EcKeyPair.getLegacyAddress(keyPair, this.network),
      p2shp2wpkh: EcKeyPair.getLegacySegwitAddress(keyPair, this.network),
      p2wpkh: EcKeyPair.getP2WPKHAddress(keyPair, this.network),
    };
  }

  /** The account registered under this compressed key (hex, normalized), if any. */
  private knownAccount(hex: string): PublicKeyInfo | null {
    const id = this.index.get(hex);
    const record = id === undefined ? undefined : this.records.get(id);
    return record?.originalPubKey === hex && record.tweakedPubkey === id ? record : null;
  }

  /** Whether linking would leave the record as it is: the same identity, level and key. */
  private carriesLink(record: PublicKeyInfo, link: Link): boolean {
    const hashedKey = record.mldsaHashedPublicKey;
    return (
      hashedKey !== undefined &&
      hashedKey === normalize(link.hashedKey) &&
      this.index.get(hashedKey) === record.tweakedPubkey &&
      (link.level === undefined || link.level === record.mldsaLevel) &&
      record.mldsaPublicKey !== undefined &&
      (link.publicKey === null || record.mldsaPublicKey === toHex(link.publicKey))
    );
  }

  private withLink(record: PublicKeyInfo, link: Link): PublicKeyInfo {
    const hashedKey = normalize(link.hashedKey);
    if (!/^[0-9a-f]{64}$/.test(hashedKey)) throw new Error(`Invalid ML-DSA hash ${link.hashedKey}`);
    if (record.mldsaHashedPublicKey && record.mldsaHashedPublicKey !== hashedKey) {
      throw new PublicKeyConflictError(
        `Key ${record.tweakedPubkey} is already linked to ML-DSA key ${record.mldsaHashedPublicKey}`,
      );
    }
    const holder = this.index.get(hashedKey);
    if (holder !== undefined && holder !== record.tweakedPubkey) {
      throw new PublicKeyConflictError(
        `ML-DSA key ${hashedKey} is already linked to key ${holder}`,
      );
    }
    const revealed = link.publicKey ? toHex(link.publicKey) : (record.mldsaPublicKey ?? null);
    return {
      ...record,
      p2op: EcKeyPair.p2op(fromHex(hashedKey), this.network),
      mldsaHashedPublicKey: hashedKey,
      ...(link.level !== undefined ? { mldsaLevel: link.level } : {}),
      mldsaPublicKey: revealed,
    };
  }

  private store(id: string, record: PublicKeyInfo): void {
    this.records.set(id, record);
    const spellings = [
      id,
      record.originalPubKey,
      record.tweakedPubkey,
      record.p2tr,
      record.p2op,
      record.p2wpkh,
      record.p2pkh,
      record.p2shp2wpkh,
      record.mldsaHashedPublicKey,
    ];
    for (const spelling of spellings) if (spelling) this.index.set(normalize(spelling), id);
  }
}
