import {
  BALANCE_FLOOR_TEXT,
  BTC_DECIMALS,
  COMPACT_SUFFIXES,
  DISPLAY_DECIMALS,
  USD_FLOOR_TEXT,
} from '../constants.ts';
import { assertTokenDecimals, formatUnits } from '../amount/units.ts';

/*
 * Every display here truncates toward zero, never rounds: a balance never shows more than the user
 * holds, and a compact value never rolls over into the next suffix (999,999 shows '999.99K').
 * Texts carry no currency sign or symbol; the screen places '$' or the token symbol.
 */

/** The reserve boxes show 4 USD decimals; their floor follows the USD style (spec: not shown). */
export const USD_RESERVE_BOX_FLOOR_TEXT = '<0.0001';

/** USD values and the USD rate are bigints scaled by 10^8, like sats to BTC. */
export const USD_DECIMALS = 8;
/** One US dollar at that scale. */
export const USD_ONE = 10n ** BigInt(USD_DECIMALS);

/** Fraction digits after a compact suffix's number: '1.23K' (design: spec not shown). */
export const COMPACT_FRACTION_DIGITS = 2;

interface FixedStyle {
  readonly maxFractionDigits: number;
  readonly minFractionDigits: number;
}

/** A whole number with ',' between each group of three digits: '1,234,567'. */
export function groupThousands(whole: bigint): string {
  return whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function assertNotNegative(value: bigint): void {
  if (value < 0n) throw new RangeError(`Cannot display a negative amount: ${value}`);
}

/** Truncated text of a non-negative value; `decimals` may exceed 32 here (compact scaling). */
function fixedText(value: bigint, decimals: number, style: FixedStyle): string {
  const scale = 10n ** BigInt(decimals);
  const whole = groupThousands(value / scale);
  const fraction = (value % scale)
    .toString()
    .padStart(decimals, '0')
    .slice(0, style.maxFractionDigits)
    .replace(/0+$/, '')
    .padEnd(style.minFractionDigits, '0');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** Whether a value above zero would show as 0 with this many fraction digits. */
function isBelowDisplayFloor(value: bigint, decimals: number, fractionDigits: number): boolean {
  return (
    value > 0n && decimals > fractionDigits && value < 10n ** BigInt(decimals - fractionDigits)
  );
}

/** A token balance or amount: up to 4 decimals, ',' grouping, '< 0.0001' for dust, '0' for zero. */
export function formatBalance(amount: bigint, decimals: number): string {
  assertTokenDecimals(decimals);
  assertNotNegative(amount);
  if (isBelowDisplayFloor(amount, decimals, DISPLAY_DECIMALS.balance)) return BALANCE_FLOOR_TEXT;
  return fixedText(amount, decimals, {
    maxFractionDigits: DISPLAY_DECIMALS.balance,
    minFractionDigits: 0,
  });
}

/** A Bitcoin amount from sats: all 8 decimals when needed, no trailing zeros, ',' grouping. */
export function formatBtc(sats: bigint): string {
  assertNotNegative(sats);
  return fixedText(sats, BTC_DECIMALS, {
    maxFractionDigits: DISPLAY_DECIMALS.btc,
    minFractionDigits: 0,
  });
}

function compactText(value: bigint, decimals: number): string | null {
  for (const { suffix, exponent } of COMPACT_SUFFIXES) {
    if (value >= 10n ** BigInt(decimals + exponent)) {
      const style = { maxFractionDigits: COMPACT_FRACTION_DIGITS, minFractionDigits: 0 };
      return `${fixedText(value, decimals + exponent, style)}${suffix}`;
    }
  }
  return null;
}

/**
 * Fraction digits a computed amount keeps in an amount field, counted from the first non-zero one
 * (not in the spec: enough to compare quotes without the token's 18 raw decimals).
 */
export const QUOTED_AMOUNT_FRACTION_DIGITS = 6;

/**
 * A computed amount as an amount field shows it ('20.019998', '0.0000123456'): plain digits that
 * still parse as input, truncated to `QUOTED_AMOUNT_FRACTION_DIGITS` past the leading zeros of a
 * value under 1, no trailing zeros. Display only: the exact amount is what is sent.
 */
export function formatQuotedAmount(amount: bigint, decimals: number): string {
  assertNotNegative(amount);
  const [whole = '0', fraction = ''] = formatUnits(amount, decimals).split('.');
  const leadingZeros = whole === '0' ? fraction.length - fraction.replace(/^0+/, '').length : 0;
  const kept = fraction.slice(0, leadingZeros + QUOTED_AMOUNT_FRACTION_DIGITS).replace(/0+$/, '');
  return kept === '' ? whole : `${whole}.${kept}`;
}

/** A token amount in compact form: '1.23K', '45.6M' ... '7Q'; under 1,000 it is `formatBalance`. */
export function formatCompactAmount(amount: bigint, decimals: number): string {
  assertTokenDecimals(decimals);
  assertNotNegative(amount);
  return compactText(amount, decimals) ?? formatBalance(amount, decimals);
}

/**
 * Converts the API's USD rate (exchangeRates.rates.usd.value, USD per whole BTC) to a bigint scaled
 * by 10^8, once. Returns null when there is no usable rate, so screens can show N/A.
 */
export function usdRateToScaled(rate: number): bigint | null {
  if (!Number.isFinite(rate) || rate < 0) return null;
  const text = rate.toFixed(USD_DECIMALS);
  // toFixed falls back to exponent notation from 1e21 on: no real rate, so no value.
  if (!/^\d+\.\d+$/.test(text)) return null;
  return BigInt(text.replace('.', ''));
}

/** USD worth (scaled by 10^8, truncated) of `amount` base units priced at `usdRate` per whole unit. */
export function usdValue(amount: bigint, decimals: number, usdRate: bigint): bigint {
  assertTokenDecimals(decimals);
  return (amount * usdRate) / 10n ** BigInt(decimals);
}

function formatUsdWith(usd: bigint, fractionDigits: number, floorText: string): string {
  assertNotNegative(usd);
  if (usd === 0n) return '0';
  if (isBelowDisplayFloor(usd, USD_DECIMALS, fractionDigits)) return floorText;
  return fixedText(usd, USD_DECIMALS, {
    maxFractionDigits: fractionDigits,
    minFractionDigits: fractionDigits,
  });
}

/** A USD value (scaled by 10^8): always 2 decimals as money reads, '<0.01' below a cent, '0' for 0. */
export function formatUsd(usd: bigint): string {
  return formatUsdWith(usd, DISPLAY_DECIMALS.usd, USD_FLOOR_TEXT);
}

/** A USD value in a reserve box: 4 decimals, '<0.0001' below that, '0' for zero. */
export function formatUsdReserveBox(usd: bigint): string {
  return formatUsdWith(usd, DISPLAY_DECIMALS.usdReserveBox, USD_RESERVE_BOX_FLOOR_TEXT);
}

/** A USD value in compact form ('1.23M'); under 1,000 it is `formatUsd`. */
export function formatCompactUsd(usd: bigint): string {
  assertNotNegative(usd);
  return compactText(usd, USD_DECIMALS) ?? formatUsd(usd);
}
