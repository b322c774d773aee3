import type { ProductNetwork } from '@opswap/protocol/tokens/networks';

/** Hears which users' activities changed (or what their lists show of them), once committed. */
export interface ActivityChangeListener {
  activitiesChanged(network: ProductNetwork, userKeys: Iterable<string>): void;
}

/** For indexers nobody reads through, such as tests of the handlers alone. */
export const IGNORE_ACTIVITY_CHANGES: ActivityChangeListener = { activitiesChanged() {} };

/**
 * The users whose activities a database transaction changed, told to the listener only after
 * it commits: told earlier, a reader could cache what the transaction had not yet committed.
 * What a transaction that failed had staged is told with the next commit, which costs no more
 * than a needless re-read.
 */
export class StagedActivityChanges {
  private readonly staged = new Map<ProductNetwork, Set<string>>();

  constructor(private readonly listener: ActivityChangeListener) {}

  stage(network: ProductNetwork, userKeys: Iterable<string>): void {
    const keys = this.staged.get(network) ?? new Set<string>();
    for (const key of userKeys) keys.add(key);
    if (keys.size > 0) this.staged.set(network, keys);
  }

  /** Call once the transaction that staged them has committed. */
  flush(): void {
    for (const [network, keys] of this.staged) this.listener.activitiesChanged(network, keys);
    this.staged.clear();
  }
}
