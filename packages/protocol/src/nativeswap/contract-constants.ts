import { BITCOIN_MAX_SUPPLY_SATS } from '../constants.ts';

/**
 * Contract-side constants of NativeSwap that the product's constants do not name
 * (docs/native-swap-pricing.md#contract-constants). Where the spec names a value (minimum trade
 * 50,000 sats, reservation lifetime 6 blocks, slashing 50 to 90 percent over 2016 blocks) the
 * spec's constant is used instead.
 */

/** Quotes are token base units per satoshi, scaled by 1e8. */
export const QUOTE_SCALE = 100_000_000n;

/** The queue-impact log is taken at six decimals: floor(1e6 x ln(x)). */
export const QUEUE_IMPACT_LN_SCALE = 1_000_000n;

/** Sanity cap on any BTC value: Bitcoin's 21 million BTC supply, in sats. */
export const MAX_TOTAL_SATOSHIS = BITCOIN_MAX_SUPPLY_SATS;

/** The queue index getProviderDetails gives the initial provider, which waits in no queue. */
export const INITIAL_PROVIDER_QUEUE_INDEX = 0xffff_fffe;

/** A provider amount worth less than this many sats is dust. */
export const STRICT_MINIMUM_PROVIDER_RESERVATION_AMOUNT_IN_SAT = 600n;

/** A reservation must be worth this many sats; a provider leftover below it is paid for in full. */
export const MINIMUM_PROVIDER_RESERVATION_AMOUNT_IN_SAT = 1_000n;

/** A single listing's half-credit may not exceed 100 percent of the virtual token reserve. */
export const MAX_PRICE_IMPACT_BPS = 10_000n;
/** Pending sell credit may not exceed 200 percent of the virtual token reserve. */
export const MAX_CUMULATIVE_IMPACT_BPS = 20_000n;

/** setFees caps (sats). */
export const MAX_RESERVATION_BASE_FEE_SATS = 100_000n;
export const MAX_PRIORITY_QUEUE_BASE_FEE_SATS = 500_000n;

/**
 * Dynamic swap fee (docs/native-swap-pricing.md#dynamic-swap-fee), in basis points of the tokens
 * bought.
 */
export const DYNAMIC_FEE = {
  baseBps: 20n,
  minimumBps: 15n,
  maximumBps: 150n,
  /** The trade size is counted in steps of this many sats. */
  sizeStepSats: 200_000n,
  sizeLogWeight: 20n,
  /** ln 2 at six decimals; approxLog(x) = floor(log2 x) x ln 2. */
  ln2Scaled: 693_147n,
  logScale: 1_000_000n,
  volatilityWeight: 15n,
  utilisationWeightNumerator: 3n,
  utilisationWeightDenominator: 10n,
} as const;

/** Quotes compared for volatility are this many blocks apart. */
export const VOLATILITY_WINDOW_IN_BLOCKS = 8;

/** Blocks a user stays timed out after an unpaid reservation's expiry. */
export const TIMEOUT_AFTER_EXPIRATION_BLOCKS = 2;

/** Unlisting penalty stays at its minimum during this many blocks after listing. */
export const UNLISTING_SLASHING_GRACE_BLOCKS = 4;
