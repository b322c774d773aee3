/**
 * The business constants and limits of the product, named as the spec names them; docs/ quotes them
 * by name. Every other module reads its numbers from here.
 */

// Native swap trade limits and fees (sats unless named otherwise).
export const MINIMUM_TRADE_SATS = 50_000n;
export const MINIMUM_LISTING_SATS = 50_000n;
export const RESERVATION_BASE_FEE_SATS = 5_000n;
export const PRIORITY_QUEUE_BASE_FEE_SATS = 50_000n;
/** The High (priority) to-Bitcoin queue costs the base fee plus this share of the tokens swapped. */
export const PRIORITY_QUEUE_TOKEN_TAX_PERCENT = 3n;
export const TIMELOCK_OUTPUT_SATS = 330n;

/** maximumAllowedSatToSpend per action. A reservation spends its amount plus the swap value. */
export const MAXIMUM_ALLOWED_SAT_TO_SPEND = {
  swap: 20_000n,
  listing: 20_000n,
  cancel: 20_000n,
  reservationExtra: 20_000n,
  tokenSend: 5_000n,
  // A factory deployment creates contracts (a token, or a farm) in one interaction.
  deployment: 50_000n,
} as const;

export const RESERVATION_LIMITS = {
  maxUtxos: 300,
  reservationMinimumGas: 1200n,
  listingMinimumGas: 1000n,
  swapMinimumGas: 500n,
} as const;

/** An approval pays a little more to get in ahead of the action that needs it. */
export const APPROVAL_FEE = {
  priorityFeeIncrease: 200n,
  feeRateIncrease: 1,
  maximumSpendSats: 10_000n,
} as const;

export const RESERVATION_LIFETIME_BLOCKS = 6;

/** Reorg protection: the recommended activation delay by the BTC amount of the swap. */
export const REORG_LEVELS = [
  { blocks: 1, upToSats: 200_000n }, // up to 0.002 BTC
  { blocks: 2, upToSats: 5_000_000n }, // 0.002 to 0.05 BTC
  { blocks: 3, upToSats: null }, // above 0.05 BTC
] as const;
export const MAX_ACTIVATION_DELAY = 3;

// AMM swap fee: amountIn x 995 / 1000.
export const SWAP_FEE_NUMERATOR = 995n;
export const SWAP_FEE_DENOMINATOR = 1000n;
/** Price impact subtracts the swap fee (0.5 percent = 50 basis points) and floors at zero. */
export const PRICE_IMPACT_FEE_BPS = 50n;

/** Balance check: the amount plus this many parts per thousand must stay within the balance. */
export const BALANCE_GAS_BUFFER_PER_MILLE = 1n;

/** Unlisting slashing: 50 percent rising to 90 percent over 2016 blocks, to the token's staking. */
export const UNLISTING_SLASHING = {
  minimumPercent: 50,
  maximumPercent: 90,
  riseOverBlocks: 2016,
} as const;

// Settings: ranges, presets and defaults.
export const SLIPPAGE_PRESETS = { Low: 20, Medium: 50, High: 80 } as const;
export const SLIPPAGE_RANGE = { min: 0, max: 100, maxLength: 3 } as const;
export const MINING_FEE_RATE_RANGE = { min: 0, max: 100_000_000 } as const;
export const PRIORITY_FEE_RANGE = { min: 0, max: 100_000_000 } as const;
export const BLOCK_DEADLINE_RANGE = { min: 0, max: 100_000_000 } as const;
export const FEE_RATE_MODES = ['auto', 'low', 'custom'] as const;
export type FeeRateMode = (typeof FEE_RATE_MODES)[number];
export const PRIORITY_FEE_PRESETS = [0, 1000, 10_000] as const;
export const CUSTOM_MINING_FEE_RATE = 10;
export const BLOCK_DEADLINE_PRESETS = [3, 5, 10, 20] as const;

/** Core defaults: the pool swap and every screen that does not name its own. */
export const DEFAULT_SETTINGS = {
  maxSlippage: 20,
  feeRateMode: 'auto',
  miningFeeRate: 0,
  priorityFee: 0,
  blockDeadline: 100,
} as const satisfies {
  maxSlippage: number;
  feeRateMode: FeeRateMode;
  miningFeeRate: number;
  priorityFee: number;
  blockDeadline: number;
};

/** The order flow (native swap, listing) defaults. */
export const ORDER_FLOW_DEFAULT_SETTINGS = {
  maxSlippage: 20,
  miningFeeRate: 3,
  blockDeadline: 5,
} as const;

/** What a settings store holds before the user saves anything. */
export const STORED_DEFAULT_SETTINGS = {
  maxSlippage: 40,
  miningFeeRate: 2,
} as const;

/** On the reserve screen the configured mining fee rate is raised by this much. */
export const RESERVE_SCREEN_FEE_RATE_INCREASE = 1;

/** Cancelling a pending swap pays twice the fee rate plus this. */
export const CANCEL_FEE_RATE_MULTIPLIER = 2;
export const CANCEL_FEE_RATE_INCREASE = 10;

export const BTC_DECIMALS = 8;
export const SATS_PER_BTC = 10n ** BigInt(BTC_DECIMALS);
/** Bitcoin's supply cap in sats: 21 million BTC. */
export const BITCOIN_MAX_SUPPLY_SATS = 21_000_000n * SATS_PER_BTC;
/** Quotes are asked for one whole BTC. */
export const QUOTE_AMOUNT_SATS = SATS_PER_BTC;
/** A quote input above this is rejected (SATOSHIS_IN_EXCEEDS_MAXIMUM). */
export const MAXIMUM_QUOTE_INPUT_SATS = 100_000_000_000_000n;

// Caches, refreshes and debounces (milliseconds).
export const CACHE_MS = {
  block: 15_000,
  pool: 30_000,
  quote: 10_000,
  fetchResponses: 8_000,
  tokenBalanceRefreshThrottle: 1_000,
  queryFreshness: 5 * 60_000,
} as const;

export const DEBOUNCE_MS = {
  search: 500,
  amountRecompute: 500,
  poolAmount: 400,
  reservationSimulation: 500,
} as const;

export const POLL_MS = {
  currentBlock: 15_000,
  activity: 11_000,
  activityRefresh: 60_000,
  watchedTokens: 30_000,
  listings: 100_000,
  listingPage: 11_000,
  watchScreen: 15_000,
  pendingReservations: 10_000,
  tokenMetrics: 15_000,
  transactionConfirmation: 15_000,
} as const;

export const RETRY = {
  activityList: { attempts: 5, delayMs: 5_000 },
  activityById: { attempts: 3, delayMs: 5_000 },
  reservationLookup: { attempts: 1, delayMs: 2_000 },
  walletReconnect: { attempts: 5, delayStepMs: 500 },
} as const;

export const DISPLAY_MS = {
  walletConnectError: 3_000,
  copyConfirmation: 3_000,
  copiedFlagTokenPage: 2_000,
  inputError: 5_000,
  swapErrorToast: 5_000,
  notificationAutoClose: 5_000,
  priceFlash: 600,
} as const;

/** Watch screen: consecutive faults before a pending swap is flagged in danger. */
export const DANGER_THRESHOLDS = {
  fallbackEvents: 3,
  noResultOrError: 2,
  monitoringExceptions: 3,
} as const;

export const PAGE_SIZES = {
  activityTable: 25,
  sidebarActivity: 8,
  api: 50,
  farmList: 25,
  farmGrid: 12,
  farmMini: 36,
  farmPageButtons: 5,
  skeletonRowsShort: 10,
  skeletonRowsLong: 25,
} as const;

export const DISPLAY_DECIMALS = {
  balance: 4,
  btc: 8,
  usd: 2,
  usdReserveBox: 4,
} as const;

/** Shown for a balance above zero that truncates to 0 at 4 decimals. */
export const BALANCE_FLOOR_TEXT = '< 0.0001';
/** Shown for a USD value above zero that truncates to 0 at 2 decimals. */
export const USD_FLOOR_TEXT = '<0.01';

/** Compact suffixes from the largest down (K 1e3 ... Q 1e15); Q also carries everything beyond. */
export const COMPACT_SUFFIXES = [
  { suffix: 'Q', exponent: 15 },
  { suffix: 'T', exponent: 12 },
  { suffix: 'B', exponent: 9 },
  { suffix: 'M', exponent: 6 },
  { suffix: 'K', exponent: 3 },
] as const;

/** The empty token placeholder ('Select Token') has 18 decimals. */
export const DEAD_TOKEN_DECIMALS = 18;

export const TOKEN_AMOUNT_FONT_PX = { max: 40, min: 12 } as const;

/** Token search: results past 10 characters, an address lookup past 40, nothing under 3. */
export const TOKEN_SEARCH = {
  minimumCharacters: 3,
  resultsAfterCharacters: 10,
  addressLookupAfterCharacters: 40,
} as const;

/** An address counts as valid for the network when it is longer than this. */
export const MINIMUM_ADDRESS_LENGTH = 25;

// Token detail page and market metrics.
export const PRICE_CHANGE_BLOCKS = { '4h': 24, '24h': 144 } as const;
/** A price change under 0.01 percent (1 basis point) counts as no change. */
export const PRICE_CHANGE_ZERO_BELOW_BPS = 1n;
export const LIQUIDITY_DEPTH_BAND_PERCENT = 2;
export const MARKET_PRESSURE_WINDOW_BLOCKS = 8;
export const STALE_ORDER_MIN_BLOCKS_WITH_RESERVATIONS = 2;

/**
 * The congestion table (docs/explore.md#nativeswap-metrics): the least number of waiting providers
 * for each badge, highest first.
 */
export const CONGESTION_THRESHOLDS = [
  { minimum: 1000, badge: 'Jeeting In Progress' },
  { minimum: 700, badge: 'Severely Congested' },
  { minimum: 400, badge: 'Congested' },
  { minimum: 250, badge: 'Heavy' },
  { minimum: 150, badge: 'Busy' },
  { minimum: 75, badge: 'Moderate' },
  { minimum: 25, badge: 'Light' },
  { minimum: 1, badge: 'Minimal' },
] as const;

/** Percent of a queue consumed at or above which its bar takes each colour. */
export const QUEUE_BAR_THRESHOLDS = { critical: 90, high: 70, medium: 40 } as const;

/**
 * Market-condition thresholds, in percent: per-block buy against the sell queue, then the buy share
 * of buy plus queue.
 */
export const MARKET_CONDITION_THRESHOLDS = {
  extremeBuyPerBlockPercent: 5n,
  strongBuyPerBlockPercent: 2n,
  activeBuyPerBlockPercent: 1n,
  balancedBuySharePercent: 40n,
  sellPressureBuySharePercent: 10n,
} as const;

export const MOBILE_BREAKPOINT_PX = 768;
export const STICKY_HEADER_SCROLL_PX = 50;

export const DEFAULT_NETWORK = 'regtest';

export const RADIO = { volumeMin: 0, volumeMax: 1, volumeStep: 0.1, defaultVolume: 0.5 } as const;
