import type { SnapshotInfo } from './chain-types.ts';
import type { PendingState } from './pending-pool.ts';

export interface Snapshot extends SnapshotInfo {
  pending: PendingState;
}

/** devnet_snapshot ids (0x1, 0x2, ...) and what each kept; reverting uses up it and later ones. */
export class SnapshotBook {
  private readonly snapshots = new Map<number, Snapshot>();
  private next = 1;

  take(height: number, pending: PendingState): SnapshotInfo {
    const number = this.next++;
    const id = '0x' + number.toString(16);
    this.snapshots.set(number, { id, height, pending });
    return { id, height };
  }

  get(id: string): Snapshot | undefined {
    return this.snapshots.get(Number.parseInt(id, 16));
  }

  consume(id: string): void {
    const number = Number.parseInt(id, 16);
    for (const key of [...this.snapshots.keys()]) if (key >= number) this.snapshots.delete(key);
  }
}
