import type { StakeTabSegment } from '@opswap/protocol/routes/routes';
import { STAKING_TEXTS } from '@opswap/protocol/staking/staking';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { Loading, LoadError } from '../../../entities/activity/ui/query-states.tsx';
import { useToken } from '../../../entities/tokens/api/get-token.ts';
import { useTokenBalance } from '../../../entities/tokens/use-token-balance.ts';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { useStakingPosition } from '../hooks/use-staking-position.ts';
import { StakeForm } from './stake-form.tsx';
import { ClaimAction, CompoundAction, UnstakeAction } from './staking-actions.tsx';
import { StakingFigures } from './staking-figures.tsx';

/** The connected wallet's staking figures and the tab's action. */
export function StakingPanel({
  contracts,
  tab,
}: {
  contracts: NetworkContracts;
  tab: StakeTabSegment;
}) {
  const wallet = useConnectedWallet();
  return wallet ? <WalletStaking contracts={contracts} tab={tab} wallet={wallet} /> : null;
}

function WalletStaking({
  contracts,
  tab,
  wallet,
}: {
  contracts: NetworkContracts;
  tab: StakeTabSegment;
  wallet: ConnectedWallet;
}) {
  const position = useStakingPosition(contracts, wallet);
  const moto = useToken(position.data?.moto);
  const balance = useTokenBalance(moto.data);
  if (position.error) return <LoadError error={position.error} what="your stake" />;
  if (moto.error) return <LoadError error={moto.error} what="MOTO" />;
  if (!position.data || moto.data === undefined) return <Loading what="your stake" />;
  if (moto.data === null) {
    return <LoadError error={new Error('The api does not know MOTO.')} what="MOTO" />;
  }
  const context = { contracts, position: position.data, moto: moto.data };
  const motoBalance =
    balance.data !== undefined
      ? ({ status: 'known', value: balance.data } as const)
      : balance.isError
        ? ({ status: 'failed' } as const)
        : ({ status: 'loading' } as const);
  return (
    <div className="flex flex-col gap-4" aria-label={STAKING_TEXTS.title}>
      <StakingFigures {...context} balance={motoBalance} />
      {tab === 'stake' && <StakeForm {...context} balance={motoBalance} />}
      {tab === 'claim' && <ClaimAction {...context} />}
      {tab === 'unstake' && <UnstakeAction {...context} />}
      {tab === 'compound' && <CompoundAction {...context} />}
    </div>
  );
}
