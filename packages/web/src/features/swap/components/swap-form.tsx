import { useState } from 'react';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { NATIVE_SYMBOLS } from '@opswap/protocol/tokens/networks';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { useTokenBalance } from '../../../entities/tokens/use-token-balance.ts';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { ErrorBox } from '../../../ui/error-box.tsx';
import type { SwapButtonBase } from '../hooks/swap-button.ts';
import { useSwapQuote } from '../hooks/use-swap-quote.ts';
import { useSwapForm } from '../stores/swap-form-store.ts';
import { FromBitcoinSwapPanel } from './from-bitcoin-swap-panel.tsx';
import { PoolSwapPanel } from './pool-swap-panel.tsx';
import { SwapAmounts } from './swap-amounts.tsx';
import { ToBitcoinSwapPanel } from './to-bitcoin-swap-panel.tsx';

/**
 * The swap form: both sides and their quote, then the panel of the swap kind the pair asks for
 * (a pool swap, a buy with Bitcoin, a sell for Bitcoin), which owns its details, button,
 * dialogs and sent view.
 */
export function SwapForm({ contracts }: { contracts: NetworkContracts }) {
  const network = useNetworkStore((state) => state.network);
  const wallet = useConnectedWallet();
  const { sellToken, buyToken } = useSwapForm((state) => state);
  const quote = useSwapQuote(contracts);
  const sellBalanceQuery = useTokenBalance(sellToken);
  const sellBalance = sellBalanceQuery.data;
  const buyBalance = useTokenBalance(buyToken).data;
  // The quote error shows for 5 s; the one that expired stays hidden until it changes.
  const [expiredQuoteError, setExpiredQuoteError] = useState<string | null>(null);
  const shownQuoteError = quote.quoteError === expiredQuoteError ? null : quote.quoteError;
  if (quote.quoteError === null && expiredQuoteError !== null) setExpiredQuoteError(null);

  const base: SwapButtonBase = {
    walletConnected: wallet !== null,
    sellToken,
    buyToken,
    sellBalance,
    sellBalanceFailed: sellBalanceQuery.isError,
    bitcoinSymbol: NATIVE_SYMBOLS[network],
  };
  const parts = {
    contracts,
    base,
    amounts: <SwapAmounts quote={quote} sellBalance={sellBalance} buyBalance={buyBalance} />,
    errors: (
      <ErrorBox message={shownQuoteError} onExpire={() => setExpiredQuoteError(quote.quoteError)} />
    ),
  };
  switch (quote.swapType) {
    case 'poolSwap':
      return <PoolSwapPanel {...parts} quote={quote} />;
    case 'fromBitcoin':
      return <FromBitcoinSwapPanel {...parts} quote={quote} />;
    case 'toBitcoin':
      return <ToBitcoinSwapPanel {...parts} quote={quote} />;
  }
}
