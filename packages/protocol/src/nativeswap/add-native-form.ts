import { hasAmount } from '../amount/amount-input.ts';
import { isWithinBalance } from '../amount/balance.ts';
import {
  BELOW_MINIMUM_TRADE,
  INITIAL_PROVIDER_CONSECUTIVE_LIQUIDITY,
  POOL_DOES_NOT_EXIST,
} from '../errors/messages.ts';
import type { NativePosition } from '../amm/positions.ts';
import type { AddActivityBodyJson } from '../schemas/activity.ts';
import { isBelowMinimumListing } from '../swap/to-bitcoin-button.ts';
import {
  type BalanceStatus,
  type SwapButton,
  approvingText,
  blockedButton,
  enterAmountText,
  insufficientBalanceText,
  readyButton,
  walletNotConnectedButton,
  withUnknownBalance,
} from '../swap/swap-button.ts';
import { tokensToSatoshis } from './conversions.ts';
import { type PoolCheck, SELECT_POOL_TOKEN } from './create-pool-form.ts';

/**
 * Adding liquidity to a token's NativeSwap pool as a provider (docs/native-pools.md#add-native-liquidity):
 * a Standard listing (listLiquidity), under the listing's rules.
 */

export const ADD_LIQUIDITY = 'Add Liquidity';
export const ADDING_LIQUIDITY = 'Adding Liquidity...';
export const CHECKING_POSITION = 'Checking your position...';
/** The initial provider's liquidity is locked: it can be neither cancelled nor added to. */
export const INITIAL_LIQUIDITY_LOCKED_TEXT =
  'You created this pool: your initial liquidity is locked and cannot be added to.';
export const NO_PROVIDER_POSITION = 'You provide no liquidity to this pool yet.';

export type AddNativeState =
  | 'wallet-not-connected'
  | 'approving'
  | 'sending'
  | 'select-token'
  | 'checking-pool'
  | 'pool-does-not-exist'
  | 'checking-position'
  | 'initial-provider'
  | 'enter-amount'
  | 'insufficient-balance'
  | 'loading-balance'
  | 'balance-fetch-problem'
  | 'below-minimum-trade'
  | 'ready';

export interface AddNativeInput {
  walletConnected: boolean;
  token: { symbol: string } | null;
  pool: PoolCheck;
  /** The pool's 1 BTC quote; null until read. */
  quote: bigint | null;
  /** The wallet's position in the pool (null: none); 'checking' while it is read. */
  position: NativePosition | null | 'checking';
  /** Tokens to add; null while empty. */
  amount: bigint | null;
  balance: bigint | undefined;
  balanceStatus: BalanceStatus;
  phase: 'idle' | 'approving' | 'sending';
}

export interface AddNativeCheck {
  button: SwapButton<AddNativeState>;
  /** What the amount is worth at the pool's quote, as the contract values a listing. */
  valueSats: bigint | null;
  /** The listing would be worth less than the minimum: its warning shows. */
  belowMinimum: boolean;
}

/**
 * The add button, first failing check wins: wallet, transaction in flight, token, pool (with a
 * price), the initial provider's rule, amount, balance rule, then the listing minimum at the quote.
 */
export function checkAddNative(input: AddNativeInput): AddNativeCheck {
  const { token, amount, quote } = input;
  const valueSats =
    quote !== null && quote > 0n && hasAmount(amount) ? tokensToSatoshis(amount, quote) : null;
  const belowMinimum = valueSats !== null && isBelowMinimumListing(valueSats);
  const result = (button: SwapButton<AddNativeState>) => ({ button, valueSats, belowMinimum });

  if (!input.walletConnected) return result(walletNotConnectedButton());
  if (input.phase === 'sending') return result(blockedButton('sending', ADDING_LIQUIDITY, true));
  if (input.phase === 'approving' && token) {
    return result(blockedButton('approving', approvingText(token.symbol), true));
  }
  if (!token) return result(blockedButton('select-token', SELECT_POOL_TOKEN));
  if (input.pool === 'checking' || (input.pool === 'exists' && quote === null)) {
    return result(blockedButton('checking-pool', ADD_LIQUIDITY, true));
  }
  if (input.pool === 'none' || quote === null || quote <= 0n) {
    return result(blockedButton('pool-does-not-exist', POOL_DOES_NOT_EXIST));
  }
  if (input.position === 'checking') {
    return result(blockedButton('checking-position', CHECKING_POSITION, true));
  }
  if (input.position?.locked) {
    return result(blockedButton('initial-provider', INITIAL_PROVIDER_CONSECUTIVE_LIQUIDITY));
  }
  if (!hasAmount(amount))
    return result(blockedButton('enter-amount', enterAmountText(token.symbol)));
  if (input.balance === undefined || !isWithinBalance(amount, input.balance)) {
    return result(
      withUnknownBalance(
        blockedButton('insufficient-balance', insufficientBalanceText(token.symbol)),
        input.balanceStatus,
      ),
    );
  }
  if (belowMinimum) return result(blockedButton('below-minimum-trade', BELOW_MINIMUM_TRADE));
  return result(readyButton('ready', ADD_LIQUIDITY));
}

/** The AddLiquidityNativeSwap activity: the token and the tokens listed. */
export function addNativeActivity(
  token: string,
  amount: bigint,
  transactionId: string,
): AddActivityBodyJson {
  return {
    type: 'AddLiquidityNativeSwap',
    transactionId,
    data: { token, amount: amount.toString() },
  };
}
