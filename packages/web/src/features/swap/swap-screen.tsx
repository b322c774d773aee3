import { networkContracts } from '@opswap/protocol/tokens/network-contracts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { NetworkNotSupported } from './components/network-not-supported.tsx';
import { SwapForm } from './components/swap-form.tsx';
import { TradeCard } from '../../entities/trade/trade-card.tsx';
import { usePreselectedTokens } from './hooks/use-preselected-tokens.ts';
import { SwapFormProvider } from './stores/swap-form-store.ts';

function PreselectedTokens() {
  usePreselectedTokens();
  return null;
}

/** /, /swap, /swap/{token} and /swap/{token}/{token2}: the swap screen. */
export default function SwapScreen() {
  usePageTitle('Swap');
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  return (
    <TradeCard heading="Swap">
      {contracts ? (
        <SwapFormProvider key={network}>
          <PreselectedTokens />
          <SwapForm contracts={contracts} />
        </SwapFormProvider>
      ) : (
        <NetworkNotSupported network={network} />
      )}
    </TradeCard>
  );
}
