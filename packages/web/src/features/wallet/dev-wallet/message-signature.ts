// The two message signatures a UniSat-style signMessage(message, type) returns:
// - 'ecdsa': Bitcoin's signed-message format, base64 of [header, r, s] over
//   hash256('\x18Bitcoin Signed Message:\n' + size + message);
// - 'bip322-simple': BIP-322's simple form, base64 of the witness that spends the address's
//   output in the virtual to_sign transaction (a taproot key-path signature here).
// Chain chunk only: reached through the development wallet.
import {
  type Network,
  opcodes,
  payments,
  type Satoshi,
  type Script,
  script,
  sha256,
  toXOnly,
  Transaction,
} from '@btc-vision/bitcoin';
import { TweakedSigner } from '@btc-vision/transaction';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bitcoinMessageHash } from '@opswap/protocol/wallet/signed-message';

type UniversalSigner = Parameters<typeof TweakedSigner.tweakSigner>[0];

/** The header of a compressed key's signature is 31 + the recovery id (27 + 4). */
const COMPRESSED_HEADER = 31;

/** Signs `message` in Bitcoin's signed-message format with a compressed key; base64. */
export function signBitcoinMessage(privateKey: Uint8Array, message: string | Uint8Array): string {
  // [recovery id, r, s]; Bitcoin's header byte is 27 + the recovery id + 4 for a compressed key.
  const signature = secp256k1.sign(bitcoinMessageHash(message), privateKey, {
    prehash: false,
    format: 'recovered',
  });
  const out = Uint8Array.from(signature);
  out[0] = COMPRESSED_HEADER + signature[0]!;
  return btoa(String.fromCharCode(...out));
}

const utf8 = (message: string | Uint8Array): Uint8Array =>
  typeof message === 'string' ? new TextEncoder().encode(message) : message;

const concatBytes = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** BIP-322's message hash: the tagged hash 'BIP0322-signed-message' of the message. */
export function bip322MessageHash(message: string | Uint8Array): Uint8Array {
  const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'));
  return sha256(concatBytes(tag, tag, utf8(message)));
}

/** BIP-322's virtual transactions for a message and the signing address's output script. */
export function bip322Transactions(
  message: string | Uint8Array,
  outputScript: Uint8Array,
): { toSpend: Transaction; toSign: Transaction } {
  const toSpend = new Transaction();
  toSpend.version = 0;
  toSpend.locktime = 0;
  toSpend.addInput(
    new Uint8Array(32) as never,
    0xffffffff,
    0,
    script.compile([opcodes.OP_0, bip322MessageHash(message)]),
  );
  toSpend.addOutput(outputScript as Script, 0n as Satoshi);

  const toSign = new Transaction();
  toSign.version = 0;
  toSign.locktime = 0;
  toSign.addInput(toSpend.getHash(), 0, 0);
  toSign.addOutput(script.compile([opcodes.OP_RETURN]), 0n as Satoshi);
  return { toSpend, toSign };
}

/**
 * BIP-322 'simple' signature of `message` by the taproot (key-path) address of `signer`: the
 * witness [schnorr signature] of to_sign's input, serialized and in base64.
 */
export function signBip322Taproot(
  signer: UniversalSigner,
  message: string | Uint8Array,
  network: Network,
): string {
  const { output } = payments.p2tr({ internalPubkey: toXOnly(signer.publicKey), network });
  if (!output) throw new Error('No taproot output for this key.');
  const { toSign } = bip322Transactions(message, output);
  const sighash = toSign.hashForWitnessV1(
    0,
    [output],
    [0n as Satoshi],
    Transaction.SIGHASH_DEFAULT,
  );
  const tweaked = TweakedSigner.tweakSigner(signer, { network });
  if (!tweaked.signSchnorr) throw new Error('This key cannot sign schnorr.');
  const signature = tweaked.signSchnorr(sighash);
  // The witness: one item, 64 bytes long.
  const witness = concatBytes(Uint8Array.of(1, signature.length), signature);
  return btoa(String.fromCharCode(...witness));
}
