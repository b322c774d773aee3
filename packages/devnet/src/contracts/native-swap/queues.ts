import type { ContractStorage } from '../../vm/storage.ts';

/**
 * An append-only list of keys (providers, blocks) with a moving starting index (reference A.12): entries
 * leave by being blanked, and the start skips what is blank or served. The length counts every
 * entry ever appended; `count` the entries not blanked.
 */
export class KeyQueue {
  private meta: { length: number; start: number; count: number } | null = null;

  constructor(
    private readonly storage: ContractStorage,
    private readonly prefix: string,
  ) {}

  get length(): number {
    return this.loaded().length;
  }

  get start(): number {
    return this.loaded().start;
  }

  get count(): number {
    return this.loaded().count;
  }

  /** The provider key at an index, or '' when blanked. */
  at(index: number): string {
    return this.storage.getString(`${this.prefix}/${index}`);
  }

  /** Appends a provider and returns its index. */
  push(key: string): number {
    const meta = this.loaded();
    const index = meta.length;
    this.storage.setString(`${this.prefix}/${index}`, key);
    meta.length += 1;
    meta.count += 1;
    this.storage.setBigint(`${this.prefix}/length`, BigInt(meta.length));
    this.storage.setBigint(`${this.prefix}/count`, BigInt(meta.count));
    return index;
  }

  /** Blanks an entry; blanking a blank entry changes nothing. */
  remove(index: number): void {
    const meta = this.loaded();
    if (index >= meta.length || this.at(index) === '') return;
    this.storage.setString(`${this.prefix}/${index}`, '');
    meta.count -= 1;
    this.storage.setBigint(`${this.prefix}/count`, BigInt(meta.count));
  }

  moveStart(start: number): void {
    const meta = this.loaded();
    if (start === meta.start) return;
    meta.start = start;
    this.storage.setBigint(`${this.prefix}/start`, BigInt(start));
  }

  /** Moves the start past blanked entries. */
  skipBlanks(): void {
    let start = this.start;
    while (start < this.length && this.at(start) === '') start += 1;
    this.moveStart(start);
  }

  /** The live entries from the start on, in order. */
  *entries(from = this.start): Generator<[number, string]> {
    for (let index = from; index < this.length; index++) {
      const key = this.at(index);
      if (key !== '') yield [index, key];
    }
  }

  private loaded(): { length: number; start: number; count: number } {
    this.meta ??= {
      length: Number(this.storage.getBigint(`${this.prefix}/length`)),
      start: Number(this.storage.getBigint(`${this.prefix}/start`)),
      count: Number(this.storage.getBigint(`${this.prefix}/count`)),
    };
    return this.meta;
  }
}

/** The queues of one token: the two listing queues, their purge queues and fulfilled queues. */
export interface TokenQueues {
  standard: KeyQueue;
  priority: KeyQueue;
  standardPurge: KeyQueue;
  priorityPurge: KeyQueue;
  standardFulfilled: KeyQueue;
  priorityFulfilled: KeyQueue;
}

export function tokenQueues(storage: ContractStorage, token: string): TokenQueues {
  const queue = (name: string) => new KeyQueue(storage, `queue/${token}/${name}`);
  return {
    standard: queue('standard'),
    priority: queue('priority'),
    standardPurge: queue('standard-purge'),
    priorityPurge: queue('priority-purge'),
    standardFulfilled: queue('standard-fulfilled'),
    priorityFulfilled: queue('priority-fulfilled'),
  };
}
