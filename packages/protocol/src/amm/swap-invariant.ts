import { AmmError } from './amm-error.ts';
import { DEFAULT_SWAP_FEE } from './amm-math.ts';
import type { SwapFee } from './amm-math.ts';

/** A pool swap as the pool sees it: reserves before, balances after the optimistic transfer out. */
export interface PoolSwapCheck {
  reserve0: bigint;
  reserve1: bigint;
  /** Pool balances after the tokens were sent in and the outputs sent out. */
  balance0: bigint;
  balance1: bigint;
  amount0Out: bigint;
  amount1Out: bigint;
}

/** What the swap put into the pool, per side. */
export interface PoolSwapInputs {
  amount0In: bigint;
  amount1In: bigint;
}

/**
 * The pool's swap checks (Uniswap V2 pair.swap): some output, outputs below the reserves, some
 * input, and the fee-adjusted product of balances never below the old product of reserves.
 */
export function checkPoolSwap(
  swap: PoolSwapCheck,
  fee: SwapFee = DEFAULT_SWAP_FEE,
): PoolSwapInputs {
  const { reserve0, reserve1, balance0, balance1, amount0Out, amount1Out } = swap;
  if (amount0Out <= 0n && amount1Out <= 0n) throw new AmmError('INSUFFICIENT_OUTPUT_AMOUNT');
  if (amount0Out >= reserve0 || amount1Out >= reserve1)
    throw new AmmError('INSUFFICIENT_LIQUIDITY');
  const amount0In = balance0 > reserve0 - amount0Out ? balance0 - (reserve0 - amount0Out) : 0n;
  const amount1In = balance1 > reserve1 - amount1Out ? balance1 - (reserve1 - amount1Out) : 0n;
  if (amount0In <= 0n && amount1In <= 0n) throw new AmmError('INSUFFICIENT_INPUT_AMOUNT');
  const feePart = fee.denominator - fee.numerator;
  const adjusted0 = balance0 * fee.denominator - amount0In * feePart;
  const adjusted1 = balance1 * fee.denominator - amount1In * feePart;
  if (adjusted0 * adjusted1 < reserve0 * reserve1 * fee.denominator * fee.denominator) {
    throw new AmmError('K');
  }
  return { amount0In, amount1In };
}
