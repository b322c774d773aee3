import { NativeSwapError } from './native-swap-error.ts';
import type { NativePoolState } from './native-pool-state.ts';
import { lnRatioScaled } from './fixed-point-ln.ts';
import { QUEUE_IMPACT_LN_SCALE, QUOTE_SCALE } from './contract-constants.ts';

/** What the current quote depends on. */
export type QuoteInputs = Pick<
  NativePoolState,
  'virtualSatoshisReserve' | 'virtualTokenReserve' | 'liquidity' | 'initialProviderLiquidity'
>;

/**
 * Extra virtual tokens from the sell queue: floor(T x floor(lnScaled^2 / 1e6) / 1e6) with
 * lnScaled = floor(1e6 x ln((T + queued) / T)); zero without a queue or reserve.
 */
export function queueImpact(virtualTokenReserve: bigint, queuedTokens: bigint): bigint {
  if (queuedTokens <= 0n || virtualTokenReserve <= 0n) return 0n;
  const lnScaled = lnRatioScaled(
    virtualTokenReserve + queuedTokens,
    virtualTokenReserve,
    QUEUE_IMPACT_LN_SCALE,
  );
  const lnSquared = (lnScaled * lnScaled) / QUEUE_IMPACT_LN_SCALE;
  return (virtualTokenReserve * lnSquared) / QUEUE_IMPACT_LN_SCALE;
}

/** The quote: token base units per sat scaled by 1e8, floor((T + queueImpact) x 1e8 / B). */
export function currentQuote(pool: QuoteInputs): bigint {
  const { virtualSatoshisReserve: b, virtualTokenReserve: t } = pool;
  if (t === 0n) return 0n;
  if (b === 0n) throw new NativeSwapError('Impossible state: Not enough liquidity.');
  const queuedTokens = pool.liquidity - pool.initialProviderLiquidity;
  return ((t + queueImpact(t, queuedTokens)) * QUOTE_SCALE) / b;
}
