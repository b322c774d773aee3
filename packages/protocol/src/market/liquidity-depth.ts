import { LIQUIDITY_DEPTH_BAND_PERCENT, SATS_PER_BTC } from '../constants.ts';
import { groupThousands } from '../format/format-amount.ts';
import { ceilDiv } from '../math/ceil-div.ts';
import { integerSqrt } from '../math/integer-sqrt.ts';
import type { TokenMetrics } from '../schemas/token.ts';

/** The virtual reserves as the token metrics report them. */
export type DepthReserves = Pick<TokenMetrics, 'virtualBTCReserve' | 'virtualTokenReserve'>;

export interface LiquidityDepth {
  /** Buying this many sats' worth takes this many tokens out and lifts the price by the band. */
  up: { sats: bigint; tokens: bigint };
  /** Selling this many tokens pays out this many sats and lowers the price by the band. */
  down: { sats: bigint; tokens: bigint };
}

/**
 * The ±2 percent depth on the constant-product virtual pool (k = B·T, price B/T). A price moved
 * by factor f has B' = B·√f and T' = k / B'; so up: B' = √(B²·102/100), down: T' = √(T²·100/98).
 * Null when either reserve is empty.
 */
export function getLiquidityDepth(reserves: DepthReserves): LiquidityDepth | null {
  const b = reserves.virtualBTCReserve;
  const t = reserves.virtualTokenReserve;
  if (b <= 0n || t <= 0n) return null;
  const k = b * t;
  const band = BigInt(LIQUIDITY_DEPTH_BAND_PERCENT);
  const bUp = integerSqrt((b * b * (100n + band)) / 100n);
  const tDown = integerSqrt((t * t * 100n) / (100n - band));
  return {
    up: { sats: bUp - b, tokens: t - ceilDiv(k, bUp) },
    down: { sats: b - ceilDiv(k, tDown), tokens: tDown - t },
  };
}

export const USD_NOT_AVAILABLE = 'N/A';

/** A sats amount in US dollars ('$1,234.56', cents rounded down); 'N/A' without an exchange rate. */
export function usdDepthText(sats: bigint, usdPerBtc: number | null | undefined): string {
  if (
    usdPerBtc === null ||
    usdPerBtc === undefined ||
    !Number.isFinite(usdPerBtc) ||
    usdPerBtc <= 0
  ) {
    return USD_NOT_AVAILABLE;
  }
  const rateCents = BigInt(Math.round(usdPerBtc * 100));
  const cents = (sats * rateCents) / SATS_PER_BTC;
  const dollars = groupThousands(cents / 100n);
  return `$${dollars}.${(cents % 100n).toString().padStart(2, '0')}`;
}
