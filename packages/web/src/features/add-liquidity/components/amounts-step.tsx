import { useState } from 'react';
import { amountInputHasError, maxSpendableAmount } from '@opswap/protocol/amount/balance';
import { formatUnits } from '@opswap/protocol/amount/units';
import {
  ADD_LIQUIDITY_TEXTS,
  type LiquiditySide,
  LP_TOKEN_DECIMALS,
} from '@opswap/protocol/amm/add-liquidity';
import { formatBalance, formatQuotedAmount } from '@opswap/protocol/format/format-amount';
import { formatPoolShare } from '@opswap/protocol/portfolio/pool-positions';
import type { SwapButton } from '@opswap/protocol/swap/swap-button';
import type { Token } from '@opswap/protocol/tokens/token';
import { AmountField } from '../../../entities/trade/amount-field.tsx';
import { DetailCard, DetailRow } from '../../../ui/detail-rows.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import type { LiquidityAmounts } from '../hooks/use-liquidity-amounts.ts';
import { useAddLiquidity } from '../stores/add-liquidity-store.ts';
import { FirstProviderNote } from './first-provider-note.tsx';
import { StepNav } from './step-nav.tsx';

export interface AmountsStepProps {
  amounts: LiquidityAmounts;
  balanceA: bigint | undefined;
  balanceB: bigint | undefined;
  onSelect: (side: LiquiditySide, token: Token) => void;
  button: SwapButton<string>;
  onNext: () => void;
  onPrevious: () => void;
}

function AmountSide(props: {
  side: LiquiditySide;
  token: Token | null;
  text: string;
  amount: bigint | null;
  paired: boolean;
  computing: boolean;
  balance: bigint | undefined;
  onSelect: (side: LiquiditySide, token: Token) => void;
}) {
  const typeAmount = useAddLiquidity((state) => state.typeAmount);
  const { side, token, balance } = props;
  // A paired side shows the pool's amount at a readable precision; that exact amount is sent.
  const shown =
    props.paired && token
      ? props.amount === null
        ? ''
        : formatQuotedAmount(props.amount, token.decimals)
      : props.text;
  return (
    <AmountField
      label={side === 'A' ? ADD_LIQUIDITY_TEXTS.tokenOne : ADD_LIQUIDITY_TEXTS.tokenTwo}
      token={token}
      onSelectToken={(picked) => props.onSelect(side, picked)}
      allowNative
      value={shown}
      onChange={(raw) => typeAmount(side, raw)}
      balance={balance}
      onMax={
        token && balance !== undefined
          ? () => typeAmount(side, formatUnits(maxSpendableAmount(balance), token.decimals))
          : undefined
      }
      error={props.amount !== null && amountInputHasError(props.amount, balance ?? null, 'sell')}
      loading={props.paired && props.computing}
    />
  );
}

/** Step 2: the amount of each token, one following the other at the pool's ratio. */
export function AmountsStep(props: AmountsStepProps) {
  const { tokenA, tokenB, textA, textB } = useAddLiquidity((state) => state);
  const { amounts } = props;
  const { preview, pairedSide } = amounts;
  // An error shows for 5 s; the one that expired stays hidden until it changes.
  const [expiredError, setExpiredError] = useState<string | null>(null);
  const shownError = amounts.error === expiredError ? null : amounts.error;
  if (amounts.error === null && expiredError !== null) setExpiredError(null);
  const lpDecimals = amounts.pool?.decimals ?? LP_TOKEN_DECIMALS;
  const pairedToken = pairedSide === 'A' ? tokenA : pairedSide === 'B' ? tokenB : null;
  return (
    <div className="flex flex-col gap-3">
      {amounts.firstLiquidity && <FirstProviderNote />}
      {pairedToken && (
        <p className="text-sm text-muted">{ADD_LIQUIDITY_TEXTS.pairedNote(pairedToken.symbol)}</p>
      )}
      <AmountSide
        side="A"
        token={tokenA}
        text={textA}
        amount={amounts.amountA}
        paired={pairedSide === 'A'}
        computing={amounts.computing}
        balance={props.balanceA}
        onSelect={props.onSelect}
      />
      <AmountSide
        side="B"
        token={tokenB}
        text={textB}
        amount={amounts.amountB}
        paired={pairedSide === 'B'}
        computing={amounts.computing}
        balance={props.balanceB}
        onSelect={props.onSelect}
      />
      {preview && (
        <DetailCard>
          <DetailRow
            label={ADD_LIQUIDITY_TEXTS.lpToReceive}
            value={formatBalance(preview.liquidity, lpDecimals)}
          />
          <DetailRow
            label={ADD_LIQUIDITY_TEXTS.shareOfPool}
            value={formatPoolShare({ shares: preview.liquidity, shareBps: preview.shareBps })}
          />
        </DetailCard>
      )}
      <ErrorBox message={shownError} onExpire={() => setExpiredError(amounts.error)} />
      <StepNav button={props.button} onSubmit={props.onNext} onPrevious={props.onPrevious} />
    </div>
  );
}
