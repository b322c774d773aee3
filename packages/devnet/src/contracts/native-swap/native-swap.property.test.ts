import fc from 'fast-check';
import { describe, it } from 'vitest';
import { toAddress } from '../../seed/calldata.ts';
import { INDEX_NOT_SET, reservationIdOf } from './identifiers.ts';
import { NativeSwapWorld, ofType } from '../../../test/support/native-swap-harness.ts';
import { E18 } from '../../../test/support/test-world.ts';
import type { Payment, ProviderView, Trader } from '../../../test/support/native-swap-harness.ts';

const LIFETIME = 6n;
const TRADERS = ['t0', 't1', 't2', 't3', 't4'];

type Op =
  | { kind: 'list'; who: number; amount: bigint; priority: boolean }
  | { kind: 'reserve'; who: number; sats: bigint; delay: number; minOutPercent: bigint }
  | { kind: 'swap'; who: number; pay: 'full' | 'half' | 'first' | 'none'; wait: boolean }
  | { kind: 'cancel'; who: number }
  | { kind: 'purge' }
  | { kind: 'mine'; blocks: bigint };

const who = fc.integer({ min: 0, max: TRADERS.length - 1 });
const OP = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('list' as const),
      who,
      amount: fc.bigInt({ min: E18 / 2n, max: 3_000n * E18 }),
      priority: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('reserve' as const),
      who,
      sats: fc.bigInt({ min: 40_000n, max: 300_000_000n }),
      delay: fc.integer({ min: 0, max: 3 }),
      minOutPercent: fc.bigInt({ min: 0n, max: 105n }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('swap' as const),
      who,
      pay: fc.constantFrom(
        'full' as const,
        'full' as const,
        'half' as const,
        'first' as const,
        'none' as const,
      ),
      /** Mine until the activation delay has passed first, as a client waits. */
      wait: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('purge' as const) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('mine' as const),
      blocks: fc.bigInt({ min: 1n, max: 3n }),
    }),
  },
);

/** An invariant; plain throws keep thousands of checks cheap (expect() costs more). */
function holds(condition: boolean, invariant: string): void {
  if (!condition) throw new Error(`Invariant broken: ${invariant}`);
}

/** A reservation as the test remembers it. */
interface Tracked {
  buyer: string;
  payments: Payment[];
  expectedAmountOut: bigint;
  minimumAmountOut: bigint;
  creationBlock: bigint;
  delay: number;
  /** How many quote-setting calls ran in its block before and including it. */
  quoteOrder: number;
  done: boolean;
}

/** Runs one random sequence and checks the invariants after every step. */
class Run {
  readonly world = new NativeSwapWorld({
    traders: TRADERS,
    pool: { initialLiquidity: 100_000n * E18 },
  });
  readonly traders: Trader[] = TRADERS.map((label) => this.world.trader(label));
  readonly holders = [this.world.owner, this.world.staking, ...this.traders];
  readonly total: bigint;
  private readonly reservations = new Map<string, Tracked>();
  private readonly quoteSetters = new Map<bigint, number>();
  private readonly sellers = new Set<string>();

  constructor() {
    this.total = this.tokenTotal();
  }

  tokenTotal(): bigint {
    return [this.world.nativeSwap, ...this.holders.map((h) => h.hex)].reduce(
      (sum, owner) => sum + this.world.balanceOf(owner),
      0n,
    );
  }

  private setQuote(): number {
    const block = this.world.nextBlock;
    const order = (this.quoteSetters.get(block) ?? 0) + 1;
    this.quoteSetters.set(block, order);
    return order;
  }

  apply(op: Op): void {
    const { world } = this;
    switch (op.kind) {
      case 'mine':
        world.mine(op.blocks);
        return;
      case 'purge':
        world.mine(LIFETIME + 1n);
        return;
      case 'list': {
        const seller = this.traders[op.who] as Trader;
        const result = world.list(seller, op.amount, op.priority);
        if (result.revert === null) {
          this.sellers.add(seller.hex);
          this.setQuote();
          this.notePurges(result);
        }
        return;
      }
      case 'cancel': {
        const sellers = this.traders.filter((t) => this.sellers.has(t.hex));
        const seller = sellers[op.who % Math.max(sellers.length, 1)] ?? this.traders[op.who];
        const result = world.cancel(seller as Trader);
        if (result.revert === null) this.notePurges(result);
        return;
      }
      case 'reserve':
        return this.reserve(op);
      case 'swap':
        return this.swap(op);
    }
  }

  private reserve(op: Extract<Op, { kind: 'reserve' }>): void {
    const { world } = this;
    const buyer = this.traders[op.who] as Trader;
    const quote = world.view('getQuote', [toAddress(world.token), op.sats])[0] as bigint;
    const minimumAmountOut = (quote * op.minOutPercent) / 100n;
    const block = world.nextBlock;
    const result = world.reserve(buyer, op.sats, {
      minimumAmountOut,
      activationDelay: op.delay,
    });
    if (result.revert !== null) return;
    const reserved = world.reserved(result);
    holds(reserved.expectedAmountOut >= minimumAmountOut, 'a reservation meets its minimum');
    this.notePurges(result);
    this.reservations.set(buyer.hex, {
      buyer: buyer.hex,
      payments: reserved.payments,
      expectedAmountOut: reserved.expectedAmountOut,
      minimumAmountOut,
      creationBlock: block,
      delay: op.delay,
      quoteOrder: this.setQuote(),
      done: false,
    });
  }

  private swap(op: Extract<Op, { kind: 'swap' }>): void {
    const { world } = this;
    // Most swaps are sent by a buyer who holds a reservation.
    const pending = this.traders.filter((t) => this.reservations.get(t.hex)?.done === false);
    const buyer = (pending[op.who % Math.max(pending.length, 1)] ?? this.traders[op.who]) as Trader;
    const tracked = this.reservations.get(buyer.hex);
    const all = tracked?.payments ?? [];
    const payments =
      op.pay === 'full'
        ? all
        : op.pay === 'half'
          ? all.map((p) => ({ ...p, value: p.value / 2n }))
          : op.pay === 'first'
            ? all.slice(0, 1)
            : [];
    if (op.wait && tracked) {
      const usable = tracked.creationBlock + BigInt(Math.max(tracked.delay, 1));
      if (world.nextBlock < usable) world.mine(usable - world.nextBlock);
    }
    const before = world.balanceOf(buyer.hex);
    const block = world.nextBlock;
    const result = world.swap(buyer, payments);
    if (result.revert !== null || !tracked) return;
    const [executed] = ofType(world.events(result), 'SwapExecuted');
    const amountOut = executed?.amountOut as bigint;
    holds(world.balanceOf(buyer.hex) - before === amountOut, 'the buyer receives amountOut');
    const onTime = block <= tracked.creationBlock + LIFETIME;
    const bought = amountOut + (executed?.totalFees as bigint);
    if (onTime && !tracked.done) {
      holds(bought <= tracked.expectedAmountOut, 'a swap buys at most what was reserved');
    }
    const lastQuoteOfItsBlock = this.quoteSetters.get(tracked.creationBlock) === tracked.quoteOrder;
    if (op.pay === 'full' && onTime && lastQuoteOfItsBlock && !tracked.done) {
      holds(bought === tracked.expectedAmountOut, 'a fully paid reservation is filled');
      holds(bought >= tracked.minimumAmountOut, 'a fully paid reservation delivers its minimum');
    }
    tracked.done = true;
  }

  /** Purges happen in listings, reservations and cancels: afterwards none is left expired. */
  private notePurges(result: ReturnType<NativeSwapWorld['call']>): void {
    const block = this.world.nextBlock;
    const purged = new Set(
      ofType(this.world.events(result), 'ReservationPurged').map((event) => event.reservationId),
    );
    for (const tracked of this.reservations.values()) {
      if (purged.has(reservationIdOf(this.world.token, tracked.buyer))) tracked.done = true;
      const expired = tracked.creationBlock + LIFETIME < block;
      holds(
        !expired || tracked.done,
        `the reservation of block ${tracked.creationBlock} is purged`,
      );
    }
  }

  check(): void {
    const { world } = this;
    holds(this.tokenTotal() === this.total, 'no token is created or destroyed');
    const pool = world.poolReserve();
    holds(world.balanceOf(world.nativeSwap) === pool.liquidity, 'NativeSwap holds its liquidity');
    holds(pool.reservedLiquidity <= pool.liquidity, 'reserved never exceeds liquidity');
    const queues = world.queueDetails();
    const providers: ProviderView[] = [world.owner, ...this.traders].map((t) => world.provider(t));
    const sum = (field: 'liquidity' | 'reserved') =>
      providers.reduce((total, p) => total + p[field], 0n);
    holds(sum('liquidity') === pool.liquidity, 'the listings add up to the liquidity');
    holds(sum('reserved') === pool.reservedLiquidity, 'the reservations add up');
    const seen = { priority: new Set<number>(), standard: new Set<number>() };
    const purged = { priority: 0, standard: 0 };
    for (const p of providers.slice(1)) {
      holds(p.reserved <= p.liquidity, 'a listing reserves at most what it holds');
      holds(p.isPurged === (p.purgeIndex !== INDEX_NOT_SET), 'purged listings have a purge index');
      if (!p.isActive) {
        holds(p.liquidity === 0n && p.reserved === 0n, 'an ended listing holds nothing');
        continue;
      }
      if (p.toReset) continue;
      const type = p.isPriority ? 'priority' : 'standard';
      const [length, start] = p.isPriority
        ? [queues.priorityQueueLength, queues.priorityQueueStartingIndex]
        : [queues.standardQueueLength, queues.standardQueueStartingIndex];
      holds(p.indexedAt < length && p.indexedAt >= start, 'a listing sits inside its queue');
      holds(!seen[type].has(p.indexedAt), 'two listings never share a queue index');
      seen[type].add(p.indexedAt);
      if (p.isPurged) purged[type] += 1;
    }
    holds(
      purged.priority === queues.priorityPurgeQueueLength &&
        purged.standard === queues.standardPurgeQueueLength,
      'the purge queues hold exactly the purged listings',
    );
  }
}

describe('NativeSwap under random sequences', () => {
  it('creates and destroys no token, never reserves more than it holds, keeps its queues consistent and delivers fully paid reservations', () => {
    fc.assert(
      fc.property(fc.array(OP, { minLength: 10, maxLength: 40 }), (ops) => {
        const run = new Run();
        for (const op of ops) {
          run.apply(op);
          run.check();
        }
      }),
      // 300 sequences take about 10 s on a quiet 2-core machine.
      { numRuns: 300 },
    );
  });
});
