import { describe, expect, it } from 'vitest';
import { AmmError } from './amm-error.ts';
import { getAmountOut } from './amm-math.ts';
import { checkPoolSwap } from './swap-invariant.ts';

const reserve0 = 10_000n;
const reserve1 = 10_000n;

function swapToken0For1(amountIn: bigint, amount1Out: bigint) {
  return {
    reserve0,
    reserve1,
    balance0: reserve0 + amountIn,
    balance1: reserve1 - amount1Out,
    amount0Out: 0n,
    amount1Out,
  };
}

describe('checkPoolSwap', () => {
  it('accepts the router’s getAmountOut and reports the input', () => {
    const out = getAmountOut(1000n, reserve0, reserve1);
    expect(checkPoolSwap(swapToken0For1(1000n, out))).toEqual({ amount0In: 1000n, amount1In: 0n });
  });

  it('rejects one unit more than getAmountOut with K', () => {
    const out = getAmountOut(1000n, reserve0, reserve1);
    expect(() => checkPoolSwap(swapToken0For1(1000n, out + 1n))).toThrow(new AmmError('K'));
  });

  it('requires an output, an input and an output below the reserve', () => {
    expect(() => checkPoolSwap(swapToken0For1(1000n, 0n))).toThrow('INSUFFICIENT_OUTPUT_AMOUNT');
    expect(() => checkPoolSwap(swapToken0For1(0n, 1n))).toThrow('INSUFFICIENT_INPUT_AMOUNT');
    expect(() => checkPoolSwap(swapToken0For1(10n ** 9n, reserve1))).toThrow(
      'INSUFFICIENT_LIQUIDITY',
    );
  });
});
