import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { bitcoinMessageHash } from '@opswap/protocol/wallet/signed-message';
import { isValidWalletSignature } from './wallet-signature.ts';

const privateKey = sha256(new TextEncoder().encode('opswap wallet signature test'));
const publicKey = bytesToHex(secp256k1.getPublicKey(privateKey, true));
const otherKey = bytesToHex(secp256k1.getPublicKey(sha256(privateKey), true));

function signEcdsa(message: string, key = privateKey): string {
  const signature = secp256k1.sign(bitcoinMessageHash(message), key, {
    prehash: false,
    format: 'recovered',
  });
  // Bitcoin's header byte: 27 + recovery id + 4 for a compressed key, then r and s.
  const header = 31 + signature[0]!;
  return Buffer.from([header, ...signature.slice(1)]).toString('base64');
}

function signSchnorr(message: string, key = privateKey): string {
  return bytesToHex(schnorr.sign(sha256(new TextEncoder().encode(message)), key));
}

describe('isValidWalletSignature', () => {
  it('accepts a Bitcoin signed message by the key', () => {
    expect(isValidWalletSignature(publicKey, 'hello', signEcdsa('hello'), 'ecdsa')).toBe(true);
  });
  it('accepts a schnorr signature of the message hash', () => {
    expect(isValidWalletSignature(publicKey, 'hello', signSchnorr('hello'), 'schnorr')).toBe(true);
  });
  it('refuses another message, another key and garbage', () => {
    expect(isValidWalletSignature(publicKey, 'hellO', signEcdsa('hello'), 'ecdsa')).toBe(false);
    expect(isValidWalletSignature(otherKey, 'hello', signEcdsa('hello'), 'ecdsa')).toBe(false);
    expect(isValidWalletSignature(otherKey, 'hello', signSchnorr('hello'), 'schnorr')).toBe(false);
    expect(isValidWalletSignature(publicKey, 'hello', 'not base64!', 'ecdsa')).toBe(false);
    expect(isValidWalletSignature(publicKey, 'hello', 'AAAA', 'ecdsa')).toBe(false);
    expect(isValidWalletSignature(publicKey, 'hello', 'zz', 'schnorr')).toBe(false);
    expect(isValidWalletSignature('02zz', 'hello', signEcdsa('hello'), 'ecdsa')).toBe(false);
  });
  it('hashes long messages with a three-byte length', () => {
    const long = 'x'.repeat(300);
    expect(isValidWalletSignature(publicKey, long, signEcdsa(long), 'ecdsa')).toBe(true);
  });
});
