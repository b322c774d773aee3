import type { IndexedEvent } from '../indexer/block-handler.ts';

/**
 * Reads an event's fields in the order its ABI declares them, as OP_NET contracts write them:
 * unsigned integers big-endian in their full width, addresses as 32 bytes, booleans as one byte,
 * strings as a u32 byte length and UTF-8.
 */
export class EventDataReader {
  private offset = 0;

  constructor(private readonly data: Uint8Array) {}

  private take(length: number): Uint8Array {
    const end = this.offset + length;
    if (end > this.data.length) throw new RangeError('Event data ends early');
    const bytes = this.data.subarray(this.offset, end);
    this.offset = end;
    return bytes;
  }

  /** An unsigned integer of `bytes` bytes (u32 = 4, u64 = 8, u128 = 16, u256 = 32). */
  uint(bytes: 4 | 8 | 16 | 32): bigint {
    let value = 0n;
    for (const byte of this.take(bytes)) value = (value << 8n) | BigInt(byte);
    return value;
  }

  u64 = () => this.uint(8);
  u128 = () => this.uint(16);
  u256 = () => this.uint(32);

  /** A 32-byte address as 0x hex in lower case. */
  address(): string {
    return `0x${Buffer.from(this.take(32)).toString('hex')}`;
  }

  bool(): boolean {
    return this.take(1)[0] !== 0;
  }

  string(): string {
    const length = Number(this.uint(4));
    return new TextDecoder('utf-8', { fatal: true }).decode(this.take(length));
  }
}

/**
 * An event's fields, or null when its data does not fit the layout: any contract may emit an
 * event of any name, and a malformed one must not stop the indexer.
 */
export function decodeEvent<T>(
  event: IndexedEvent,
  read: (reader: EventDataReader) => T,
): T | null {
  try {
    return read(new EventDataReader(event.data));
  } catch {
    return null;
  }
}
