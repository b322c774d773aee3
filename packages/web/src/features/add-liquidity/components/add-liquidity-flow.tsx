import { ADD_LIQUIDITY_TEXTS, LP_TOKEN_DECIMALS } from '@opswap/protocol/amm/add-liquidity';
import {
  type BalanceReading,
  getAddLiquidityAmountsButton,
  getPairStepButton,
} from '@opswap/protocol/amm/add-liquidity-button';
import {
  type LiquidityStepEvent,
  liquidityStepTransition,
  liquidityStepViews,
  shownStep,
} from '@opswap/protocol/amm/add-liquidity-steps';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import type { NetworkContracts } from '@opswap/protocol/tokens/network-contracts';
import { NATIVE_SYMBOLS } from '@opswap/protocol/tokens/networks';
import { useSettingsStore } from '../../../entities/settings/stores/settings-store.ts';
import { useTokenBalance } from '../../../entities/tokens/use-token-balance.ts';
import { TransactionSuccess } from '../../../entities/transactions/transaction-success.tsx';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { useConnectedWallet } from '../../../lib/wallet/wallet-store.ts';
import { StepIndicator } from '../../../ui/step-indicator.tsx';
import { showSwapErrorToast } from '../../../ui/toast.tsx';
import { useAddLiquidityTransaction } from '../hooks/use-add-liquidity.ts';
import { useLiquidityAmounts } from '../hooks/use-liquidity-amounts.ts';
import { useNativePair } from '../hooks/use-native-pair.ts';
import { useUrlPair } from '../hooks/use-url-pair.ts';
import type { AddLiquidityPlan } from '../stores/add-liquidity-plan.ts';
import { useAddLiquidity } from '../stores/add-liquidity-store.ts';
import { AmountsStep } from './amounts-step.tsx';
import { PairStep } from './pair-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { SupplyDialogs } from './supply-dialogs.tsx';

function balanceReading(query: { data: bigint | undefined; isError?: boolean }): BalanceReading {
  if (query.data !== undefined) return { status: 'known', value: query.data };
  return { status: query.isError ? 'failed' : 'loading' };
}

/**
 * The three steps of adding liquidity to a MotoSwap pool (docs/add-liquidity.md): the pair, the
 * amounts, the review and supply; then the sent view. A pair with the native coin leaves for its
 * NativeSwap pool instead.
 */
export function AddLiquidityFlow({ contracts }: { contracts: NetworkContracts }) {
  const network = useNetworkStore((state) => state.network);
  const wallet = useConnectedWallet();
  const settings = useSettingsStore((state) => state.settings);
  const { tokenA, tokenB, step: wantedStep } = useAddLiquidity((state) => state);
  const { goTo, clearAmounts } = useAddLiquidity((state) => state);
  const choose = useUrlPair();
  const native = useNativePair(tokenA, tokenB);
  const pairButton = getPairStepButton({
    walletConnected: wallet !== null,
    tokenA,
    tokenB,
    nativePair: native.kind !== 'not-native',
  });
  const pairReady = pairButton.state === 'ready';
  // The pool is read for any AMM pair, with a wallet or not.
  const ammPair = tokenA !== null && tokenB !== null && native.kind === 'not-native';
  const amounts = useLiquidityAmounts(contracts, ammPair);
  const balanceA = useTokenBalance(tokenA);
  const balanceB = useTokenBalance(tokenB);
  const amountsButton = getAddLiquidityAmountsButton({
    walletConnected: wallet !== null,
    a: { token: tokenA, amount: amounts.amountA, balance: balanceReading(balanceA) },
    b: { token: tokenB, amount: amounts.amountB, balance: balanceReading(balanceB) },
    computing: amounts.computing,
  });
  const transaction = useAddLiquidityTransaction(contracts);

  const plan: AddLiquidityPlan | null =
    tokenA && tokenB && amounts.preview && amounts.amountA !== null && amounts.amountB !== null
      ? {
          tokenA,
          tokenB,
          amountADesired: amounts.amountA,
          amountBDesired: amounts.amountB,
          preview: amounts.preview,
          lpDecimals: amounts.pool?.decimals ?? LP_TOKEN_DECIMALS,
          maxSlippage: settings.maxSlippage,
        }
      : null;
  const readiness = {
    pairReady,
    amountsReady: amountsButton.state === 'ready' && plan !== null,
  };
  const step = shownStep(wantedStep, readiness);
  const move = (event: LiquidityStepEvent) => goTo(liquidityStepTransition(step, event, readiness));

  if (transaction.flow.step === 'sent') {
    const sent = transaction.flow;
    const { tokenA: a, tokenB: b, preview } = sent.plan;
    return (
      <TransactionSuccess
        title={ADD_LIQUIDITY_TEXTS.submitted}
        summary={ADD_LIQUIDITY_TEXTS.summary(
          formatTokenAmount(preview.amountA, a),
          formatTokenAmount(preview.amountB, b),
        )}
        transactionId={sent.transactionId}
        recording={transaction.recording}
        doneLabel={ADD_LIQUIDITY_TEXTS.newPosition}
        failedTitle={ADD_LIQUIDITY_TEXTS.failed}
        backLabel={ADD_LIQUIDITY_TEXTS.backToAdd}
        onDone={() => {
          transaction.reset();
          clearAmounts();
          goTo(2);
        }}
      />
    );
  }

  const supply = (reviewed: AddLiquidityPlan) => {
    // Nothing was sent yet: what fails while opening the confirmation is a toast.
    transaction
      .review(reviewed)
      .catch((error: unknown) => showSwapErrorToast(toUserMessage(error)));
  };

  return (
    <div className="flex flex-col gap-4">
      <StepIndicator
        label={ADD_LIQUIDITY_TEXTS.steps}
        steps={liquidityStepViews(step)}
        onJump={(target) => move({ type: 'jump', step: target })}
      />
      {step === 1 && (
        <PairStep
          tokenA={tokenA}
          tokenB={tokenB}
          onSelect={choose}
          native={native}
          nativeSymbol={NATIVE_SYMBOLS[network]}
          amounts={amounts}
          button={pairButton}
          onNext={() => move({ type: 'next' })}
        />
      )}
      {step === 2 && (
        <AmountsStep
          amounts={amounts}
          balanceA={balanceA.data}
          balanceB={balanceB.data}
          onSelect={choose}
          button={amountsButton}
          onNext={() => move({ type: 'next' })}
          onPrevious={() => move({ type: 'previous' })}
        />
      )}
      {step === 3 && plan && wallet && (
        <ReviewStep
          wallet={wallet}
          plan={plan}
          router={contracts.router}
          blockDeadline={settings.blockDeadline}
          phase={transaction.phase}
          onSupply={() => supply(plan)}
          onPrevious={() => move({ type: 'previous' })}
        />
      )}
      {wallet && <SupplyDialogs {...transaction} wallet={wallet} router={contracts.router} />}
    </div>
  );
}
