/**
 * The NativeSwap revert texts these rules throw, verbatim (nativeswap.md §A.17); the error
 * catalogue recognises the same texts. {name} stands for a value the contract writes in. Most carry
 * the contract's 'NATIVE_SWAP: ' prefix, which the catalogue strips before matching.
 */
export const NATIVE_SWAP_REVERTS = {
  floorPriceZero: 'NATIVE_SWAP: Floor price cannot be zero.',
  initialLiquidityZero: 'NATIVE_SWAP: Initial liquidity cannot be zero.',
  antiBotMaxTokensZero: 'NATIVE_SWAP: Anti-bot max tokens per reservation cannot be zero.',
  fiveBlockPercentAbove100:
    'NATIVE_SWAP: The maximum reservation percentage for 5 blocks must be less than or equal to 100.',
  priorityFeeNotPaid: 'NATIVE_SWAP: Not enough fees for priority queue.',
  quoteZero:
    'NATIVE_SWAP: Quote is zero. Please set initial price if you are the owner of the token.',
  listingValueTooLow: 'NATIVE_SWAP: Liquidity value is too low in satoshis. (provided: {sats}.)',
  poolNotInitialized: 'NATIVE_SWAP: Pool not initialized.',
  listingTooLarge: 'NATIVE_SWAP: Listing too large relative to pool. {detail}',
  cumulativeSellsTooHigh: 'NATIVE_SWAP: Cumulative pending sells too high. {detail}',
  activationDelayTooLong: 'NATIVE_SWAP: Activation delay cannot be greater than {maximum}.',
  maximumAmountInZero: 'NATIVE_SWAP: Maximum amount in cannot be zero.',
  belowMinimumTradeSize:
    'NATIVE_SWAP: Requested amount is below minimum trade size {amount} < {minimum}.',
  reservationFeeNotPaid:
    'NATIVE_SWAP: Insufficient fees collected. (Received: {received} - Wanted: {wanted})',
  notEnoughLiquidity: 'NATIVE_SWAP: Not enough liquidity available.',
  reservationLimitReached: 'NATIVE_SWAP: Maximum reservation limit reached. Try again later.',
  minimumLiquidityNotMet: 'NATIVE_SWAP: Minimum liquidity not met. satoshis: ({detail}).',
  antiBotLimitExceeded: 'NATIVE_SWAP: Cannot exceed anti-bot max tokens per reservation.',
  priceZeroOrNoLiquidity: 'NATIVE_SWAP: Price is zero or no liquidity.',
  consumedInSameBlock: 'Reservation cannot be consumed in the same block',
  tooEarlyToConsume: 'Too early to consume reservation: ({createdAt}, {delay})',
  reservationFeeAboveCap: 'Reservation base fee cannot exceed the cap',
  priorityFeeAboveCap: 'Priority queue base fee cannot exceed the cap',
  constantProductBroken: 'Constant product broken after adding liquidity. {detail}',
} as const;

/** A template with its {name} placeholders filled in; a name without a value stays as written. */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number | bigint>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
