import { UNKNOWN_VALUE_TEXT } from '@opswap/protocol/activity/dashboard-texts';
import { formatTokenAmount } from '@opswap/protocol/format/token-amount';
import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import { useToken } from '../../tokens/api/get-token.ts';

/** An amount of a token by address: '1,234.5 MOTO', the token's decimals and symbol from the api. */
export function TokenAmount({ address, amount }: { address: string; amount: bigint }) {
  const token = useToken(address);
  if (token.data) {
    return <span className="whitespace-nowrap">{formatTokenAmount(amount, token.data)}</span>;
  }
  if (token.isError || token.data === null) {
    // Without the token's decimals the amount cannot be read, so it is not shown.
    return (
      <span className="whitespace-nowrap text-muted" title={address}>
        {UNKNOWN_VALUE_TEXT} {shortenAddress(address)}
      </span>
    );
  }
  return <span className="text-muted">…</span>;
}

/** A token's symbol by address, or its shortened address until (or unless) the api names it. */
export function TokenSymbol({ address }: { address: string }) {
  const token = useToken(address);
  return <span title={address}>{token.data?.symbol ?? shortenAddress(address)}</span>;
}
