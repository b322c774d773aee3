import { useState } from 'react';
import { Link } from 'react-router';
import { sanitizeAmountInput } from '@opswap/protocol/amount/amount-input';
import { formatUnits } from '@opswap/protocol/amount/units';
import { formatQuotedAmount } from '@opswap/protocol/format/format-amount';
import {
  checkRemoveAmount,
  matchingPreset,
  presetLiquidity,
  REMOVE_LIQUIDITY_TEXTS as TEXTS,
  type RemovePreset,
  type RemoveAmountCheck,
  removeAmountProblem,
  removeLiquidityButton,
} from '@opswap/protocol/amm/remove-liquidity';
import { reservesInPairOrder } from '@opswap/protocol/amm/pair-order';
import { toUserMessage } from '@opswap/protocol/errors/wallet-errors';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { lpPosition } from '@opswap/protocol/portfolio/pool-positions';
import { routes } from '@opswap/protocol/routes/routes';
import {
  type PoolPositionView,
  poolPairName,
} from '../../../entities/activity/use-pool-positions.ts';
import { LoadError } from '../../../entities/activity/ui/query-states.tsx';
import { useSettingsStore } from '../../../entities/settings/stores/settings-store.ts';
import { TradeButton } from '../../../entities/trade/trade-button.tsx';
import { TransactionDialogs } from '../../../entities/transactions/transaction-dialogs.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import type { PoolState } from '../chain/remove-liquidity-chain.ts';
import { usePoolState } from '../hooks/use-pool-state.ts';
import type { RemoveLiquidityFlow } from '../hooks/use-remove-liquidity.ts';
import { LpAmountField } from './lp-amount-field.tsx';
import { PositionSummary } from './position-summary.tsx';
import { RemovalDetails } from './removal-details.tsx';
import { lpToken, RemoveReview } from './remove-review.tsx';
import { SharePresets } from './share-presets.tsx';

export interface RemoveFormProps {
  /** The removal's transaction flow; the screen holds it, as its sent view outlives the position. */
  removal: RemoveLiquidityFlow;
  /** The wallet's position: its LP shares (read on chain) and the pool's tokens. */
  position: PoolPositionView;
}

/** The pool's state in the position's A/B order. */
function pairState(position: PoolPositionView, state: PoolState) {
  const reserves = reservesInPairOrder(
    position.pool.tokenA.address,
    state.token0,
    state.reserve0,
    state.reserve1,
  );
  return { ...reserves, totalSupply: state.totalSupply };
}

function liquidityOf(check: RemoveAmountCheck | null): bigint | null {
  return check && 'liquidity' in check ? check.liquidity : null;
}

/** The amount to remove: a preset share (its exact LP amount) or what the user typed. */
type AmountChoice = { preset: RemovePreset } | { text: string };

/** Removing liquidity from one position: the share, what it pays, the review and the sent view. */
export function RemoveForm({ removal, position }: RemoveFormProps) {
  const { pool, shares } = position;
  const maxSlippage = useSettingsStore((state) => state.settings.maxSlippage);
  const blockDeadline = useSettingsStore((state) => state.settings.blockDeadline);
  const poolState = usePoolState(pool.poolAddress);
  const [choice, setChoice] = useState<AmountChoice>({ text: '' });
  const [reviewError, setReviewError] = useState<string | null>(null);

  const state = poolState.data;
  const pair = state ? pairState(position, state) : null;
  const presetAmount = state && 'preset' in choice ? presetLiquidity(shares, choice.preset) : null;
  // A preset removes its exact share; the field shows it shortened, as a quoted amount.
  const text =
    'text' in choice
      ? choice.text
      : state && presetAmount !== null
        ? formatUnits(presetAmount, state.lpDecimals)
        : '';
  const fieldText =
    'text' in choice
      ? choice.text
      : state && presetAmount !== null
        ? formatQuotedAmount(presetAmount, state.lpDecimals)
        : '';
  const check =
    state && pair
      ? checkRemoveAmount({
          text,
          lpDecimals: state.lpDecimals,
          shares,
          pool: pair,
          maxSlippage: BigInt(maxSlippage),
        })
      : null;
  const button = removeLiquidityButton(check, removal.phase);
  const busy = removal.phase !== 'idle';

  const submit = () => {
    if (!state || check?.kind !== 'ready') return;
    setReviewError(null);
    removal
      .review({
        pool,
        liquidity: check.liquidity,
        shares,
        lpDecimals: state.lpDecimals,
        quote: check.quote,
        maxSlippage,
      })
      // Nothing was sent yet: what fails while opening the review shows by the button.
      .catch((error: unknown) => setReviewError(toUserMessage(error)));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{poolPairName(pool)}</h2>
        <Link
          to={routes.poolRemove()}
          className="rounded text-sm text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
        >
          {TEXTS.yourPositions}
        </Link>
      </div>
      <PositionSummary
        pool={pool}
        position={pair ? lpPosition({ balance: shares, ...pair }) : position}
        lpToken={state ? lpToken(state.lpDecimals) : null}
      />
      {poolState.error && <LoadError error={poolState.error} what="the pool" />}
      <SharePresets
        selected={matchingPreset(liquidityOf(check), shares)}
        disabled={!state || busy}
        onSelect={(preset) => setChoice({ preset })}
      />
      <LpAmountField
        value={fieldText}
        onChange={(raw) => {
          if (state) setChoice({ text: sanitizeAmountInput(raw, state.lpDecimals) });
        }}
        availableText={TEXTS.available(
          state ? formatTokenAmount(shares, lpToken(state.lpDecimals)) : '…',
        )}
        problem={check && removeAmountProblem(check)}
        disabled={!state || busy}
      />
      {check?.kind === 'ready' && (
        <RemovalDetails
          pool={pool}
          quote={check.quote}
          maxSlippage={maxSlippage}
          blockDeadline={blockDeadline}
        />
      )}
      <ErrorBox message={reviewError} onExpire={() => setReviewError(null)} />
      <TradeButton
        onClick={submit}
        disabled={button.disabled}
        busy={button.loading}
        title={button.reason ?? undefined}
      >
        {button.text}
      </TradeButton>
      <TransactionDialogs
        {...removal}
        review={{
          title: TEXTS.confirmTitle,
          confirmLabel: TEXTS.confirm,
          content: (plan, needsApproval) => (
            <RemoveReview plan={plan} needsApproval={needsApproval} />
          ),
        }}
        failure={{ title: TEXTS.failed, backLabel: TEXTS.backToRemove }}
      />
    </div>
  );
}
