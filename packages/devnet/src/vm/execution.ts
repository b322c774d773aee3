import type { TxOutput, TxInput } from '../tx/parsed-transaction.ts';
import type { StorageValue } from './world-state.ts';

/** What a contract call can see of the transaction and the block that carries it. */
export interface ExecutionContext {
  /** The OP_NET address of the account that signed (tx.sender = tx.origin for users), 0x + 64 hex. */
  sender: string;
  origin: string;
  blockNumber: bigint;
  /** Median time of the block, seconds. */
  blockTime: bigint;
  /** The transaction id, or a zero hash for a read-only call. */
  txId: string;
  inputs: TxInput[];
  outputs: TxOutput[];
}

/** A contract event as receipts carry it: the emitting contract, the event name, its encoded data. */
export interface ContractEvent {
  contract: string;
  type: string;
  data: Uint8Array;
}

/** The outcome of one call. A reverted call changed nothing and has no events. */
export interface ExecutionResult {
  result: Uint8Array;
  events: ContractEvent[];
  gasUsed: bigint;
  /** The revert message when the call reverted. */
  revert: string | null;
}

/** A contract the devnet deploys itself (the seed world, the factories): its class and arguments. */
export interface ContractDeployment {
  /** The contract class, e.g. 'OP20', 'MOTO', 'MotoSwapFactory', 'MotoSwapPool', 'MotoSwapRouter'. */
  kind: string;
  /** The contract's OP_NET address, 0x + 64 hex. */
  address: string;
  /** The deploying account, 0x + 64 hex: the contract's deployer(). */
  deployer: string;
  /** Constructor arguments, JSON-safe (bigints as decimal strings). */
  args: Record<string, string | number | boolean | string[]>;
}

/** What the chain needs from the contract machine. */
export interface Vm {
  deploy(deployment: ContractDeployment, ctx: ExecutionContext): ExecutionResult;
  /** Runs a call. With commit false (btc_call, simulations) nothing it did is kept. */
  execute(
    to: string,
    calldata: Uint8Array,
    ctx: ExecutionContext,
    commit: boolean,
  ): ExecutionResult;
  /** The deployment of a contract, or null when nothing lives at that address. */
  contractAt(address: string): ContractDeployment | null;
  /** A contract's slots that hold a value, by name (read only), or null when it does not exist. */
  storage(address: string): ReadonlyMap<string, StorageValue> | null;
  /** A copy of every contract's state, for devnet_snapshot and reorgs; restore puts it back. */
  checkpoint(): VmCheckpoint;
  restore(checkpoint: VmCheckpoint): void;
}

/** An opaque copy of the contract state. */
export interface VmCheckpoint {
  readonly blockNumber: bigint;
}
