import { type Bytes32, crypto, toHex, tweakKey, type XOnlyPublicKey } from '@btc-vision/bitcoin';
import { EcKeyPair } from '@btc-vision/transaction';
import { schnorr } from '@noble/curves/secp256k1.js';
import { describe, expect, it } from 'vitest';
import { keyPathOutputKey, tweakXOnlyKey, verifySchnorr } from './taproot.ts';

const bytes = (label: string): Uint8Array => crypto.sha256(new TextEncoder().encode(label));

describe('verifySchnorr', () => {
  it('agrees with noble on valid and invalid signatures, first time and cached', () => {
    for (let k = 0; k < 4; k++) {
      const secret = bytes(`key ${k}`);
      const key = schnorr.getPublicKey(secret);
      for (let round = 0; round < 3; round++) {
        const message = bytes(`message ${k} ${round}`);
        const signature = schnorr.sign(message, secret, bytes('aux'));
        const flipped = Uint8Array.from(signature);
        flipped[40] = (flipped[40] as number) ^ 1;
        const highS = Uint8Array.from(signature);
        highS.fill(0xff, 32);
        const zeroR = Uint8Array.from(signature).fill(0, 0, 32);
        for (const [sig, msg] of [
          [signature, message],
          [flipped, message],
          [signature, bytes('other')],
          [highS, message],
          [zeroR, message],
        ] as const) {
          expect(verifySchnorr(sig, msg, key)).toBe(schnorr.verify(sig, msg, key));
        }
        expect(verifySchnorr(signature, message, key)).toBe(true);
      }
    }
  });

  it('refuses wrong lengths and off-curve keys without throwing', () => {
    const secret = bytes('key');
    const message = bytes('message');
    const signature = schnorr.sign(message, secret);
    expect(verifySchnorr(signature.subarray(1), message, schnorr.getPublicKey(secret))).toBe(false);
    const offCurve = new Uint8Array(32).fill(0xff);
    for (let i = 0; i < 3; i++) expect(verifySchnorr(signature, message, offCurve)).toBe(false);
  });
});

describe('taproot tweaks', () => {
  const compressed = EcKeyPair.fromPrivateKey(bytes('tweak key')).publicKey;
  const internal = compressed.subarray(1);

  it('matches the library for a key-path output', () => {
    const expected = toHex(EcKeyPair.tweakPublicKey(compressed).subarray(1));
    expect(keyPathOutputKey(internal)).toBe(expected);
    expect(keyPathOutputKey(internal)).toBe(expected);
  });

  it('matches the library for a script-tree root', () => {
    const root = bytes('root');
    const expected = tweakKey(internal as XOnlyPublicKey, root as Bytes32);
    const tweaked = tweakXOnlyKey(internal, root);
    expect(tweaked && toHex(tweaked.x)).toBe(expected && toHex(expected.x));
    expect(tweaked?.parity).toBe(expected?.parity);
  });

  it('has no tweak for an off-curve key', () => {
    expect(tweakXOnlyKey(new Uint8Array(32).fill(0xff))).toBeNull();
    expect(keyPathOutputKey(new Uint8Array(32).fill(0xff))).toBeNull();
  });
});
