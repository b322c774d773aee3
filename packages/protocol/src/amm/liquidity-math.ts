import { MINIMUM_LIQUIDITY } from './amm-constants.ts';
import { AmmError } from './amm-error.ts';
import { quote } from './amm-math.ts';
import { integerSqrt } from '../math/integer-sqrt.ts';
import { shareInBasisPoints } from '../math/basis-points.ts';

/** A mint: the deposited amounts against the pool before the deposit. */
export interface MintInput {
  amount0: bigint;
  amount1: bigint;
  reserve0: bigint;
  reserve1: bigint;
  totalSupply: bigint;
}

/** LP minted to the provider, and LP locked forever (MINIMUM_LIQUIDITY on the first mint, else 0). */
export interface MintResult {
  liquidity: bigint;
  lockedLiquidity: bigint;
}

/** LP tokens a deposit mints: sqrt(a0 x a1) - 1000 first, then min(a0 x S / r0, a1 x S / r1). */
export function mintLiquidity(input: MintInput): MintResult {
  const { amount0, amount1, reserve0, reserve1, totalSupply } = input;
  if (totalSupply === 0n) {
    const liquidity = integerSqrt(amount0 * amount1) - MINIMUM_LIQUIDITY;
    if (liquidity <= 0n) throw new AmmError('INSUFFICIENT_LIQUIDITY_MINTED');
    return { liquidity, lockedLiquidity: MINIMUM_LIQUIDITY };
  }
  if (reserve0 <= 0n || reserve1 <= 0n) throw new AmmError('INSUFFICIENT_LIQUIDITY');
  const by0 = (amount0 * totalSupply) / reserve0;
  const by1 = (amount1 * totalSupply) / reserve1;
  const liquidity = by0 < by1 ? by0 : by1;
  if (liquidity <= 0n) throw new AmmError('INSUFFICIENT_LIQUIDITY_MINTED');
  return { liquidity, lockedLiquidity: 0n };
}

/** The tokens a burn of LP pays out. */
export interface BurnAmounts {
  amount0: bigint;
  amount1: bigint;
}

/** Tokens paid for burning LP: lp x balance / supply for each side (floor). */
export function burnAmounts(
  liquidity: bigint,
  balance0: bigint,
  balance1: bigint,
  totalSupply: bigint,
): BurnAmounts {
  if (totalSupply <= 0n) throw new AmmError('INSUFFICIENT_LIQUIDITY');
  const amount0 = (liquidity * balance0) / totalSupply;
  const amount1 = (liquidity * balance1) / totalSupply;
  if (amount0 <= 0n || amount1 <= 0n) throw new AmmError('INSUFFICIENT_LIQUIDITY_BURNED');
  return { amount0, amount1 };
}

/** The router's addLiquidity request, in the caller's token order (A, B). */
export interface AddLiquidityRequest {
  amountADesired: bigint;
  amountBDesired: bigint;
  amountAMin: bigint;
  amountBMin: bigint;
  reserveA: bigint;
  reserveB: bigint;
}

/** The amounts the router actually deposits. */
export interface PairAmounts {
  amountA: bigint;
  amountB: bigint;
}

/**
 * The router's optimal deposit: the desired amounts into an empty pool, otherwise the largest pair
 * at the pool ratio within the desired amounts, checked against the minimums (Uniswap V2 rules).
 */
export function optimalLiquidityAmounts(request: AddLiquidityRequest): PairAmounts {
  const { amountADesired, amountBDesired, amountAMin, amountBMin, reserveA, reserveB } = request;
  if (reserveA === 0n && reserveB === 0n) {
    return { amountA: amountADesired, amountB: amountBDesired };
  }
  const amountBOptimal = quote(amountADesired, reserveA, reserveB);
  if (amountBOptimal <= amountBDesired) {
    if (amountBOptimal < amountBMin) throw new AmmError('INSUFFICIENT_B_AMOUNT');
    return { amountA: amountADesired, amountB: amountBOptimal };
  }
  const amountAOptimal = quote(amountBDesired, reserveB, reserveA);
  if (amountAOptimal < amountAMin) throw new AmmError('INSUFFICIENT_A_AMOUNT');
  return { amountA: amountAOptimal, amountB: amountBDesired };
}

/** The router's removeLiquidity request, in the caller's token order (A, B). */
export interface RemoveLiquidityRequest {
  liquidity: bigint;
  balanceA: bigint;
  balanceB: bigint;
  totalSupply: bigint;
  amountAMin: bigint;
  amountBMin: bigint;
}

/** Tokens a removeLiquidity pays, checked against the caller's minimums. */
export function removeLiquidityAmounts(request: RemoveLiquidityRequest): PairAmounts {
  const burned = burnAmounts(
    request.liquidity,
    request.balanceA,
    request.balanceB,
    request.totalSupply,
  );
  if (burned.amount0 < request.amountAMin) throw new AmmError('INSUFFICIENT_A_AMOUNT');
  if (burned.amount1 < request.amountBMin) throw new AmmError('INSUFFICIENT_B_AMOUNT');
  return { amountA: burned.amount0, amountB: burned.amount1 };
}

/**
 * The share of the pool a mint's LP tokens hold once minted, in basis points (rounded down): the
 * minted LP over the supply after the mint, which on the first mint includes the locked 1000.
 */
export function shareAfterMintBps(mint: MintResult, totalSupply: bigint): bigint {
  return shareInBasisPoints(mint.liquidity, totalSupply + mint.lockedLiquidity + mint.liquidity);
}
