import type { Chain } from './chain.ts';

/** Milliseconds between blocks, or 'manual' for blocks only on devnet_mine. */
export type BlockInterval = number | 'manual';

export const MIN_BLOCK_INTERVAL_MS = 10;

export function parseBlockInterval(value: string | number): BlockInterval {
  if (value === 'manual') return 'manual';
  const ms = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(ms) || ms < MIN_BLOCK_INTERVAL_MS) {
    throw new RangeError(
      `Block interval must be 'manual' or a whole number of milliseconds of at least ${MIN_BLOCK_INTERVAL_MS}`,
    );
  }
  return ms;
}

/** Mines a block every interval (empty or not, as regtest miners do). */
export class BlockProducer {
  private timer: NodeJS.Timeout | null = null;
  private current: BlockInterval;

  constructor(
    private readonly chain: Chain,
    interval: BlockInterval,
    private readonly onError: (error: unknown) => void = (error) => console.error(error),
  ) {
    this.current = interval;
    this.schedule();
  }

  get interval(): BlockInterval {
    return this.current;
  }

  set(interval: BlockInterval): void {
    this.current = interval;
    this.schedule();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    this.stop();
    if (this.current === 'manual') return;
    this.timer = setInterval(() => {
      try {
        this.chain.mine(1);
      } catch (error) {
        this.onError(error);
      }
    }, this.current);
  }
}
