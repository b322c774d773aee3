import { getFromBitcoinButton } from '@opswap/protocol/swap/from-bitcoin-button';
import { getPoolSwapButton, type PoolSwapPhase } from '@opswap/protocol/swap/pool-swap-button';
import {
  type BalanceStatus,
  type SwapButton,
  withUnknownBalance,
} from '@opswap/protocol/swap/swap-button';
import { getToBitcoinButton, type ToBitcoinPhase } from '@opswap/protocol/swap/to-bitcoin-button';
import type { Token } from '@opswap/protocol/tokens/token';
import type { FromBitcoinChecks } from './use-from-bitcoin.ts';
import type { FromBitcoinQuote, PoolSwapQuote, ToBitcoinQuote } from './use-swap-quote.ts';

/** What every swap kind's button sees of the form. */
export interface SwapButtonBase {
  walletConnected: boolean;
  sellToken: Token | null;
  buyToken: Token | null;
  /** The connected wallet's balance of the token sold; undefined while unknown. */
  sellBalance: bigint | undefined;
  /** The balance read failed (and no earlier balance is known). */
  sellBalanceFailed?: boolean;
  /** The native coin's symbol on this network (BTC, tBTC, rBTC). */
  bitcoinSymbol: string;
}

/**
 * A button machine of the protocol, given the sell balance (0 while unknown): while the balance
 * is unknown the button waits for it rather than call the amount insufficient.
 */
function withBalance(
  base: SwapButtonBase,
  machine: (sellBalance: bigint) => SwapButton<string>,
): SwapButton<string> {
  let balance: BalanceStatus = 'known';
  if (base.sellBalance === undefined) balance = base.sellBalanceFailed ? 'failed' : 'loading';
  return withUnknownBalance(machine(base.sellBalance ?? 0n), balance);
}

/** The pool swap's button. */
export function poolSwapButton(
  base: SwapButtonBase,
  quote: PoolSwapQuote,
  phase: PoolSwapPhase,
): SwapButton<string> {
  return withBalance(base, (sellBalance) =>
    getPoolSwapButton({
      walletConnected: base.walletConnected,
      sellToken: base.sellToken,
      buyToken: base.buyToken,
      sellAmount: quote.sellAmount,
      buyAmount: quote.buyAmount,
      sellBalance,
      quoteLoading: quote.quoteLoading,
      priceImpactBps: quote.priceImpactBps,
      phase,
    }),
  );
}

/** The from-Bitcoin button ('Next Step'): it waits on the reservation simulation. */
export function fromBitcoinButton(
  base: SwapButtonBase,
  quote: FromBitcoinQuote,
  checks: FromBitcoinChecks,
): SwapButton<string> {
  return withBalance(base, (sellBalance) =>
    getFromBitcoinButton({
      walletConnected: base.walletConnected,
      destinationToken: base.buyToken,
      bitcoinSymbol: base.bitcoinSymbol,
      amountSats: quote.sellAmount,
      bitcoinBalanceSats: sellBalance,
      quoteLoading: quote.quoteLoading,
      quotePrice: quote.nativeQuote,
      ...checks,
    }),
  );
}

/** The to-Bitcoin button ('Swapping...' while the listing is sent). */
export function toBitcoinButton(
  base: SwapButtonBase,
  quote: ToBitcoinQuote,
  phase: ToBitcoinPhase,
): SwapButton<string> {
  return withBalance(base, (sellBalance) =>
    getToBitcoinButton({
      walletConnected: base.walletConnected,
      sourceToken: base.sellToken,
      bitcoinSymbol: base.bitcoinSymbol,
      sourceAmount: quote.sellAmount,
      sourceBalance: sellBalance,
      bitcoinAmountSats: quote.buyAmount,
      quoteLoading: quote.quoteLoading,
      quotePrice: quote.nativeQuote,
      phase,
    }),
  );
}
