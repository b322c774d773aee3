import { ADD_LIQUIDITY_TEXTS } from '@opswap/protocol/amm/add-liquidity';
import {
  networkContracts,
  networkNotSupportedText,
} from '@opswap/protocol/tokens/network-contracts';
import { NETWORK_DISPLAY_NAMES } from '@opswap/protocol/tokens/networks';
import { SettingsButton } from '../../entities/settings/components/settings-button.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { AddLiquidityFlow } from './components/add-liquidity-flow.tsx';
import { AddLiquidityProvider } from './stores/add-liquidity-store.ts';

/** /pool/add, /pool/add/{token} and /pool/add/{token}/{token2}: add liquidity to a pool. */
export default function AddLiquidityScreen() {
  usePageTitle(ADD_LIQUIDITY_TEXTS.title);
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  return (
    <section className="mx-auto w-full max-w-lg px-3 py-6 md:py-12">
      <div className="rounded-3xl border border-line bg-surface p-3 shadow-xl md:p-4">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h1 className="text-lg font-semibold">{ADD_LIQUIDITY_TEXTS.title}</h1>
          <SettingsButton />
        </div>
        {contracts ? (
          <AddLiquidityProvider key={network}>
            <AddLiquidityFlow contracts={contracts} />
          </AddLiquidityProvider>
        ) : (
          <p
            role="status"
            className="rounded-xl bg-surface-2 px-4 py-6 text-center text-sm text-muted"
          >
            {networkNotSupportedText(NETWORK_DISPLAY_NAMES[network])}
          </p>
        )}
      </div>
    </section>
  );
}
