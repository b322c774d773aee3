/**
 * The NativeSwap revert texts these rules throw, verbatim; the error catalogue recognises the same
 * texts (docs/errors.md#revert-catalogue). {name} stands for a value the contract writes in. Most
 * carry the contract's 'NATIVE_SWAP: ' prefix, which the catalogue strips before matching.
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

  // Who may call, and in which mode.
  originMustBeSender: 'NATIVE_SWAP: origin must be the sender.',
  senderMustBeEoa: 'NATIVE_SWAP: sender must be EOA',
  paused: 'NATIVE_SWAP: Contract is currently paused. Try again later.',
  withdrawModeNotActive: 'NATIVE_SWAP: Withdraw mode is not active.',
  withdrawModeActive: 'NATIVE_SWAP: You cannot perform this action when withdraw mode is active.',
  onlyDeployer: 'Only deployer can call this method',
  reentrancyLocked: 'ReentrancyGuard: LOCKED',

  // Pools.
  invalidTokenAddress: 'NATIVE_SWAP: Invalid token address.',
  poolDoesNotExist: 'NATIVE_SWAP: Pool does not exist for token.',
  noPoolExists: 'NATIVE_SWAP: No pool exists for token.',
  onlyTokenOwner: 'NATIVE_SWAP: Only token owner can call createPool.',
  baseQuoteAlreadySet: 'NATIVE_SWAP: Base quote already set.',
  invalidPoolType: 'NATIVE_SWAP: Invalid pool type. Must be 0 (standard) or 1 (stable).',
  amplificationOutOfRange: 'NATIVE_SWAP: Amplification must be between 1 and 10000.',
  pegUpdatedAtZero: 'NATIVE_SWAP: pegUpdatedAt() returned zero, invalid stable token.',
  /** Devnet only: it implements standard pools, not the StableSwap curve of poolType 1. */
  stablePoolsUnsupported: 'NATIVE_SWAP: Stable pools (poolType 1) are not supported on the devnet.',

  // Receivers and listings.
  invalidReceiverLength: 'Invalid receiver length',
  invalidReceiverAddress: 'NATIVE_SWAP: Invalid receiver address.',
  receiverNotCsv:
    'NATIVE_SWAP: Invalid receiver address. Expected CSV P2WSH address with {blocks} blocks.',
  receiverChangeWhileReserved: 'NATIVE_SWAP: Cannot change receiver address while reserved.',
  amountInZero: 'NATIVE_SWAP: Amount in cannot be zero.',
  liquidityOverflow: 'NATIVE_SWAP: Liquidity overflow. Please add a smaller amount.',
  activePriorityPosition:
    'NATIVE_SWAP: You already have an active position in the priority queue. Please use the priority queue.',
  partiallyFulfilled:
    'NATIVE_SWAP: You have an active position partially fulfilled. You must wait until it is fully fulfilled.',
  reservedListing:
    'NATIVE_SWAP: All active reservations on your listing must be completed before listing again.',
  inPurgeQueue:
    'NATIVE_SWAP: You are in the purge queue. Your current listing must be bought before listing again.',
  inResetQueue:
    'NATIVE_SWAP: Provider is in the reset queue and needs to be resets first. Try again in a few blocks.',
  initialProviderListsOnce:
    'NATIVE_SWAP: Initial provider can only add once, if not initialLiquidity.',
  queueTypeSwitch:
    'NATIVE_SWAP: Your current listing must be fully purchased before you can switch the queue type.',

  // Reservations.
  invalidSender: 'Invalid sender',
  /**
   * Devnet wording: the contract that checks the reserve transaction's timelock (proof-of-funds)
   * output is not public, so its text is not known.
   */
  proofOfFundsMissing:
    'NATIVE_SWAP: Missing timelock output to your CSV address. (Received: {received} - Wanted: {wanted})',
  reserveOwnLiquidity: 'NATIVE_SWAP: You cannot reserve your own liquidity.',
  userTimedOut: 'NATIVE_SWAP: User is timed out.',
  invalidReservationId: 'NATIVE_SWAP: Invalid reservationId {found} != {expected}',
  previousReservationNotPurged:
    'NATIVE_SWAP: You may not reserve at this time. Your previous reservation has not been purged yet. Please try again later.',
  activeReservation:
    'NATIVE_SWAP: You already have an active reservation. Swap or wait for expiration before creating another',
  tokenWorthInfinity: 'Impossible state: Token is worth infinity.',
  noLiquidityReserved: 'NATIVE_SWAP: No liquidity reserved; no more liquidity available.',
  notEnoughLiquidityReserved:
    'NATIVE_SWAP: Not enough liquidity reserved; wanted {wanted}, got {got}, spent {spent}, leftover tokens: {leftover}, quote: {quote}.',

  // Swaps.
  noValidReservation: 'No valid reservation for this address.',
  reservationAlreadySwapped: 'NATIVE_SWAP: Reservation already swapped.',
  reservationWithoutProviders: 'NATIVE_SWAP: Reservation does not have any providers.',
  noTokensForExpiredReservation: 'NATIVE_SWAP: No tokens purchased for expired reservation.',
  noTokensPurchased: 'NATIVE_SWAP: No tokens purchased in swap.',
  quoteZeroAtReservation:
    'Impossible state: Quote at reservation is zero for block number: {block}',
  doubleSpend: 'Impossible state: Double spend detected.',

  // Cancelling and withdrawing a listing.
  providerNotListed: 'NATIVE_SWAP: Provider is not listed.',
  providerNotActive: "NATIVE_SWAP: Provider is not active or doesn't exist.",
  cancelWhileReserved:
    'NATIVE_SWAP: You can no longer cancel this listing. Someone have active reservations on your liquidity. {reserved}.',
  cancelInPurgeQueue:
    'NATIVE_SWAP: You cannot cancel this listing at the moment. Provider is in the purge queue and needs to be purged first. Try again in a few blocks.',
  cancelInResetQueue:
    'NATIVE_SWAP: You cannot cancel this listing at the moment. Provider is in the reset queue and needs to be resets first. Try again in a few blocks.',
  providerHasNoLiquidity: 'NATIVE_SWAP: Provider has no liquidity.',
  cancelAfterActivation:
    'NATIVE_SWAP: You can no longer cancel this listing. Provider is providing liquidity.',
  initialProviderCannotCancel: 'NATIVE_SWAP: Initial provider cannot cancel listing.',

  // Admin.
  feesAddressEmpty: 'NATIVE_SWAP: Fees address is empty.',
  feesAddressInvalid: 'NATIVE_SWAP: Fees address is an invalid bitcoin address.',
  stakingAddressEmpty: 'NATIVE_SWAP: Staking contract address cannot be empty.',
  stakingAddressNotSet: 'NATIVE_SWAP: Staking contract address is not set.',
  /** Devnet only: update(address, bytes) upgrades a WASM contract, which the devnet does not run. */
  updateUnsupported: 'NATIVE_SWAP: Contract updates are not supported on the devnet.',
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
