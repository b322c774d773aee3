import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { bitcoinMessageHash } from '@opswap/protocol/wallet/signed-message';

/**
 * How a wallet signed the challenge:
 * - 'ecdsa': Bitcoin's signed-message format, base64 of [header, r, s], as UniSat-style
 *   signMessage(message, 'ecdsa') returns it;
 * - 'schnorr': a BIP-340 signature (hex) of sha256(message) by the key's x-only form, as
 *   OP_WALLET's signData(sha256(message), 'schnorr') returns it.
 */
export const SIGNATURE_TYPES = ['ecdsa', 'schnorr'] as const;
export type SignatureType = (typeof SIGNATURE_TYPES)[number];

function decodeBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
  return Uint8Array.from(Buffer.from(text, 'base64'));
}

/** Whether `signature` is the holder of `publicKeyHex` (33-byte compressed) signing `message`. */
export function isValidWalletSignature(
  publicKeyHex: string,
  message: string,
  signature: string,
  type: SignatureType,
): boolean {
  try {
    const publicKey = hexToBytes(publicKeyHex);
    if (type === 'schnorr') {
      if (!/^(0x)?[0-9a-fA-F]{128}$/.test(signature)) return false;
      const bytes = hexToBytes(signature.replace(/^0x/, ''));
      return schnorr.verify(bytes, sha256(new TextEncoder().encode(message)), publicKey.slice(1));
    }
    const bytes = decodeBase64(signature);
    if (bytes === null || bytes.length !== 65) return false;
    return secp256k1.verify(bytes.slice(1), bitcoinMessageHash(message), publicKey, {
      prehash: false,
      lowS: false,
      format: 'compact',
    });
  } catch {
    return false;
  }
}
