import { amountInputHasError, maxSpendableAmount } from '@opswap/protocol/amount/balance';
import { formatUnits } from '@opswap/protocol/amount/units';
import { formatQuotedAmount } from '@opswap/protocol/format/format-amount';
import type { Token } from '@opswap/protocol/tokens/token';
import { AmountField } from '../../../entities/trade/amount-field.tsx';
import type { SwapQuoteView } from '../hooks/use-swap-quote.ts';
import { type SwapSide, useSwapForm } from '../stores/swap-form-store.ts';
import { ReverseButton } from './reverse-button.tsx';

/**
 * The amount a side's input shows: what was typed there, exactly, else the quoted amount at a
 * readable precision (the quote itself is what is sent).
 */
function shownAmount(
  side: SwapSide,
  typedSide: SwapSide,
  typed: string,
  quoted: bigint | null,
  token: Token | null,
) {
  if (side === typedSide) return typed;
  return quoted !== null && token ? formatQuotedAmount(quoted, token.decimals) : '';
}

export interface SwapAmountsProps {
  quote: SwapQuoteView;
  /** The wallet's balances of each side; undefined while unknown. */
  sellBalance: bigint | undefined;
  buyBalance: bigint | undefined;
}

/** Both sides of the swap: what was typed, the other side as quoted, and the reverse arrow. */
export function SwapAmounts({ quote, sellBalance, buyBalance }: SwapAmountsProps) {
  const { sellToken, buyToken, typedSide, typedAmount } = useSwapForm((state) => state);
  const { selectToken, typeAmount, reverse } = useSwapForm((state) => state);
  const { sellAmount, buyAmount } = quote;
  const sellError =
    sellAmount !== null && amountInputHasError(sellAmount, sellBalance ?? null, 'sell');
  return (
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
                typeAmount('sell', formatUnits(maxSpendableAmount(sellBalance), sellToken.decimals))
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
  );
}
