import { useId, useState } from 'react';
import { sanitizeAmountInput, typedAmountUnits } from '@opswap/protocol/amount/amount-input';
import { maxSpendableAmount } from '@opswap/protocol/amount/balance';
import { formatUnits } from '@opswap/protocol/amount/units';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { getStakeButton, STAKING_TEXTS, type StakeBalance } from '@opswap/protocol/staking/staking';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import type { Token } from '@opswap/protocol/tokens/token';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';
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
  const id = useId();
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
        plan.action === 'stake' ? `Staked ${formatTokenAmount(plan.amount, moto)}` : ''
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
            {needsApproval && (
              <p className="text-sm text-muted">
                Your wallet first approves {moto.symbol} for the staking contract.
              </p>
            )}
          </div>
        )
      }
    >
      <div
        className={`rounded-2xl border bg-surface-2 p-4 ${
          button('idle').state === 'insufficient-balance' ? 'border-danger' : 'border-transparent'
        }`}
      >
        <label htmlFor={id} className="text-sm font-medium text-muted">
          {STAKING_TEXTS.amount}
        </label>
        <div className="mt-1 flex items-center gap-3">
          <input
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={text}
            onChange={(event) => setText(sanitizeAmountInput(event.target.value, moto.decimals))}
            className="h-12 min-w-0 flex-1 bg-transparent text-2xl font-semibold text-text outline-none placeholder:text-muted/60 focus-visible:outline-2 focus-visible:outline-accent"
          />
          <span className="font-semibold">{moto.symbol}</span>
        </div>
        {balance.status === 'known' && (
          <div className="mt-2 flex items-center justify-end gap-2 text-sm text-muted">
            <span>Balance: {formatTokenAmount(balance.value, moto)}</span>
            <button
              type="button"
              onClick={() => setText(formatUnits(maxSpendableAmount(balance.value), moto.decimals))}
              className="rounded-md bg-accent/15 px-2 py-0.5 text-xs font-bold text-accent hover:bg-accent/25 focus-visible:outline-2 focus-visible:outline-accent"
            >
              {STAKING_TEXTS.max}
            </button>
          </div>
        )}
      </div>
    </StakingTransaction>
  );
}
