import { BASIS_POINTS } from '../math/basis-points.ts';

/** The pool swap's slippage setting counts basis points: 20 is 0.20 percent. */
function requireSlippage(slippage: bigint): void {
  if (slippage < 0n || slippage > BASIS_POINTS) {
    throw new RangeError(`Slippage out of range: ${slippage}`);
  }
}

/** Pool-swap minimum out: amount x (10000 - slippage) / 10000, slippage in hundredths of a percent. */
export function poolSwapMinimumAmountOut(amountOut: bigint, slippage: bigint): bigint {
  requireSlippage(slippage);
  if (amountOut < 0n) throw new RangeError(`Negative amount: ${amountOut}`);
  return (amountOut * (BASIS_POINTS - slippage)) / BASIS_POINTS;
}

/** The percent text of a pool-swap slippage setting, two decimals: 20 gives '0.20%'. */
export function slippagePercentText(slippage: bigint): string {
  requireSlippage(slippage);
  const whole = slippage / 100n;
  const hundredths = (slippage % 100n).toString().padStart(2, '0');
  return `${whole}.${hundredths}%`;
}
