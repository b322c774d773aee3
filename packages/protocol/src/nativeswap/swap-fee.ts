import { bitLength } from './bit-length.ts';
import { BASIS_POINTS, basisPointsOf, shareInBasisPoints } from '../math/basis-points.ts';
import { DYNAMIC_FEE } from './contract-constants.ts';

/** What the dynamic swap fee of a settlement depends on. */
export interface DynamicFeeInputs {
  satoshisSpent: bigint;
  volatilityBps: bigint;
  utilisationPercent: bigint;
}

/** approxLog(x) at six decimals: floor(log2 x) x ln 2, from the bit length. */
export function approxLogScaled(value: bigint): bigint {
  if (value <= 0n) return 0n;
  return (bitLength(value) - 1n) * DYNAMIC_FEE.ln2Scaled;
}

/**
 * The dynamic swap fee (docs/native-swap-pricing.md#dynamic-swap-fee): 20 bps plus a log term for
 * the trade size in 200,000-sat steps, 15 x volatility / 10000 and 3 x utilisation / 10, clamped to
 * 15..150 bps.
 */
export function dynamicSwapFeeBps(inputs: DynamicFeeInputs): bigint {
  const steps = inputs.satoshisSpent / DYNAMIC_FEE.sizeStepSats;
  const ratio = steps > 1n ? steps : 1n;
  const logTerm = (DYNAMIC_FEE.sizeLogWeight * approxLogScaled(ratio)) / DYNAMIC_FEE.logScale;
  const volatilityTerm = (DYNAMIC_FEE.volatilityWeight * inputs.volatilityBps) / BASIS_POINTS;
  const utilisationTerm =
    (DYNAMIC_FEE.utilisationWeightNumerator * inputs.utilisationPercent) /
    DYNAMIC_FEE.utilisationWeightDenominator;
  const fee = DYNAMIC_FEE.baseBps + logTerm + volatilityTerm + utilisationTerm;
  if (fee < DYNAMIC_FEE.minimumBps) return DYNAMIC_FEE.minimumBps;
  if (fee > DYNAMIC_FEE.maximumBps) return DYNAMIC_FEE.maximumBps;
  return fee;
}

/** Volatility in bps between the quote now and the quote 8 blocks ago; 0 if either is missing. */
export function volatilityBps(quoteNow: bigint, quoteBefore: bigint): bigint {
  if (quoteNow === 0n || quoteBefore === 0n) return 0n;
  const change = quoteNow > quoteBefore ? quoteNow - quoteBefore : quoteBefore - quoteNow;
  return shareInBasisPoints(change, quoteBefore);
}

/** Reserved share of the pool's liquidity in whole percent, rounded down; 0 for an empty pool. */
export function utilisationPercent(reservedLiquidity: bigint, liquidity: bigint): bigint {
  if (liquidity <= 0n) return 0n;
  return (reservedLiquidity * 100n) / liquidity;
}

/** The buyer's tokens split into the fee to staking and the net amount received. */
export interface SwapFeeSplit {
  fee: bigint;
  net: bigint;
}

/** Splits tokens bought by a fee in bps: fee = floor(purchased x bps / 10000). */
export function splitSwapFee(purchased: bigint, feeBps: bigint): SwapFeeSplit {
  const fee = basisPointsOf(purchased, feeBps);
  return { fee, net: purchased - fee };
}
