import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { Database } from '../db/database.ts';
import type { Outpoint } from '../db/schema/activity.ts';

/** A database transaction: a block's derived data is written in one, or not at all. */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An event a contract emitted, as receipts carry it. */
export interface IndexedEvent {
  /** The emitting contract, 0x address in lower case. */
  contract: string;
  type: string;
  data: Uint8Array;
}

export interface IndexedOutput {
  index: number;
  value: bigint;
  /** The address it pays, when it pays a standard one. */
  address: string | null;
  scriptHex: string;
}

/** A mined transaction with its receipt, read from the node's block. */
export interface IndexedTransaction {
  id: string;
  index: number;
  kind: 'Generic' | 'Interaction';
  inputs: Outpoint[];
  outputs: IndexedOutput[];
  /** Interaction only: the called contract, 0x address in lower case. */
  contract: string | null;
  /** Interaction only: the sender's x-only public key, hex in lower case. */
  senderXOnlyKey: string | null;
  /** Interaction only: the sender's OP_NET address (0x), when the node reports it. */
  from: string | null;
  /** The decoded revert message of a failed interaction, else null. */
  revert: string | null;
  gasUsed: bigint;
  events: IndexedEvent[];
}

export interface IndexedBlock {
  height: number;
  hash: string;
  previousHash: string;
  /** Block time in milliseconds. */
  time: number;
  transactions: IndexedTransaction[];
  /** 0x addresses of the contracts this block deployed. */
  deployments: string[];
}

/**
 * One kind of derived data. The indexer calls every handler for every block, in height order:
 * `prepare` outside the database transaction (reads from the node), then `apply` inside the
 * block's transaction. On a reorg, `rollback` removes what the handler derived above the fork
 * height, in the same transaction that moves the cursor back.
 */
export interface BlockHandler {
  readonly name: string;
  prepare?(block: IndexedBlock, network: ProductNetwork): Promise<void>;
  apply(tx: DbTransaction, block: IndexedBlock, network: ProductNetwork): Promise<void>;
  rollback(tx: DbTransaction, network: ProductNetwork, forkHeight: number): Promise<void>;
  /** After the transaction of an apply or rollback committed: tell others what it changed. */
  committed?(): void;
}
