/** One whole in basis points: 10,000 bps = 100 percent. */
export const BASIS_POINTS = 10_000n;

/** The share of an amount at a rate in basis points, rounded down: floor(amount x bps / 10000). */
export function basisPointsOf(amount: bigint, bps: bigint): bigint {
  return (amount * bps) / BASIS_POINTS;
}

/** What share of a whole a part is, in basis points, rounded down; 0 when the whole is empty. */
export function shareInBasisPoints(part: bigint, whole: bigint): bigint {
  return whole > 0n ? (part * BASIS_POINTS) / whole : 0n;
}
