import { type ComponentProps, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NO_NATIVE_POOL, TOKEN_NOT_FOUND } from '@opswap/protocol/errors/messages';
import { METRICS_TITLE } from '@opswap/protocol/market/native-swap-metrics';
import { TOKEN_PAGE_TEXTS } from '@opswap/protocol/market/token-page';
import { isTokenPageAddress } from '@opswap/protocol/market/token-page-address';
import { routes } from '@opswap/protocol/routes/routes';
import { LoadError, Loading } from '../../entities/activity/ui/query-states.tsx';
import { useBtcUsdRate } from '../../entities/market/get-btc-usd-rate.ts';
import { TransactionsTable } from '../../entities/market/ui/transactions-table.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { ApiError } from '../../lib/api/api-client.ts';
import { AfterFirstPaint } from '../../ui/after-first-paint.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { useTokenPools } from './api/get-token-pools.ts';
import { useTokenPrices } from './api/get-token-prices.ts';
import { useTokenRecord } from './api/get-token-record.ts';
import { OPENING_PRICES_INTERVAL } from './api/token-paths.ts';
import { PoolsTable } from './components/pools-table.tsx';
import { TokenActivityFeed } from './components/token-activity-feed.tsx';
import { TokenHeader } from './components/token-header.tsx';
import { NativeSwapMetrics } from './metrics/native-swap-metrics.tsx';
import { TokenCharts } from './token-charts.tsx';

/** /token and /token/{address}: a token's header, price chart, transactions and pools. */
export default function TokenScreen() {
  const { address } = useParams();
  if (!isTokenPageAddress(address)) return <TokenNotFound />;
  // Another token starts again on its first tab and page.
  return <TokenPage key={address} address={address.trim()} />;
}

function TokenNotFound() {
  usePageTitle(TOKEN_NOT_FOUND);
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{TOKEN_NOT_FOUND}</h1>
      <Link
        to={routes.explore()}
        className="rounded-full bg-accent px-5 py-2 font-semibold text-accent-text hover:opacity-90"
      >
        Explore tokens
      </Link>
    </section>
  );
}

type TokenTab = 'transactions' | 'pools';
const TABS = [
  { id: 'transactions', label: 'Transactions' },
  { id: 'pools', label: 'Pools' },
] as const;

function TokenPage({ address }: { address: string }) {
  const record = useTokenRecord(address, 1);
  const prices = useTokenPrices(address, OPENING_PRICES_INTERVAL);
  // Asked for with the token's data rather than when the header shows: its price waits for it.
  useBtcUsdRate();
  const [tab, setTab] = useState<TokenTab>('transactions');
  usePageTitle(record.data?.name ?? null);

  if (record.error instanceof ApiError && record.error.status === 404) return <TokenNotFound />;
  if (record.error) return <LoadError error={record.error} what="the token" />;
  if (record.isPending) return <Loading what="the token" />;
  const token = record.data;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <TokenHeader token={token} prices={prices.data} />
      {/* The metrics stand beside the chart; the tables take the page's full width below, where
          their columns fit without scrolling. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <TokenCharts token={token} />
        </div>
        <TokenMetrics token={token} />
      </div>
      {/* The tables are long and below the header and chart: drawn in a pass of their own. */}
      <AfterFirstPaint placeholder={<Loading what="the token's transactions" reserve="min-h-72" />}>
        <Tabs tabs={TABS} selected={tab} onSelect={setTab} label="Token data" variant="underline">
          {tab === 'transactions' ? (
            <TransactionsTable
              transactions={token.activity.transactions}
              caption="Transactions"
              emptyText={TOKEN_PAGE_TEXTS.noTransactions}
            />
          ) : (
            <TokenPoolsTab address={token.address} />
          )}
        </Tabs>
        <section aria-labelledby="token-activity-heading" className="flex flex-col gap-3">
          <h2 id="token-activity-heading" className="text-lg font-semibold">
            Token activity
          </h2>
          <TokenActivityFeed address={token.address} quote={prices.data?.quote ?? null} />
        </section>
      </AfterFirstPaint>
    </div>
  );
}

/** The NativeSwap Metrics panel, or a line saying the token has no NativeSwap pool to measure. */
function TokenMetrics({ token }: { token: ComponentProps<typeof NativeSwapMetrics>['token'] }) {
  const pools = useTokenPools(token.address);
  const hasNativePool = pools.data?.some((pool) => pool.type === 'NATIVE') ?? true;
  if (hasNativePool) return <NativeSwapMetrics token={token} />;
  return (
    <section className="h-fit rounded-2xl border border-line bg-surface p-4">
      <h2 className="text-lg font-bold">{METRICS_TITLE}</h2>
      <p className="mt-2 text-sm text-muted">{NO_NATIVE_POOL}</p>
    </section>
  );
}

function TokenPoolsTab({ address }: { address: string }) {
  const pools = useTokenPools(address);
  if (pools.error) return <LoadError error={pools.error} what="the token's pools" />;
  if (pools.isPending) return <Loading what="the token's pools" />;
  return <PoolsTable pools={pools.data} />;
}
