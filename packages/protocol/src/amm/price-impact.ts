import { PRICE_IMPACT_FEE_BPS } from '../constants.ts';
import { BASIS_POINTS } from '../math/basis-points.ts';
import { DEFAULT_SWAP_FEE, getAmountsOut } from './amm-math.ts';
import type { HopReserves, SwapFee } from './amm-math.ts';

/**
 * Price impact of a swap along a path, in basis points: the shortfall of the actual output against
 * the mid-price output, less the swap fee of each hop (0.5 percent each), floored at zero.
 */
export function pathPriceImpactBps(
  amountIn: bigint,
  hops: readonly HopReserves[],
  fee: SwapFee = DEFAULT_SWAP_FEE,
): bigint {
  const amounts = getAmountsOut(amountIn, hops, fee);
  const actualOut = amounts[amounts.length - 1] as bigint;
  // The mid-price output is kept as an exact fraction so a multi-hop path is not rounded per hop.
  let midOutNumerator = amountIn;
  let midOutDenominator = 1n;
  for (const hop of hops) {
    midOutNumerator *= hop.reserveOut;
    midOutDenominator *= hop.reserveIn;
  }
  if (midOutNumerator === 0n) return 0n;
  const shortfall = midOutNumerator - actualOut * midOutDenominator;
  const rawBps = (shortfall * BASIS_POINTS) / midOutNumerator;
  const impact = rawBps - PRICE_IMPACT_FEE_BPS * BigInt(hops.length);
  return impact > 0n ? impact : 0n;
}

/** Price impact of a one-pool swap in basis points: (quote - actual) / quote, less 0.5 percent. */
export function priceImpactBps(
  amountIn: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  fee: SwapFee = DEFAULT_SWAP_FEE,
): bigint {
  return pathPriceImpactBps(amountIn, [{ reserveIn, reserveOut }], fee);
}
