import { hasAmount } from '../amount/amount-input.ts';
import { isWithinBalance } from '../amount/balance.ts';
import { BELOW_MINIMUM_TRADE, NO_LISTINGS_OR_LIQUIDITY } from '../errors/messages.ts';
import { toUserMessage } from '../errors/wallet-errors.ts';
import {
  SATOSHIS_IN_EXCEEDS_MAXIMUM,
  type ReservedAmounts,
  isAboveQuoteInputMaximum,
  meetsMinimumTrade,
  reservationFill,
} from '../nativeswap/from-bitcoin-trade.ts';
import {
  blockedButton,
  enterAmountText,
  insufficientBalanceText,
  nativeQuoteButton,
  readyButton,
  walletNotConnectedButton,
} from './swap-button.ts';
import type { ButtonToken, SwapButton } from './swap-button.ts';

/**
 * The reservation simulation (debounced 500 ms): not settled yet, its revert (the contract's or
 * the call's own message), or what it reserves.
 */
export type ReservationSimulation =
  | { status: 'pending' }
  | { status: 'reverted'; revert: string }
  | ({ status: 'reserved' } & ReservedAmounts);

export interface FromBitcoinButtonInput {
  walletConnected: boolean;
  destinationToken: ButtonToken | null;
  /** The native token's symbol on this network (BTC, tBTC, rBTC). */
  bitcoinSymbol: string;
  amountSats: bigint | null;
  bitcoinBalanceSats: bigint;
  quoteLoading: boolean;
  /** Quote price; at or below 0 the pool does not exist. Null until fetched. */
  quotePrice: bigint | null;
  simulation: ReservationSimulation;
  /** A non-expired Pending reservation or swap exists for the destination token. */
  tokenBusy: boolean;
  /** The local 'swap reservation in progress' flag (set in this or another tab). */
  reservationInProgress: boolean;
}

export type FromBitcoinButtonState =
  | 'wallet-not-connected'
  | 'reservation-in-progress'
  | 'select-destination-token'
  | 'enter-amount'
  | 'insufficient-balance'
  | 'below-minimum-trade'
  | 'above-maximum-quote-input'
  | 'swap-in-progress'
  | 'quoting'
  | 'pool-does-not-exist'
  | 'simulating'
  | 'not-enough-liquidity'
  | 'simulation-reverted'
  | 'partial-fill'
  | 'ready';

export const SELECT_DESTINATION_TOKEN = 'Select Destination Token';
export const NEXT_STEP = 'Next Step';
export const NOT_ENOUGH_LIQUIDITY = 'Not enough liquidity in the pool.';
/** Not worded by the spec: the pool fills part of the amount (docs/native-swap.md#partial-fill). */
export const NOT_ENOUGH_LIQUIDITY_FOR_AMOUNT = 'Not enough liquidity for this amount';
/** The part a partial fill buys, e.g. 'Only 5,147.60 MOTO is available for 0.4940 rBTC.' */
export const partialFillText = (tokens: string, bitcoin: string): string =>
  `Only ${tokens} is available for ${bitcoin}.`;
/** The action that asks for the part the pool fills instead. */
export const buyFillableText = (tokens: string, bitcoin: string): string =>
  `Buy ${tokens} for ${bitcoin}`;
/** Not worded by the spec ("a swap already in progress for the token is blocked"). */
export const swapInProgressText = (symbol: string): string =>
  `Swap already in progress for ${symbol}`;

/**
 * What a settled simulation blocks, or null when it reserves the whole amount: a revert in the
 * catalogue's words ('Not enough liquidity in the pool.' when it is the lack of liquidity, as the
 * spec words it), nothing reserved, or only part of the amount.
 */
function simulationButton(
  simulation: ReservationSimulation,
  amountSats: bigint,
): SwapButton<'not-enough-liquidity' | 'simulation-reverted' | 'partial-fill'> | null {
  if (simulation.status === 'reverted') {
    const reason = toUserMessage(simulation.revert);
    return reason === NO_LISTINGS_OR_LIQUIDITY
      ? blockedButton('not-enough-liquidity', NOT_ENOUGH_LIQUIDITY)
      : blockedButton('simulation-reverted', reason);
  }
  if (simulation.status !== 'reserved') return null;
  if (simulation.expectedAmountOut <= 0n) {
    return blockedButton('not-enough-liquidity', NOT_ENOUGH_LIQUIDITY);
  }
  if (reservationFill(amountSats, simulation).partial) {
    return blockedButton('partial-fill', NOT_ENOUGH_LIQUIDITY_FOR_AMOUNT);
  }
  return null;
}

/**
 * The from-Bitcoin button (docs/native-swap.md#next-step-button): the spec's four checks first,
 * then the flow's blocking conditions in the order they become known (amount alone, local state,
 * quote, simulation), each disabling the button with its reason; otherwise 'Next Step'. A
 * reverted simulation names its revert, so the button and any message below it agree.
 */
export function getFromBitcoinButton(
  input: FromBitcoinButtonInput,
): SwapButton<FromBitcoinButtonState> {
  const { destinationToken, amountSats, simulation } = input;
  if (!input.walletConnected) return walletNotConnectedButton();
  if (input.reservationInProgress) return blockedButton('reservation-in-progress', NEXT_STEP, true);
  if (!destinationToken) return blockedButton('select-destination-token', SELECT_DESTINATION_TOKEN);
  if (!hasAmount(amountSats)) {
    return blockedButton('enter-amount', enterAmountText(input.bitcoinSymbol));
  }
  if (!isWithinBalance(amountSats, input.bitcoinBalanceSats)) {
    return blockedButton('insufficient-balance', insufficientBalanceText(input.bitcoinSymbol));
  }
  if (!meetsMinimumTrade(amountSats)) {
    return blockedButton('below-minimum-trade', BELOW_MINIMUM_TRADE);
  }
  if (isAboveQuoteInputMaximum(amountSats)) {
    return blockedButton('above-maximum-quote-input', SATOSHIS_IN_EXCEEDS_MAXIMUM);
  }
  if (input.tokenBusy) {
    return blockedButton('swap-in-progress', swapInProgressText(destinationToken.symbol));
  }
  const quoteCheck = nativeQuoteButton(NEXT_STEP, input.quoteLoading, input.quotePrice);
  if (quoteCheck) return quoteCheck;
  if (simulation.status === 'pending') return blockedButton('simulating', NEXT_STEP, true);
  return simulationButton(simulation, amountSats) ?? readyButton('ready', NEXT_STEP);
}
