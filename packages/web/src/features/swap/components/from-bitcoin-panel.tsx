import { formatBtc } from '@opswap/protocol/format/format-amount';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { fromBitcoinMinimumAmountOut } from '@opswap/protocol/nativeswap/from-bitcoin-trade';
import type { ReorgProtectionChoice } from '@opswap/protocol/nativeswap/reorg-protection-choice';
import type { Token } from '@opswap/protocol/tokens/token';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { ReorgProtectionControl } from './reorg-protection-control.tsx';

export interface FromBitcoinPanelProps {
  buyToken: Token | null;
  bitcoinSymbol: string;
  satoshis: bigint | null;
  /** The reservation simulation's expected output, once known. */
  expectedAmountOut: bigint | null;
  maxSlippage: number;
  reorg: ReorgProtectionChoice;
  onReorgChange: (choice: ReorgProtectionChoice) => void;
  reorgError: string | null;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/** Step 1 of a from-Bitcoin swap: the expected tokens, the minimum out and reorg protection. */
export function FromBitcoinPanel(props: FromBitcoinPanelProps) {
  const { buyToken, satoshis, expectedAmountOut } = props;
  return (
    <div className="flex flex-col gap-3">
      {buyToken && satoshis !== null && expectedAmountOut !== null && (
        <dl className="flex flex-col gap-1.5 rounded-xl border border-line px-4 py-3 text-sm">
          <Row label="You pay" value={`${formatBtc(satoshis)} ${props.bitcoinSymbol}`} />
          <Row label="Expected" value={formatTokenAmount(expectedAmountOut, buyToken)} />
          <Row
            label="Minimum received"
            value={formatTokenAmount(
              fromBitcoinMinimumAmountOut(expectedAmountOut, BigInt(props.maxSlippage)),
              buyToken,
            )}
          />
        </dl>
      )}
      <ReorgProtectionControl
        choice={props.reorg}
        onChange={props.onReorgChange}
        satoshis={satoshis}
      />
      <ErrorBox message={props.reorgError} />
    </div>
  );
}
