import { VOLATILITY_WINDOW_IN_BLOCKS } from '@opswap/protocol/nativeswap/contract-constants';
import type { NativePoolState } from '@opswap/protocol/nativeswap/native-pool-state';
import { NATIVE_SWAP_REVERTS } from '@opswap/protocol/nativeswap/native-swap-reverts';
import { currentQuote } from '@opswap/protocol/nativeswap/quote';
import { isDust } from '@opswap/protocol/nativeswap/reservation-sizing';
import { volatilityBps } from '@opswap/protocol/nativeswap/swap-fee';
import { applyPendingVirtualUpdate } from '@opswap/protocol/nativeswap/virtual-pool';
import { DEAD_ADDRESS } from '@opswap/protocol/tokens/token';
import type { AbiValue } from '../../vm/abi-codec.ts';
import { Revert } from '../../vm/revert.ts';
import type { NativeSwapEnv } from './env.ts';
import { TOKEN_FUNCTIONS } from './env.ts';
import { INDEX_NOT_SET } from './identifiers.ts';
import { emptyPool, PoolStore } from './pool-state.ts';
import type { PoolRecord } from './pool-state.ts';
import { availableLiquidity, clearListing, ProviderBook } from './providers.ts';
import type { ProviderRecord } from './providers.ts';
import type { KeyQueue, TokenQueues } from './queues.ts';
import { tokenQueues } from './queues.ts';
import { BlockReservations, ReservationBook } from './reservations.ts';

/**
 * One call's view of one token's pool (the reference's LiquidityQueue): the pool numbers, the
 * providers, queues and reservations, the tokens owed to staking, and the rules that move
 * providers between queues. Everything is written back by finish(); a revert discards it all.
 */
export class LiquidityQueue {
  readonly providers: ProviderBook;
  readonly queues: TokenQueues;
  readonly reservations: ReservationBook;
  readonly blocks: BlockReservations;
  /** Tokens to transfer to the staking contract when the call ends (fees, taxes, dust). */
  stakingOwed = 0n;
  /** The quote the call's dust checks use, taken once the pool is up to date. */
  quote = 0n;
  private immediateResets = 0;

  private constructor(
    readonly env: NativeSwapEnv,
    readonly token: string,
    private readonly store: PoolStore,
    readonly pool: PoolRecord,
  ) {
    this.providers = new ProviderBook(env.slots);
    this.queues = tokenQueues(env.slots, token);
    this.reservations = new ReservationBook(env.slots);
    this.blocks = new BlockReservations(env.slots, token);
  }

  static exists(env: NativeSwapEnv, token: string): boolean {
    return new PoolStore(env.slots, token).load() !== null;
  }

  /** The token's pool brought up to date (A.5.3); reverts with `missingPool` when it has none. */
  static open(env: NativeSwapEnv, token: string, missingPool: string): LiquidityQueue {
    const store = new PoolStore(env.slots, token);
    const pool = store.load();
    if (!pool) throw new Revert(missingPool);
    const queue = new LiquidityQueue(env, token, store, pool);
    queue.applyVirtualUpdate();
    queue.quote = queue.currentQuote();
    return queue;
  }

  /** A new pool; createPool fills it. */
  static create(env: NativeSwapEnv, token: string, pool: Partial<PoolRecord>): LiquidityQueue {
    const queue = new LiquidityQueue(env, token, new PoolStore(env.slots, token), {
      ...emptyPool(),
      ...pool,
    });
    queue.pool.lastVirtualUpdateBlock = env.blockNumber;
    return queue;
  }

  get block(): bigint {
    return this.env.blockNumber;
  }

  /** The pool as the protocol's rules read it. */
  state(): NativePoolState {
    return { ...this.pool, initialProviderLiquidity: this.initialProvider()?.liquidity ?? 0n };
  }

  /** Keeps what a protocol rule returned for the pool's numbers. */
  assign(updated: Partial<PoolRecord>): void {
    Object.assign(this.pool, updated);
  }

  currentQuote(): bigint {
    return currentQuote(this.state());
  }

  applyVirtualUpdate(): void {
    this.assign(applyPendingVirtualUpdate(this.pool));
    this.pool.lastVirtualUpdateBlock = this.block;
  }

  initialProvider(): ProviderRecord | null {
    const key = this.pool.initialProviderKey;
    return key === '' ? null : this.providers.get(key);
  }

  /** Tokens worth less than 600 sats at the call's quote. */
  isDust(tokens: bigint): boolean {
    return this.quote > 0n && isDust(tokens, this.quote);
  }

  listingQueue(provider: ProviderRecord): KeyQueue {
    return provider.priority ? this.queues.priority : this.queues.standard;
  }

  purgeQueue(provider: ProviderRecord): KeyQueue {
    return provider.priority ? this.queues.priorityPurge : this.queues.standardPurge;
  }

  /** Gives reserved tokens back to a provider's available liquidity. */
  unreserve(provider: ProviderRecord, amount: bigint): void {
    if (provider.reserved < amount || this.pool.reservedLiquidity < amount) {
      throw new Revert(`Impossible state: cannot unreserve ${amount} from ${provider.reserved}.`);
    }
    provider.reserved -= amount;
    this.pool.reservedLiquidity -= amount;
  }

  /** Puts a provider at the front of the line for the next buyer (A.12); never the initial one. */
  pushToPurgeQueue(provider: ProviderRecord): void {
    if (provider.initial || provider.purged || !provider.active || provider.toReset) return;
    provider.purgedIndex = this.purgeQueue(provider).push(provider.key);
    provider.purged = true;
  }

  removeFromPurgeQueue(provider: ProviderRecord): void {
    if (!provider.purged) return;
    this.purgeQueue(provider).remove(provider.purgedIndex);
    provider.purged = false;
    provider.purgedIndex = INDEX_NOT_SET;
  }

  /**
   * Ends a listing whose available liquidity is dust and that has nothing reserved (A.12): its
   * remaining tokens go to staking and leave the pool's liquidity and T. Beyond the per-call
   * limit the provider waits in a fulfilled queue for its record to be cleared.
   */
  resetProvider(provider: ProviderRecord): void {
    if (provider.reserved !== 0n) {
      throw new Revert(`Impossible state: resetting provider ${provider.id} with reserved tokens.`);
    }
    const amount = provider.liquidity;
    if (amount > 0n) {
      this.stakingOwed += amount;
      this.pool.liquidity -= amount;
      const t = this.pool.virtualTokenReserve;
      this.pool.virtualTokenReserve = t > amount ? t - amount : 1n;
    }
    if (!provider.initial && provider.queueIndex !== INDEX_NOT_SET) {
      this.listingQueue(provider).remove(provider.queueIndex);
    }
    this.removeFromPurgeQueue(provider);
    if (this.immediateResets < this.env.config.maxImmediateResets) {
      this.immediateResets += 1;
      clearListing(provider);
      this.emit('ProviderFulfilled', [provider.id, false, amount]);
      return;
    }
    provider.toReset = true;
    provider.activated = false;
    provider.liquidity = 0n;
    provider.pendingStake = amount;
    provider.queueIndex = INDEX_NOT_SET;
    (provider.priority ? this.queues.priorityFulfilled : this.queues.standardFulfilled).push(
      provider.key,
    );
  }

  /** Finishes deferred resets, up to the per-call number, priority queue first. */
  processDeferredResets(): void {
    let done = 0;
    for (const queue of [this.queues.priorityFulfilled, this.queues.standardFulfilled]) {
      for (const [index, key] of queue.entries()) {
        if (done >= this.env.config.queuedResetsPerCall) break;
        queue.remove(index);
        const provider = this.providers.get(key);
        if (!provider.toReset) continue;
        const staked = provider.pendingStake;
        clearListing(provider);
        this.emit('ProviderFulfilled', [provider.id, false, staked]);
        done += 1;
      }
      queue.skipBlanks();
    }
  }

  /**
   * Moves each listing queue's start past blank entries and dust listings (resetting those with
   * nothing reserved), up to the first provider that can still be served (A.12).
   */
  cleanUpQueues(): void {
    for (const queue of [this.queues.priority, this.queues.standard]) {
      let start = queue.start;
      while (start < queue.length) {
        const key = queue.at(start);
        if (key !== '') {
          const provider = this.providers.get(key);
          if (provider.active && !provider.toReset) {
            const dust = this.isDust(availableLiquidity(provider));
            if (!dust || provider.reserved !== 0n || provider.purged) break;
            this.resetProvider(provider);
          } else {
            queue.remove(start);
          }
        }
        start += 1;
      }
      queue.moveStart(start);
    }
    this.queues.priorityPurge.skipBlanks();
    this.queues.standardPurge.skipBlanks();
  }

  /** Records the current quote as this block's; a swap prices its reservation with it. */
  setBlockQuote(): void {
    this.store.setQuote(this.block, this.currentQuote());
  }

  quoteAt(block: bigint): bigint {
    return this.store.quoteAt(block);
  }

  /** Change between the current quote and the one recorded 8 blocks ago, in bps (A.5.5). */
  volatility(): bigint {
    const before = this.store.quoteAt(this.block - BigInt(VOLATILITY_WINDOW_IN_BLOCKS));
    return volatilityBps(this.currentQuote(), before);
  }

  emit(name: string, values: readonly AbiValue[]): void {
    this.env.emitEvent(name, values);
  }

  /** Writes the pool and providers back, then pays staking what the call owes it. */
  finish(): void {
    this.store.save(this.pool);
    this.providers.save();
    if (this.stakingOwed === 0n) return;
    const staking = this.env.settings.stakingContractAddress.value;
    if (staking === DEAD_ADDRESS) throw new Revert(NATIVE_SWAP_REVERTS.stakingAddressNotSet);
    this.env.call(this.token, TOKEN_FUNCTIONS.transfer, [staking, this.stakingOwed]);
    this.stakingOwed = 0n;
  }
}
