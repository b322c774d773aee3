import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { bitcoinMessageHash } from '@opswap/protocol/wallet/signed-message';

/** A key pair that signs like a wallet: Bitcoin signed messages and schnorr. */
export interface TestWallet {
  publicKey: string;
  signMessage(message: string): string;
  signSchnorr(message: string): string;
}

export function testWallet(seed: string): TestWallet {
  const privateKey = sha256(new TextEncoder().encode(`opswap test wallet ${seed}`));
  return {
    publicKey: bytesToHex(secp256k1.getPublicKey(privateKey, true)),
    signMessage(message) {
      const signature = secp256k1.sign(bitcoinMessageHash(message), privateKey, {
        prehash: false,
        format: 'recovered',
      });
      // Bitcoin's header byte: 27 + recovery id + 4 for a compressed key, then r and s.
      return Buffer.from([31 + signature[0]!, ...signature.slice(1)]).toString('base64');
    },
    signSchnorr(message) {
      return bytesToHex(schnorr.sign(sha256(new TextEncoder().encode(message)), privateKey));
    },
  };
}
