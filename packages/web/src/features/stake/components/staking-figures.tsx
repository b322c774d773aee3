import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import {
  lockupState,
  lockupText,
  STAKING_TEXTS,
  type StakeBalance,
  unstakeFigures,
} from '@opswap/protocol/staking/staking';
import type { Token } from '@opswap/protocol/tokens/token';
import { TokenAmount } from '../../../entities/activity/ui/token-amount.tsx';
import { useBlockNumber } from '../../../lib/chain/use-block-number.ts';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';
import type { StakingPosition } from '../chain/staking-chain.ts';

/**
 * The wallet's MOTO balance and stake, its pending rewards per reward token, the pool's total
 * stake, the lock-up and the slashing fee an unstake would pay now.
 */
export function StakingFigures({
  position,
  moto,
  balance,
}: {
  position: StakingPosition;
  moto: Token;
  balance: StakeBalance;
}) {
  const block = useBlockNumber();
  const unstake = unstakeFigures(position.staked, position.slashingFee);
  const lockup =
    block === undefined
      ? '…'
      : lockupText(lockupState(position.staked, position.lastInteractedBlock, BigInt(block)));
  return (
    <dl
      aria-label="Your stake"
      className="flex flex-col gap-1.5 rounded-xl border border-line px-4 py-3 text-sm"
    >
      <ConfirmRow label={STAKING_TEXTS.balance}>
        {balance.status === 'known' ? formatTokenAmount(balance.value, moto) : '…'}
      </ConfirmRow>
      <ConfirmRow label={STAKING_TEXTS.staked}>
        {formatTokenAmount(position.staked, moto)}
      </ConfirmRow>
      <ConfirmRow label={STAKING_TEXTS.pendingRewards}>
        {position.rewards.length === 0 ? (
          STAKING_TEXTS.noRewardTokens
        ) : (
          <ul aria-label={STAKING_TEXTS.pendingRewards} className="flex flex-col items-end">
            {position.rewards.map((reward) => (
              <li key={reward.token}>
                <TokenAmount address={reward.token} amount={reward.amount} />
              </li>
            ))}
          </ul>
        )}
      </ConfirmRow>
      <ConfirmRow label={STAKING_TEXTS.totalStaked}>
        {formatTokenAmount(position.totalStaked, moto)}
      </ConfirmRow>
      <ConfirmRow label={STAKING_TEXTS.lockup}>{lockup}</ConfirmRow>
      <ConfirmRow label={STAKING_TEXTS.slashingFee}>
        <span className={unstake.fee > 0n ? 'text-warning' : ''}>
          {formatTokenAmount(unstake.fee, moto)} ({unstake.feePercent})
        </span>
      </ConfirmRow>
    </dl>
  );
}
