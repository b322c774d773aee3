import { useParams } from 'react-router';
import { STAKING_TEXTS, stakeTabOf } from '@opswap/protocol/staking/staking';
import { networkContracts } from '@opswap/protocol/tokens/network-contracts';
import { networkNotSupportedText } from '@opswap/protocol/tokens/network-contracts';
import { NETWORK_DISPLAY_NAMES } from '@opswap/protocol/tokens/networks';
import { SessionGate } from '../../entities/activity/ui/session-gate.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { StakeTabNav } from './components/stake-tab-nav.tsx';
import { StakingPanel } from './components/staking-panel.tsx';

/**
 * /stake/{stake|claim|unstake|compound}: the wallet's MOTO stake, its rewards and lock-up, and
 * the tab's action (docs/staking.md). Without a wallet, the connect prompt.
 */
export default function StakeScreen() {
  usePageTitle(STAKING_TEXTS.title);
  const tab = stakeTabOf(useParams().activeTab);
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  return (
    <section aria-labelledby="stake-title" className="mx-auto w-full max-w-lg px-3 py-6 md:py-12">
      <div className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-3 shadow-xl md:p-4">
        <header className="flex flex-col gap-1">
          <h1 id="stake-title" className="text-lg font-semibold">
            {STAKING_TEXTS.title}
          </h1>
          <p className="text-sm text-muted">{STAKING_TEXTS.subtitle}</p>
        </header>
        <StakeTabNav active={tab} />
        {contracts ? (
          <SessionGate notConnectedText={STAKING_TEXTS.connect} requireSession={false}>
            <StakingPanel contracts={contracts} tab={tab} />
          </SessionGate>
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
