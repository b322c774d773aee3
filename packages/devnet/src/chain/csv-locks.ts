import type { Network } from '@btc-vision/bitcoin';
import { TimeLockGenerator } from '@btc-vision/transaction';
import { toHex } from '../bytes.ts';

/** The relative timelocks the product uses: 1 block for receivers, up to 3 for activation delays. */
export const CSV_DURATIONS: readonly number[] = [1, 2, 3];

/** What the ledger asks about timelocks: how many confirmations an address's outputs need. */
export interface CsvLocks {
  /** Blocks an output to this address must be confirmed before it can be spent; 0 for none. */
  lockOf(address: string): number;
}

/**
 * Knows the timelocked P2WSH addresses (`<n> OP_CSV OP_DROP <pubkey> OP_CHECKSIG`) of the public
 * keys it was told about. A P2WSH output only shows the script's hash, so the lock of an address
 * can only be known from the key it was built from.
 */
export class CsvLockBook implements CsvLocks {
  private readonly locks = new Map<string, number>();
  private readonly keys = new Set<string>();

  constructor(private readonly network: Network) {}

  /** Registers the CSV addresses of a compressed (33-byte) public key. */
  addPublicKey(publicKey: Uint8Array): void {
    const id = toHex(publicKey);
    if (this.keys.has(id)) return;
    this.keys.add(id);
    for (const blocks of CSV_DURATIONS) {
      const { address } = TimeLockGenerator.generateTimeLockAddress(
        publicKey as Parameters<typeof TimeLockGenerator.generateTimeLockAddress>[0],
        this.network,
        blocks,
      );
      this.locks.set(address, blocks);
    }
  }

  addAddress(address: string, blocks: number): void {
    this.locks.set(address, blocks);
  }

  lockOf(address: string): number {
    return this.locks.get(address) ?? 0;
  }
}
