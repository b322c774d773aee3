import { NativeSwapError } from './native-swap-error.ts';
import { NATIVE_SWAP_REVERTS, fillTemplate } from './native-swap-reverts.ts';
import type { NativePoolState } from './native-pool-state.ts';
import {
  MINIMUM_PROVIDER_RESERVATION_AMOUNT_IN_SAT,
  STRICT_MINIMUM_PROVIDER_RESERVATION_AMOUNT_IN_SAT,
} from './contract-constants.ts';
import { satoshisToTokens, tokensToSatoshis } from './conversions.ts';

/** The anti-bot limit a pool may carry for its first blocks. */
export interface AntiBotLimit {
  expirationBlock: number;
  maxTokensPerReservation: bigint;
}

/**
 * Everything that bounds how many tokens one reservation may take
 * (docs/native-swap-pricing.md#reservation-sizing).
 */
export interface ReservationSizingInput {
  maximumAmountIn: bigint;
  quote: bigint;
  pool: Pick<NativePoolState, 'liquidity' | 'reservedLiquidity'>;
  maxReserves5BlockPercent: bigint;
  currentBlock: number;
  antiBot?: AntiBotLimit;
}

/**
 * The "5-block" cap: tokens still reservable while the outstanding reservations stay within
 * floor(liquidity x percent / 100); zero once they reach it.
 */
export function fiveBlockReservationAllowance(
  liquidity: bigint,
  reservedLiquidity: bigint,
  maxReserves5BlockPercent: bigint,
): bigint {
  const cap = (liquidity * maxReserves5BlockPercent) / 100n;
  return cap > reservedLiquidity ? cap - reservedLiquidity : 0n;
}

/**
 * Tokens a reservation takes: the sats at the quote, capped by the available liquidity and the
 * 5-block cap, worth at least 1,000 sats, within the anti-bot limit while it lasts.
 */
export function reservationTokens(input: ReservationSizingInput): bigint {
  const { quote, pool } = input;
  if (pool.liquidity < pool.reservedLiquidity) {
    throw new NativeSwapError('Impossible state: liquidity < reservedLiquidity.');
  }
  const available = pool.liquidity - pool.reservedLiquidity;
  let tokens = satoshisToTokens(input.maximumAmountIn, quote);
  if (tokens > available) tokens = available;
  if (tokens === 0n) throw new NativeSwapError(NATIVE_SWAP_REVERTS.notEnoughLiquidity);

  const allowance = fiveBlockReservationAllowance(
    pool.liquidity,
    pool.reservedLiquidity,
    input.maxReserves5BlockPercent,
  );
  if (tokens > allowance) tokens = allowance;
  if (tokens === 0n) {
    throw new NativeSwapError(NATIVE_SWAP_REVERTS.reservationLimitReached);
  }

  const satoshis = tokensToSatoshis(tokens, quote);
  if (satoshis < MINIMUM_PROVIDER_RESERVATION_AMOUNT_IN_SAT) {
    throw new NativeSwapError(
      fillTemplate(NATIVE_SWAP_REVERTS.minimumLiquidityNotMet, {
        detail: `${satoshis}, tokens: ${tokens}, quote: ${quote}`,
      }),
    );
  }

  const { antiBot } = input;
  if (
    antiBot !== undefined &&
    input.currentBlock <= antiBot.expirationBlock &&
    tokens > antiBot.maxTokensPerReservation
  ) {
    throw new NativeSwapError(NATIVE_SWAP_REVERTS.antiBotLimitExceeded);
  }
  return tokens;
}

/** True when tokens are worth less than 600 sats at the quote: dust, never reserved. */
export function isDust(tokens: bigint, quote: bigint): boolean {
  return tokensToSatoshis(tokens, quote) < STRICT_MINIMUM_PROVIDER_RESERVATION_AMOUNT_IN_SAT;
}

/** One provider's share of a reservation: the sats the buyer pays it and the tokens reserved. */
export interface ProviderReservation {
  satoshis: bigint;
  tokens: bigint;
}

/**
 * A provider's share: up to the remaining tokens; when the provider's leftover would be worth under
 * 1,000 sats the buyer pays for the whole available amount, tokens still capped.
 */
export function providerReservation(
  remainingTokens: bigint,
  providerAvailable: bigint,
  quote: bigint,
): ProviderReservation {
  const target = remainingTokens < providerAvailable ? remainingTokens : providerAvailable;
  const targetCost = tokensToSatoshis(target, quote);
  const availableCost = tokensToSatoshis(providerAvailable, quote);
  const satoshis =
    availableCost - targetCost < MINIMUM_PROVIDER_RESERVATION_AMOUNT_IN_SAT
      ? availableCost
      : targetCost;
  const bought = satoshisToTokens(satoshis, quote);
  return { satoshis, tokens: bought < target ? bought : target };
}
