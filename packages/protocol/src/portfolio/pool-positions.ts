import { shareInBasisPoints } from '../math/basis-points.ts';

/** An AMM pool's state and the user's LP balance in it. */
export interface LpPositionInput {
  /** The user's LP tokens. */
  balance: bigint;
  totalSupply: bigint;
  reserveA: bigint;
  reserveB: bigint;
}

/** A pool position: the LP shares, their share of the pool and the tokens they hold. */
export interface LpPosition {
  shares: bigint;
  /** The shares as part of the LP supply, in basis points (rounded down). */
  shareBps: bigint;
  userPortionTokenOne: bigint;
  userPortionTokenTwo: bigint;
}

/** The user's portion of each reserve: reserve x shares / supply, rounded down, as a burn pays. */
export function lpPosition(input: LpPositionInput): LpPosition {
  const { balance, totalSupply, reserveA, reserveB } = input;
  if (totalSupply <= 0n || balance <= 0n) {
    return { shares: balance, shareBps: 0n, userPortionTokenOne: 0n, userPortionTokenTwo: 0n };
  }
  return {
    shares: balance,
    shareBps: shareInBasisPoints(balance, totalSupply),
    userPortionTokenOne: (reserveA * balance) / totalSupply,
    userPortionTokenTwo: (reserveB * balance) / totalSupply,
  };
}

/**
 * A position's share of its pool as percent text with two decimals: 1234 bps reads '12.34%'. Shares
 * too few for one basis point read '<0.01%', so a real position never reads as nothing.
 */
export function formatPoolShare(position: Pick<LpPosition, 'shares' | 'shareBps'>): string {
  if (position.shares > 0n && position.shareBps === 0n) return '<0.01%';
  const whole = position.shareBps / 100n;
  const fraction = (position.shareBps % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}%`;
}

/**
 * The sidebar's pools, sorted by shares descending (docs/activity.md#sidebar): by share of the
 * pool, then by LP shares; positions without shares are not positions and are left out.
 */
export function sortPositionsBySharesDescending<T extends { shares: bigint; shareBps: bigint }>(
  positions: readonly T[],
): T[] {
  return positions
    .filter((position) => position.shares > 0n)
    .sort((a, b) => {
      if (a.shareBps !== b.shareBps) return a.shareBps > b.shareBps ? -1 : 1;
      return a.shares === b.shares ? 0 : a.shares > b.shares ? -1 : 1;
    });
}
