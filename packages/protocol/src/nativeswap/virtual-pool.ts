import { ceilDiv } from '../math/ceil-div.ts';
import { NativeSwapError } from './native-swap-error.ts';
import { NATIVE_SWAP_REVERTS, fillTemplate } from './native-swap-reverts.ts';
import type { NativePoolState, VirtualReserves } from './native-pool-state.ts';
import { MAX_TOTAL_SATOSHIS } from './contract-constants.ts';

/**
 * Applies the pending accumulators (docs/native-swap-pricing.md#virtual-reserves): listed tokens
 * raise T, then bought tokens lower it, and B is re-derived each time from the constant product,
 * rounded up. Returns the updated pool.
 */
export function applyPendingVirtualUpdate<P extends VirtualReserves>(pool: P): P {
  let b = pool.virtualSatoshisReserve;
  let t = pool.virtualTokenReserve;
  const added = pool.totalTokensSellActivated;
  const bought = pool.totalTokensExchangedForSatoshis;

  if (added > 0n) {
    const initialK = b * t;
    t += added;
    b = ceilDiv(initialK, t);
    const newK = b * t;
    const drift = newK > initialK ? newK - initialK : initialK - newK;
    if (drift > initialK / 100_000n) {
      throw new NativeSwapError(
        fillTemplate(NATIVE_SWAP_REVERTS.constantProductBroken, {
          detail: `Initial k: ${initialK}, New k: ${newK}`,
        }),
      );
    }
  }

  if (bought > 0n || pool.totalSatoshisExchangedForTokens > 0n) {
    if (bought >= t) {
      throw new NativeSwapError(
        `Impossible state: Cannot buy ${bought} tokens, only ${t} available`,
      );
    }
    const k = b * t;
    t -= bought;
    b = ceilDiv(k, t);
  }

  if (t === 0n) t = 1n;
  if (b > MAX_TOTAL_SATOSHIS) {
    throw new NativeSwapError(
      `Impossible state: New virtual satoshis reserve out of range. Value: ${b}`,
    );
  }

  return {
    ...pool,
    virtualSatoshisReserve: b,
    virtualTokenReserve: t,
    totalTokensSellActivated: 0n,
    totalTokensExchangedForSatoshis: 0n,
    totalSatoshisExchangedForTokens: 0n,
  };
}

/** The pool fields a trade is recorded against. */
export type TradeRecordPool = VirtualReserves & Pick<NativePoolState, 'liquidity'>;

/**
 * Records a settled buy in the accumulators (applied on the next call), after checking that the
 * pending buys stay below the projected T, the projected B within 21M BTC and the buy within the
 * pool's liquidity.
 */
export function recordTradeVolumes<P extends TradeRecordPool>(
  pool: P,
  tokensBought: bigint,
  satoshisSpent: bigint,
): P {
  const b = pool.virtualSatoshisReserve;
  const t = pool.virtualTokenReserve;
  let projectedT = t;
  let projectedB = b;
  if (pool.totalTokensSellActivated > 0n) {
    projectedT = t + pool.totalTokensSellActivated;
    projectedB = (b * t) / projectedT;
  }
  const totalBuys = pool.totalTokensExchangedForSatoshis + tokensBought;
  const totalSatoshis = pool.totalSatoshisExchangedForTokens + satoshisSpent;
  if (totalBuys >= projectedT) {
    throw new NativeSwapError(
      `IMPOSSIBLE STATE: Trade would cause virtual pool exhaustion. Total buys would be: ${totalBuys}. Projected T after sells: ${projectedT}`,
    );
  }
  if (projectedB + totalSatoshis > MAX_TOTAL_SATOSHIS) {
    throw new NativeSwapError(
      `IMPOSSIBLE STATE: Trade would cause BTC reserve overflow. Projected BTC after all operations: ${projectedB + totalSatoshis} > ${MAX_TOTAL_SATOSHIS}`,
    );
  }
  if (tokensBought > pool.liquidity) {
    throw new NativeSwapError(
      `IMPOSSIBLE STATE: Trade trying to buy ${tokensBought} tokens but total liquidity is only ${pool.liquidity}`,
    );
  }
  return {
    ...pool,
    totalTokensExchangedForSatoshis: totalBuys,
    totalSatoshisExchangedForTokens: totalSatoshis,
  };
}
