import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { CONNECT_WALLET_FOR_POOLS } from '@opswap/protocol/activity/dashboard-texts';
import { REMOVE_LIQUIDITY_TEXTS as TEXTS } from '@opswap/protocol/amm/remove-liquidity';
import {
  networkContracts,
  type NetworkContracts,
  networkNotSupportedText,
} from '@opswap/protocol/tokens/network-contracts';
import { NETWORK_DISPLAY_NAMES } from '@opswap/protocol/tokens/networks';
import { usePoolPositions } from '../../entities/activity/use-pool-positions.ts';
import { Loading, LoadError } from '../../entities/activity/ui/query-states.tsx';
import { SessionGate } from '../../entities/activity/ui/session-gate.tsx';
import { SettingsButton } from '../../entities/settings/components/settings-button.tsx';
import { TransactionSuccess } from '../../entities/transactions/transaction-success.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useNetworkStore } from '../../lib/network/network-store.ts';
import { NoPosition } from './components/no-position.tsx';
import { PositionPicker } from './components/position-picker.tsx';
import { RemoveForm } from './components/remove-form.tsx';
import { removalSummary } from './components/remove-review.tsx';
import { useRemoveLiquidity } from './hooks/use-remove-liquidity.ts';

/**
 * /pool/remove and /pool/remove/{poolAddress}: the route's `quoteHash` parameter is the address of
 * the MotoSwap pool (its LP token) to remove liquidity from. Without it the user picks one of
 * their positions.
 */
export default function RemoveLiquidityScreen() {
  usePageTitle(TEXTS.title);
  const { quoteHash } = useParams();
  const network = useNetworkStore((state) => state.network);
  const contracts = networkContracts(network);
  return (
    <RemoveCard>
      {contracts ? (
        <SessionGate notConnectedText={CONNECT_WALLET_FOR_POOLS} requireSession={false}>
          <RemoveLiquidity contracts={contracts} poolAddress={quoteHash ?? null} />
        </SessionGate>
      ) : (
        <p
          role="status"
          className="rounded-xl bg-surface-2 px-4 py-6 text-center text-sm text-muted"
        >
          {networkNotSupportedText(NETWORK_DISPLAY_NAMES[network])}
        </p>
      )}
    </RemoveCard>
  );
}

function RemoveCard({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="remove-liquidity-title"
      className="mx-auto w-full max-w-lg px-3 py-6 md:py-12"
    >
      <div className="rounded-3xl border border-line bg-surface p-3 shadow-xl md:p-4">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h1 id="remove-liquidity-title" className="text-lg font-semibold">
            {TEXTS.title}
          </h1>
          <SettingsButton />
        </div>
        {children}
      </div>
    </section>
  );
}

/**
 * The wallet's positions, then the one the address names (or a list to pick from). Once sent, the
 * removal's view stays whatever the position becomes: removing all of it ends the position.
 */
function RemoveLiquidity(props: { contracts: NetworkContracts; poolAddress: string | null }) {
  const removal = useRemoveLiquidity(props.contracts);
  const { positions, isPending, error } = usePoolPositions();
  const { poolAddress } = props;
  if (removal.flow.step === 'sent') {
    const { plan, transactionId } = removal.flow;
    return (
      <TransactionSuccess
        title={TEXTS.submitted}
        summary={removalSummary(plan)}
        transactionId={transactionId}
        recording={removal.recording}
        doneLabel={TEXTS.done}
        failedTitle={TEXTS.failed}
        backLabel={TEXTS.backToRemove}
        onDone={removal.reset}
      />
    );
  }
  const position =
    poolAddress === null
      ? null
      : positions.find((p) => p.pool.poolAddress.toLowerCase() === poolAddress.toLowerCase());
  if (position) {
    return <RemoveForm key={position.pool.poolAddress} removal={removal} position={position} />;
  }
  if (poolAddress === null && positions.length > 0) {
    return <PositionPicker positions={positions} stillLoading={isPending} />;
  }
  if (error) return <LoadError error={error} what="your pools" />;
  if (isPending) return <Loading what="your pools" />;
  return <NoPosition inPool={poolAddress !== null} />;
}
