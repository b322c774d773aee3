import { FARM_TEXTS } from '@opswap/protocol/farms/farm-figures';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';

/**
 * An amount of a token, or, where it needs a wallet and none is connected, a prompt saying so. On
 * one line, unless `wrap` lets the symbol go under the number (the list's five columns do not fit
 * beside the farm sidebar otherwise).
 */
export function FarmFigure({
  amount,
  token,
  wrap = false,
}: {
  amount: bigint | null;
  token: { decimals: number; symbol: string };
  wrap?: boolean;
}) {
  if (amount === null) return <span className="text-muted">{FARM_TEXTS.notConnected}</span>;
  return (
    <span className={`tabular-nums ${wrap ? '' : 'whitespace-nowrap'}`}>
      {formatTokenAmount(amount, token)}
    </span>
  );
}
