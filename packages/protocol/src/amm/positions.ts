import { tokenValueInSats } from '../market/token-value.ts';
import { BASIS_POINTS, shareInBasisPoints } from '../math/basis-points.ts';
import { INITIAL_PROVIDER_QUEUE_INDEX } from '../nativeswap/contract-constants.ts';

/** A pool position is ACTIVE while its liquidity can trade, else INACTIVE. */
export const POOL_POSITION_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type PoolPositionStatus = (typeof POOL_POSITION_STATUSES)[number];

/**
 * An OP20 position trades while the user holds shares of a pool with both reserves: an emptied
 * pool (or a drained side) quotes nothing, so the shares earn no fees.
 */
export function ammPositionStatus(position: {
  shares: bigint;
  reserveA: bigint;
  reserveB: bigint;
}): PoolPositionStatus {
  const { shares, reserveA, reserveB } = position;
  return shares > 0n && reserveA > 0n && reserveB > 0n ? 'ACTIVE' : 'INACTIVE';
}

/**
 * What LP shares are worth in sats: their part of the pool's value, rounded down; null when the
 * pool has no value in sats (neither token has a NativeSwap price) or no supply.
 */
export function ammPositionValueSats(
  shares: bigint,
  totalSupply: bigint,
  tvlSats: bigint | null,
): bigint | null {
  if (tvlSats === null || totalSupply <= 0n) return null;
  return (tvlSats * shares) / totalSupply;
}

/** The wallet's provider slot in a NativeSwap pool, as getProviderDetails reads it. */
export interface NativeProviderSlot {
  liquidity: bigint;
  reserved: bigint;
  /** The provider's queue index; the initial provider's is INITIAL_PROVIDER_QUEUE_INDEX. */
  indexedAt: number;
  isActive: boolean;
}

/** Liquidity a wallet provides to a NativeSwap pool as a listing (or as its creator). */
export interface NativePosition {
  /** Tokens still listed, reserved ones included. */
  liquidity: bigint;
  reserved: bigint;
  /** Listed tokens no buyer has reserved: what the next reservations can take. */
  available: bigint;
  /** The listing's share of the pool's liquidity in basis points, rounded down, at most 100%. */
  shareBps: bigint;
  /** The pool creator's initial liquidity: it can be neither cancelled nor added to. */
  locked: boolean;
  status: PoolPositionStatus;
}

/**
 * The wallet's NativeSwap position from its provider slot, or null when it lists nothing. It is
 * ACTIVE while the contract counts the provider active, so buyers can be served from it. Its
 * share is of `poolLiquidity`, the tokens every provider holds for the pool; that figure comes
 * from the api's index, which may trail the slot read on chain by a block, hence the cap.
 */
export function nativePosition(
  slot: NativeProviderSlot,
  poolLiquidity: bigint,
): NativePosition | null {
  if (slot.liquidity <= 0n) return null;
  const share = shareInBasisPoints(slot.liquidity, poolLiquidity);
  return {
    liquidity: slot.liquidity,
    reserved: slot.reserved,
    available: slot.liquidity > slot.reserved ? slot.liquidity - slot.reserved : 0n,
    shareBps: share > BASIS_POINTS ? BASIS_POINTS : share,
    locked: slot.indexedAt === INITIAL_PROVIDER_QUEUE_INDEX,
    status: slot.isActive ? 'ACTIVE' : 'INACTIVE',
  };
}

/**
 * When a pool last changed, in milliseconds, from its blockTimestampLast (seconds, the block
 * time of its last state); null for a pool that has had no state yet (0).
 */
export function poolLastUpdated(blockTimestampLast: number): number | null {
  return blockTimestampLast > 0 ? blockTimestampLast * 1000 : null;
}

/** What listed tokens are worth in sats at the pool's quote; null without a quote. */
export function nativePositionValueSats(liquidity: bigint, quote: bigint): bigint | null {
  return quote > 0n ? tokenValueInSats(liquidity, quote) : null;
}

/**
 * /pool's positions sorted by value, largest first; positions without a value in sats come after
 * every valued one, largest shares first among them.
 */
export function sortPositionsByValue<T extends { valueSats: bigint | null; shares: bigint }>(
  positions: readonly T[],
): T[] {
  const descending = (a: bigint, b: bigint) => (a === b ? 0 : a > b ? -1 : 1);
  return [...positions].sort((a, b) => {
    if (a.valueSats !== null && b.valueSats !== null) {
      return descending(a.valueSats, b.valueSats) || descending(a.shares, b.shares);
    }
    if (a.valueSats !== null) return -1;
    if (b.valueSats !== null) return 1;
    return descending(a.shares, b.shares);
  });
}
