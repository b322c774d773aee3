import { SWAP_FEE_DENOMINATOR, SWAP_FEE_NUMERATOR } from '../constants.ts';
import { AmmError } from './amm-error.ts';

/** The share of the input that stays in the swap: amountIn x numerator / denominator. */
export interface SwapFee {
  numerator: bigint;
  denominator: bigint;
}

/** The product's 0.5 percent fee (995 / 1000). The legacy MotoSwap vectors use 997. */
export const DEFAULT_SWAP_FEE: SwapFee = {
  numerator: SWAP_FEE_NUMERATOR,
  denominator: SWAP_FEE_DENOMINATOR,
};

/** The reserves of one hop of a path, oriented from the token paid in to the token received. */
export interface HopReserves {
  reserveIn: bigint;
  reserveOut: bigint;
}

function requireLiquidity(reserveIn: bigint, reserveOut: bigint): void {
  if (reserveIn <= 0n || reserveOut <= 0n) throw new AmmError('INSUFFICIENT_LIQUIDITY');
}

/** The other token's amount at the pool's current ratio: amountA x reserveB / reserveA (floor). */
export function quote(amountA: bigint, reserveA: bigint, reserveB: bigint): bigint {
  if (amountA <= 0n) throw new AmmError('INSUFFICIENT_AMOUNT');
  requireLiquidity(reserveA, reserveB);
  return (amountA * reserveB) / reserveA;
}

/** Output of an exact input after the swap fee, rounded down (Uniswap V2 getAmountOut). */
export function getAmountOut(
  amountIn: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  fee: SwapFee = DEFAULT_SWAP_FEE,
): bigint {
  if (amountIn <= 0n) throw new AmmError('INSUFFICIENT_INPUT_AMOUNT');
  requireLiquidity(reserveIn, reserveOut);
  const amountInWithFee = amountIn * fee.numerator;
  return (amountInWithFee * reserveOut) / (reserveIn * fee.denominator + amountInWithFee);
}

/** Input needed for an exact output after the swap fee, rounded up (Uniswap V2 getAmountIn). */
export function getAmountIn(
  amountOut: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  fee: SwapFee = DEFAULT_SWAP_FEE,
): bigint {
  if (amountOut <= 0n) throw new AmmError('INSUFFICIENT_OUTPUT_AMOUNT');
  requireLiquidity(reserveIn, reserveOut);
  // The pool can never pay out its whole reserve; the contract fails on the same input.
  if (amountOut >= reserveOut) throw new AmmError('INSUFFICIENT_LIQUIDITY');
  const numerator = reserveIn * amountOut * fee.denominator;
  const denominator = (reserveOut - amountOut) * fee.numerator;
  return numerator / denominator + 1n;
}

/** Amounts along a path for an exact input: [amountIn, after hop 1, ..., final output]. */
export function getAmountsOut(
  amountIn: bigint,
  hops: readonly HopReserves[],
  fee: SwapFee = DEFAULT_SWAP_FEE,
): bigint[] {
  if (hops.length === 0) throw new AmmError('INVALID_PATH');
  const amounts = [amountIn];
  let amount = amountIn;
  for (const hop of hops) {
    amount = getAmountOut(amount, hop.reserveIn, hop.reserveOut, fee);
    amounts.push(amount);
  }
  return amounts;
}

/** Amounts along a path for an exact output: [input needed, ..., amountOut]. */
export function getAmountsIn(
  amountOut: bigint,
  hops: readonly HopReserves[],
  fee: SwapFee = DEFAULT_SWAP_FEE,
): bigint[] {
  if (hops.length === 0) throw new AmmError('INVALID_PATH');
  const amounts = [amountOut];
  let amount = amountOut;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as HopReserves;
    amount = getAmountIn(amount, hop.reserveIn, hop.reserveOut, fee);
    amounts.unshift(amount);
  }
  return amounts;
}
