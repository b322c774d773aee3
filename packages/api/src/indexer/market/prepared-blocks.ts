/**
 * What a handler's prepare read from the node, kept by block hash until apply takes it. A block
 * prepared but never applied (a reorg, a restart) is dropped once newer ones pile up.
 */
export class PreparedBlocks<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly capacity = 64) {}

  set(hash: string, value: T): void {
    this.entries.delete(hash);
    this.entries.set(hash, value);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldest);
    }
  }

  /** The prepared value of a block, removed; undefined when it was not prepared. */
  take(hash: string): T | undefined {
    const value = this.entries.get(hash);
    this.entries.delete(hash);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
