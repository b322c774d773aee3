import type { AmmErrorReason } from '../amm/amm-error.ts';
import { MAX_TOKEN_DECIMALS } from '../amount/units.ts';
import { MAX_ACTIVATION_DELAY } from '../constants.ts';
import { FACTORY_REVERT_ENTRIES } from '../deploy/factory-reverts.ts';
import { FARM_REVERT_ENTRIES } from '../farms/farm-reverts.ts';
import { NATIVE_SWAP_REVERTS, fillTemplate } from '../nativeswap/native-swap-reverts.ts';
import {
  ACTIVE_LISTING_EXISTS,
  ACTIVE_RESERVATION_EXISTS,
  ALREADY_LISTED,
  AMOUNT_TOO_SMALL,
  BELOW_MINIMUM_TRADE,
  BITCOIN_SWAPS_UNDER_MAINTENANCE,
  CANNOT_CANCEL_LISTING,
  CANNOT_RESERVE_OWN_TOKEN,
  INITIAL_PROVIDER_CONSECUTIVE_LIQUIDITY,
  NO_ACTIVE_RESERVATION,
  NO_LISTINGS_OR_LIQUIDITY,
  POOL_DOES_NOT_EXIST,
  TOKEN_PAIR_ALREADY_HAS_POOL,
} from './messages.ts';

/**
 * Contract revert text -> friendly text (docs/errors.md#revert-catalogue). The spec leaves the
 * friendly wording open except where a screen text exists; those are used verbatim (messages.ts).
 */

export type RevertFamily =
  'token' | 'staking' | 'amm' | 'native-swap' | 'internal' | 'node' | 'factory';

export interface RevertEntry {
  family: RevertFamily;
  /** Verbatim revert text; {name} stands for an interpolated value. */
  template?: string;
  /** Keyword pattern for reverts whose exact text is not public. */
  pattern?: RegExp;
  /** May reuse a template's {name} values. */
  friendly: string;
}

export const INTERNAL_ERROR_MESSAGE =
  'Something went wrong inside the contract. Please try again later, and contact support if it keeps happening.';
export const INDEXING_IN_PROGRESS_MESSAGE =
  'The network is still indexing. Please retry in 30 to 60 seconds.';
export const EPOCH_CHANGED_MESSAGE =
  'The network moved to a new epoch while this was being sent. Please try again in a few seconds.';

const DIRECT_WALLET_ONLY =
  'Send this transaction directly from your wallet, not through a contract.';
const AMOUNT_NOT_POSITIVE = 'The amount must be greater than 0.';
const INVALID_RECEIVER =
  'The receiving address of your listing is not valid. Reconnect your wallet and try again.';
const CONTRACT_BUSY = 'The contract is busy with another call. Please try again.';
const SLIPPAGE_EXCEEDED =
  'The price moved beyond your slippage tolerance. Try again or raise your max slippage.';
const STABLE_PEG_UNAVAILABLE =
  "The stable token's peg price is missing or out of date. Please try again later.";
const INVALID_SIGNATURE = 'The signature is not valid. Please sign again.';
const OVER_MAX_SUPPLY = "This would exceed the token's maximum supply.";
const INVALID_ADDRESSES = 'One of the addresses in this transaction is not valid.';
const INVALID_FEES_ADDRESS = 'The fees address must be a valid Bitcoin address.';

const WRAPPERS = [/^error in calling function:\s*/i, /^error:\s*/i, /^native_swap:\s*/i];
/** A contract or library name such as 'Motoswap: ' or 'MotoswapRouter: '. */
const CONTRACT_PREFIX = /^[A-Za-z][\w ]{0,40}?:\s+/;

/** Removes opnet's 'Error in calling function: ' wrapper and the 'NATIVE_SWAP: ' prefix. */
export function stripRevertWrappers(message: string): string {
  let text = message.trim();
  for (let previous = ''; previous !== text;) {
    previous = text;
    for (const wrapper of WRAPPERS) text = text.replace(wrapper, '').trim();
  }
  return text;
}

const native = (template: string, friendly: string): RevertEntry => ({
  family: 'native-swap',
  template: stripRevertWrappers(template),
  friendly,
});
const token = (template: string, friendly: string): RevertEntry => ({
  family: 'token',
  template,
  friendly,
});
const amm = (reason: AmmErrorReason, friendly: string): RevertEntry => ({
  family: 'amm',
  template: reason,
  friendly,
});
const internal = (template: string): RevertEntry => ({
  family: 'internal',
  template,
  friendly: INTERNAL_ERROR_MESSAGE,
});
const keyword = (family: RevertFamily, pattern: RegExp, friendly: string): RevertEntry => ({
  family,
  pattern,
  friendly,
});

/**
 * Every known revert of NativeSwap, the MotoSwap pool and router and OP20 tokens, plus keyword
 * families.
 */
export const REVERT_CATALOGUE: readonly RevertEntry[] = [
  // NativeSwap, user-facing (the 'NATIVE_SWAP: ' prefix is stripped before matching).
  native('origin must be the sender.', DIRECT_WALLET_ONLY),
  native('sender must be EOA', DIRECT_WALLET_ONLY),
  native('Contract is currently paused. Try again later.', BITCOIN_SWAPS_UNDER_MAINTENANCE),
  native(
    'Withdraw mode is not active.',
    'Listings can only be withdrawn while withdraw mode is active.',
  ),
  native(
    'You cannot perform this action when withdraw mode is active.',
    'Bitcoin swaps are in withdraw mode: you can only withdraw your listings.',
  ),
  native('Invalid token address.', 'This token address is not valid.'),
  native('Pool does not exist for token.', POOL_DOES_NOT_EXIST),
  native('No pool exists for token.', POOL_DOES_NOT_EXIST),
  native(
    'Only token owner can call createPool.',
    'Only the token owner can create its native pool.',
  ),
  native(NATIVE_SWAP_REVERTS.floorPriceZero, 'The floor price must be greater than 0.'),
  native(NATIVE_SWAP_REVERTS.initialLiquidityZero, 'The initial liquidity must be greater than 0.'),
  native(
    NATIVE_SWAP_REVERTS.antiBotMaxTokensZero,
    'Set the anti-bot maximum tokens per reservation above 0, or turn anti-bot protection off.',
  ),
  native('Base quote already set.', TOKEN_PAIR_ALREADY_HAS_POOL),
  native(
    NATIVE_SWAP_REVERTS.fiveBlockPercentAbove100,
    'The maximum reservation percentage over 5 blocks must be 100 or less.',
  ),
  native(
    'Invalid pool type. Must be 0 (standard) or 1 (stable).',
    'Choose the standard or the stable pool type.',
  ),
  native(
    'Amplification must be between 1 and 10000.',
    'Amplification must be between 1 and 10,000.',
  ),
  native(
    'pegUpdatedAt() returned zero, invalid stable token.',
    'This token cannot back a stable pool: its peg has never been set.',
  ),
  native('Invalid receiver address.', INVALID_RECEIVER),
  native('Invalid receiver address. Expected CSV P2WSH address with 1 blocks.', INVALID_RECEIVER),
  native(
    'Cannot change receiver address while reserved.',
    'Your listing is reserved right now, so its receiving address cannot change. Try again once the reservations settle.',
  ),
  native('Amount in cannot be zero.', AMOUNT_NOT_POSITIVE),
  native(
    'Liquidity overflow. Please add a smaller amount.',
    'That amount is too large for this pool. Please list a smaller amount.',
  ),
  native(NATIVE_SWAP_REVERTS.priorityFeeNotPaid, 'The priority queue fee was not paid in full.'),
  native(
    'You already have an active position in the priority queue. Please use the priority queue.',
    ACTIVE_LISTING_EXISTS,
  ),
  native(
    'You have an active position partially fulfilled. You must wait until it is fully fulfilled.',
    ALREADY_LISTED,
  ),
  native(
    'All active reservations on your listing must be completed before listing again.',
    'Buyers hold reservations on your listing. Wait until they complete before listing again.',
  ),
  native(
    'You are in the purge queue. Your current listing must be bought before listing again.',
    'Your current listing is first in line for buyers. Wait until it is bought before listing again.',
  ),
  native(
    'Provider is in the reset queue and needs to be resets first. Try again in a few blocks.',
    'Your previous listing is still being closed. Try again in a few blocks.',
  ),
  native(
    NATIVE_SWAP_REVERTS.quoteZero,
    'This token has no price yet: its owner must create the pool first.',
  ),
  native(
    'Initial provider can only add once, if not initialLiquidity.',
    INITIAL_PROVIDER_CONSECUTIVE_LIQUIDITY,
  ),
  native(NATIVE_SWAP_REVERTS.listingValueTooLow, AMOUNT_TOO_SMALL),
  native(
    'Your current listing must be fully purchased before you can switch the queue type.',
    'Your current listing must be fully bought before you can switch between the standard and priority queues.',
  ),
  native(NATIVE_SWAP_REVERTS.poolNotInitialized, 'This pool is not initialised yet.'),
  native(
    NATIVE_SWAP_REVERTS.listingTooLarge,
    'This listing is too large for the pool. Please list a smaller amount.',
  ),
  native(
    NATIVE_SWAP_REVERTS.cumulativeSellsTooHigh,
    'Too many tokens are waiting to be sold in this pool. List a smaller amount or wait a few blocks.',
  ),
  native('You cannot reserve your own liquidity.', CANNOT_RESERVE_OWN_TOKEN),
  native(
    NATIVE_SWAP_REVERTS.activationDelayTooLong,
    `Reorg protection cannot be more than ${MAX_ACTIVATION_DELAY} blocks.`,
  ),
  native(NATIVE_SWAP_REVERTS.maximumAmountInZero, AMOUNT_NOT_POSITIVE),
  native(NATIVE_SWAP_REVERTS.belowMinimumTradeSize, BELOW_MINIMUM_TRADE),
  native(
    NATIVE_SWAP_REVERTS.reservationFeeNotPaid,
    'The reservation fee was not paid in full: {received} of {wanted} sats received.',
  ),
  native(
    'User is timed out.',
    'Your last reservation expired unused, so you are timed out for a few blocks. Please try again shortly.',
  ),
  internal('Invalid reservationId {found} != {expected}'),
  native(
    'You may not reserve at this time. Your previous reservation has not been purged yet. Please try again later.',
    'Your previous reservation is still being cleared. Please try again in a few blocks.',
  ),
  native(
    'You already have an active reservation. Swap or wait for expiration before creating another',
    ACTIVE_RESERVATION_EXISTS,
  ),
  native(NATIVE_SWAP_REVERTS.notEnoughLiquidity, NO_LISTINGS_OR_LIQUIDITY),
  native(
    NATIVE_SWAP_REVERTS.reservationLimitReached,
    'Too much of this pool is reserved right now. Try again in a few blocks.',
  ),
  native(NATIVE_SWAP_REVERTS.minimumLiquidityNotMet, AMOUNT_TOO_SMALL),
  native(
    NATIVE_SWAP_REVERTS.antiBotLimitExceeded,
    'Anti-bot protection limits how much one reservation can buy right now. Try a smaller amount.',
  ),
  native('No liquidity reserved; no more liquidity available.', NO_LISTINGS_OR_LIQUIDITY),
  native(
    'Not enough liquidity reserved; wanted {wanted}, got {got}, {detail}',
    'Not enough liquidity to reach your minimum amount out. Try a smaller amount or a higher max slippage.',
  ),
  native(NATIVE_SWAP_REVERTS.priceZeroOrNoLiquidity, NO_LISTINGS_OR_LIQUIDITY),
  native('Reservation already swapped.', 'This reservation has already been used.'),
  native('Reservation does not have any providers.', NO_ACTIVE_RESERVATION),
  native(
    'No tokens purchased for expired reservation.',
    'Your reservation expired and no tokens could be bought. Please make a new reservation.',
  ),
  native('No tokens purchased in swap.', 'No tokens could be bought with this payment.'),
  native('Provider has no liquidity.', 'You have no listed tokens here.'),
  // Cancelling a listing: not once someone started swapping
  // (docs/native-swap.md#cancellation-penalty).
  native(NATIVE_SWAP_REVERTS.providerNotListed, 'You have no listing of this token to cancel.'),
  native(NATIVE_SWAP_REVERTS.providerNotActive, 'You have no listing of this token to cancel.'),
  native(NATIVE_SWAP_REVERTS.cancelWhileReserved, CANNOT_CANCEL_LISTING),
  native(NATIVE_SWAP_REVERTS.cancelAfterActivation, CANNOT_CANCEL_LISTING),
  native(
    NATIVE_SWAP_REVERTS.cancelInPurgeQueue,
    'Your listing is first in line for buyers right now, so it cannot be cancelled. Try again in a few blocks.',
  ),
  native(
    NATIVE_SWAP_REVERTS.cancelInResetQueue,
    'Your listing is still being closed, so it cannot be cancelled. Try again in a few blocks.',
  ),
  native(
    NATIVE_SWAP_REVERTS.initialProviderCannotCancel,
    "The pool's initial provider cannot cancel its listing.",
  ),
  native('Fees address is empty.', INVALID_FEES_ADDRESS),
  native('Fees address is an invalid bitcoin address.', INVALID_FEES_ADDRESS),
  native('Staking contract address cannot be empty.', 'The staking contract address must be set.'),
  // Trading cannot go on until the operator sets it: to a user that is maintenance.
  native('Staking contract address is not set.', BITCOIN_SWAPS_UNDER_MAINTENANCE),
  // NativeSwap, no prefix.
  native('Invalid receiver length', INVALID_RECEIVER),
  native('No valid reservation for this address.', NO_ACTIVE_RESERVATION),
  native(
    NATIVE_SWAP_REVERTS.consumedInSameBlock,
    'Your reservation must be confirmed in a block before you can swap. Please wait one block.',
  ),
  native(
    NATIVE_SWAP_REVERTS.tooEarlyToConsume,
    'Reorg protection is still active: your reservation from block {createdAt} can be used {delay} block(s) later.',
  ),
  native(NATIVE_SWAP_REVERTS.reservationFeeAboveCap, 'The reservation base fee is above its cap.'),
  native(NATIVE_SWAP_REVERTS.priorityFeeAboveCap, 'The priority queue base fee is above its cap.'),
  native('OP20S: Token returned zero peg rate', STABLE_PEG_UNAVAILABLE),
  native('OP20S: Peg has never been updated', STABLE_PEG_UNAVAILABLE),
  native('OP20S: Invalid peg timestamp - {detail}', STABLE_PEG_UNAVAILABLE),
  native('OP20S: Peg data stale. {detail}', STABLE_PEG_UNAVAILABLE),
  native('StableSwap: pegRate out of bounds. {detail}', STABLE_PEG_UNAVAILABLE),
  internal(NATIVE_SWAP_REVERTS.constantProductBroken),
  // OP_NET runtime and OP20 tokens.
  token('Only deployer can call this method', 'Only the contract deployer can do this.'),
  token('Only admin can call this method', 'Only the contract admin can do this.'),
  token('ReentrancyGuard: LOCKED', CONTRACT_BUSY),
  token('Insufficient balance', 'Insufficient token balance.'),
  token(
    'Insufficient allowance',
    'The token allowance is too low. Approve the token and try again.',
  ),
  token('Invalid sender', INVALID_ADDRESSES),
  token('Invalid receiver', INVALID_ADDRESSES),
  token('Invalid approver', INVALID_ADDRESSES),
  token('Invalid spender', INVALID_ADDRESSES),
  token('Max supply reached', OVER_MAX_SUPPLY),
  token('Max supply exceeded.', OVER_MAX_SUPPLY),
  token('Transfer rejected by recipient', 'The receiving contract refused the transfer.'),
  token('Already initialized', 'This contract is already initialised.'),
  token('Decimals > 32', `A token can have at most ${MAX_TOKEN_DECIMALS} decimals.`),
  token('Invalid signature length', INVALID_SIGNATURE),
  token('Invalid signature', INVALID_SIGNATURE),
  token('Signature expired', 'The signature has expired. Please sign again.'),
  token("Can't mint 0 tokens.", AMOUNT_NOT_POSITIVE),
  token("Can't burn 0 tokens.", AMOUNT_NOT_POSITIVE),
  token("Can't burn more than owned.", 'You cannot burn more tokens than you hold.'),
  // The token and MotoChef factories and their token and farm templates.
  ...FACTORY_REVERT_ENTRIES,
  // MotoChef farms: deposits, withdrawals and harvests on /farm.
  ...FARM_REVERT_ENTRIES,
  // MotoSwap pair and router (Uniswap V2 names); a 'Motoswap: ' style prefix is tolerated.
  amm('FORBIDDEN', 'Only the pool administrator can do this.'),
  amm('IDENTICAL_ADDRESSES', 'Choose two different tokens.'),
  amm('ZERO_ADDRESS', 'One of the token addresses is empty.'),
  amm('INSUFFICIENT_INPUT_AMOUNT', 'The amount in is too small for this swap.'),
  amm('INSUFFICIENT_OUTPUT_AMOUNT', SLIPPAGE_EXCEEDED),
  amm('INSUFFICIENT_A_AMOUNT', SLIPPAGE_EXCEEDED),
  amm('INSUFFICIENT_B_AMOUNT', SLIPPAGE_EXCEEDED),
  amm('INSUFFICIENT_AMOUNT', AMOUNT_NOT_POSITIVE),
  amm('INSUFFICIENT_LIQUIDITY', 'Not enough liquidity in this pool for the trade.'),
  amm('INSUFFICIENT_LIQUIDITY_MINTED', 'The amounts are too small to add liquidity.'),
  amm('INSUFFICIENT_LIQUIDITY_BURNED', 'The amount is too small to remove liquidity.'),
  amm('PAIR_EXISTS', TOKEN_PAIR_ALREADY_HAS_POOL),
  amm('K', 'The swap would unbalance the pool. Refresh the quote and try again.'),
  amm('OVERFLOW', 'The amount is too large for this pool.'),
  amm('TRANSFER_FAILED', 'The token transfer failed. Check your balance and allowance.'),
  amm(
    'EXPIRED',
    'The transaction passed its block deadline. Try again or raise the block deadline in settings.',
  ),
  amm('INVALID_PATH', 'There is no swap route between these tokens.'),
  amm('LOCKED', CONTRACT_BUSY),
  // Internal invariants ('Impossible state', 'IMPOSSIBLE STATE', 'critical error') and stable math.
  keyword('internal', /impossible state/i, INTERNAL_ERROR_MESSAGE),
  keyword('internal', /critical error/i, INTERNAL_ERROR_MESSAGE),
  // btc-runtime arithmetic guards ('SafeMath: division by zero', '... overflow').
  keyword('internal', /^SafeMath:/i, INTERNAL_ERROR_MESSAGE),
  keyword(
    'native-swap',
    /^StableSwap: .*(did not converge|denominator)/i,
    'The stable pool could not price this trade. Try a different amount.',
  ),
  // The node answers this while it catches up.
  keyword('node', /indexing\s*in\s*progress/i, INDEXING_IN_PROGRESS_MESSAGE),
  // The node refuses an interaction whose epoch challenge is no longer current: after a reorg back
  // across an epoch's first block, the client library answers from the one it keeps for 10 s.
  keyword('node', /expired epoch challenge/i, EPOCH_CHANGED_MESSAGE),
  // Staking: the contract source is not public, so its families are matched by keywords.
  keyword('staking', /reentran/i, CONTRACT_BUSY),
  keyword(
    'staking',
    /cannot change .*address|address (is )?already set/i,
    'This address is already set and cannot be changed.',
  ),
  keyword(
    'staking',
    /insufficient (total )?supply/i,
    'Not enough total supply for this operation.',
  ),
  keyword(
    'staking',
    /slashing fee.*(100|percent|%)/i,
    'The maximum slashing fee cannot be above 100%.',
  ),
  keyword(
    'staking',
    /reward token.*already (enabled|added)/i,
    'This reward token is already enabled.',
  ),
  keyword('staking', /reward token.*not (enabled|found)/i, 'This reward token is not enabled.'),
  keyword(
    'staking',
    /staking.*not initiali[sz]ed|not initiali[sz]ed.*staking/i,
    'The staking pool is not initialised yet.',
  ),
  keyword('staking', /no tokens staked|nothing (is )?staked/i, 'You have no tokens staked.'),
  keyword('staking', /nothing to compound/i, 'You have no MOTO rewards to compound yet.'),
];

const withoutFinalPeriod = (text: string): string => text.replace(/\.\s*$/, '');
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compileTemplate(template: string): RegExp {
  const source = withoutFinalPeriod(template)
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name === undefined ? escapeRegExp(part) : `(?<${name}>.*?)`;
    })
    .join('');
  return new RegExp(`^${source}\\.?$`, 'is');
}

export interface RevertMatch {
  family: RevertFamily;
  friendly: string;
}

/** The text a message matching `template` starts with (any case): the part before a placeholder. */
const literalStart = (template: string): string =>
  withoutFinalPeriod(template)
    .split(/\{\w+\}/, 1)[0]!
    .toLowerCase();

/**
 * Builds a matcher over a catalogue: templates longest first, then keyword patterns in order. A
 * template's expression is compiled and run only for a message that starts with its literal text:
 * every screen's code names a few catalogue texts when it loads, and running all the expressions
 * for those was a long task on a slow phone.
 */
export function createRevertMatcher(
  catalogue: readonly RevertEntry[],
): (message: string) => RevertMatch | null {
  const templates = catalogue
    .flatMap((entry): { entry: RevertEntry; template: string; start: string; regex?: RegExp }[] =>
      entry.template === undefined
        ? []
        : [{ entry, template: entry.template, start: literalStart(entry.template) }],
    )
    .sort((a, b) => b.template.length - a.template.length);
  const keywords = catalogue.filter((entry) => entry.pattern !== undefined);

  const matchTemplate = (text: string): RevertMatch | null => {
    const lower = text.toLowerCase();
    for (const item of templates) {
      if (!lower.startsWith(item.start)) continue;
      item.regex ??= compileTemplate(item.template);
      const found = item.regex.exec(text);
      if (found) {
        const { family, friendly } = item.entry;
        return { family, friendly: fillTemplate(friendly, found.groups ?? {}) };
      }
    }
    return null;
  };

  return (message) => {
    const text = stripRevertWrappers(message);
    if (text === '') return null;
    const unprefixed = text.replace(CONTRACT_PREFIX, '');
    const exact = matchTemplate(text) ?? (unprefixed === text ? null : matchTemplate(unprefixed));
    if (exact) return exact;
    const found = keywords.find((entry) => entry.pattern?.test(text));
    return found ? { family: found.family, friendly: found.friendly } : null;
  };
}

/** Finds the catalogue entry of a revert message (case-insensitive), or null when unknown. */
export const matchRevert = createRevertMatcher(REVERT_CATALOGUE);

/** The friendly text of a revert; an unknown message passes through, minus its transport wrappers. */
export function toFriendlyRevert(message: string): string {
  return matchRevert(message)?.friendly ?? stripRevertWrappers(message);
}
