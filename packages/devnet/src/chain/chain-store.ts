import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { utf8 } from '../bytes.ts';
import type { ContractDeployment } from '../vm/execution.ts';
import { RecordLog } from './record-log.ts';

/** One item of a block, in execution order. Raw transactions are hex. */
export type BlockEntryRecord =
  | { kind: 'deploy'; deployment: ContractDeployment }
  | { kind: 'transaction'; raw: string }
  | { kind: 'faucet'; raw: string };

export interface BlockRecord {
  t: 'block';
  height: number;
  time: number;
  nonce: number;
  /** The hash the block had when mined; replay recomputes it and warns on a difference. */
  hash: string;
  entries: BlockEntryRecord[];
}

/** Drops every block above `height` (a reorg or a revert). */
export interface RewindRecord {
  t: 'rewind';
  height: number;
  /** When it happened, milliseconds; absent from logs written before btc_reorg listed rewinds. */
  time?: number;
}

export type BlockLogRecord = BlockRecord | RewindRecord;

export type MempoolLogRecord =
  | { t: 'transaction'; raw: string; firstSeen: number }
  | { t: 'faucet'; raw: string; firstSeen: number }
  | { t: 'deploy'; deployment: ContractDeployment }
  | { t: 'replaced'; txid: string; by: string };

/** An epoch solution btc_submitEpoch accepted. Bytes are hex without 0x. */
export interface SubmissionRecord {
  t: 'submission';
  epochNumber: string;
  /** The checksum root it was mined against: it counts only while the chain still has it. */
  target: string;
  salt: string;
  /** The 32-byte hash of the miner's ML-DSA key. */
  mldsaPublicKey: string;
  /** The miner's compressed secp256k1 key, linked to that hash on this chain. */
  legacyPublicKey: string;
  graffiti: string;
  signature: string;
  /** The tip height when it was accepted. */
  acceptedAt: number;
  /** Milliseconds. */
  timestamp: number;
}

const BLOCKS_FILE = 'blocks.log';
const MEMPOOL_FILE = 'mempool.log';
const EPOCHS_FILE = 'epochs.log';
const LOCK_FILE = 'LOCK';

const encode = (record: object): Uint8Array => utf8(JSON.stringify(record));
const decode = <T>(bytes: Uint8Array): T => JSON.parse(new TextDecoder().decode(bytes)) as T;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The data directory: an append-only block log (blocks with their raw transactions, the devnet's
 * own deployments and faucet payments, rewinds) and a log of the pending mempool. A lock file
 * keeps a second devnet off the same directory.
 */
export class ChainStore {
  readonly blockRecords: BlockLogRecord[];
  readonly mempoolRecords: MempoolLogRecord[];
  readonly submissionRecords: SubmissionRecord[];
  /** Bytes of torn records dropped when the logs were opened. */
  readonly discardedBytes: number;

  private constructor(
    readonly directory: string,
    private readonly blocks: RecordLog,
    private readonly mempool: RecordLog,
    private readonly epochs: RecordLog,
    records: {
      blocks: BlockLogRecord[];
      mempool: MempoolLogRecord[];
      submissions: SubmissionRecord[];
    },
    discardedBytes: number,
  ) {
    this.blockRecords = records.blocks;
    this.mempoolRecords = records.mempool;
    this.submissionRecords = records.submissions;
    this.discardedBytes = discardedBytes;
  }

  static open(directory: string, options: { reset?: boolean } = {}): ChainStore {
    mkdirSync(directory, { recursive: true });
    ChainStore.lock(directory);
    if (options.reset) {
      for (const file of [BLOCKS_FILE, MEMPOOL_FILE, EPOCHS_FILE]) {
        rmSync(join(directory, file), { force: true });
        rmSync(join(directory, `${file}.tmp`), { force: true });
      }
    }
    const blocks = RecordLog.open(join(directory, BLOCKS_FILE));
    const mempool = RecordLog.open(join(directory, MEMPOOL_FILE));
    const epochs = RecordLog.open(join(directory, EPOCHS_FILE));
    return new ChainStore(
      directory,
      blocks.log,
      mempool.log,
      epochs.log,
      {
        blocks: blocks.contents.records.map((r) => decode<BlockLogRecord>(r)),
        mempool: mempool.contents.records.map((r) => decode<MempoolLogRecord>(r)),
        submissions: epochs.contents.records.map((r) => decode<SubmissionRecord>(r)),
      },
      blocks.contents.discardedBytes +
        mempool.contents.discardedBytes +
        epochs.contents.discardedBytes,
    );
  }

  /** Whether the directory holds a block log with anything in it. */
  static hasBlocks(directory: string): boolean {
    const path = join(directory, BLOCKS_FILE);
    return existsSync(path) && statSync(path).size > 0;
  }

  private static lock(directory: string): void {
    const path = join(directory, LOCK_FILE);
    if (existsSync(path)) {
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(pid) && pid !== process.pid && processAlive(pid)) {
        throw new Error(`The data directory ${directory} is in use by process ${pid}`);
      }
    }
    writeFileSync(path, String(process.pid));
  }

  appendBlock(record: BlockRecord): void {
    this.blocks.append([encode(record)]);
  }

  appendRewind(height: number, time: number): void {
    this.blocks.append([encode({ t: 'rewind', height, time } satisfies RewindRecord)]);
  }

  appendMempool(records: readonly MempoolLogRecord[]): void {
    this.mempool.append(records.map(encode));
  }

  rewriteMempool(records: readonly MempoolLogRecord[]): void {
    this.mempool.rewrite(records.map(encode));
  }

  appendSubmission(record: SubmissionRecord): void {
    this.epochs.append([encode(record)]);
  }

  close(): void {
    this.blocks.close();
    this.mempool.close();
    this.epochs.close();
    const path = join(this.directory, LOCK_FILE);
    try {
      if (readFileSync(path, 'utf8').trim() === String(process.pid)) rmSync(path, { force: true });
    } catch {
      // The lock is advisory; a missing file needs no cleanup.
    }
  }
}
