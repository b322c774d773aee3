import { u32be, utf8 } from './bytes.ts';

/** The selector of Error(string), which the opnet client looks for in revert data. */
const ERROR_SELECTOR = Uint8Array.from([0x63, 0x73, 0x9d, 0x5c]);

/** Revert bytes as OP_NET carries them: the Error selector, a u32 length, the UTF-8 message. */
export function encodeRevertData(message: string): Uint8Array {
  const text = utf8(message);
  const out = new Uint8Array(8 + text.length);
  out.set(ERROR_SELECTOR, 0);
  out.set(u32be(text.length), 4);
  out.set(text, 8);
  return out;
}
