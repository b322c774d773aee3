import { fromHex, toHex } from '../bytes.ts';
import type { ContractDeployment, VmCheckpoint } from './execution.ts';

/** What one storage slot holds. A slot that was never written (or was cleared) is absent. */
export type StorageValue = bigint | string | Uint8Array;

interface ContractRecord {
  readonly deployment: ContractDeployment;
  readonly storage: Map<string, StorageValue>;
}

type JournalEntry =
  | { kind: 'write'; contract: string; key: string; previous: StorageValue | undefined }
  | { kind: 'deploy'; address: string };

/** A deep copy of every contract and its storage, taken at a block. */
export class WorldCheckpoint implements VmCheckpoint {
  constructor(
    readonly blockNumber: bigint,
    readonly contracts: ReadonlyMap<string, ContractRecord>,
  ) {}
}

function copyValue(value: StorageValue): StorageValue {
  return value instanceof Uint8Array ? value.slice() : value;
}

function copyDeployment(deployment: ContractDeployment): ContractDeployment {
  const args: ContractDeployment['args'] = {};
  for (const [key, value] of Object.entries(deployment.args)) {
    args[key] = Array.isArray(value) ? [...value] : value;
  }
  return Object.freeze({ ...deployment, args: Object.freeze(args) });
}

function copyContracts(source: ReadonlyMap<string, ContractRecord>): Map<string, ContractRecord> {
  const copy = new Map<string, ContractRecord>();
  for (const [address, record] of source) {
    const storage = new Map<string, StorageValue>();
    for (const [key, value] of record.storage) storage.set(key, copyValue(value));
    copy.set(address, { deployment: record.deployment, storage });
  }
  return copy;
}

/**
 * Every deployed contract and its storage. Writes and deployments are journaled so that a call
 * that reverts, however deeply nested, can be undone exactly: mark() before, rollback(mark) after.
 */
export class WorldState {
  private contracts = new Map<string, ContractRecord>();
  private readonly journal: JournalEntry[] = [];

  contractAt(address: string): ContractDeployment | null {
    return this.contracts.get(address)?.deployment ?? null;
  }

  /** Every deployment, in the order the contracts were created. */
  deployments(): ContractDeployment[] {
    return [...this.contracts.values()].map((record) => record.deployment);
  }

  addContract(deployment: ContractDeployment): void {
    if (this.contracts.has(deployment.address)) {
      throw new Error(`A contract already lives at ${deployment.address}`);
    }
    this.contracts.set(deployment.address, {
      deployment: copyDeployment(deployment),
      storage: new Map(),
    });
    this.journal.push({ kind: 'deploy', address: deployment.address });
  }

  /** The contract's slots as they are (not a copy: for reading), or null for no contract. */
  slots(contract: string): ReadonlyMap<string, StorageValue> | null {
    return this.contracts.get(contract)?.storage ?? null;
  }

  read(contract: string, key: string): StorageValue | undefined {
    const value = this.record(contract).storage.get(key);
    return value === undefined ? undefined : copyValue(value);
  }

  /** Writes a slot; undefined clears it. */
  write(contract: string, key: string, value: StorageValue | undefined): void {
    const storage = this.record(contract).storage;
    this.journal.push({ kind: 'write', contract, key, previous: storage.get(key) });
    if (value === undefined) storage.delete(key);
    else storage.set(key, copyValue(value));
  }

  /** A position in the journal to roll back to. */
  mark(): number {
    return this.journal.length;
  }

  /** Undoes every write and deployment made since the mark, newest first. */
  rollback(mark: number): void {
    while (this.journal.length > mark) {
      const entry = this.journal.pop() as JournalEntry;
      if (entry.kind === 'deploy') {
        this.contracts.delete(entry.address);
      } else {
        const storage = this.contracts.get(entry.contract)?.storage;
        if (!storage) continue;
        if (entry.previous === undefined) storage.delete(entry.key);
        else storage.set(entry.key, entry.previous);
      }
    }
  }

  /** Keeps everything written so far: the journal is only needed while a call runs. */
  commit(): void {
    this.journal.length = 0;
  }

  checkpoint(blockNumber: bigint): WorldCheckpoint {
    return new WorldCheckpoint(blockNumber, copyContracts(this.contracts));
  }

  restore(checkpoint: VmCheckpoint): void {
    if (!(checkpoint instanceof WorldCheckpoint)) throw new TypeError('Not a devnet VM checkpoint');
    this.contracts = copyContracts(checkpoint.contracts);
    this.journal.length = 0;
  }

  private record(contract: string): ContractRecord {
    const record = this.contracts.get(contract);
    if (!record) throw new Error(`No contract at ${contract}`);
    return record;
  }
}

interface EncodedCheckpoint {
  version: 1;
  blockNumber: string;
  contracts: { deployment: ContractDeployment; storage: [string, string][] }[];
}

function encodeValue(value: StorageValue): string {
  if (typeof value === 'bigint') return `n:${value}`;
  if (typeof value === 'string') return `s:${value}`;
  return `b:${toHex(value)}`;
}

function decodeValue(text: string): StorageValue {
  const body = text.slice(2);
  if (text.startsWith('n:')) return BigInt(body);
  if (text.startsWith('s:')) return body;
  if (text.startsWith('b:')) return fromHex(body);
  throw new Error(`Bad storage value in checkpoint: ${text.slice(0, 20)}`);
}

/** A checkpoint as JSON text, for the data directory. */
export function encodeCheckpoint(checkpoint: VmCheckpoint): string {
  if (!(checkpoint instanceof WorldCheckpoint)) throw new TypeError('Not a devnet VM checkpoint');
  const encoded: EncodedCheckpoint = {
    version: 1,
    blockNumber: checkpoint.blockNumber.toString(),
    contracts: [...checkpoint.contracts.values()].map((record) => ({
      deployment: record.deployment,
      storage: [...record.storage].map(([key, value]) => [key, encodeValue(value)]),
    })),
  };
  return JSON.stringify(encoded);
}

/** Reads back what encodeCheckpoint wrote. */
export function decodeCheckpoint(text: string): VmCheckpoint {
  const encoded = JSON.parse(text) as EncodedCheckpoint;
  if (encoded.version !== 1)
    throw new Error(`Unknown checkpoint version ${String(encoded.version)}`);
  const contracts = new Map<string, ContractRecord>();
  for (const { deployment, storage } of encoded.contracts) {
    contracts.set(deployment.address, {
      deployment: copyDeployment(deployment),
      storage: new Map(storage.map(([key, value]) => [key, decodeValue(value)])),
    });
  }
  return new WorldCheckpoint(BigInt(encoded.blockNumber), contracts);
}
