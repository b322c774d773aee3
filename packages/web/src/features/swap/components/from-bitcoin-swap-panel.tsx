import { SwapSteps } from '../../../entities/native-swap/swap-steps.tsx';
import { useSettingsStore } from '../../../entities/settings/stores/settings-store.ts';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { fromBitcoinButton, type SwapButtonBase } from '../hooks/swap-button.ts';
import { useFromBitcoin } from '../hooks/use-from-bitcoin.ts';
import type { FromBitcoinQuote } from '../hooks/use-swap-quote.ts';
import { FromBitcoinDetails } from './from-bitcoin-details.tsx';
import type { SwapParts } from './swap-parts.ts';
import { SwapLayout } from './swap-layout.tsx';

export interface FromBitcoinSwapPanelProps extends SwapParts {
  quote: FromBitcoinQuote;
  base: SwapButtonBase;
}

/**
 * Step 1 of a buy with Bitcoin: what the reservation fills, reorg protection and 'Next Step'. A
 * reservation the simulation refuses is named by the button alone, so nothing below contradicts it.
 */
export function FromBitcoinSwapPanel(props: FromBitcoinSwapPanelProps) {
  const { quote, base } = props;
  const maxSlippage = useSettingsStore((state) => state.settings.maxSlippage);
  const fromBitcoin = useFromBitcoin(quote);
  return (
    <SwapLayout
      header={<SwapSteps current={1} />}
      amounts={props.amounts}
      details={
        <FromBitcoinDetails
          buyToken={base.buyToken}
          bitcoinSymbol={base.bitcoinSymbol}
          satoshis={quote.sellAmount}
          fill={quote.fill}
          maxSlippage={maxSlippage}
          reorg={fromBitcoin.reorg}
          onReorgChange={fromBitcoin.setReorg}
          reorgError={fromBitcoin.reorgError}
          onBuyFillable={fromBitcoin.buyFillable}
        />
      }
      errors={
        <>
          {props.errors}
          <ErrorBox message={fromBitcoin.notice} onExpire={fromBitcoin.clearNotice} />
        </>
      }
      button={fromBitcoinButton(base, quote, fromBitcoin.checks)}
      onSubmit={fromBitcoin.next}
    />
  );
}
