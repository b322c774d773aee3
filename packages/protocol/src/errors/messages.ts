/**
 * The verbatim screen and flow messages that no single flow owns (docs/errors.md#messages). Button
 * texts, execute/watch-screen texts and form validation live with their rules.
 */

// Wallet and signer.
export const WALLET_NOT_CONNECTED = 'Wallet not connected';
export const NO_WALLET_CONNECTED = 'No wallet connected.';
export const PLEASE_CONNECT_WALLET = 'Please connect a wallet.';
export const NO_SIGNER_FOUND = 'No signer found. Please connect a wallet.';
export const USER_REJECTED = 'User rejected the request.';
export const OUTDATED_WALLET = 'Outdated wallet';
export const INVALID_NETWORK = 'Invalid network, reload';

// Amounts, quotes and swap setup.
export type PoolTokenSide = 'A' | 'B';
/** 'Please enter an amount for Token A' (or B). */
export const enterAmountForToken = (side: PoolTokenSide): string =>
  `Please enter an amount for Token ${side}`;
export const PLEASE_ENTER_VALID_AMOUNT = 'Please enter a valid amount.';
export const PLEASE_ENTER_AMOUNT_TO_SWAP = 'Please enter an amount to swap';
/** 'Invalid swap type: {type}'. */
export const invalidSwapType = (type: string): string => `Invalid swap type: ${type}`;
export const UNABLE_TO_RECALC_QUOTE = 'Unable to recalc quote';
export const ROUTER_ADDRESS_NOT_FOUND = 'Router address not found';

// Product errors that wallet phrases and contract reverts map to (docs/errors.md#wallet-phrases).
export const BITCOIN_SWAPS_UNDER_MAINTENANCE = 'Bitcoin swaps under maintenance';
export const PENDING_RESERVATION_OR_SWAP = 'Pending reservation or swap for this token, wait';
export const ACTIVE_RESERVATION_EXISTS =
  'Already an active reservation for this pool, check activity page';
export const NO_ACTIVE_RESERVATION = 'No active reservation found, it may have expired';
export const CANNOT_RESERVE_OWN_TOKEN = 'Cannot reserve liquidity for own token';
export const ACTIVE_LISTING_EXISTS = 'Already an active listing for this pair, cancel first';
export const CANNOT_CANCEL_LISTING =
  'Cannot cancel a listing that changed the price once someone started swapping';
export const BALANCE_FETCH_PROBLEM = 'Balance fetch problem';
export const INSUFFICIENT_BALANCE_OR_BITCOIN = 'Insufficient balance or Bitcoin balance';
export const BELOW_MINIMUM_TRADE = 'Below minimum trade';
export const AMOUNT_TOO_SMALL = 'Amount too small';
export const NO_LISTINGS_OR_LIQUIDITY = 'No active listings or not enough liquidity';
export const SIMULATION_FAILED_NO_LIQUIDITY = 'Simulation failed for no liquidity';
export const ERROR_RESERVING_ORDER = 'Error reserving order';
export const PUBLIC_KEY_NOT_FOUND = 'Public key not found, use the deposit address';
// Spec 2 quotes 'Pool does not exist' with "(create a pool first)" as its meaning; the watched
// tokens table recognises this exact text, so it stays short.
export const POOL_DOES_NOT_EXIST = 'Pool does not exist';
export const TOKEN_PAIR_ALREADY_HAS_POOL = 'Token pair already has a pool';
export const INITIAL_PROVIDER_CONSECUTIVE_LIQUIDITY =
  'Initial provider cannot add consecutive liquidity';
export const ALREADY_LISTED = 'Already listed, wait until fully consumed or use another account';
export const CONTRACT_NOT_FOUND = 'Contract not found';
export const TOO_LONG_MEMPOOL_CHAIN = 'Too-long-mempool-chain: UTXOs pending, wait one block';
export const CONFIRMED_TRANSACTION_CANNOT_BE_CANCELLED =
  'Confirmed transaction cannot be cancelled';
export const NOT_IMPLEMENTED = 'Not implemented';

// The fallback for anything unrecognised.
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';
/** Longest detail kept inside the parentheses; wallet errors can carry whole stack traces. */
export const UNEXPECTED_DETAIL_MAX_LENGTH = 200;
/** 'An unexpected error occurred. ({message})', or the bare sentence without a message. */
export function unexpectedError(message: string): string {
  const detail = message.trim();
  if (detail === '') return UNEXPECTED_ERROR;
  const shown =
    detail.length > UNEXPECTED_DETAIL_MAX_LENGTH
      ? `${detail.slice(0, UNEXPECTED_DETAIL_MAX_LENGTH - 1)}…`
      : detail;
  return `${UNEXPECTED_ERROR} (${shown})`;
}

// Reorg protection.
export const REORG_MISCONFIGURATION =
  'There is a misconfiguration with reorg protection. Please contact support.';
export const RELOAD_PAGE = 'Something went wrong, please reload your page.';

// Listings.
export const CANCEL_LISTING_FAILED_TITLE = 'Cancel listing failed';
/** A listing link whose id is not a transaction id (e.g. /listing/abc). */
export const LISTING_LINK_NOT_VALID = 'This listing link is not valid.';

// Pools, tokens and pages (docs/pools.md, docs/native-pools.md).
export const FACTORY_ADDRESS_DEAD = 'Factory address is dead';
/** How the watched tokens table shows a token whose pool does not exist. */
export const NO_NATIVE_POOL = 'No Native Pool';
export const TOKEN_NOT_FOUND = 'Token not found';
export const PAGE_NOT_FOUND = 'Page not found';
export const FAILED_TO_LOAD_METRICS = 'Failed to load metrics';
export const WATCHLIST_AUTHENTICATED_ONLY = 'Watchlist is only available for authenticated users.';
