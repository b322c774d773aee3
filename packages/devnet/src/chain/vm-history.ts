import type { VmCheckpoint } from '../vm/execution.ts';

/** Every block within the window keeps a checkpoint; older ones only every `anchorEvery` blocks. */
export interface CheckpointRetention {
  window: number;
  anchorEvery: number;
}

export const DEFAULT_RETENTION: CheckpointRetention = { window: 64, anchorEvery: 64 };

/** Contract state after each block, for calls at a past height, reorgs and reverts. */
export class VmHistory {
  private readonly checkpoints = new Map<number, VmCheckpoint>();

  constructor(private readonly retention: CheckpointRetention = DEFAULT_RETENTION) {}

  record(height: number, checkpoint: VmCheckpoint): void {
    this.checkpoints.set(height, checkpoint);
    const stale = height - this.retention.window;
    if (stale > 0 && !this.retains(stale, height)) this.checkpoints.delete(stale);
  }

  /** Whether the checkpoint of `height` is kept once the chain is at `tip`. */
  retains(height: number, tip: number): boolean {
    return (
      height === 0 ||
      height > tip - this.retention.window ||
      height % this.retention.anchorEvery === 0
    );
  }

  at(height: number): VmCheckpoint | undefined {
    return this.checkpoints.get(height);
  }

  /** The newest checkpoint at or below `height`. */
  nearest(height: number): { height: number; checkpoint: VmCheckpoint } | undefined {
    let best: number | undefined;
    for (const h of this.checkpoints.keys()) {
      if (h <= height && (best === undefined || h > best)) best = h;
    }
    return best === undefined
      ? undefined
      : { height: best, checkpoint: this.checkpoints.get(best) as VmCheckpoint };
  }

  /** Forgets the checkpoints above `height` (their blocks are gone). */
  dropAbove(height: number): void {
    for (const h of [...this.checkpoints.keys()]) if (h > height) this.checkpoints.delete(h);
  }
}
