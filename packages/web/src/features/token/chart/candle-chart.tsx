import { CandlestickSeries, createOptionsChart, HistogramSeries } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { type ChartSeries, chartPricePrecision } from './candle-data.ts';
import { type ChartTheme, readChartTheme, watchTheme } from './chart-theme.ts';

/** The volume bars keep to the bottom fifth of the chart, the candles to the space above them. */
const VOLUME_MARGINS = { top: 0.8, bottom: 0 };
const CANDLE_MARGINS = { top: 0.1, bottom: 0.25 };
/** A short history still draws candles, not a few blocks as wide as a third of the chart. */
const MAX_BAR_SPACING = 24;

/**
 * Candles with their volume bars drawn on a canvas; the module (and the charting library) loads
 * in its own chunk.
 */
export default function CandleChart({ series, label }: { series: ChartSeries; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = createOptionsChart(element, {
      autoSize: true,
      // The library's logo link would be a control inside the chart's image: the credit is below.
      layout: { background: { color: 'transparent' }, attributionLogo: false },
      grid: { vertLines: { visible: false }, horzLines: { color: 'rgba(128,128,128,0.15)' } },
      localization: { timeFormatter: (block: number) => `Block ${block}` },
      timeScale: { maxBarSpacing: MAX_BAR_SPACING },
    });
    const precision = chartPricePrecision(series.candles.map((candle) => candle.high));
    const candles = chart.addSeries(CandlestickSeries, {
      priceFormat: { type: 'price', precision, minMove: 10 ** -precision },
    });
    candles.priceScale().applyOptions({ scaleMargins: CANDLE_MARGINS });
    candles.setData(series.candles);
    const volumes = chart.addSeries(HistogramSeries, {
      priceFormat: { type: 'volume' },
      priceScaleId: 'volume',
      lastValueVisible: false,
      priceLineVisible: false,
    });
    volumes.priceScale().applyOptions({ scaleMargins: VOLUME_MARGINS });

    const paint = (theme: ChartTheme) => {
      chart.applyOptions({ layout: { textColor: theme.text } });
      candles.applyOptions({
        upColor: theme.up,
        downColor: theme.down,
        borderUpColor: theme.up,
        borderDownColor: theme.down,
        wickUpColor: theme.up,
        wickDownColor: theme.down,
      });
      volumes.setData(
        series.volumes.map(({ time, value, direction }) => ({
          time,
          value,
          color: theme[direction],
        })),
      );
    };
    paint(readChartTheme(element));
    chart.timeScale().fitContent();
    const unwatch = watchTheme(() => paint(readChartTheme(element)));
    return () => {
      unwatch();
      chart.remove();
    };
  }, [series]);
  return (
    // Full width: the chart sits in a centring box that would shrink it to nothing.
    <div className="relative w-full">
      <div ref={container} role="img" aria-label={label} className="h-72 w-full text-muted" />
      <a
        href="https://www.tradingview.com/"
        target="_blank"
        rel="noopener noreferrer"
        className="absolute bottom-1 left-1 rounded bg-surface/80 px-1 text-xs text-muted underline"
      >
        Chart by TradingView
      </a>
    </div>
  );
}
