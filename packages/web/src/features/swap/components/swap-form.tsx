import { useState } from 'react';
import { amountInputHasError, maxSpendableAmount } from '@opswap/protocol/amount/balance';
import { formatUnits } from '@opswap/protocol/amount/units';
import { BITCOIN_SWAPS_UNDER_MAINTENANCE } from '@opswap/protocol/errors/messages';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { NATIVE_SYMBOLS } from '@opswap/protocol/tokens/networks';
import type { Token } from '@opswap/protocol/tokens/token';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { useTokenBalance } from '../../../lib/tokens/use-token-balance.ts';
import { useConnectedWallet, useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { showSwapErrorToast } from '../../../ui/toast.tsx';
import { useSettingsStore } from '../../../lib/settings/stores/settings-store.ts';
import { swapButtonFor } from '../hooks/swap-button.ts';
import { usePoolSwap } from '../hooks/use-pool-swap.ts';
import { useSwapQuote } from '../hooks/use-swap-quote.ts';
import { useToBitcoinListing } from '../hooks/use-to-bitcoin-listing.ts';
import { ToBitcoinListing, ToBitcoinSuccess } from './to-bitcoin-listing.tsx';
import { useFromBitcoin } from '../hooks/use-from-bitcoin.ts';
import { SwapSteps } from '../../../lib/native-swap/swap-steps.tsx';
import { FromBitcoinPanel } from './from-bitcoin-panel.tsx';
import { buttonPhase } from '../stores/pool-swap-flow.ts';
import { type SwapSide, useSwapForm } from '../stores/swap-form-store.ts';
import { TransactionDialogs } from '../../../lib/transactions/transaction-dialogs.tsx';
import { TransactionSuccess } from '../../../lib/transactions/transaction-success.tsx';
import { AmountField } from '../../../lib/trade/amount-field.tsx';
import { ReverseButton } from './reverse-button.tsx';
import { SwapActionButton } from './swap-action-button.tsx';
import { SwapReview } from './swap-review.tsx';
import { SwapDetails } from './swap-details.tsx';
import { swapSummary } from './swap-summary.ts';

/** The amount a side's input shows: what was typed there, else the quoted amount. */
function shownAmount(
  side: SwapSide,
  typedSide: SwapSide,
  typed: string,
  quoted: bigint | null,
  token: Token | null,
) {
  if (side === typedSide) return typed;
  return quoted !== null && token ? formatUnits(quoted, token.decimals) : '';
}

/** The swap form: both sides, the details, the button machine and the swap's dialogs. */
export function SwapForm({ contracts }: { contracts: NetworkContracts }) {
  const network = useNetworkStore((state) => state.network);
  const wallet = useConnectedWallet();
  const openConnectModal = useWalletStore((state) => state.openConnectModal);
  const maxSlippage = useSettingsStore((state) => state.settings.maxSlippage);
  const { sellToken, buyToken, typedSide, typedAmount } = useSwapForm((state) => state);
  const { selectToken, typeAmount, reverse, clearAmount } = useSwapForm((state) => state);
  const quote = useSwapQuote(contracts);
  const sellBalanceQuery = useTokenBalance(sellToken);
  const sellBalance = sellBalanceQuery.data;
  const buyBalance = useTokenBalance(buyToken).data;
  const swap = usePoolSwap(contracts);
  const fromBitcoin = useFromBitcoin(contracts, quote);
  const listing = useToBitcoinListing(contracts);
  // The quote error shows for 5 s (spec 1 §8); the one that expired stays hidden until it changes.
  const [expiredQuoteError, setExpiredQuoteError] = useState<string | null>(null);
  const shownQuoteError = quote.quoteError === expiredQuoteError ? null : quote.quoteError;
  if (quote.quoteError === null && expiredQuoteError !== null) setExpiredQuoteError(null);

  if (listing.flow.step === 'sent') {
    return <ToBitcoinSuccess listing={listing} onDone={clearAmount} />;
  }
  if (swap.flow.step === 'sent') {
    const { plan, transactionId } = swap.flow;
    return (
      <TransactionSuccess
        title="Swap submitted"
        summary={swapSummary(plan)}
        transactionId={transactionId}
        recording={swap.recording}
        doneLabel="New Swap"
        failedTitle="Swap failed"
        onDone={() => {
          swap.reset();
          clearAmount();
        }}
      />
    );
  }

  const button = swapButtonFor({
    walletConnected: wallet !== null,
    sellToken,
    buyToken,
    sellBalance,
    sellBalanceFailed: sellBalanceQuery.isError,
    quote,
    phase: buttonPhase(swap.phase),
    bitcoinSymbol: NATIVE_SYMBOLS[network],
    fromBitcoin: fromBitcoin.checks,
    toBitcoinPhase: listing.phase,
  });

  // Pressing the button only opens a review: what fails there was never sent, so it is a toast.
  const reviewFailed = (error: unknown) => showSwapErrorToast(toUserMessage(error));
  const submit = () => {
    if (fromBitcoin.active) {
      fromBitcoin.next();
      return;
    }
    if (quote.swapType === 'toBitcoin') {
      if (sellToken && quote.sellAmount !== null && quote.buyAmount !== null) {
        listing
          .review({ sellToken, amount: quote.sellAmount, bitcoinAmountSats: quote.buyAmount })
          .catch(reviewFailed);
      }
      return;
    }
    if (quote.swapType !== 'poolSwap') {
      showSwapErrorToast(BITCOIN_SWAPS_UNDER_MAINTENANCE);
      return;
    }
    const { sellAmount, buyAmount, amountOutMin } = quote;
    if (
      !sellToken ||
      !buyToken ||
      sellAmount === null ||
      buyAmount === null ||
      amountOutMin === null
    )
      return;
    swap
      .review({
        sellToken,
        buyToken,
        amountIn: sellAmount,
        amountOut: buyAmount,
        amountOutMin,
        priceImpactBps: quote.priceImpactBps,
        maxSlippage,
      })
      .catch(reviewFailed);
  };

  const sellError =
    quote.sellAmount !== null && amountInputHasError(quote.sellAmount, sellBalance ?? null, 'sell');
  const { sellAmount, buyAmount } = quote;
  return (
    <div className="flex flex-col gap-3">
      {fromBitcoin.active && <SwapSteps current={1} />}
      <div className="relative flex flex-col gap-1">
        <AmountField
          label="Sell"
          token={sellToken}
          onSelectToken={(token) => selectToken('sell', token)}
          allowNative
          value={shownAmount('sell', typedSide, typedAmount, sellAmount, sellToken)}
          onChange={(raw) => typeAmount('sell', raw)}
          balance={sellBalance}
          onMax={
            sellToken && sellBalance !== undefined
              ? () =>
                  typeAmount(
                    'sell',
                    formatUnits(maxSpendableAmount(sellBalance), sellToken.decimals),
                  )
              : undefined
          }
          error={sellError}
          loading={typedSide === 'buy' && quote.quoteLoading}
        />
        <ReverseButton onReverse={reverse} />
        <AmountField
          label="Buy"
          token={buyToken}
          onSelectToken={(token) => selectToken('buy', token)}
          allowNative
          value={shownAmount('buy', typedSide, typedAmount, buyAmount, buyToken)}
          onChange={(raw) => typeAmount('buy', raw)}
          balance={buyBalance}
          error={false}
          loading={typedSide === 'sell' && quote.quoteLoading}
        />
      </div>
      {quote.swapType === 'poolSwap' &&
        sellToken &&
        buyToken &&
        sellAmount !== null &&
        buyAmount !== null && (
          <SwapDetails
            sellToken={sellToken}
            buyToken={buyToken}
            sellAmount={sellAmount}
            buyAmount={buyAmount}
            priceImpactBps={quote.priceImpactBps}
            amountOutMin={quote.amountOutMin}
            maxSlippage={maxSlippage}
          />
        )}
      {fromBitcoin.active && (
        <FromBitcoinPanel
          buyToken={buyToken}
          bitcoinSymbol={NATIVE_SYMBOLS[network]}
          satoshis={sellAmount}
          expectedAmountOut={fromBitcoin.expectedAmountOut}
          maxSlippage={maxSlippage}
          reorg={fromBitcoin.reorg}
          onReorgChange={fromBitcoin.setReorg}
          reorgError={fromBitcoin.reorgError ?? fromBitcoin.simulationError}
        />
      )}
      {quote.swapType === 'toBitcoin' && (
        <ToBitcoinListing
          listing={listing}
          sellToken={sellToken}
          sellAmount={sellAmount}
          bitcoinAmountSats={buyAmount}
        />
      )}
      <ErrorBox message={shownQuoteError} onExpire={() => setExpiredQuoteError(quote.quoteError)} />
      <ErrorBox message={fromBitcoin.notice} onExpire={fromBitcoin.clearNotice} />
      <SwapActionButton button={button} onSubmit={submit} onConnectWallet={openConnectModal} />
      <TransactionDialogs
        {...swap}
        review={{
          title: 'Confirm Swap',
          confirmLabel: 'Confirm Swap',
          content: (plan, needsApproval) => (
            <SwapReview plan={plan} needsApproval={needsApproval} />
          ),
        }}
        failure={{ title: 'Swap failed', backLabel: 'Back to Swap' }}
      />
    </div>
  );
}
