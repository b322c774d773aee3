import type { AddLiquidityPreview } from '@opswap/protocol/amm/add-liquidity';
import type { Token } from '@opswap/protocol/tokens/token';

/** Everything a confirmed deposit sends, fixed when the user reviews it. */
export interface AddLiquidityPlan {
  tokenA: Token;
  tokenB: Token;
  /** The amounts offered: the router's amountADesired and amountBDesired (what is approved). */
  amountADesired: bigint;
  amountBDesired: bigint;
  /** The deposit as the pool will take it, its minimums, LP and share. */
  preview: AddLiquidityPreview;
  /** The pool's LP token decimals. */
  lpDecimals: number;
  /** The max slippage setting (hundredths of a percent) the minimums were taken at. */
  maxSlippage: number;
}
