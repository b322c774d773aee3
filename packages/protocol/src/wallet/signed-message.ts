import { sha256 } from '@noble/hashes/sha2.js';

const MESSAGE_MAGIC = new TextEncoder().encode('\x18Bitcoin Signed Message:\n');

/** Bitcoin's variable-length size prefix (CompactSize). */
function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length);
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8);
  return Uint8Array.of(
    0xfe,
    length & 0xff,
    (length >> 8) & 0xff,
    (length >> 16) & 0xff,
    length >>> 24,
  );
}

/**
 * The bytes a Bitcoin signed message commits to: the magic prefix, then the message with its
 * size. Signers and verifiers sign or check the double sha256 of these bytes.
 */
export function signedMessagePayload(message: string | Uint8Array): Uint8Array {
  const body = typeof message === 'string' ? new TextEncoder().encode(message) : message;
  const size = compactSize(body.length);
  const payload = new Uint8Array(MESSAGE_MAGIC.length + size.length + body.length);
  payload.set(MESSAGE_MAGIC, 0);
  payload.set(size, MESSAGE_MAGIC.length);
  payload.set(body, MESSAGE_MAGIC.length + size.length);
  return payload;
}

/** The double sha256 Bitcoin signs for a signed message. */
export function bitcoinMessageHash(message: string | Uint8Array): Uint8Array {
  return sha256(sha256(signedMessagePayload(message)));
}
