import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { showSwapErrorToast } from '../../../ui/toast.tsx';
import { type SwapButtonBase, toBitcoinButton } from '../hooks/swap-button.ts';
import type { ToBitcoinQuote } from '../hooks/use-swap-quote.ts';
import { useToBitcoinListing } from '../hooks/use-to-bitcoin-listing.ts';
import { useSwapForm } from '../stores/swap-form-store.ts';
import type { SwapParts } from './swap-parts.ts';
import { SwapLayout } from './swap-layout.tsx';
import { ToBitcoinListing, ToBitcoinSuccess } from './to-bitcoin-listing.tsx';

export interface ToBitcoinSwapPanelProps extends SwapParts {
  contracts: NetworkContracts;
  quote: ToBitcoinQuote;
  base: SwapButtonBase;
}

/** A sell for Bitcoin: listing the tokens in NativeSwap's queue at the chosen priority. */
export function ToBitcoinSwapPanel(props: ToBitcoinSwapPanelProps) {
  const { contracts, quote, base } = props;
  const clearAmount = useSwapForm((state) => state.clearAmount);
  const listing = useToBitcoinListing(contracts);
  const { sellToken } = base;
  const { sellAmount, buyAmount } = quote;

  if (listing.flow.step === 'sent') {
    return <ToBitcoinSuccess listing={listing} onDone={clearAmount} />;
  }

  const submit = () => {
    if (!sellToken || sellAmount === null || buyAmount === null) return;
    listing
      .review({ sellToken, amount: sellAmount, bitcoinAmountSats: buyAmount })
      // Nothing was sent yet: what fails while opening the review is a toast.
      .catch((error: unknown) => showSwapErrorToast(toUserMessage(error)));
  };

  return (
    <SwapLayout
      amounts={props.amounts}
      details={
        <ToBitcoinListing
          listing={listing}
          sellToken={sellToken}
          sellAmount={sellAmount}
          bitcoinAmountSats={buyAmount}
        />
      }
      errors={props.errors}
      button={toBitcoinButton(base, quote, listing.phase)}
      onSubmit={submit}
    />
  );
}
