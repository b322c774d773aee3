import { PRICE_IMPACT_FEE_BPS } from '../constants.ts';
import { formatBasisPointsPercent } from '../format/percent.ts';
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

/**
 * How much a price impact should worry the user (not in the spec; the levels swap users know from
 * other exchanges): 'high' above 5 percent, 'very-high' above 15 percent, where the swap needs the
 * user to accept the impact before it is sent.
 */
export type PriceImpactSeverity = 'normal' | 'high' | 'very-high';

/** Above this many basis points a price impact is high. */
export const HIGH_PRICE_IMPACT_BPS = 500n;
/** Above this many basis points a price impact is very high. */
export const VERY_HIGH_PRICE_IMPACT_BPS = 1_500n;

/** The severity of a price impact in basis points. */
export function priceImpactSeverity(impactBps: bigint): PriceImpactSeverity {
  if (impactBps > VERY_HIGH_PRICE_IMPACT_BPS) return 'very-high';
  if (impactBps > HIGH_PRICE_IMPACT_BPS) return 'high';
  return 'normal';
}

/** Whether the user must accept the price impact before swapping. */
export function priceImpactNeedsAcceptance(impactBps: bigint | null): boolean {
  return impactBps !== null && priceImpactSeverity(impactBps) === 'very-high';
}

/** The warning shown beside a high or very high price impact. */
export const PRICE_IMPACT_WARNINGS = {
  high: 'High price impact: you receive noticeably less than the market price.',
  'very-high': 'Very high price impact: this swap may lose most of its value.',
} as const satisfies Record<Exclude<PriceImpactSeverity, 'normal'>, string>;

/** The box the user ticks to accept a very high price impact: 'I accept a price impact of 98.00%'. */
export const acceptPriceImpactText = (impactBps: bigint): string =>
  `I accept a price impact of ${formatBasisPointsPercent(impactBps)}`;
