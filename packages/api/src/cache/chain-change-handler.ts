import type { BlockHandler } from '../indexer/block-handler.ts';
import type { ChainChangeListener } from './public-read-cache.ts';

/**
 * Derives nothing: it tells the listener (this process's public read cache) after every commit
 * of the indexer, block or reorg rollback, so no answer read before the commit outlives it.
 */
export class ChainChangeHandler implements BlockHandler {
  readonly name = 'chain-changes';

  constructor(private readonly listener: ChainChangeListener) {}

  async apply(): Promise<void> {}

  async rollback(): Promise<void> {}

  committed(): void {
    this.listener.chainChanged();
  }
}
