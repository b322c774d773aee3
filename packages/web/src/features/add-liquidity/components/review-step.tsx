import { ADD_LIQUIDITY_TEXTS } from '@opswap/protocol/amm/add-liquidity';
import { getSupplyButton } from '@opswap/protocol/amm/add-liquidity-button';
import { deadlineBlocksText } from '@opswap/protocol/amm/deadline';
import { slippagePercentText } from '@opswap/protocol/amm/slippage';
import { formatBalance } from '@opswap/protocol/format/format-amount';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { formatPoolShare } from '@opswap/protocol/portfolio/pool-positions';
import type { TransactionFlowPhase } from '@opswap/protocol/transactions/transaction-flow';
import type { Token } from '@opswap/protocol/tokens/token';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { useShortApprovals } from '../hooks/use-short-approvals.ts';
import type { AddLiquidityPlan } from '../stores/add-liquidity-plan.ts';
import { FirstProviderNote } from './first-provider-note.tsx';
import { StepNav } from './step-nav.tsx';

/** One note per token the wallet approves first. */
export function ApprovalNotes({ tokens }: { tokens: readonly Token[] }) {
  return tokens.map((token) => (
    <p key={token.address} className="rounded-lg bg-warning/10 px-3 py-2 text-sm text-warning">
      {ADD_LIQUIDITY_TEXTS.approves(token.symbol)}
    </p>
  ));
}

/** What the deposit sends and gets, as the review step and its dialog show it. */
export function AddLiquiditySummary({
  plan,
  blockDeadline,
}: {
  plan: AddLiquidityPlan;
  blockDeadline: number;
}) {
  const { tokenA, tokenB, preview } = plan;
  return (
    <dl className="flex flex-col gap-1.5 text-sm">
      <ConfirmRow label={ADD_LIQUIDITY_TEXTS.deposit(tokenA.symbol)}>
        {formatTokenAmount(preview.amountA, tokenA)}
      </ConfirmRow>
      <ConfirmRow label={ADD_LIQUIDITY_TEXTS.deposit(tokenB.symbol)}>
        {formatTokenAmount(preview.amountB, tokenB)}
      </ConfirmRow>
      <ConfirmRow label={ADD_LIQUIDITY_TEXTS.minimumDeposited(tokenA.symbol)}>
        {formatTokenAmount(preview.amountAMin, tokenA)}
      </ConfirmRow>
      <ConfirmRow label={ADD_LIQUIDITY_TEXTS.minimumDeposited(tokenB.symbol)}>
        {formatTokenAmount(preview.amountBMin, tokenB)}
      </ConfirmRow>
      <ConfirmRow label={ADD_LIQUIDITY_TEXTS.lpToReceive}>
        {formatBalance(preview.liquidity, plan.lpDecimals)}
      </ConfirmRow>
      <ConfirmRow label={ADD_LIQUIDITY_TEXTS.shareOfPool}>
        {formatPoolShare({ shares: preview.liquidity, shareBps: preview.shareBps })}
      </ConfirmRow>
      <ConfirmRow label={ADD_LIQUIDITY_TEXTS.maxSlippage}>
        {slippagePercentText(BigInt(plan.maxSlippage))}
      </ConfirmRow>
      <ConfirmRow label={ADD_LIQUIDITY_TEXTS.deadline}>
        {deadlineBlocksText(blockDeadline)}
      </ConfirmRow>
    </dl>
  );
}

export interface ReviewStepProps {
  wallet: ConnectedWallet;
  plan: AddLiquidityPlan;
  router: string;
  blockDeadline: number;
  phase: TransactionFlowPhase;
  onSupply: () => void;
  onPrevious: () => void;
}

/**
 * Step 3: what the deposit sends (the minimums at the max slippage, the deadline), which tokens
 * the wallet approves first, and Supply.
 */
export function ReviewStep(props: ReviewStepProps) {
  const { plan } = props;
  const approvals = useShortApprovals(props.wallet, plan, props.router);
  return (
    <div className="flex flex-col gap-3">
      {plan.preview.firstLiquidity && <FirstProviderNote />}
      <div className="rounded-xl border border-line px-4 py-3">
        <AddLiquiditySummary plan={plan} blockDeadline={props.blockDeadline} />
      </div>
      <ApprovalNotes tokens={approvals} />
      <StepNav
        button={getSupplyButton(props.phase)}
        onSubmit={props.onSupply}
        onPrevious={props.onPrevious}
        previousDisabled={props.phase !== 'idle'}
      />
    </div>
  );
}
