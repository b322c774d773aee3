import { useState } from 'react';
import { sanitizeAmountInput, typedAmountUnits } from '@opswap/protocol/amount/amount-input';
import { maxSpendableAmount } from '@opswap/protocol/amount/balance';
import { formatUnits } from '@opswap/protocol/amount/units';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import {
  getStakeButton,
  stakedSummary,
  STAKING_TEXTS,
  type StakeBalance,
} from '@opswap/protocol/staking/staking';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { Token } from '@opswap/protocol/tokens/token';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import type { StakingPosition } from '../chain/staking-chain.ts';
import { StakingTransaction } from './staking-transaction.tsx';

/** Stake: a MOTO amount within the balance (MAX fills the spendable part), then stake(amount). */
export function StakeForm({
  contracts,
  position,
  moto,
  balance,
}: {
  contracts: NetworkContracts;
  position: StakingPosition;
  moto: Token;
  balance: StakeBalance;
}) {
  const [text, setText] = useState('');
  const amount = typedAmountUnits(text, moto.decimals);
  const button = (phase: Parameters<typeof getStakeButton>[0]['phase']) =>
    getStakeButton({ walletConnected: true, amount, balance, phase });
  const ready = button('idle').state === 'ready' && amount !== null;
  return (
    <StakingTransaction
      contracts={contracts}
      plan={ready ? { action: 'stake', moto: position.moto, amount } : null}
      buttonFor={button}
      onDone={() => setText('')}
      texts={{
        title: STAKING_TEXTS.stakeTitle,
        confirm: STAKING_TEXTS.confirmStake,
        sent: STAKING_TEXTS.stakeSent,
        failed: STAKING_TEXTS.stakeFailed,
      }}
      summary={(plan) =>
        plan.action === 'stake' ? stakedSummary(formatTokenAmount(plan.amount, moto)) : ''
      }
      review={(plan, needsApproval) =>
        plan.action === 'stake' && (
          <div className="flex flex-col gap-3 text-text">
            <p>{STAKING_TEXTS.stakeExplanation}</p>
            <dl className="flex flex-col gap-1.5">
              <ConfirmRow label={STAKING_TEXTS.youStake}>
                {formatTokenAmount(plan.amount, moto)}
              </ConfirmRow>
              <ConfirmRow label={STAKING_TEXTS.stakedAfter}>
                {formatTokenAmount(position.staked + plan.amount, moto)}
              </ConfirmRow>
            </dl>
            {needsApproval && <p className="text-sm text-muted">{STAKING_TEXTS.approvalNote}</p>}
          </div>
        )
      }
    >
      <FormField
        label={STAKING_TEXTS.amount}
        value={text}
        onChange={(raw) => setText(sanitizeAmountInput(raw, moto.decimals))}
        suffix={moto.symbol}
        error={null}
        hint={
          balance.status === 'known' && (
            <span className="flex items-center justify-end gap-2">
              Balance: {formatTokenAmount(balance.value, moto)}
              <button
                type="button"
                onClick={() =>
                  setText(formatUnits(maxSpendableAmount(balance.value), moto.decimals))
                }
                className="rounded-md bg-accent/15 px-2 py-0.5 text-xs font-bold text-accent hover:bg-accent/25 focus-visible:outline-2 focus-visible:outline-accent"
              >
                {STAKING_TEXTS.max}
              </button>
            </span>
          )
        }
      />
    </StakingTransaction>
  );
}
