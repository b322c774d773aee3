import type { BitcoinTransaction, TxOutput } from '../tx/parsed-transaction.ts';
import type { CsvLocks } from './csv-locks.ts';

/** An output the ledger knows, with where it stands. */
export interface LedgerOutput {
  txid: string;
  vout: number;
  value: bigint;
  script: Uint8Array;
  address: string | null;
  /** Height of the block that confirmed it; null while its transaction is in the mempool. */
  height: number | null;
}

export interface Spend {
  txid: string;
  confirmed: boolean;
}

export interface OutpointRef {
  txid: string;
  vout: number;
}

/** btc_getUTXOs' three lists before they are encoded for the wire. */
export interface AddressUtxos {
  confirmed: LedgerOutput[];
  pending: LedgerOutput[];
  /** Confirmed outputs of the address that a pending transaction spends. */
  spent: OutpointRef[];
}

export interface UtxoQuery {
  tipHeight: number;
  /** Only outputs with at least this many confirmations (the client's CSV lookups pass 1). */
  minConfirmations?: number;
}

const key = (txid: string, vout: number): string => `${txid}:${vout}`;

/**
 * Every output of every transaction the chain accepted, by address, with who spends it.
 * A transaction enters as pending (mempool) or confirmed and can move between the two on mining
 * and reorgs; only pending transactions can be removed again (replacement, revert).
 */
export class UtxoLedger {
  private readonly outputs = new Map<string, LedgerOutput>();
  private readonly spends = new Map<string, Spend>();
  private readonly raws = new Map<string, Uint8Array>();
  /** Outpoints of each address not spent by a confirmed transaction. */
  private readonly unspentByAddress = new Map<string, Set<string>>();

  constructor(private readonly csvLocks: CsvLocks) {}

  output(txid: string, vout: number): LedgerOutput | undefined {
    return this.outputs.get(key(txid, vout));
  }

  /** The output as a transaction parser sees a prevout. */
  prevout(txid: string, vout: number): TxOutput | null {
    const output = this.outputs.get(key(txid, vout));
    if (!output) return null;
    return {
      index: output.vout,
      value: output.value,
      script: output.script,
      address: output.address,
    };
  }

  spenderOf(txid: string, vout: number): Spend | undefined {
    return this.spends.get(key(txid, vout));
  }

  has(txid: string): boolean {
    return this.raws.has(txid);
  }

  raw(txid: string): Uint8Array | undefined {
    return this.raws.get(txid);
  }

  lockOf(output: LedgerOutput): number {
    return output.address === null ? 0 : this.csvLocks.lockOf(output.address);
  }

  add(tx: BitcoinTransaction, height: number | null, spendsInputs = true): void {
    this.raws.set(tx.txid, tx.raw);
    for (const out of tx.outputs) {
      const entry: LedgerOutput = {
        txid: tx.txid,
        vout: out.index,
        value: out.value,
        script: out.script,
        address: out.address,
        height,
      };
      this.outputs.set(key(tx.txid, out.index), entry);
      if (entry.address !== null) this.index(entry.address).add(key(tx.txid, out.index));
    }
    if (!spendsInputs) return;
    for (const input of tx.inputs) {
      const outpoint = key(input.txid, input.vout);
      this.spends.set(outpoint, { txid: tx.txid, confirmed: height !== null });
      if (height !== null) this.unindex(outpoint);
    }
  }

  confirm(tx: BitcoinTransaction, height: number): void {
    this.setConfirmation(tx, height);
  }

  unconfirm(tx: BitcoinTransaction): void {
    this.setConfirmation(tx, null);
  }

  /** Forgets a pending transaction: its outputs disappear and its inputs are unspent again. */
  remove(tx: BitcoinTransaction): void {
    this.raws.delete(tx.txid);
    for (const out of tx.outputs) {
      const outpoint = key(tx.txid, out.index);
      const entry = this.outputs.get(outpoint);
      this.outputs.delete(outpoint);
      if (entry?.address) this.unindex(outpoint, entry.address);
    }
    for (const input of tx.inputs) {
      const outpoint = key(input.txid, input.vout);
      if (this.spends.get(outpoint)?.txid === tx.txid) this.spends.delete(outpoint);
    }
  }

  /** Confirmed sats of an address not spent by a confirmed transaction, as a node's index has it. */
  balance(address: string): bigint {
    let total = 0n;
    for (const outpoint of this.unspentByAddress.get(address) ?? []) {
      const output = this.outputs.get(outpoint);
      if (output && output.height !== null) total += output.value;
    }
    return total;
  }

  utxos(address: string, query: UtxoQuery): AddressUtxos {
    const result: AddressUtxos = { confirmed: [], pending: [], spent: [] };
    const lock = this.csvLocks.lockOf(address);
    const minConfirmations = Math.max(lock, query.minConfirmations ?? 0);
    for (const outpoint of this.unspentByAddress.get(address) ?? []) {
      const output = this.outputs.get(outpoint);
      if (!output) continue;
      const spend = this.spends.get(outpoint);
      if (output.height === null) {
        if (minConfirmations === 0 && !spend) result.pending.push(output);
        continue;
      }
      if (query.tipHeight - output.height + 1 < minConfirmations) continue;
      result.confirmed.push(output);
      if (spend) result.spent.push({ txid: output.txid, vout: output.vout });
    }
    return result;
  }

  /** Moves a transaction in or out of a block: its outputs' height and its spends' state. */
  private setConfirmation(tx: BitcoinTransaction, height: number | null): void {
    for (const out of tx.outputs) {
      const entry = this.outputs.get(key(tx.txid, out.index));
      if (entry) entry.height = height;
    }
    for (const input of tx.inputs) {
      const outpoint = key(input.txid, input.vout);
      const spend = this.spends.get(outpoint);
      if (spend?.txid !== tx.txid) continue;
      spend.confirmed = height !== null;
      if (height !== null) this.unindex(outpoint);
      else this.reindex(outpoint);
    }
  }

  private index(address: string): Set<string> {
    let set = this.unspentByAddress.get(address);
    if (!set) {
      set = new Set();
      this.unspentByAddress.set(address, set);
    }
    return set;
  }

  private unindex(outpoint: string, knownAddress?: string): void {
    const address = knownAddress ?? this.outputs.get(outpoint)?.address;
    if (address) this.unspentByAddress.get(address)?.delete(outpoint);
  }

  private reindex(outpoint: string): void {
    const output = this.outputs.get(outpoint);
    if (output?.address) this.index(output.address).add(outpoint);
  }
}
