import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { compoundPlan } from '@opswap/protocol/staking/staking-activity';
import {
  getClaimButton,
  getCompoundButton,
  getUnstakeButton,
  restakedSummary,
  stakedAfterCompound,
  STAKING_TEXTS,
  unstakeFigures,
  unstakedSummary,
} from '@opswap/protocol/staking/staking';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { Token } from '@opswap/protocol/tokens/token';
import { TokenAmount } from '../../../entities/activity/ui/token-amount.tsx';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';
import type { PendingReward, StakingPosition } from '../chain/staking-chain.ts';
import { StakingTransaction } from './staking-transaction.tsx';

interface ActionProps {
  contracts: NetworkContracts;
  position: StakingPosition;
  moto: Token;
}

function Rewards({ rewards }: { rewards: readonly PendingReward[] }) {
  return (
    <span className="flex flex-col items-end">
      {rewards.map((reward) => (
        <TokenAmount key={reward.token} address={reward.token} amount={reward.amount} />
      ))}
    </span>
  );
}

/** Claim: claimRewards() pays every pending reward. */
export function ClaimAction({ contracts, position }: ActionProps) {
  const pending = position.rewards.filter(({ amount }) => amount > 0n);
  return (
    <StakingTransaction
      contracts={contracts}
      plan={{ action: 'claim', rewards: position.rewards }}
      buttonFor={(phase) =>
        getClaimButton(
          position.rewards.map(({ amount }) => amount),
          phase,
        )
      }
      texts={{
        title: STAKING_TEXTS.claimTitle,
        confirm: STAKING_TEXTS.confirmClaim,
        sent: STAKING_TEXTS.claimSent,
        failed: STAKING_TEXTS.claimFailed,
      }}
      summary={() => STAKING_TEXTS.claimedSummary}
      review={() => (
        <div className="flex flex-col gap-3 text-text">
          <p>{STAKING_TEXTS.claimExplanation}</p>
          <dl className="flex flex-col gap-1.5">
            <ConfirmRow label={STAKING_TEXTS.youReceive}>
              <Rewards rewards={pending} />
            </ConfirmRow>
          </dl>
        </div>
      )}
    />
  );
}

/** Unstake: unstake() takes back the whole stake, less the slashing fee shown first. */
export function UnstakeAction({ contracts, position, moto }: ActionProps) {
  const figures = unstakeFigures(position.staked, position.slashingFee);
  const rows = (
    <dl className="flex flex-col gap-1.5 text-sm">
      <ConfirmRow label={STAKING_TEXTS.staked}>
        {formatTokenAmount(figures.staked, moto)}
      </ConfirmRow>
      <ConfirmRow label={STAKING_TEXTS.slashingFeeRow}>
        <span className={figures.fee > 0n ? 'text-warning' : ''}>
          {formatTokenAmount(figures.fee, moto)} ({figures.feePercent})
        </span>
      </ConfirmRow>
      <ConfirmRow label={STAKING_TEXTS.youGetBack}>
        {formatTokenAmount(figures.returned, moto)}
      </ConfirmRow>
    </dl>
  );
  return (
    <StakingTransaction
      contracts={contracts}
      plan={{ action: 'unstake', moto: position.moto, staked: figures.staked, fee: figures.fee }}
      buttonFor={(phase) => getUnstakeButton(position.staked, phase)}
      texts={{
        title: STAKING_TEXTS.unstakeTitle,
        confirm: STAKING_TEXTS.confirmUnstake,
        sent: STAKING_TEXTS.unstakeSent,
        failed: STAKING_TEXTS.unstakeFailed,
      }}
      summary={() => unstakedSummary(formatTokenAmount(figures.staked, moto))}
      review={() => (
        <div className="flex flex-col gap-3 text-text">
          <p>{STAKING_TEXTS.unstakeExplanation}</p>
          {rows}
        </div>
      )}
    >
      {position.staked > 0n && rows}
    </StakingTransaction>
  );
}

/** Compound: compound() restakes the pending MOTO reward and pays the other rewards out. */
export function CompoundAction({ contracts, position, moto }: ActionProps) {
  const plan = compoundPlan(position.moto, position.rewards);
  return (
    <StakingTransaction
      contracts={contracts}
      plan={plan}
      buttonFor={(phase) => getCompoundButton(plan.restaked, phase)}
      texts={{
        title: STAKING_TEXTS.compoundTitle,
        confirm: STAKING_TEXTS.confirmCompound,
        sent: STAKING_TEXTS.compoundSent,
        failed: STAKING_TEXTS.compoundFailed,
      }}
      summary={() => restakedSummary(formatTokenAmount(plan.restaked, moto))}
      review={() => (
        <div className="flex flex-col gap-3 text-text">
          <p>{STAKING_TEXTS.compoundExplanation}</p>
          <dl className="flex flex-col gap-1.5">
            <ConfirmRow label={STAKING_TEXTS.youRestake}>
              {formatTokenAmount(plan.restaked, moto)}
            </ConfirmRow>
            <ConfirmRow label={STAKING_TEXTS.stakedAfter}>
              {formatTokenAmount(stakedAfterCompound(position.staked, plan.restaked), moto)}
            </ConfirmRow>
            {plan.paid.length > 0 && (
              <ConfirmRow label={STAKING_TEXTS.otherRewardsPaid}>
                <Rewards rewards={plan.paid} />
              </ConfirmRow>
            )}
          </dl>
        </div>
      )}
    />
  );
}
