import { shareInBasisPoints } from '../math/basis-points.ts';

/** Utilisation rate: the reserved share of the pool's liquidity, in basis points (0 when empty). */
export function utilizationRateBps(reservedLiquidity: bigint, totalLiquidity: bigint): bigint {
  return shareInBasisPoints(reservedLiquidity, totalLiquidity);
}

/**
 * Selling-pressure ratio: the share of the pool's liquidity queued for sale by providers (the
 * token metrics' totalSellOrders), in basis points. The spec names the field only; this reading
 * keeps it beside the utilisation rate on the same base.
 */
export function sellingPressureRatioBps(totalSellOrders: bigint, totalLiquidity: bigint): bigint {
  return shareInBasisPoints(totalSellOrders, totalLiquidity);
}
