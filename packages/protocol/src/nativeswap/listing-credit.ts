import { NativeSwapError } from './native-swap-error.ts';
import { NATIVE_SWAP_REVERTS, fillTemplate } from './native-swap-reverts.ts';
import type { VirtualReserves } from './native-pool-state.ts';
import { basisPointsOf } from '../math/basis-points.ts';
import { ceilDiv } from '../math/ceil-div.ts';
import { MAX_CUMULATIVE_IMPACT_BPS, MAX_PRICE_IMPACT_BPS } from './contract-constants.ts';
import { applyPendingVirtualUpdate } from './virtual-pool.ts';

/** Half of a listing, rounded up: ceil(amount / 2). */
export function halfCredit(amount: bigint): bigint {
  return ceilDiv(amount, 2n);
}

/**
 * The T credit of a listing (docs/native-swap-pricing.md#listing-credit): half(old + net) -
 * half(old), old being the provider's liquidity.
 */
export function listingHalfCredit(oldProviderLiquidity: bigint, netAmount: bigint): bigint {
  return halfCredit(oldProviderLiquidity + netAmount) - halfCredit(oldProviderLiquidity);
}

/**
 * Credits half a listing to the virtual reserves and applies it at once, enforcing the two limits:
 * the credit at most 100 percent of T, the pending credit at most 200 percent of T.
 */
export function applyListingHalfCredit<P extends VirtualReserves>(
  pool: P,
  oldProviderLiquidity: bigint,
  netAmount: bigint,
): P {
  const credit = listingHalfCredit(oldProviderLiquidity, netAmount);
  if (credit <= 0n) return pool;
  const t = pool.virtualTokenReserve;
  if (t === 0n || pool.virtualSatoshisReserve === 0n) {
    throw new NativeSwapError(NATIVE_SWAP_REVERTS.poolNotInitialized);
  }
  const maxCredit = basisPointsOf(t, MAX_PRICE_IMPACT_BPS);
  if (credit > maxCredit) {
    throw new NativeSwapError(
      fillTemplate(NATIVE_SWAP_REVERTS.listingTooLarge, {
        detail: `Adding ${credit} tokens but max allowed is ${maxCredit} (${MAX_PRICE_IMPACT_BPS} bps of ${t} virtual reserve).`,
      }),
    );
  }
  const pending = pool.totalTokensSellActivated + credit;
  const maxPending = basisPointsOf(t, MAX_CUMULATIVE_IMPACT_BPS);
  if (pending > maxPending) {
    throw new NativeSwapError(
      fillTemplate(NATIVE_SWAP_REVERTS.cumulativeSellsTooHigh, {
        detail: `Total pending would be ${pending}, max allowed is ${maxPending}.`,
      }),
    );
  }
  return applyPendingVirtualUpdate({ ...pool, totalTokensSellActivated: pending });
}

/** A provider's first sale credits the other half of its liquidity, applied on the next call. */
export function creditProviderActivation<P extends VirtualReserves>(
  pool: P,
  providerLiquidity: bigint,
): P {
  return {
    ...pool,
    totalTokensSellActivated: pool.totalTokensSellActivated + halfCredit(providerLiquidity),
  };
}
