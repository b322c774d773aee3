import { hasAmount } from '../amount/amount-input.ts';
import { isWithinBalance } from '../amount/balance.ts';
import { BELOW_MINIMUM_TRADE } from '../errors/messages.ts';
import {
  SATOSHIS_IN_EXCEEDS_MAXIMUM,
  isAboveQuoteInputMaximum,
  meetsMinimumTrade,
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

/** The reservation simulation (debounced 500 ms): not settled yet, or its outcome. */
export type ReservationSimulation =
  { status: 'pending' } | { status: 'done'; reverted: boolean; expectedAmountOut: bigint };

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
  | 'ready';

export const SELECT_DESTINATION_TOKEN = 'Select Destination Token';
export const NEXT_STEP = 'Next Step';
export const NOT_ENOUGH_LIQUIDITY = 'Not enough liquidity in the pool.';
/** Not worded by the spec ("a swap already in progress for the token is blocked"). */
export const swapInProgressText = (symbol: string): string =>
  `Swap already in progress for ${symbol}`;

/** A simulated output of 0 or a revert means the pool cannot fill the trade. */
export function simulationLacksLiquidity(simulation: ReservationSimulation): boolean {
  return (
    simulation.status === 'done' && (simulation.reverted || simulation.expectedAmountOut <= 0n)
  );
}

/**
 * The from-Bitcoin button (docs/native-swap.md#next-step-button): the spec's four checks first,
 * then the flow's blocking conditions in the order they become known (amount alone, local state,
 * quote, simulation), each disabling the button with its reason; otherwise 'Next Step'.
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
  if (simulationLacksLiquidity(simulation)) {
    return blockedButton('not-enough-liquidity', NOT_ENOUGH_LIQUIDITY);
  }
  return readyButton('ready', NEXT_STEP);
}
