import { formatBalance } from '@opswap/protocol/format/format-amount';
import { shortenAddress } from '@opswap/protocol/format/shorten-address';
import { AMM_POOL_TOKEN_DECIMALS, TOKEN_PAGE_TEXTS } from '@opswap/protocol/market/token-page';
import type { MarketPool } from '@opswap/protocol/schemas/market';
import { EmptyState } from '../../../entities/activity/ui/query-states.tsx';
import { DataTable, type TableColumn } from '../../../ui/data-table.tsx';
import { SCROLL_TABLE } from '../../../ui/table-layouts.ts';
import { AccountExplorerLink } from './explorer-link.tsx';

const COLUMNS: readonly TableColumn[] = [
  { label: 'Tokens' },
  { label: 'Circulating Pool Tokens', end: true },
  { label: 'Pool Address' },
  { label: 'Explorer' },
];

/**
 * A pool's pair and its circulating pool tokens: an AMM pool's LP supply, or for a NativeSwap
 * pool the tokens its providers hold (it has no LP token).
 */
function poolRow(pool: MarketPool) {
  if (pool.type === 'OP20') {
    return {
      pair: `${pool.tokenA.symbol} / ${pool.tokenB.symbol}`,
      circulating: formatBalance(pool.totalSupply, AMM_POOL_TOKEN_DECIMALS),
    };
  }
  return {
    pair: `${pool.token.symbol} / BTC (NativeSwap)`,
    circulating: formatBalance(pool.liquidity, pool.token.decimals),
  };
}

/** The Pools tab: the token's NativeSwap pool and its AMM pools. */
export function PoolsTable({ pools }: { pools: readonly MarketPool[] }) {
  if (pools.length === 0) return <EmptyState text={TOKEN_PAGE_TEXTS.noPools} />;
  const { cell, end, row } = SCROLL_TABLE;
  return (
    <DataTable layout="scroll" caption="Pools" columns={COLUMNS}>
      {pools.map((pool) => {
        const { pair, circulating } = poolRow(pool);
        return (
          <tr key={`${pool.type}:${pool.poolAddress}`} className={row}>
            <td className={`${cell} font-semibold whitespace-nowrap`}>{pair}</td>
            <td className={`${cell} ${end} whitespace-nowrap`}>{circulating}</td>
            <td className={`${cell} font-mono`} title={pool.poolAddress}>
              {shortenAddress(pool.poolAddress)}
            </td>
            <td className={cell}>
              <AccountExplorerLink
                address={pool.type === 'NATIVE' ? pool.nativeSwapAddress : pool.poolAddress}
                label={`Pool ${pair} on the explorer`}
              >
                View
              </AccountExplorerLink>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
