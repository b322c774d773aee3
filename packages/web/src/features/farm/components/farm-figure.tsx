import { FARM_TEXTS } from '@opswap/protocol/farms/farm-figures';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';

/** An amount of a token, or, where it needs a wallet and none is connected, a prompt saying so. */
export function FarmFigure({
  amount,
  token,
}: {
  amount: bigint | null;
  token: { decimals: number; symbol: string };
}) {
  if (amount === null) return <span className="text-muted">{FARM_TEXTS.notConnected}</span>;
  return <span className="whitespace-nowrap tabular-nums">{formatTokenAmount(amount, token)}</span>;
}
