import { opcodes, script } from '@btc-vision/bitcoin';
import { concatBytes, equalBytes, hash256 } from '../bytes.ts';

/** The pieces of the tapscript that CalldataGenerator.compile writes for an interaction. */
export interface InteractionScript {
  /** The first byte of the sender's compressed public key (0x02 or 0x03). */
  senderKeyPrefix: number;
  /** The feature flags of the header (Features: 0x01 access list, 0x02 epoch submission, 0x04 ML-DSA link). */
  featureFlags: number;
  priorityFee: bigint;
  /** The epoch challenge's ML-DSA key hash and solution (the "preimage") the sender commits to. */
  challengePublicKey: Uint8Array;
  challengeSolution: Uint8Array;
  /** The sender's untweaked x-only key: the first CHECKSIGVERIFY. */
  senderKey: Uint8Array;
  /** The one-time salt key derived from the builder's random bytes: the second CHECKSIGVERIFY. */
  saltKey: Uint8Array;
  /** HASH160 of the contract secret (the contract's 32-byte address) the witness must reveal. */
  contractSecretHash: Uint8Array;
  /** The feature blobs, concatenated (each a u32 length then the data, in priority order). */
  featureData: Uint8Array;
  /** The compressed calldata, concatenated from its chunks. */
  compressedCalldata: Uint8Array;
}

const HEADER_LENGTH = 12;
const CHALLENGE_SOLUTION_LENGTH = 20;
const MAGIC = new Uint8Array([0x6f, 0x70]); // "op"

type Chunk = number | Uint8Array;

class ChunkCursor {
  private index = 0;

  constructor(private readonly chunks: Chunk[]) {}

  get done(): boolean {
    return this.index >= this.chunks.length;
  }

  peek(): Chunk | undefined {
    return this.chunks[this.index];
  }

  opcode(code: number): boolean {
    return this.chunks[this.index++] === code;
  }

  data(length?: number): Uint8Array | null {
    const chunk = this.chunks[this.index++];
    if (!(chunk instanceof Uint8Array)) return null;
    return length === undefined || chunk.length === length ? chunk : null;
  }

  /** Consecutive data pushes up to the next opcode. */
  dataRun(): Uint8Array[] {
    const run: Uint8Array[] = [];
    for (let chunk = this.peek(); chunk instanceof Uint8Array; chunk = this.peek()) {
      run.push(chunk);
      this.index++;
    }
    return run;
  }
}

/**
 * Reads an interaction tapscript, or returns null when the script is not that layout. The script is
 * never executed, so the commitments it would check (HASH256 of the sender key) are checked here.
 */
export function decodeInteractionScript(tapscript: Uint8Array): InteractionScript | null {
  let chunks: Chunk[] | null;
  try {
    chunks = script.decompile(tapscript);
  } catch {
    return null;
  }
  if (!chunks) return null;
  const cursor = new ChunkCursor(chunks);

  const header = cursor.data(HEADER_LENGTH);
  if (!header || !cursor.opcode(opcodes.OP_TOALTSTACK)) return null;
  const challengePublicKey = cursor.data(32);
  if (!challengePublicKey || !cursor.opcode(opcodes.OP_TOALTSTACK)) return null;
  const challengeSolution = cursor.data(CHALLENGE_SOLUTION_LENGTH);
  if (!challengeSolution || !cursor.opcode(opcodes.OP_TOALTSTACK)) return null;

  const senderKey = cursor.data(32);
  if (!senderKey || !cursor.opcode(opcodes.OP_DUP) || !cursor.opcode(opcodes.OP_HASH256))
    return null;
  const senderKeyHash = cursor.data(32);
  if (!senderKeyHash || !equalBytes(senderKeyHash, hash256(senderKey))) return null;
  if (!cursor.opcode(opcodes.OP_EQUALVERIFY) || !cursor.opcode(opcodes.OP_CHECKSIGVERIFY)) {
    return null;
  }
  const saltKey = cursor.data(32);
  if (!saltKey || !cursor.opcode(opcodes.OP_CHECKSIGVERIFY) || !cursor.opcode(opcodes.OP_HASH160)) {
    return null;
  }
  const contractSecretHash = cursor.data(20);
  if (!contractSecretHash || !cursor.opcode(opcodes.OP_EQUALVERIFY)) return null;
  if (
    !cursor.opcode(opcodes.OP_DEPTH) ||
    !cursor.opcode(opcodes.OP_1) ||
    !cursor.opcode(opcodes.OP_NUMEQUAL) ||
    !cursor.opcode(opcodes.OP_IF)
  ) {
    return null;
  }
  const magic = cursor.data();
  if (!magic || !equalBytes(magic, MAGIC)) return null;

  const featureData = concatBytes(...cursor.dataRun());
  if (!cursor.opcode(opcodes.OP_1NEGATE)) return null;
  const calldataChunks = cursor.dataRun();
  if (calldataChunks.length === 0) return null;
  if (
    !cursor.opcode(opcodes.OP_ELSE) ||
    !cursor.opcode(opcodes.OP_1) ||
    !cursor.opcode(opcodes.OP_ENDIF) ||
    !cursor.done
  ) {
    return null;
  }

  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  return {
    senderKeyPrefix: header[0] as number,
    featureFlags:
      ((header[1] as number) << 16) | ((header[2] as number) << 8) | (header[3] as number),
    priorityFee: view.getBigUint64(4, false),
    challengePublicKey,
    challengeSolution,
    senderKey,
    saltKey,
    contractSecretHash,
    featureData,
    compressedCalldata: concatBytes(...calldataChunks),
  };
}
