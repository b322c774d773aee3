import type { Network } from '@btc-vision/bitcoin';
import type { TxInput, TxOutput } from '../tx/parsed-transaction.ts';
import type { ContractDeployment, Vm } from '../vm/execution.ts';
import type { MempoolPolicy } from './acceptance.ts';
import type { BlockHeader } from './block-header.ts';
import type { BlockRecord } from './chain-store.ts';
import type { ChainStore } from './chain-store.ts';
import type { CsvLockBook } from './csv-locks.ts';
import type { GasSchedule } from './gas.ts';
import type { MempoolEntry, PendingKind } from './mempool.ts';
import type { Receipt } from './receipt.ts';
import type { SenderDirectory } from './senders.ts';
import type { DecodedTransaction, TransactionDecoder } from './transaction-decoder.ts';
import type { CheckpointRetention } from './vm-history.ts';

/** A transaction in a block. */
export interface MinedTransaction {
  txid: string;
  /** The witness hash. */
  hash: string;
  index: number;
  blockHeight: number;
  kind: PendingKind;
  decoded: DecodedTransaction;
  fee: bigint;
  /** Present for interactions: what executing the call left behind. */
  receipt: Receipt | null;
}

export interface ChainBlock {
  header: BlockHeader;
  transactions: MinedTransaction[];
  deployments: ContractDeployment[];
  record: BlockRecord;
}

export type TransactionLookup =
  | { status: 'mined'; block: ChainBlock; transaction: MinedTransaction }
  | { status: 'pending'; entry: MempoolEntry }
  | { status: 'replaced'; by: string };

export interface FaucetPayment {
  address: string;
  sats: bigint;
}

/** What block 0 holds on a fresh data directory. */
export interface GenesisSpec {
  deployments?: ContractDeployment[];
  fundings?: FaucetPayment[];
}

export interface ChainOptions {
  network: Network;
  vm: Vm;
  decoder: TransactionDecoder;
  /** Resolves interaction senders; defaults to the ML-DSA links the chain has seen. */
  senders?: SenderDirectory;
  /** Knows which addresses are timelocked; defaults to an empty book. */
  csvLocks?: CsvLockBook;
  /** Where blocks and the mempool persist; null keeps everything in memory. */
  store?: ChainStore | null;
  genesis?: GenesisSpec;
  /** Milliseconds since the epoch; block times derive from it. */
  now?: () => number;
  policy?: MempoolPolicy;
  gas?: GasSchedule;
  retention?: CheckpointRetention;
  /** Upper bound of a block's weight in weight units. */
  maxBlockWeight?: number;
  onWarning?: (message: string) => void;
}

export interface SubmitOutcome {
  txid: string | null;
  accepted: boolean;
  error: string | null;
  /** Pending transactions this one replaced. */
  replaced: string[];
}

/** A read-only call, as btc_call and simulations run it. */
export interface CallRequest {
  /** Contract address, 0x + 64 hex. */
  to: string;
  calldata: Uint8Array;
  /** The caller's OP_NET address, 0x + 64 hex; the zero address when absent. */
  sender?: string | null;
  /** Runs against the state after this block; the tip when absent. */
  height?: number | null;
  inputs?: TxInput[];
  outputs?: TxOutput[];
}

export interface GasParameters {
  blockNumber: bigint;
  gasUsed: bigint;
  targetGasLimit: bigint;
  ema: bigint;
  baseGas: bigint;
  gasPerSat: bigint;
  feeRates: GasSchedule['feeRates'];
}

export interface SnapshotInfo {
  id: string;
  height: number;
}

/** Blocks the chain dropped (devnet_reorg, or a devnet_revert below the tip), as btc_reorg lists. */
export interface ReorgInfo {
  /** The first height dropped. */
  fromBlock: number;
  /** The tip before: the last height dropped. */
  toBlock: number;
  /** Milliseconds. */
  timestamp: number;
}
