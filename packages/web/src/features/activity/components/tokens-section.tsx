import { formatBalance } from '@opswap/protocol/format/format-amount';
import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import {
  type WatchedToken,
  watchedTokenValueText,
} from '../../../entities/activity/use-watched-tokens.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { SCROLL_TABLE } from '../../../ui/table-layouts.ts';
import { WatchedTokensGate } from '../../../entities/activity/ui/watched-tokens-gate.tsx';

const COLUMNS = [
  { label: 'Token' },
  { label: 'Balance', end: true },
  { label: 'Value', end: true },
];

/** The Tokens tab: the watched tokens with balances and USD value. */
export function TokensSection() {
  return (
    <WatchedTokensGate>
      {(tokens) => (
        <DataTable layout="scroll" caption="Watched tokens" columns={COLUMNS}>
          {tokens.map((entry) => (
            <TokenRow key={entry.token.address} entry={entry} />
          ))}
        </DataTable>
      )}
    </WatchedTokensGate>
  );
}

function TokenRow({ entry }: { entry: WatchedToken }) {
  const { token } = entry;
  const { cell, end, row } = SCROLL_TABLE;
  return (
    <tr className={row}>
      <th scope="row" className={`${cell} text-left font-normal`}>
        <span className="block font-semibold">{token.symbol}</span>
        <span className="block text-xs text-muted" title={token.address}>
          {token.name} · {shortenAddress(token.p2op || token.address)}
        </span>
      </th>
      <td className={`${cell} ${end} whitespace-nowrap`}>
        {formatBalance(token.balanceBigint, token.decimals)}
      </td>
      <td className={`${cell} ${end} whitespace-nowrap`}>{watchedTokenValueText(entry)}</td>
    </tr>
  );
}
