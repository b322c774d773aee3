import { NativeSwapError } from './native-swap-error.ts';
import { NATIVE_SWAP_REVERTS } from './native-swap-reverts.ts';
import type { NativePoolState } from './native-pool-state.ts';
import { MAX_TOTAL_SATOSHIS } from './contract-constants.ts';
import { currentQuote } from './quote.ts';

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

/**
 * The create form takes the floor price as sats per whole token (what the token page shows as the
 * price), with up to this many fraction digits: 0.00000001 sats per token at the finest.
 */
export const FLOOR_PRICE_INPUT_DECIMALS = 8;
const FLOOR_PRICE_INPUT_SCALE = 10n ** BigInt(FLOOR_PRICE_INPUT_DECIMALS);

/**
 * createPool's floorPrice, token base units per sat, for a price in sats per whole token given
 * scaled by 1e8 (FLOOR_PRICE_INPUT_DECIMALS): floor(10^decimals x 1e8 / scaled price). Rounded down,
 * so the pool never opens cheaper than asked. 0 when one base unit would cost more than a sat: the
 * contract cannot express that price.
 */
export function floorPriceFromSatsPerToken(
  satsPerTokenScaled: bigint,
  tokenDecimals: number,
): bigint {
  if (satsPerTokenScaled <= 0n) return 0n;
  return (10n ** BigInt(tokenDecimals) * FLOOR_PRICE_INPUT_SCALE) / satsPerTokenScaled;
}

/**
 * The quote a new pool opens at: T = L and B = floor(L / floor price), so it is floorPrice x 1e8
 * or a little more where the division rounds B down.
 */
export function openingQuote(floorPrice: bigint, initialLiquidity: bigint): bigint {
  return currentQuote(initialPoolState(floorPrice, initialLiquidity));
}
