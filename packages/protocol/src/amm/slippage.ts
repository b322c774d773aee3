import { BASIS_POINTS } from '../math/basis-points.ts';

/** The max slippage setting counts hundredths of a percent: 20 is 0.20 percent. */
function requireSlippage(slippage: bigint): void {
  if (slippage < 0n || slippage > BASIS_POINTS) {
    throw new RangeError(`Slippage out of range: ${slippage}`);
  }
}

/**
 * The least a trade may pay out at the max slippage, for every kind of trade (a pool swap, a buy
 * with Bitcoin): amount x (10000 - slippage) / 10000, rounded down.
 */
export function minimumAmountOut(amountOut: bigint, slippage: bigint): bigint {
  requireSlippage(slippage);
  if (amountOut < 0n) throw new RangeError(`Negative amount: ${amountOut}`);
  return (amountOut * (BASIS_POINTS - slippage)) / BASIS_POINTS;
}

/** The percent text of the max slippage setting, two decimals: 20 gives '0.20%'. */
export function slippagePercentText(slippage: bigint): string {
  requireSlippage(slippage);
  const whole = slippage / 100n;
  const hundredths = (slippage % 100n).toString().padStart(2, '0');
  return `${whole}.${hundredths}%`;
}
