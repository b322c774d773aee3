import type { PoolSwapPhase } from '@opswap/protocol/swap/pool-swap-button';
import { getPoolSwapButton } from '@opswap/protocol/swap/pool-swap-button';
import { getFromBitcoinButton } from '@opswap/protocol/swap/from-bitcoin-button';
import {
  type BalanceStatus,
  type SwapButton,
  withUnknownBalance,
} from '@opswap/protocol/swap/swap-button';
import { getToBitcoinButton, type ToBitcoinPhase } from '@opswap/protocol/swap/to-bitcoin-button';
import type { Token } from '@opswap/protocol/tokens/token';
import type { SwapQuoteView } from './use-swap-quote.ts';
import type { FromBitcoinChecks } from './use-from-bitcoin.ts';

export interface SwapButtonInput {
  walletConnected: boolean;
  sellToken: Token | null;
  buyToken: Token | null;
  /** The connected wallet's balance of the token sold; undefined while unknown. */
  sellBalance: bigint | undefined;
  /** The balance read failed (and no earlier balance is known). */
  sellBalanceFailed?: boolean;
  quote: SwapQuoteView;
  phase: PoolSwapPhase;
  /** The native coin's symbol on this network (BTC, tBTC, rBTC). */
  bitcoinSymbol: string;
  /** From-Bitcoin: the reservation simulation and the busy/in-progress checks. */
  fromBitcoin?: FromBitcoinChecks;
  /** To-Bitcoin: where the listing transaction is ('Swapping...' while sending). */
  toBitcoinPhase?: ToBitcoinPhase;
}

/**
 * The swap button for the swap type (spec 1 §4), from the protocol's button machines; the
 * from-Bitcoin button waits on the reservation simulation. While the sell balance is unknown the
 * button waits for it rather than call the amount insufficient.
 */
export function swapButtonFor(input: SwapButtonInput): SwapButton<string> {
  let balance: BalanceStatus = 'known';
  if (input.sellBalance === undefined) balance = input.sellBalanceFailed ? 'failed' : 'loading';
  return withUnknownBalance(machineButton(input, input.sellBalance ?? 0n), balance);
}

/** The swap type's button machine, given the sell balance (0 while unknown). */
function machineButton(input: SwapButtonInput, sellBalance: bigint): SwapButton<string> {
  const { quote, sellToken, buyToken } = input;
  if (quote.swapType === 'fromBitcoin') {
    return getFromBitcoinButton({
      walletConnected: input.walletConnected,
      destinationToken: buyToken,
      bitcoinSymbol: input.bitcoinSymbol,
      amountSats: quote.sellAmount,
      bitcoinBalanceSats: sellBalance,
      quoteLoading: quote.quoteLoading,
      quotePrice: quote.nativeQuote,
      simulation: input.fromBitcoin?.simulation ?? { status: 'pending' },
      tokenBusy: input.fromBitcoin?.tokenBusy ?? false,
      reservationInProgress: input.fromBitcoin?.reservationInProgress ?? false,
    });
  }
  if (quote.swapType === 'toBitcoin') {
    return getToBitcoinButton({
      walletConnected: input.walletConnected,
      sourceToken: sellToken,
      bitcoinSymbol: input.bitcoinSymbol,
      sourceAmount: quote.sellAmount,
      sourceBalance: sellBalance,
      bitcoinAmountSats: quote.buyAmount,
      quoteLoading: quote.quoteLoading,
      quotePrice: quote.nativeQuote,
      phase: input.toBitcoinPhase ?? 'idle',
    });
  }
  return getPoolSwapButton({
    walletConnected: input.walletConnected,
    sellToken,
    buyToken,
    sellAmount: quote.sellAmount,
    buyAmount: quote.buyAmount,
    sellBalance,
    quoteLoading: quote.quoteLoading,
    phase: input.phase,
  });
}
