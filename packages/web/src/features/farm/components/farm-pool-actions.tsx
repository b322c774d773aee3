import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sanitizeAmountInput, typedAmountUnits } from '@opswap/protocol/amount/amount-input';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import {
  depositProblem,
  FARM_TEXTS,
  type FarmAction,
  withdrawProblem,
} from '@opswap/protocol/farms/farm-figures';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { flowPlan } from '@opswap/protocol/transactions/transaction-flow';
import { TransactionLink } from '../../../entities/activity/ui/transaction-link.tsx';
import { tokenBalanceQueryOptions } from '../../../entities/tokens/use-token-balance.ts';
import { ActivityStatusLine } from '../../../entities/transactions/activity-status-line.tsx';
import { TransactionDialogs } from '../../../entities/transactions/transaction-dialogs.tsx';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { type ConnectedWallet, useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import type { Farm, FarmPool, FarmToken } from '../farm-data.ts';
import { type FarmPlan, useFarmAction } from '../hooks/use-farm-action.ts';

interface FarmPoolActionsProps {
  farm: Farm;
  pool: FarmPool;
  token: FarmToken;
}

/** Deposit into, withdraw from and harvest one pool, each reviewed before it is sent. */
export function FarmPoolActions(props: FarmPoolActionsProps) {
  const wallet = useConnectedWallet();
  return wallet ? <Actions {...props} wallet={wallet} /> : null;
}

function Actions({
  farm,
  pool,
  token,
  wallet,
}: FarmPoolActionsProps & { wallet: ConnectedWallet }) {
  const network = useNetworkStore((state) => state.network);
  const balance = useQuery(
    tokenBalanceQueryOptions(network, { address: token.address, p2op: token.address }, wallet),
  ).data;
  const action = useFarmAction();
  const [text, setText] = useState('');
  const [reviewError, setReviewError] = useState<string | null>(null);
  const amount = typedAmountUnits(text, token.decimals);
  const deposited = pool.deposited ?? 0n;
  const pending = pool.pending ?? 0n;
  const problems: Record<FarmAction, string | null> = {
    deposit: balance === undefined ? null : depositProblem(amount, balance),
    withdraw: withdrawProblem(amount, deposited),
    harvest: pending > 0n ? null : FARM_TEXTS.nothingToHarvest,
  };
  const inputId = `farm-amount-${farm.address}-${pool.poolId}`;

  const open = async (kind: FarmAction) => {
    setReviewError(null);
    const plan: FarmPlan = {
      action: kind,
      farm: farm.address,
      poolId: pool.poolId,
      amount: kind === 'harvest' ? pending : (amount ?? 0n),
      token: kind === 'harvest' ? farm.token.address : token.address,
    };
    try {
      await action.review(plan);
    } catch (error) {
      setReviewError(toUserMessage(error));
    }
  };

  const { flow, recording } = action;
  if (flow.step === 'sent') {
    return (
      <div className="flex flex-col gap-1" role="status">
        <p className="font-semibold">
          {FARM_TEXTS.sent[flow.plan.action]} <TransactionLink transactionId={flow.transactionId} />
        </p>
        {recording.status === 'recorded' && (
          <ActivityStatusLine transactionId={flow.transactionId} />
        )}
        {recording.status === 'failed' && (
          <p className="text-warning">
            Sent, but its activity could not be recorded: {recording.message}
          </p>
        )}
        <button
          type="button"
          onClick={() => {
            setText('');
            action.reset();
          }}
          className="self-start rounded-full border border-line px-3 py-1 text-xs font-semibold hover:bg-surface-3 focus-visible:outline-2 focus-visible:outline-accent"
        >
          {FARM_TEXTS.backToFarms}
        </button>
      </div>
    );
  }

  const busy = action.phase !== 'idle';
  // The dialogs' words follow the action under way.
  const shown = flowPlan(flow)?.action ?? 'deposit';
  const button =
    'rounded-full px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <div className="flex flex-col gap-2">
      <label
        htmlFor={inputId}
        className="flex flex-wrap justify-between gap-x-3 text-xs whitespace-nowrap text-muted"
      >
        <span>
          {FARM_TEXTS.amount} ({token.symbol})
        </span>
        {balance !== undefined && (
          <span>
            {FARM_TEXTS.walletBalance}: {formatTokenAmount(balance, token)}
          </span>
        )}
      </label>
      <input
        id={inputId}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.0"
        value={text}
        onChange={(event) => setText(sanitizeAmountInput(event.target.value, token.decimals))}
        className="rounded-lg border border-line bg-surface px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-accent"
      />
      <div className="flex flex-wrap gap-2">
        {(['deposit', 'withdraw', 'harvest'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            disabled={busy || problems[kind] !== null}
            title={problems[kind] ?? undefined}
            aria-label={`${FARM_TEXTS[kind]} ${token.symbol}`}
            onClick={() => void open(kind)}
            className={`${button} ${kind === 'deposit' ? 'bg-accent text-accent-text hover:opacity-90 disabled:border disabled:border-line disabled:bg-transparent disabled:text-text' : 'border border-line hover:bg-surface-3'}`}
          >
            {FARM_TEXTS[kind]}
          </button>
        ))}
      </div>
      {amount !== null && problems.deposit !== null && problems.withdraw !== null && (
        <p className="text-xs text-muted">{problems.deposit}</p>
      )}
      <ErrorBox message={reviewError} />
      <TransactionDialogs
        {...action}
        review={{
          title: FARM_TEXTS.reviewTitle[shown],
          confirmLabel: 'Confirm',
          busyLabel: FARM_TEXTS.busy[shown],
          content: (plan, needsApproval) => (
            <ReviewContent plan={plan} farm={farm} token={token} needsApproval={needsApproval} />
          ),
        }}
        failure={{
          title: FARM_TEXTS.failedTitle[shown],
          backLabel: FARM_TEXTS.backToFarms,
        }}
      />
    </div>
  );
}

function ReviewContent({
  plan,
  farm,
  token,
  needsApproval,
}: {
  plan: FarmPlan;
  farm: Farm;
  token: FarmToken;
  needsApproval: boolean;
}) {
  const label =
    plan.action === 'deposit'
      ? FARM_TEXTS.youDeposit
      : plan.action === 'withdraw'
        ? FARM_TEXTS.youWithdraw
        : FARM_TEXTS.youHarvest;
  const moved = plan.action === 'harvest' ? farm.token : token;
  return (
    <div className="flex flex-col gap-3 text-text">
      <dl className="flex flex-col gap-1.5">
        <ConfirmRow label={FARM_TEXTS.farm}>{farm.name}</ConfirmRow>
        <ConfirmRow label={FARM_TEXTS.pool}>{token.symbol}</ConfirmRow>
        <ConfirmRow label={label}>{formatTokenAmount(plan.amount, moved)}</ConfirmRow>
      </dl>
      {needsApproval && <p className="text-sm text-muted">{FARM_TEXTS.approvalNote}</p>}
    </div>
  );
}
