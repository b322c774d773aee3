import { ADD_LIQUIDITY_TEXTS, type LiquiditySide } from '@opswap/protocol/amm/add-liquidity';
import { NATIVE_PAIR_TEXTS } from '@opswap/protocol/amm/add-liquidity-native';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import type { SwapButton } from '@opswap/protocol/swap/swap-button';
import type { Token } from '@opswap/protocol/tokens/token';
import { TokenSelectButton } from '../../../entities/tokens/picker/components/token-select-button.tsx';
import { DetailCard, DetailRow } from '../../../ui/detail-rows.tsx';
import type { NativePairView } from '../hooks/use-native-pair.ts';
import type { LiquidityAmounts } from '../hooks/use-liquidity-amounts.ts';
import { FirstProviderNote } from './first-provider-note.tsx';
import { StepNav } from './step-nav.tsx';

export interface PairStepProps {
  tokenA: Token | null;
  tokenB: Token | null;
  onSelect: (side: LiquiditySide, token: Token) => void;
  native: NativePairView;
  nativeSymbol: string;
  amounts: LiquidityAmounts;
  button: SwapButton<string>;
  onNext: () => void;
}

function TokenRow(props: { label: string; token: Token | null; onSelect: (token: Token) => void }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-surface-2 p-4">
      <span className="text-sm font-medium text-muted">{props.label}</span>
      <TokenSelectButton
        token={props.token}
        onSelect={props.onSelect}
        allowNative
        label={props.label}
      />
    </div>
  );
}

/** What the step says of a pair with the native coin, or null for an AMM pair. */
function NativeStatus({ native, nativeSymbol }: { native: NativePairView; nativeSymbol: string }) {
  switch (native.kind) {
    case 'not-native':
      return null;
    case 'failed':
      return (
        <p role="alert" className="text-sm text-danger">
          {native.message}
        </p>
      );
    case 'choose-token':
      return <p className="text-sm text-muted">{NATIVE_PAIR_TEXTS.chooseToken(nativeSymbol)}</p>;
    case 'connect-wallet':
      return <p className="text-sm text-muted">{NATIVE_PAIR_TEXTS.connectWallet(nativeSymbol)}</p>;
    case 'checking':
      return <p className="text-sm text-muted">{NATIVE_PAIR_TEXTS.checking}</p>;
    case 'leaving':
      return (
        <p role="status" className="text-sm text-muted">
          {NATIVE_PAIR_TEXTS.leaving(native.destination)}
        </p>
      );
  }
}

/** The pair's pool as far as it is known: being read, none yet, or its reserves. */
function PoolStatus(props: { tokenA: Token; tokenB: Token; amounts: LiquidityAmounts }) {
  const { pool, poolError, firstLiquidity } = props.amounts;
  if (poolError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {poolError}
      </p>
    );
  }
  if (pool === undefined)
    return <p className="text-sm text-muted">{ADD_LIQUIDITY_TEXTS.lookingUpPool}</p>;
  if (pool === null || firstLiquidity) return <FirstProviderNote />;
  return (
    <div className="flex flex-col gap-1.5">
      <p aria-hidden="true" className="px-1 text-xs font-semibold text-muted uppercase">
        {ADD_LIQUIDITY_TEXTS.poolReserves}
      </p>
      <DetailCard label={ADD_LIQUIDITY_TEXTS.poolReserves}>
        <DetailRow
          label={props.tokenA.symbol}
          value={formatTokenAmount(pool.reserveA, props.tokenA)}
        />
        <DetailRow
          label={props.tokenB.symbol}
          value={formatTokenAmount(pool.reserveB, props.tokenB)}
        />
      </DetailCard>
    </div>
  );
}

/** Step 1: the two tokens of the pair, and what is known of its pool. */
export function PairStep(props: PairStepProps) {
  const { tokenA, tokenB, native } = props;
  return (
    <div className="flex flex-col gap-3">
      <TokenRow
        label={ADD_LIQUIDITY_TEXTS.tokenOne}
        token={tokenA}
        onSelect={(token) => props.onSelect('A', token)}
      />
      <TokenRow
        label={ADD_LIQUIDITY_TEXTS.tokenTwo}
        token={tokenB}
        onSelect={(token) => props.onSelect('B', token)}
      />
      <NativeStatus native={native} nativeSymbol={props.nativeSymbol} />
      {tokenA && tokenB && native.kind === 'not-native' && (
        <PoolStatus tokenA={tokenA} tokenB={tokenB} amounts={props.amounts} />
      )}
      <StepNav button={props.button} onSubmit={props.onNext} />
    </div>
  );
}
