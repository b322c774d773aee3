import { NativeSwapError } from './native-swap-error.ts';
import { NATIVE_SWAP_REVERTS } from './native-swap-reverts.ts';
import type { NativePoolState } from './native-pool-state.ts';
import { MAX_TOTAL_SATOSHIS } from './contract-constants.ts';

/**
 * A new pool (docs/native-swap-pricing.md#pool-creation): T = initial liquidity, B = floor(initial
 * liquidity / floor price), where the floor price is token base units per sat; the whole liquidity
 * belongs to the initial provider.
 */
export function initialPoolState(floorPrice: bigint, initialLiquidity: bigint): NativePoolState {
  if (floorPrice <= 0n) throw new NativeSwapError(NATIVE_SWAP_REVERTS.floorPriceZero);
  if (initialLiquidity <= 0n) {
    throw new NativeSwapError(NATIVE_SWAP_REVERTS.initialLiquidityZero);
  }
  const virtualSatoshisReserve = initialLiquidity / floorPrice;
  if (virtualSatoshisReserve > MAX_TOTAL_SATOSHIS) {
    throw new NativeSwapError(
      `Impossible state: Satoshis reserve out of range. Please adjust initial liquidity or floor price. Value: ${virtualSatoshisReserve}`,
    );
  }
  return {
    virtualSatoshisReserve,
    virtualTokenReserve: initialLiquidity,
    totalTokensSellActivated: 0n,
    totalTokensExchangedForSatoshis: 0n,
    totalSatoshisExchangedForTokens: 0n,
    liquidity: initialLiquidity,
    reservedLiquidity: 0n,
    initialProviderLiquidity: initialLiquidity,
  };
}

/** The createPool settings the contract validates besides price and liquidity. */
export interface CreatePoolSettings {
  /** Blocks the anti-bot limit lasts after creation; 0 turns it off. */
  antiBotEnabledFor: number;
  antiBotMaximumTokensPerReservation: bigint;
  maxReservesIn5BlocksPercent: bigint;
}

/** Validates the anti-bot and 5-block reservation settings of createPool, in contract order. */
export function checkCreatePoolSettings(settings: CreatePoolSettings): void {
  if (settings.antiBotEnabledFor !== 0 && settings.antiBotMaximumTokensPerReservation === 0n) {
    throw new NativeSwapError(NATIVE_SWAP_REVERTS.antiBotMaxTokensZero);
  }
  if (settings.maxReservesIn5BlocksPercent > 100n) {
    throw new NativeSwapError(NATIVE_SWAP_REVERTS.fiveBlockPercentAbove100);
  }
}
