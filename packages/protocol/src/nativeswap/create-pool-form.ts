import { hasAmount } from '../amount/amount-input.ts';
import { isWithinBalance } from '../amount/balance.ts';
import { parseUnits } from '../amount/units.ts';
import { MINIMUM_LISTING_SATS, MINIMUM_TRADE_SATS } from '../constants.ts';
import { toFriendlyRevert } from '../errors/error-catalogue.ts';
import { TOKEN_PAIR_ALREADY_HAS_POOL } from '../errors/messages.ts';
import { groupThousands } from '../format/format-amount.ts';
import { formatTokenAmount } from '../format/token-amount.ts';
import type { AddActivityBodyJson } from '../schemas/activity.ts';
import { PRICE_FRACTION_DIGITS } from '../schemas/market.ts';
import { DEAD_ADDRESS } from '../tokens/token.ts';
import {
  type BalanceStatus,
  LOADING_BALANCE,
  type SwapButton,
  approvingText,
  blockedButton,
  enterAmountText,
  insufficientBalanceText,
  readyButton,
  walletNotConnectedButton,
  withUnknownBalance,
} from '../swap/swap-button.ts';
import { hasMinimumAddressLength } from '../validation/send-form.ts';
import { QUOTE_SCALE } from './contract-constants.ts';
import { satoshisToTokens } from './conversions.ts';
import { satoshisPerWholeToken, tokensPerBitcoin } from './human-price.ts';
import { NativeSwapError } from './native-swap-error.ts';
import { NATIVE_SWAP_REVERTS } from './native-swap-reverts.ts';
import {
  FLOOR_PRICE_INPUT_DECIMALS,
  checkCreatePoolSettings,
  floorPriceFromSatsPerToken,
  initialPoolState,
} from './pool-creation.ts';
import { currentQuote } from './quote.ts';
import { reservationTokens } from './reservation-sizing.ts';

/**
 * The create pool form (docs/native-pools.md#create-a-pool): which token, at what floor price, with
 * how much initial liquidity, paid to which receiver, with which reservation limits; and whether
 * the connected wallet may create that pool at all.
 */

/**
 * Whether the network has a NativeSwap contract to create pools in: none is configured, or a dead
 * placeholder address, reads 'Factory address is dead' (FACTORY_ADDRESS_DEAD).
 */
export function hasLiveNativeSwap(contracts: { nativeSwap: string } | null): boolean {
  return contracts !== null && contracts.nativeSwap.toLowerCase() !== DEAD_ADDRESS;
}

/** Where the owner lookup of the chosen token stands. */
export type OwnerCheck = 'checking' | 'owner' | 'not-owner';
/** Whether the chosen token already has a NativeSwap pool. */
export type PoolCheck = 'checking' | 'none' | 'exists';

/** createPool's uint16 anti-bot duration, in blocks. */
export const ANTI_BOT_BLOCKS_RANGE = { min: 1, max: 65_535 } as const;
/** The share of the liquidity that may be reserved at once; the contract allows 0 to 100. */
export const MAX_RESERVES_PERCENT_RANGE = { min: 0, max: 100 } as const;
/** Half the pool reservable at once, as the devnet's seed pools do. */
export const DEFAULT_MAX_RESERVES_PERCENT = 50;

/** The form as typed: texts, so that half-typed numbers survive. */
export interface CreatePoolFields {
  /** Sats per whole token, up to FLOOR_PRICE_INPUT_DECIMALS fraction digits. */
  floorPrice: string;
  /** Tokens, in the token's decimals. */
  initialLiquidity: string;
  /** Where buyers pay the initial liquidity's sats; the wallet's own address by default. */
  receiver: string;
  antiBotEnabled: boolean;
  antiBotBlocks: string;
  /** Tokens, in the token's decimals. */
  antiBotMaxTokens: string;
  maxReservesPercent: string;
}

export function emptyCreatePoolFields(receiver = ''): CreatePoolFields {
  return {
    floorPrice: '',
    initialLiquidity: '',
    receiver,
    antiBotEnabled: false,
    antiBotBlocks: '',
    antiBotMaxTokens: '',
    maxReservesPercent: String(DEFAULT_MAX_RESERVES_PERCENT),
  };
}

// Texts of the form. The owner refusal and the floor price message are the spec's; the rest are
// the contract's own checks in the error catalogue's words, or design wording.
export const CREATE_POOL = 'Create Pool';
export const CREATING_POOL = 'Creating Pool...';
export const SELECT_POOL_TOKEN = 'Select a token';
export const CHECKING_OWNER = 'Checking the token owner...';
export const CHECKING_POOL = 'Checking for a native pool...';
/** What a wallet that does not own the token reads (the catalogue's text for the contract's). */
export const NOT_TOKEN_OWNER = toFriendlyRevert(NATIVE_SWAP_REVERTS.onlyTokenOwner);
export const notTokenOwnerDetail = (symbol: string): string =>
  `The connected wallet did not deploy ${symbol}. Connect the wallet that did to create its pool.`;
export const NOT_PURCHASABLE =
  'The selected floor price would result in tokens not being purchasable.';
export const ENTER_FLOOR_PRICE = 'Enter a floor price';
export const FLOOR_PRICE_ZERO = toFriendlyRevert(NATIVE_SWAP_REVERTS.floorPriceZero);
export const INITIAL_LIQUIDITY_ZERO = toFriendlyRevert(NATIVE_SWAP_REVERTS.initialLiquidityZero);
export const ANTI_BOT_MAX_TOKENS_ZERO = toFriendlyRevert(NATIVE_SWAP_REVERTS.antiBotMaxTokensZero);
export const MAX_RESERVES_ABOVE_100 = toFriendlyRevert(
  NATIVE_SWAP_REVERTS.fiveBlockPercentAbove100,
);
export const ENTER_RECEIVER = 'Enter a receiver address';
export const INVALID_RECEIVER = 'Enter a valid receiver address';
export const RECEIVER_KEY_NOT_FOUND =
  "The receiver's public key could not be found: use an address that has already sent a transaction on chain, its public key, or your own address.";
export const ENTER_ANTI_BOT_BLOCKS = `Anti-bot lasts ${ANTI_BOT_BLOCKS_RANGE.min} to ${groupThousands(
  BigInt(ANTI_BOT_BLOCKS_RANGE.max),
)} blocks`;
export const ENTER_MAX_RESERVES = 'Enter the maximum reserved in 5 blocks, a whole percent';
export const MAX_RESERVES_TOO_LOW =
  'With this maximum reserved in 5 blocks, nobody could reserve tokens: raise the percentage.';
export const LIQUIDITY_VALUE_TOO_HIGH =
  'At this floor price the initial liquidity would be worth more than 21 million BTC: raise the floor price or add less.';
/** The initial liquidity is a listing: it must be worth the listing minimum at the floor price. */
export const belowMinimumPoolListing = (valueSats: bigint): string =>
  `The initial liquidity must be worth at least ${groupThousands(MINIMUM_LISTING_SATS)} sats at ` +
  `the floor price; it is worth ${groupThousands(valueSats)} sats.`;
/** Why a minimum trade cannot be reserved while anti-bot lasts. */
export const antiBotBelowMinimumTrade = (minimumTradeTokens: string): string =>
  `A minimum trade of ${groupThousands(MINIMUM_TRADE_SATS)} sats buys ${minimumTradeTokens} at ` +
  'this floor price, more than the anti-bot maximum per reservation.';

/**
 * Whether the receiver is the wallet itself (its address or public key, any case): then its own
 * public key is the receiver and nothing needs looking up.
 */
export function isWalletReceiver(receiver: string, ownAddresses: readonly string[]): boolean {
  const typed = receiver.trim().toLowerCase().replace(/^0x/, '');
  return ownAddresses.some((own) => own.trim().toLowerCase().replace(/^0x/, '') === typed);
}

/** The arguments of createPool the form decides (a standard pool: type 0, no amplification). */
export interface CreatePoolArguments {
  /** Token base units per sat. */
  floorPrice: bigint;
  initialLiquidity: bigint;
  receiver: string;
  /** 0 when anti-bot is off. */
  antiBotEnabledFor: number;
  antiBotMaximumTokensPerReservation: bigint;
  maxReservesIn5BlocksPercent: number;
}

/** What the floor price means, shown beside it. */
export interface CreatePoolPreview {
  floorPrice: bigint;
  /** Sats per whole token the pool opens at, with PRICE_FRACTION_DIGITS fraction digits. */
  openingPriceSats: bigint;
  /** Token base units one whole BTC buys at the opening price. */
  tokensPerBitcoin: bigint;
  /** The initial liquidity's worth in sats (the pool's virtual BTC reserve); null without it. */
  liquidityValueSats: bigint | null;
}

export type CreatePoolState =
  | 'wallet-not-connected'
  | 'approving'
  | 'sending'
  | 'select-token'
  | 'checking-owner'
  | 'not-owner'
  | 'checking-pool'
  | 'pool-exists'
  | 'floor-price'
  | 'initial-liquidity'
  | 'insufficient-balance'
  | 'loading-balance'
  | 'balance-fetch-problem'
  | 'liquidity-value'
  | 'receiver'
  | 'anti-bot'
  | 'max-reserves'
  | 'not-purchasable'
  | 'ready';

/** The messages shown under the fields; empty fields get none (the button asks for them). */
export interface CreatePoolFieldErrors {
  floorPrice: string | null;
  initialLiquidity: string | null;
  receiver: string | null;
  antiBot: string | null;
  maxReserves: string | null;
}

export interface CreatePoolInput {
  walletConnected: boolean;
  token: { symbol: string; decimals: number } | null;
  owner: OwnerCheck;
  pool: PoolCheck;
  /** The wallet's balance of the token; undefined while unknown. */
  balance: bigint | undefined;
  balanceStatus: BalanceStatus;
  fields: CreatePoolFields;
  phase: 'idle' | 'approving' | 'sending';
}

export interface CreatePoolCheck {
  button: SwapButton<CreatePoolState>;
  errors: CreatePoolFieldErrors;
  preview: CreatePoolPreview | null;
  /** The initial liquidity as typed, in base units; null while empty or unreadable. */
  initialLiquidity: bigint | null;
  /** The createPool arguments, once every check passed. */
  request: CreatePoolArguments | null;
}

/** Typed decimal text in base units; null when empty or not a number (yet). */
export function parseDecimal(text: string, decimals: number): bigint | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  try {
    return parseUnits(trimmed, decimals);
  } catch {
    return null;
  }
}

/** A whole number within a range; null when empty, not whole or outside it. */
function parseWhole(text: string, range: { min: number; max: number }): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= range.min && value <= range.max ? value : null;
}

/** One field's check: its message, and whether it is only a prompt for an empty field. */
type FieldResult<T> =
  { ok: true; value: T } | { ok: false; state: CreatePoolState; message: string; prompt: boolean };

const fail = (state: CreatePoolState, message: string, prompt = false) =>
  ({ ok: false, state, message, prompt }) as const;

function checkFloorPrice(text: string, decimals: number): FieldResult<bigint> {
  if (text.trim() === '') return fail('floor-price', ENTER_FLOOR_PRICE, true);
  const scaled = parseDecimal(text, FLOOR_PRICE_INPUT_DECIMALS);
  if (scaled === null) return fail('floor-price', ENTER_FLOOR_PRICE);
  if (scaled === 0n) return fail('floor-price', FLOOR_PRICE_ZERO);
  const floorPrice = floorPriceFromSatsPerToken(scaled, decimals);
  if (floorPrice === 0n) return fail('not-purchasable', NOT_PURCHASABLE);
  return { ok: true, value: floorPrice };
}

function checkLiquidity(text: string, symbol: string, decimals: number): FieldResult<bigint> {
  if (text.trim() === '') return fail('initial-liquidity', enterAmountText(symbol), true);
  const amount = parseDecimal(text, decimals);
  if (amount === null) return fail('initial-liquidity', enterAmountText(symbol));
  if (!hasAmount(amount)) return fail('initial-liquidity', INITIAL_LIQUIDITY_ZERO);
  return { ok: true, value: amount };
}

/** The balance rule: the amount plus 0.1 percent within the balance, waiting while unknown. */
function checkBalance(
  amount: bigint,
  input: Pick<CreatePoolInput, 'balance' | 'balanceStatus'> & { symbol: string },
): FieldResult<bigint> {
  if (input.balance !== undefined && isWithinBalance(amount, input.balance)) {
    return { ok: true, value: amount };
  }
  const button = withUnknownBalance(
    blockedButton('insufficient-balance', insufficientBalanceText(input.symbol)),
    input.balanceStatus,
  );
  return fail(button.state, button.text, button.text === LOADING_BALANCE);
}

/** What the initial liquidity is worth at the floor price (B); refuses more than 21M BTC. */
function checkLiquidityValue(floorPrice: bigint, liquidity: bigint): FieldResult<bigint> {
  let valueSats: bigint;
  try {
    valueSats = initialPoolState(floorPrice, liquidity).virtualSatoshisReserve;
  } catch (error) {
    if (error instanceof NativeSwapError) return fail('liquidity-value', LIQUIDITY_VALUE_TOO_HIGH);
    throw error;
  }
  if (valueSats < MINIMUM_LISTING_SATS) {
    return fail('liquidity-value', belowMinimumPoolListing(valueSats));
  }
  return { ok: true, value: valueSats };
}

function checkReceiver(text: string): FieldResult<string> {
  const receiver = text.trim();
  if (receiver === '') return fail('receiver', ENTER_RECEIVER, true);
  if (!hasMinimumAddressLength(receiver)) return fail('receiver', INVALID_RECEIVER);
  return { ok: true, value: receiver };
}

interface AntiBot {
  blocks: number;
  maxTokens: bigint;
}

function checkAntiBot(fields: CreatePoolFields, decimals: number): FieldResult<AntiBot | null> {
  if (!fields.antiBotEnabled) return { ok: true, value: null };
  const blocks = parseWhole(fields.antiBotBlocks, ANTI_BOT_BLOCKS_RANGE);
  if (blocks === null) {
    return fail('anti-bot', ENTER_ANTI_BOT_BLOCKS, fields.antiBotBlocks.trim() === '');
  }
  const maxTokens = parseDecimal(fields.antiBotMaxTokens, decimals);
  if (!hasAmount(maxTokens)) {
    return fail('anti-bot', ANTI_BOT_MAX_TOKENS_ZERO, fields.antiBotMaxTokens.trim() === '');
  }
  return { ok: true, value: { blocks, maxTokens } };
}

function checkMaxReserves(text: string): FieldResult<number> {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed) && Number(trimmed) > MAX_RESERVES_PERCENT_RANGE.max) {
    return fail('max-reserves', MAX_RESERVES_ABOVE_100);
  }
  const percent = parseWhole(trimmed, MAX_RESERVES_PERCENT_RANGE);
  if (percent === null) return fail('max-reserves', ENTER_MAX_RESERVES, trimmed === '');
  return { ok: true, value: percent };
}

/**
 * Whether a buyer could reserve a minimum trade from the new pool: the contract's own sizing of
 * MINIMUM_TRADE_SATS at the opening quote, the 5-block cap and anti-bot limit applied. Null when
 * it could; else the field to blame and why.
 */
function purchasability(
  request: CreatePoolArguments,
  token: { symbol: string; decimals: number },
): { field: 'antiBot' | 'maxReserves'; state: CreatePoolState; message: string } | null {
  const pool = initialPoolState(request.floorPrice, request.initialLiquidity);
  const quote = currentQuote(pool);
  try {
    reservationTokens({
      maximumAmountIn: MINIMUM_TRADE_SATS,
      quote,
      pool,
      maxReserves5BlockPercent: BigInt(request.maxReservesIn5BlocksPercent),
      currentBlock: 0,
      ...(request.antiBotEnabledFor > 0
        ? {
            antiBot: {
              expirationBlock: request.antiBotEnabledFor,
              maxTokensPerReservation: request.antiBotMaximumTokensPerReservation,
            },
          }
        : {}),
    });
    return null;
  } catch (error) {
    if (!(error instanceof NativeSwapError)) throw error;
    if (error.message === NATIVE_SWAP_REVERTS.antiBotLimitExceeded) {
      const bought = formatTokenAmount(satoshisToTokens(MINIMUM_TRADE_SATS, quote), token);
      return {
        field: 'antiBot',
        state: 'not-purchasable',
        message: antiBotBelowMinimumTrade(bought),
      };
    }
    // The 5-block cap leaves nothing, or less than a reservation's minimum worth.
    return { field: 'maxReserves', state: 'max-reserves', message: MAX_RESERVES_TOO_LOW };
  }
}

function previewOf(
  floorPrice: bigint,
  liquidity: bigint | null,
  decimals: number,
): CreatePoolPreview {
  let liquidityValueSats: bigint | null = null;
  let quote = floorPrice * QUOTE_SCALE;
  if (liquidity !== null && liquidity > 0n) {
    try {
      const pool = initialPoolState(floorPrice, liquidity);
      liquidityValueSats = pool.virtualSatoshisReserve;
      if (liquidityValueSats > 0n) quote = currentQuote(pool);
    } catch (error) {
      if (!(error instanceof NativeSwapError)) throw error;
    }
  }
  return {
    floorPrice,
    openingPriceSats: satoshisPerWholeToken(quote, decimals, PRICE_FRACTION_DIGITS) ?? 0n,
    tokensPerBitcoin: tokensPerBitcoin(quote),
    liquidityValueSats,
  };
}

const NO_ERRORS: CreatePoolFieldErrors = {
  floorPrice: null,
  initialLiquidity: null,
  receiver: null,
  antiBot: null,
  maxReserves: null,
};

/**
 * The create form's state, first failing check wins, in screen order: wallet, transaction in
 * flight, token, owner, existing pool, floor price, initial liquidity (positive, within the
 * balance, worth the listing minimum), receiver, anti-bot, 5-block percentage, and finally
 * whether a minimum trade could buy from the pool at all.
 */
export function checkCreatePool(input: CreatePoolInput): CreatePoolCheck {
  const { token, fields } = input;
  const result = (button: SwapButton<CreatePoolState>, extra: Partial<CreatePoolCheck> = {}) => ({
    button,
    errors: NO_ERRORS,
    preview: null,
    initialLiquidity: null,
    request: null,
    ...extra,
  });
  if (!input.walletConnected) return result(walletNotConnectedButton());
  if (input.phase === 'sending') return result(blockedButton('sending', CREATING_POOL, true));
  if (input.phase === 'approving' && token) {
    return result(blockedButton('approving', approvingText(token.symbol), true));
  }
  if (!token) return result(blockedButton('select-token', SELECT_POOL_TOKEN));
  if (input.owner === 'checking')
    return result(blockedButton('checking-owner', CHECKING_OWNER, true));
  if (input.owner === 'not-owner') return result(blockedButton('not-owner', NOT_TOKEN_OWNER));
  if (input.pool === 'checking') return result(blockedButton('checking-pool', CHECKING_POOL, true));
  if (input.pool === 'exists') {
    return result(blockedButton('pool-exists', TOKEN_PAIR_ALREADY_HAS_POOL));
  }

  const floorPrice = checkFloorPrice(fields.floorPrice, token.decimals);
  const liquidityAmount = checkLiquidity(fields.initialLiquidity, token.symbol, token.decimals);
  const liquidity = liquidityAmount.ok
    ? checkBalance(liquidityAmount.value, { ...input, symbol: token.symbol })
    : liquidityAmount;
  const value =
    floorPrice.ok && liquidity.ok ? checkLiquidityValue(floorPrice.value, liquidity.value) : null;
  const receiver = checkReceiver(fields.receiver);
  const antiBot = checkAntiBot(fields, token.decimals);
  const maxReserves = checkMaxReserves(fields.maxReservesPercent);

  const shown = (check: FieldResult<unknown> | null) =>
    check && !check.ok && !check.prompt ? check.message : null;
  const errors: CreatePoolFieldErrors = {
    floorPrice: shown(floorPrice),
    initialLiquidity: shown(liquidity) ?? shown(value),
    receiver: shown(receiver),
    antiBot: shown(antiBot),
    maxReserves: shown(maxReserves),
  };
  const preview = floorPrice.ok
    ? previewOf(floorPrice.value, liquidityAmount.ok ? liquidityAmount.value : null, token.decimals)
    : null;
  const typed = { preview, initialLiquidity: liquidityAmount.ok ? liquidityAmount.value : null };

  for (const check of [floorPrice, liquidity, value, receiver, antiBot, maxReserves]) {
    if (check && !check.ok) {
      return { button: blockedButton(check.state, check.message), errors, ...typed, request: null };
    }
  }
  // Every check above passed; the narrowing is lost across the loop.
  if (!floorPrice.ok || !liquidity.ok || !receiver.ok || !antiBot.ok || !maxReserves.ok) {
    throw new Error('unreachable');
  }
  const request: CreatePoolArguments = {
    floorPrice: floorPrice.value,
    initialLiquidity: liquidity.value,
    receiver: receiver.value,
    antiBotEnabledFor: antiBot.value?.blocks ?? 0,
    antiBotMaximumTokensPerReservation: antiBot.value?.maxTokens ?? 0n,
    maxReservesIn5BlocksPercent: maxReserves.value,
  };
  checkCreatePoolSettings({
    antiBotEnabledFor: request.antiBotEnabledFor,
    antiBotMaximumTokensPerReservation: request.antiBotMaximumTokensPerReservation,
    maxReservesIn5BlocksPercent: BigInt(request.maxReservesIn5BlocksPercent),
  });
  const blocked = purchasability(request, token);
  if (blocked) {
    return {
      // The button names the spec's floor price message when anti-bot blocks every buy.
      button: blockedButton(
        blocked.state,
        blocked.state === 'not-purchasable' ? NOT_PURCHASABLE : blocked.message,
      ),
      errors: { ...errors, [blocked.field]: blocked.message },
      ...typed,
      request: null,
    };
  }
  return { button: readyButton('ready', CREATE_POOL), errors, ...typed, request };
}

/** The CreatePool activity: the token and what the pool was created with. */
export function createPoolActivity(
  token: string,
  request: CreatePoolArguments,
  transactionId: string,
): AddActivityBodyJson {
  return {
    type: 'CreatePool',
    transactionId,
    data: {
      token,
      floorPrice: request.floorPrice.toString(),
      initialLiquidity: request.initialLiquidity.toString(),
      receiver: request.receiver,
      antiBotEnabledFor: request.antiBotEnabledFor,
      antiBotMaximumTokensPerReservation: request.antiBotMaximumTokensPerReservation.toString(),
      maxReservesIn5BlocksPercent: request.maxReservesIn5BlocksPercent,
    },
  };
}
