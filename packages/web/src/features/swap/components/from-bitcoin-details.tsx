import { minimumAmountOut, slippagePercentText } from '@opswap/protocol/amm/slippage';
import { formatBtc } from '@opswap/protocol/format/format-amount';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import type { ReorgProtectionChoice } from '@opswap/protocol/nativeswap/reorg-protection-choice';
import type { Token } from '@opswap/protocol/tokens/token';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { ReorgProtectionControl } from './reorg-protection-control.tsx';
import { DetailCard, DetailRow } from '../../../ui/detail-rows.tsx';

export interface FromBitcoinDetailsProps {
  buyToken: Token | null;
  bitcoinSymbol: string;
  satoshis: bigint | null;
  /** The reservation simulation's expected output, once known. */
  expectedAmountOut: bigint | null;
  /** The max slippage setting, in hundredths of a percent. */
  maxSlippage: number;
  reorg: ReorgProtectionChoice;
  onReorgChange: (choice: ReorgProtectionChoice) => void;
  reorgError: string | null;
}

/** Step 1 of a from-Bitcoin swap: the expected tokens, the minimum out and reorg protection. */
export function FromBitcoinDetails(props: FromBitcoinDetailsProps) {
  const { buyToken, satoshis, expectedAmountOut } = props;
  return (
    <div className="flex flex-col gap-3">
      {buyToken && satoshis !== null && expectedAmountOut !== null && (
        <DetailCard>
          <DetailRow label="You pay" value={`${formatBtc(satoshis)} ${props.bitcoinSymbol}`} />
          <DetailRow label="Expected" value={formatTokenAmount(expectedAmountOut, buyToken)} />
          <DetailRow
            label="Minimum received"
            value={formatTokenAmount(
              minimumAmountOut(expectedAmountOut, BigInt(props.maxSlippage)),
              buyToken,
            )}
          />
          <DetailRow label="Max slippage" value={slippagePercentText(BigInt(props.maxSlippage))} />
        </DetailCard>
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
