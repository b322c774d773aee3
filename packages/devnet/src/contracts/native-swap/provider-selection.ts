import type { LiquidityQueue } from './liquidity-queue.ts';
import type { ProviderRecord } from './providers.ts';
import { availableLiquidity } from './providers.ts';
import type { KeyQueue } from './queues.ts';
import type { ReservedFrom } from './reservations.ts';

export interface Candidate {
  provider: ProviderRecord;
  from: ReservedFrom;
}

/**
 * Hands out the providers of one reservation in the contract's order (A.8.5): the priority purge
 * queue, the standard purge queue, the priority queue, the standard queue, then the initial
 * provider, each provider at most once. Dust met on the way is cleared.
 */
export class ProviderSelector {
  private readonly used = new Set<string>();
  private readonly cursors = new Map<KeyQueue, number>();
  private initialOffered = false;

  constructor(private readonly queue: LiquidityQueue) {}

  next(): Candidate | null {
    const { queues } = this.queue;
    return (
      this.fromPurgeQueue(queues.priorityPurge) ??
      this.fromPurgeQueue(queues.standardPurge) ??
      this.fromListingQueue(queues.priority, 'priority') ??
      this.fromListingQueue(queues.standard, 'standard') ??
      this.fromInitialProvider()
    );
  }

  /** Active, not being reset, not used yet, with at least 600 sats worth available. */
  private eligible(provider: ProviderRecord): boolean {
    return (
      provider.active &&
      !provider.toReset &&
      !this.used.has(provider.key) &&
      !this.queue.isDust(availableLiquidity(provider))
    );
  }

  private take(provider: ProviderRecord, from: ReservedFrom): Candidate {
    this.used.add(provider.key);
    return { provider, from };
  }

  private *walk(queue: KeyQueue): Generator<ProviderRecord> {
    for (const [index, key] of queue.entries(this.cursors.get(queue) ?? queue.start)) {
      this.cursors.set(queue, index + 1);
      yield this.queue.providers.get(key);
    }
    this.cursors.set(queue, queue.length);
  }

  private fromPurgeQueue(queue: KeyQueue): Candidate | null {
    for (const provider of this.walk(queue)) {
      if (this.eligible(provider)) {
        return this.take(provider, provider.priority ? 'priority' : 'standard');
      }
      if (this.used.has(provider.key)) continue;
      this.queue.removeFromPurgeQueue(provider);
      if (provider.reserved === 0n && provider.active && !provider.toReset) {
        this.queue.resetProvider(provider);
      }
    }
    return null;
  }

  private fromListingQueue(queue: KeyQueue, from: ReservedFrom): Candidate | null {
    for (const provider of this.walk(queue)) {
      if (provider.purged) continue;
      if (this.eligible(provider)) return this.take(provider, from);
      const resettable =
        provider.active &&
        !provider.toReset &&
        provider.reserved === 0n &&
        this.queue.isDust(availableLiquidity(provider));
      if (resettable) this.queue.resetProvider(provider);
    }
    return null;
  }

  private fromInitialProvider(): Candidate | null {
    if (this.initialOffered) return null;
    this.initialOffered = true;
    const provider = this.queue.initialProvider();
    if (!provider) return null;
    if (this.eligible(provider)) return this.take(provider, 'initial');
    if (provider.active && provider.reserved === 0n && provider.liquidity > 0n) {
      if (this.queue.isDust(availableLiquidity(provider))) this.queue.resetProvider(provider);
    }
    return null;
  }
}
