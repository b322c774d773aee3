import type { DecodedTransaction } from './transaction-decoder.ts';

export type PendingKind = 'transaction' | 'faucet';

/** A transaction waiting for a block. */
export interface MempoolEntry {
  kind: PendingKind;
  decoded: DecodedTransaction;
  txid: string;
  /** Sats: inputs minus outputs (0 for faucet payments, which have no real inputs). */
  fee: bigint;
  vsize: number;
  /** Milliseconds since the epoch. */
  firstSeen: number;
  /** The chain height when the transaction arrived. */
  heightSeen: number;
}

/** Pending transactions in arrival order, which is also the order a block includes them. */
export class Mempool {
  private readonly entries = new Map<string, MempoolEntry>();

  get size(): number {
    return this.entries.size;
  }

  has(txid: string): boolean {
    return this.entries.has(txid);
  }

  get(txid: string): MempoolEntry | undefined {
    return this.entries.get(txid);
  }

  add(entry: MempoolEntry): void {
    this.entries.set(entry.txid, entry);
  }

  delete(txid: string): void {
    this.entries.delete(txid);
  }

  all(): MempoolEntry[] {
    return [...this.entries.values()];
  }

  clear(): void {
    this.entries.clear();
  }

  /** Puts entries back in front of the current ones (transactions of disconnected blocks). */
  prepend(entries: readonly MempoolEntry[]): void {
    const current = this.all();
    this.entries.clear();
    for (const entry of [...entries, ...current]) this.entries.set(entry.txid, entry);
  }

  /**
   * The pending transactions that spend outputs of `txids`, transitively, in arrival order.
   * `spenderOf` tells which transaction spends an outpoint.
   */
  descendants(
    txids: readonly string[],
    spenderOf: (txid: string, vout: number) => string | undefined,
  ): string[] {
    const found = new Set<string>();
    const queue = [...txids];
    while (queue.length > 0) {
      const txid = queue.shift() as string;
      const entry = this.entries.get(txid);
      if (!entry) continue;
      for (const output of entry.decoded.transaction.outputs) {
        const child = spenderOf(txid, output.index);
        if (child && this.entries.has(child) && !found.has(child) && !txids.includes(child)) {
          found.add(child);
          queue.push(child);
        }
      }
    }
    return this.all()
      .map((e) => e.txid)
      .filter((txid) => found.has(txid));
  }
}
