import { REVERT_CATALOGUE, matchRevert, stripRevertWrappers } from './error-catalogue.ts';
import * as messages from './messages.ts';
import {
  ACTIVE_LISTING_EXISTS,
  ACTIVE_RESERVATION_EXISTS,
  ALREADY_LISTED,
  AMOUNT_TOO_SMALL,
  BELOW_MINIMUM_TRADE,
  CANNOT_CANCEL_LISTING,
  CANNOT_RESERVE_OWN_TOKEN,
  CONFIRMED_TRANSACTION_CANNOT_BE_CANCELLED,
  CONTRACT_NOT_FOUND,
  INITIAL_PROVIDER_CONSECUTIVE_LIQUIDITY,
  INSUFFICIENT_BALANCE_OR_BITCOIN,
  INVALID_NETWORK,
  NO_ACTIVE_RESERVATION,
  NO_LISTINGS_OR_LIQUIDITY,
  OUTDATED_WALLET,
  PENDING_RESERVATION_OR_SWAP,
  POOL_DOES_NOT_EXIST,
  TOKEN_PAIR_ALREADY_HAS_POOL,
  TOO_LONG_MEMPOOL_CHAIN,
  UNEXPECTED_ERROR,
  USER_REJECTED,
  unexpectedError,
} from './messages.ts';

/** The EIP-1193 style code wallets use for a request the user refused. */
export const USER_REJECTED_CODE = 4001;

/**
 * Wallet-side phrases -> product errors (docs/errors.md#wallet-phrases). Wallet texts are not
 * fixed, so each product error is found by its key words; the first match wins, so narrower
 * phrases come first.
 */
export const WALLET_PHRASES: readonly (readonly [RegExp, string])[] = [
  [/base quote (is )?already set/i, TOKEN_PAIR_ALREADY_HAS_POOL],
  [/user (rejected|denied|cancell?ed)|(rejected|denied|cancell?ed) by (the )?user/i, USER_REJECTED],
  [
    /cannot reserve.*(own|initial provider)|initial provider cannot reserve/i,
    CANNOT_RESERVE_OWN_TOKEN,
  ],
  [/priority queue/i, ACTIVE_LISTING_EXISTS],
  [/(insufficient|not enough) (utxos?|bitcoin|btc)|no utxos/i, INSUFFICIENT_BALANCE_OR_BITCOIN],
  [/insufficient funds/i, INSUFFICIENT_BALANCE_OR_BITCOIN],
  [/not enough liquidity|no liquidity/i, NO_LISTINGS_OR_LIQUIDITY],
  [/initial provider/i, INITIAL_PROVIDER_CONSECUTIVE_LIQUIDITY],
  [
    /already (have )?an active reservation|reservation (is )?already active/i,
    ACTIVE_RESERVATION_EXISTS,
  ],
  [/no (valid |active )?reservation|reservation not found/i, NO_ACTIVE_RESERVATION],
  [/swap (is )?(already )?in progress|pending (swap|reservation)/i, PENDING_RESERVATION_OR_SWAP],
  [/cannot cancel (this |the |your )?listing|can no longer cancel/i, CANNOT_CANCEL_LISTING],
  [/minimum trade/i, BELOW_MINIMUM_TRADE],
  [/contract (was )?not found|contract does not exist/i, CONTRACT_NOT_FOUND],
  [/pool does not exist|no pool exists/i, POOL_DOES_NOT_EXIST],
  [/too[- ]long[- ]mempool[- ]chain/i, TOO_LONG_MEMPOOL_CHAIN],
  [/invalid network/i, INVALID_NETWORK],
  [/list(ing)? amount (is )?too low|too low in satoshis/i, AMOUNT_TOO_SMALL],
  [/partially fulfilled|already listed/i, ALREADY_LISTED],
  [/outdated|update your wallet|wallet version/i, OUTDATED_WALLET],
  [/already confirmed/i, CONFIRMED_TRANSACTION_CANNOT_BE_CANCELLED],
];

/** The product error a wallet message names, or null. */
export function matchWalletPhrase(message: string): string | null {
  return WALLET_PHRASES.find(([phrase]) => phrase.test(message))?.[1] ?? null;
}

// Messages that are already written for users are shown as they are, not wrapped again.
const messageValues: readonly unknown[] = Object.values(messages);
const USER_FACING: ReadonlySet<string> = new Set([
  ...messageValues.filter((value): value is string => typeof value === 'string'),
  ...REVERT_CATALOGUE.map((entry) => entry.friendly).filter((text) => !/\{\w+\}/.test(text)),
]);

interface ErrorParts {
  code: unknown;
  message: string;
}

function readError(error: unknown, depth = 0): ErrorParts {
  if (typeof error === 'string') return { code: undefined, message: error };
  if (typeof error !== 'object' || error === null) return { code: undefined, message: '' };
  const {
    code,
    message,
    error: inner,
  } = error as { code?: unknown; message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return { code, message };
  // API bodies carry { error: string }; some wallets nest { error: { code, message } }.
  if (typeof inner === 'string') return { code, message: inner };
  if (depth < 2 && typeof inner === 'object' && inner !== null) {
    const nested = readError(inner, depth + 1);
    return { code: code ?? nested.code, message: nested.message };
  }
  return { code, message: '' };
}

/**
 * A failure whose message is already the text to show (a rule of the product, e.g. the balance
 * read again before a listing): toUserMessage passes it through unchanged.
 */
export class UserFacingError extends Error {
  override name = 'UserFacingError';
}

const isUserRejection = (code: unknown): boolean =>
  code === USER_REJECTED_CODE || code === String(USER_REJECTED_CODE);

/**
 * The one text to show for any failure: wallet errors, Error objects, contract reverts, API error
 * bodies, strings or anything else.
 */
export function toUserMessage(error: unknown): string {
  if (error instanceof UserFacingError) return error.message;
  const { code, message } = readError(error);
  if (isUserRejection(code)) return USER_REJECTED;
  const text = message.trim();
  if (text === '') return UNEXPECTED_ERROR;
  if (USER_FACING.has(text) || text.startsWith(`${UNEXPECTED_ERROR} (`)) return text;
  return (
    matchRevert(text)?.friendly ??
    matchWalletPhrase(text) ??
    unexpectedError(stripRevertWrappers(text))
  );
}
