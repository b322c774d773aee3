import { networks } from '@btc-vision/bitcoin';
import { EcKeyPair } from '@btc-vision/transaction';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bitcoinMessageHash } from '@opswap/protocol/wallet/signed-message';
import { describe, expect, it } from 'vitest';
import {
  bip322MessageHash,
  bip322Transactions,
  signBip322Taproot,
  signBitcoinMessage,
} from './message-signature.ts';

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

describe('signBitcoinMessage', () => {
  it.each([
    ['a short message', 'Hello World', [11]],
    ['a message of 300 bytes', 'x'.repeat(300), [0xfd, 0x2c, 0x01]],
  ])('hashes %s as hash256(magic, compact size, message)', (_, message, size) => {
    const body = new TextEncoder().encode(message);
    const magic = new TextEncoder().encode('\x18Bitcoin Signed Message:\n');
    const payload = new Uint8Array([...magic, ...size, ...body]);
    expect(hex(bitcoinMessageHash(message))).toBe(hex(sha256(sha256(payload))));
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'signs with a header that recovers the signing key (key %i)',
    (seed) => {
      const privateKey = new Uint8Array(32).fill(seed);
      privateKey[0] = 0x10 + seed;
      const publicKey = EcKeyPair.fromPrivateKey(privateKey as never).publicKey;
      const message = `opswap sign-in ${seed}`;
      const bytes = fromBase64(signBitcoinMessage(privateKey, message));
      expect(bytes).toHaveLength(65);
      expect(bytes[0]).toBeGreaterThanOrEqual(31);
      expect(bytes[0]).toBeLessThanOrEqual(34);
      const hash = bitcoinMessageHash(message);
      expect(
        secp256k1.verify(bytes.slice(1), hash, publicKey, { prehash: false, format: 'compact' }),
      ).toBe(true);
      const recovered = secp256k1.Signature.fromBytes(bytes.slice(1), 'compact')
        .addRecoveryBit(bytes[0]! - 31)
        .recoverPublicKey(hash)
        .toBytes(true);
      expect(hex(recovered)).toBe(hex(publicKey));
    },
  );
});

// BIP-322's published test vectors (address bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l).
const VECTOR_SCRIPT = Uint8Array.from(
  '00142b05d564e6a7a33c087f16e0f730d1440123799d'.match(/../g)!,
  (b) => parseInt(b, 16),
);

describe('BIP-322', () => {
  it.each([
    [
      '',
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
      'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
      '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    ],
    [
      'Hello World',
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
      'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
      '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    ],
  ])('matches the vectors for %j', (message, hash, toSpendId, toSignId) => {
    expect(hex(bip322MessageHash(message))).toBe(hash);
    const { toSpend, toSign } = bip322Transactions(message, VECTOR_SCRIPT);
    expect(toSpend.getId()).toBe(toSpendId);
    expect(toSign.getId()).toBe(toSignId);
  });

  it('signs with the taproot output key over the to_sign sighash', async () => {
    const { payments, toXOnly, Transaction } = await import('@btc-vision/bitcoin');
    const signer = EcKeyPair.fromPrivateKey(new Uint8Array(32).fill(7) as never, networks.regtest);
    const witness = fromBase64(signBip322Taproot(signer, 'Sign in', networks.regtest));
    expect([...witness.slice(0, 2)]).toEqual([1, 64]);
    const { output } = payments.p2tr({
      internalPubkey: toXOnly(signer.publicKey),
      network: networks.regtest,
    });
    const { toSign } = bip322Transactions('Sign in', output!);
    const sighash = toSign.hashForWitnessV1(
      0,
      [output!],
      [0n as never],
      Transaction.SIGHASH_DEFAULT,
    );
    const outputKey = output!.slice(2);
    expect(schnorr.verify(witness.slice(2), sighash, outputKey)).toBe(true);
    expect(schnorr.verify(witness.slice(2), bip322MessageHash('Sign in'), outputKey)).toBe(false);
  });
});
