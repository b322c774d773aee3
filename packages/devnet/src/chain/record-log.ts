import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { crc32 } from 'node:zlib';

/** Each record: payload length (u32 BE), CRC-32 of the payload (u32 BE), the payload. */
const FRAME_HEADER = 8;

export interface LogContents {
  records: Uint8Array[];
  /** Bytes after the last whole record: a write that a crash cut short, now discarded. */
  discardedBytes: number;
}

function frame(payloads: readonly Uint8Array[]): Uint8Array {
  const total = payloads.reduce((sum, p) => sum + FRAME_HEADER + p.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  let offset = 0;
  for (const payload of payloads) {
    view.setUint32(offset, payload.length, false);
    view.setUint32(offset + 4, crc32(payload), false);
    out.set(payload, offset + FRAME_HEADER);
    offset += FRAME_HEADER + payload.length;
  }
  return out;
}

/** Reads whole records up to the first torn or corrupt one; returns where the good part ends. */
export function readRecords(bytes: Uint8Array): { records: Uint8Array[]; goodLength: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const records: Uint8Array[] = [];
  let offset = 0;
  while (offset + FRAME_HEADER <= bytes.length) {
    const length = view.getUint32(offset, false);
    const checksum = view.getUint32(offset + 4, false);
    const end = offset + FRAME_HEADER + length;
    if (end > bytes.length) break;
    const payload = bytes.subarray(offset + FRAME_HEADER, end);
    if (crc32(payload) !== checksum) break;
    records.push(payload);
    offset = end;
  }
  return { records, goodLength: offset };
}

function fsyncDirectory(path: string): void {
  let fd: number | null = null;
  try {
    fd = openSync(dirname(path), 'r');
    fsyncSync(fd);
  } catch {
    // Some platforms cannot open or fsync a directory; the file's own fsync still holds.
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/**
 * An append-only file of framed records. An append returns only after the bytes reached the disk
 * (fdatasync), so a record that was appended survives kill -9; a record cut short by a crash is
 * dropped, with everything after it, when the log is opened again.
 */
export class RecordLog {
  private fd: number;
  /** Where the next record goes: the end of the last whole record written. */
  private size: number;

  private constructor(
    readonly path: string,
    fd: number,
    size: number,
  ) {
    this.fd = fd;
    this.size = size;
  }

  static open(path: string): { log: RecordLog; contents: LogContents } {
    const existed = existsSync(path);
    const bytes = existed ? new Uint8Array(readFileSync(path)) : new Uint8Array(0);
    const { records, goodLength } = readRecords(bytes);
    const fd = openSync(path, existed ? 'r+' : 'w+');
    if (goodLength < bytes.length) {
      ftruncateSync(fd, goodLength);
      fsyncSync(fd);
    }
    if (!existed) fsyncDirectory(path);
    return {
      log: new RecordLog(path, fd, goodLength),
      contents: { records, discardedBytes: bytes.length - goodLength },
    };
  }

  /** Appends the records with one write and one flush to disk, however many they are. */
  append(payloads: readonly Uint8Array[]): void {
    if (payloads.length === 0) return;
    const bytes = frame(payloads);
    let written = 0;
    while (written < bytes.length) {
      written += writeSync(this.fd, bytes, written, bytes.length - written, this.size + written);
    }
    // fdatasync also flushes the new file length, which reading the records back needs.
    fdatasyncSync(this.fd);
    this.size += bytes.length;
  }

  /** Replaces the whole log atomically: a crash leaves either the old or the new contents. */
  rewrite(payloads: readonly Uint8Array[]): void {
    const temporary = `${this.path}.tmp`;
    const fd = openSync(temporary, 'w');
    const bytes = frame(payloads);
    try {
      let written = 0;
      while (written < bytes.length) {
        written += writeSync(fd, bytes, written, bytes.length - written);
      }
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, this.path);
    fsyncDirectory(this.path);
    closeSync(this.fd);
    this.fd = openSync(this.path, 'r+');
    this.size = bytes.length;
  }

  close(): void {
    closeSync(this.fd);
  }
}
