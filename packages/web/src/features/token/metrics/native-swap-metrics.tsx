import { useId } from 'react';
import { FAILED_TO_LOAD_METRICS } from '@opswap/protocol/errors/messages';
import {
  getNativeSwapMetricsView,
  INITIAL_LIQUIDITY_LOCKED,
  LOADING_METRICS,
  METRICS_LABELS,
  METRICS_TITLE,
  type NativeSwapMetricsView,
  type PriceChangeView,
  STALE_ORDERS_WARNING,
} from '@opswap/protocol/market/native-swap-metrics';
import type { QueueBar as QueueBarData, QueueBarLevel } from '@opswap/protocol/market/queue-bar';
import {
  networkContracts,
  networkNotSupportedText,
} from '@opswap/protocol/tokens/network-contracts';
import { NETWORK_DISPLAY_NAMES } from '@opswap/protocol/tokens/networks';
import { nativeToken, type Token } from '@opswap/protocol/tokens/token';
import { useBtcUsdRate } from '../../../entities/market/get-btc-usd-rate.ts';
import { DetailCard, DetailRow } from '../../../ui/detail-rows.tsx';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { useNativeSwapMetrics } from './metrics-queries.ts';
import { type PriceFlash, usePriceFlash } from './use-price-flash.ts';

/** The panel names the token by its address, symbol and decimals only. */
type MetricsToken = Pick<Token, 'address' | 'symbol' | 'decimals'>;

const BAR_CLASS: Record<QueueBarLevel, string> = {
  low: 'bg-success',
  medium: 'bg-accent',
  high: 'bg-warning',
  critical: 'bg-danger',
};

const FLASH_CLASS: Record<Exclude<PriceFlash, null>, string> = {
  up: 'bg-success/20 text-success',
  down: 'bg-danger/20 text-danger',
};

const CHANGE_CLASS = { up: 'text-success', down: 'text-danger', flat: 'text-muted' } as const;

function changeClass(change: PriceChangeView): string {
  return change.direction === null ? 'text-muted' : CHANGE_CLASS[change.direction];
}

function QueueBar({ label, bar }: { label: string; bar: QueueBarData }) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <div className="flex justify-between gap-3">
        <span id={labelId} className="text-muted">
          {label}
        </span>
        <span className="font-semibold">{bar.label}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bar.consumedPercent}
        aria-valuetext={`${bar.consumedPercent}% consumed, ${bar.label}`}
        data-level={bar.level}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={`h-full ${BAR_CLASS[bar.level]}`}
          style={{ width: `${bar.consumedPercent}%` }}
        />
      </div>
    </div>
  );
}

function MetricsBody({ view, token }: { view: NativeSwapMetricsView; token: MetricsToken }) {
  const network = useNetworkStore((state) => state.network);
  const flash = usePriceFlash(view.priceSats);
  const btc = nativeToken(network).symbol;
  return (
    <div className="flex flex-col gap-3">
      <dl className="flex flex-col gap-1.5 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted">{METRICS_LABELS.price}</dt>
          <dd
            data-testid="metrics-price"
            className={`rounded px-1 text-right text-lg font-semibold tabular-nums transition-colors ${
              flash === null ? '' : FLASH_CLASS[flash]
            }`}
          >
            {view.priceSatsText}
          </dd>
        </div>
        <DetailRow label={METRICS_LABELS.priceUsd} value={view.priceUsdText} />
        <DetailRow
          label={METRICS_LABELS.change4h}
          value={view.change4h.text}
          valueClassName={changeClass(view.change4h)}
        />
        <DetailRow
          label={METRICS_LABELS.change24h}
          value={view.change24h.text}
          valueClassName={changeClass(view.change24h)}
        />
        <DetailRow label={METRICS_LABELS.congestion} value={view.congestion} />
        <DetailRow label={METRICS_LABELS.marketCondition} value={view.market.condition} />
      </dl>
      {view.market.notice && (
        <p className="rounded-lg bg-accent/15 px-3 py-2 text-sm font-semibold text-accent">
          {view.market.notice}
        </p>
      )}
      {view.staleOrders && (
        <p role="note" className="rounded-lg bg-warning/15 px-3 py-2 text-sm text-warning">
          {STALE_ORDERS_WARNING}
        </p>
      )}
      <QueueBar label={METRICS_LABELS.priorityQueue} bar={view.priorityQueue} />
      <QueueBar label={METRICS_LABELS.standardQueue} bar={view.standardQueue} />
      <DetailCard>
        <DetailRow
          label={METRICS_LABELS.totalLiquidity}
          value={`${view.totalLiquidity} ${token.symbol}`}
        />
        <DetailRow
          label={METRICS_LABELS.availableLiquidity}
          value={`${view.availableLiquidity} ${token.symbol}`}
        />
        <DetailRow
          label={METRICS_LABELS.reservedLiquidity}
          value={`${view.reservedLiquidity} ${token.symbol}`}
        />
        <DetailRow label={METRICS_LABELS.utilization} value={view.utilization} />
        <DetailRow
          label={METRICS_LABELS.virtualBTCReserve}
          value={`${view.virtualBTCReserve} ${btc}`}
        />
        <DetailRow
          label={METRICS_LABELS.virtualTokenReserve}
          value={`${view.virtualTokenReserve} ${token.symbol}`}
        />
        <DetailRow label={METRICS_LABELS.depthUp} value={view.depthUp} />
        <DetailRow label={METRICS_LABELS.depthDown} value={view.depthDown} />
        <DetailRow
          label={METRICS_LABELS.initialProviderLiquidity}
          value={`${view.initialProviderLiquidity} ${token.symbol} (${INITIAL_LIQUIDITY_LOCKED})`}
        />
      </DetailCard>
    </div>
  );
}

/** The token page's 'NativeSwap Metrics' column, live from the chain every 15 s. */
export function NativeSwapMetrics({ token }: { token: MetricsToken }) {
  const titleId = useId();
  const metrics = useNativeSwapMetrics(token.address);
  const usdRate = useBtcUsdRate();
  const network = useNetworkStore((state) => state.network);
  return (
    <section
      aria-labelledby={titleId}
      className="flex h-fit flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {METRICS_TITLE}
      </h2>
      {networkContracts(network) === null ? (
        <p role="status" className="text-sm text-muted">
          {networkNotSupportedText(NETWORK_DISPLAY_NAMES[network])}
        </p>
      ) : metrics.isPending ? (
        <p role="status" className="text-sm text-muted">
          {LOADING_METRICS}
        </p>
      ) : metrics.isError ? (
        <p role="alert" className="text-sm text-danger">
          {FAILED_TO_LOAD_METRICS}
        </p>
      ) : (
        <MetricsBody
          view={getNativeSwapMetricsView(metrics.data, token.decimals, usdRate)}
          token={token}
        />
      )}
    </section>
  );
}
