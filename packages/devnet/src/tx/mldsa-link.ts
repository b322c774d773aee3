import { type Network, networks } from '@btc-vision/bitcoin';
import { MLDSASecurityLevel, QuantumBIP32Factory } from '@btc-vision/transaction';
import { addressFromBytes } from '../address.ts';
import { concatBytes, equalBytes, fromHex, sha256 } from '../bytes.ts';
import { REGTEST_CHAIN_ID } from '../regtest.ts';
import type { MldsaLink } from './parsed-transaction.ts';
import { verifySchnorr } from './taproot.ts';
import { reject } from './transaction-rejection.ts';

/**
 * The library's BITCOIN_PROTOCOL_ID (src/chain/ChainData.ts in @btc-vision/transaction), which its
 * package entry does not export. Both link signatures commit to it and to the chain id, so a link
 * made for another network does not verify on the devnet.
 */
const BITCOIN_PROTOCOL_ID = fromHex(
  'e784995a412d773988c4b8e333d7b39dfb3cabf118d0d645411a916ca2407939',
);

const LEVEL_SIZES: ReadonlyMap<MLDSASecurityLevel, { publicKey: number; signature: number }> =
  new Map([
    [MLDSASecurityLevel.LEVEL2, { publicKey: 1312, signature: 2420 }],
    [MLDSASecurityLevel.LEVEL3, { publicKey: 1952, signature: 3309 }],
    [MLDSASecurityLevel.LEVEL5, { publicKey: 2592, signature: 4627 }],
  ]);

function chainId(network: Network): Uint8Array {
  if (network.bech32 !== networks.regtest.bech32) {
    throw new Error(`The devnet links ML-DSA keys on regtest only, not ${network.bech32}`);
  }
  return REGTEST_CHAIN_ID;
}

/** Whether `signature` is the ML-DSA signature of `messageHash` by `publicKey`. */
export function verifyMldsa(
  publicKey: Uint8Array,
  level: MLDSASecurityLevel,
  messageHash: Uint8Array,
  signature: Uint8Array,
  network: Network,
): boolean {
  try {
    const verifier = QuantumBIP32Factory.fromPublicKey(
      publicKey,
      new Uint8Array(32),
      network,
      level,
    );
    return verifier.verify(messageHash, signature);
  } catch {
    return false;
  }
}

/** The sender's keys a link binds: its tweaked x-only key and its compressed public key. */
export interface LinkedKeys {
  tweakedKey: Uint8Array;
  originalKey: Uint8Array;
}

/**
 * Decodes and verifies the ML-DSA link feature (flag 0x04) the way an OP_NET node does:
 * `level u8 | sha256(ML-DSA key) | reveal bool | [ML-DSA key | ML-DSA signature] | schnorr signature`.
 *
 * The Schnorr signature by the sender's tweaked key, over
 * sha256(level | hashed key | tweaked key | original key | protocol id | chain id), proves that the
 * holder of the Bitcoin key claims this ML-DSA hash as its OP_NET address on this chain. Only when
 * the key is revealed does the ML-DSA signature (over the same fields plus the full key) prove
 * possession of the ML-DSA private key.
 */
export function verifyMldsaLink(data: Uint8Array, keys: LinkedKeys, network: Network): MldsaLink {
  const fail = (why: string): never => reject('invalid-mldsa-link', `ML-DSA link: ${why}`, 0);
  let offset = 0;
  const take = (length: number): Uint8Array => {
    if (offset + length > data.length) fail('truncated');
    const part = data.subarray(offset, offset + length);
    offset += length;
    return part;
  };

  const level = take(1)[0] as MLDSASecurityLevel;
  const sizes = LEVEL_SIZES.get(level) ?? fail(`unknown security level ${level}`);
  const hashedKey = take(32);
  if (hashedKey.every((byte) => byte === 0)) fail('empty hashed key');
  const reveal = take(1)[0] as number;
  if (reveal > 1) fail('bad reveal flag');
  const publicKey = reveal === 1 ? take(sizes.publicKey) : null;
  const mldsaSignature = reveal === 1 ? take(sizes.signature) : null;
  const legacySignature = take(64);
  if (offset !== data.length) fail('trailing bytes');

  const tail = [keys.tweakedKey, keys.originalKey, BITCOIN_PROTOCOL_ID, chainId(network)];
  const legacyMessage = concatBytes(Uint8Array.of(level), hashedKey, ...tail);
  if (!verifySchnorr(legacySignature, sha256(legacyMessage), keys.tweakedKey)) {
    fail('the sender signature does not verify');
  }

  if (publicKey && mldsaSignature) {
    if (!equalBytes(sha256(publicKey), hashedKey)) fail('public key does not match its hash');
    const message = concatBytes(Uint8Array.of(level), hashedKey, publicKey, ...tail);
    if (!verifyMldsa(publicKey, level, sha256(message), mldsaSignature, network)) {
      fail('the ML-DSA signature does not verify');
    }
  }

  return {
    publicKey: publicKey ? Uint8Array.from(publicKey) : null,
    hashedKey: addressFromBytes(hashedKey),
    level,
  };
}
