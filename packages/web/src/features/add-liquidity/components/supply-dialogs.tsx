import { ADD_LIQUIDITY_TEXTS } from '@opswap/protocol/amm/add-liquidity';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import type { TransactionFlow } from '@opswap/protocol/transactions/transaction-flow';
import { flowPlan } from '@opswap/protocol/transactions/transaction-flow';
import { TransactionDialogs } from '../../../entities/transactions/transaction-dialogs.tsx';
import type { ConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { ConfirmRow } from '../../../ui/detail-rows.tsx';
import { useShortApprovals } from '../hooks/use-short-approvals.ts';
import type { AddLiquidityPlan } from '../stores/add-liquidity-plan.ts';
import { ApprovalNotes } from './review-step.tsx';

export interface SupplyDialogsProps {
  flow: TransactionFlow<AddLiquidityPlan>;
  confirm: () => void;
  cancel: () => void;
  reset: () => void;
  wallet: ConnectedWallet;
  router: string;
}

function ConfirmContent(props: {
  plan: AddLiquidityPlan;
  wallet: ConnectedWallet;
  router: string;
}) {
  const { plan } = props;
  const approvals = useShortApprovals(props.wallet, plan, props.router);
  return (
    <div className="flex flex-col gap-3 text-text">
      <dl className="flex flex-col gap-1.5">
        <ConfirmRow label={ADD_LIQUIDITY_TEXTS.deposit(plan.tokenA.symbol)}>
          {formatTokenAmount(plan.preview.amountA, plan.tokenA)}
        </ConfirmRow>
        <ConfirmRow label={ADD_LIQUIDITY_TEXTS.deposit(plan.tokenB.symbol)}>
          {formatTokenAmount(plan.preview.amountB, plan.tokenB)}
        </ConfirmRow>
      </dl>
      <ApprovalNotes tokens={approvals} />
    </div>
  );
}

/** The wallet confirmation of the deposit, and the failure dialog should it fail. */
export function SupplyDialogs(props: SupplyDialogsProps) {
  const { wallet, router } = props;
  if (flowPlan(props.flow) === null) return null;
  return (
    <TransactionDialogs
      flow={props.flow}
      confirm={props.confirm}
      cancel={props.cancel}
      reset={props.reset}
      review={{
        title: ADD_LIQUIDITY_TEXTS.confirmSupply,
        confirmLabel: ADD_LIQUIDITY_TEXTS.confirmSupply,
        content: (plan) => <ConfirmContent plan={plan} wallet={wallet} router={router} />,
      }}
      failure={{ title: ADD_LIQUIDITY_TEXTS.failed, backLabel: ADD_LIQUIDITY_TEXTS.backToAdd }}
    />
  );
}
