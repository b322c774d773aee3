import { lazy, Suspense, useMemo, useState } from 'react';
import {
  CHART_RANGE_NAMES,
  CHART_RANGES,
  type ChartRange,
  OPENING_CHART_RANGE,
} from '@opswap/protocol/market/chart-ranges';
import {
  candlesInRange,
  priceChartLabel,
  TOKEN_PAGE_TEXTS,
} from '@opswap/protocol/market/token-page';
import { LoadError, Loading } from '../../../entities/activity/ui/query-states.tsx';
import { AfterFirstPaint } from '../../../ui/after-first-paint.tsx';
import { OptionGroup } from '../../../ui/option-group.tsx';
import { useTokenPrices } from '../api/get-token-prices.ts';
import { chartSeries } from './candle-data.ts';

const CandleChart = lazy(() => import('./candle-chart.tsx'));

/** The token's NativeSwap price in candles, with their volume, over the last 4h, 24h or 7d. */
export function PriceChart({ address, symbol }: { address: string; symbol: string }) {
  const [range, setRange] = useState<ChartRange>(OPENING_CHART_RANGE);
  const prices = useTokenPrices(address, CHART_RANGES[range].interval);
  const series = useMemo(
    () =>
      chartSeries(
        prices.data ? candlesInRange(prices.data.candles, range, prices.data.currentBlock) : [],
      ),
    [prices.data, range],
  );
  return (
    <section
      aria-label={`${symbol} price chart`}
      className="rounded-2xl border border-line bg-surface p-4"
    >
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 className="font-semibold">Price (sats per {symbol})</h2>
        <div className="w-44">
          <OptionGroup
            legend="Chart range"
            options={CHART_RANGE_NAMES.map((id) => ({ id, label: id }))}
            value={range}
            onChange={setRange}
          />
        </div>
      </div>
      {/* One height for every state, so the page below never moves when the chart arrives. */}
      <div className="grid h-72 place-items-center">
        {prices.error ? (
          <LoadError error={prices.error} what="the price history" />
        ) : prices.isPending ? (
          <Loading what="the price history" />
        ) : series.candles.length === 0 ? (
          <p className="px-4 text-center text-muted">{TOKEN_PAGE_TEXTS.noPriceHistory}</p>
        ) : (
          // The chart's library loads once the page around it is on screen.
          <AfterFirstPaint placeholder={<Loading what="the chart" />}>
            <Suspense fallback={<Loading what="the chart" />}>
              <CandleChart series={series} label={priceChartLabel(symbol, range)} />
            </Suspense>
          </AfterFirstPaint>
        )}
      </div>
    </section>
  );
}
