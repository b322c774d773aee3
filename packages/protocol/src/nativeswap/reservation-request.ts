import { MAX_ACTIVATION_DELAY, MINIMUM_TRADE_SATS } from '../constants.ts';
import { NativeSwapError } from './native-swap-error.ts';
import { NATIVE_SWAP_REVERTS, fillTemplate } from './native-swap-reverts.ts';
import { checkActivationDelay } from './reorg-protection.ts';

/**
 * The reserve call's argument checks in contract order (docs/native-swap.md#reserve-requirements):
 * activation delay, a nonzero amount, at least the minimum trade (the spec's 50,000 sats; the
 * contract's own value is 10,000).
 */
export function checkReservationRequest(
  maximumAmountIn: bigint,
  activationDelay: number,
  minimumTradeSats: bigint = MINIMUM_TRADE_SATS,
  maximumActivationDelay: number = MAX_ACTIVATION_DELAY,
): void {
  checkActivationDelay(activationDelay, maximumActivationDelay);
  if (maximumAmountIn === 0n) {
    throw new NativeSwapError(NATIVE_SWAP_REVERTS.maximumAmountInZero);
  }
  if (maximumAmountIn < minimumTradeSats) {
    throw new NativeSwapError(
      fillTemplate(NATIVE_SWAP_REVERTS.belowMinimumTradeSize, {
        amount: maximumAmountIn,
        minimum: minimumTradeSats,
      }),
    );
  }
}
