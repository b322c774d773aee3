import { minimumAmountOut, slippagePercentText } from '@opswap/protocol/amm/slippage';
import { formatBtc } from '@opswap/protocol/format/format-amount';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import type { ReservationFill } from '@opswap/protocol/nativeswap/from-bitcoin-trade';
import type { ReorgProtectionChoice } from '@opswap/protocol/nativeswap/reorg-protection-choice';
import { buyFillableText, partialFillText } from '@opswap/protocol/swap/from-bitcoin-button';
import type { Token } from '@opswap/protocol/tokens/token';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { ReorgProtectionControl } from './reorg-protection-control.tsx';
import { DetailCard, DetailRow } from '../../../ui/detail-rows.tsx';

export interface FromBitcoinDetailsProps {
  buyToken: Token | null;
  bitcoinSymbol: string;
  /** The sats typed or quoted, for the recommended reorg protection. */
  satoshis: bigint | null;
  /** What the simulated reservation fills, once known. */
  fill: ReservationFill | null;
  /** The max slippage setting, in hundredths of a percent. */
  maxSlippage: number;
  reorg: ReorgProtectionChoice;
  onReorgChange: (choice: ReorgProtectionChoice) => void;
  reorgError: string | null;
  /** Asks for the part the pool fills; null unless the fill is partial. */
  onBuyFillable: (() => void) | null;
}

/**
 * Step 1 of a from-Bitcoin swap: what the reservation fills (the sats paid, the tokens expected,
 * the minimum out), the part it can fill when that is less than asked, and reorg protection.
 */
export function FromBitcoinDetails(props: FromBitcoinDetailsProps) {
  const { buyToken, fill } = props;
  const btc = (sats: bigint) => `${formatBtc(sats)} ${props.bitcoinSymbol}`;
  return (
    <div className="flex flex-col gap-3">
      {buyToken && fill && (
        <DetailCard>
          <DetailRow label="You pay" value={btc(fill.satoshis)} />
          <DetailRow label="Expected" value={formatTokenAmount(fill.tokens, buyToken)} />
          <DetailRow
            label="Minimum received"
            value={formatTokenAmount(
              minimumAmountOut(fill.tokens, BigInt(props.maxSlippage)),
              buyToken,
            )}
          />
          <DetailRow label="Max slippage" value={slippagePercentText(BigInt(props.maxSlippage))} />
        </DetailCard>
      )}
      {buyToken && fill?.partial && (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-lg bg-warning/10 px-3 py-2 text-sm text-warning"
        >
          <p>{partialFillText(formatTokenAmount(fill.tokens, buyToken), btc(fill.satoshis))}</p>
          {props.onBuyFillable && (
            <button
              type="button"
              onClick={props.onBuyFillable}
              className="self-start font-medium underline underline-offset-2"
            >
              {buyFillableText(formatTokenAmount(fill.tokens, buyToken), btc(fill.satoshis))}
            </button>
          )}
        </div>
      )}
      <ReorgProtectionControl
        choice={props.reorg}
        onChange={props.onReorgChange}
        satoshis={props.satoshis}
      />
      <ErrorBox message={props.reorgError} />
    </div>
  );
}
