import { CandlestickSeries, createOptionsChart } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { type ChartCandle, chartPricePrecision } from './candle-data.ts';

/** Candles drawn on a canvas; the module (and the charting library) loads in its own chunk. */
export default function CandleChart({ candles, label }: { candles: ChartCandle[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const styles = getComputedStyle(container.current);
    const chart = createOptionsChart(container.current, {
      autoSize: true,
      layout: { background: { color: 'transparent' }, textColor: styles.color },
      grid: { vertLines: { visible: false }, horzLines: { color: 'rgba(128,128,128,0.15)' } },
      localization: { timeFormatter: (block: number) => `Block ${block}` },
    });
    const precision = chartPricePrecision(candles);
    const series = chart.addSeries(CandlestickSeries, {
      priceFormat: { type: 'price', precision, minMove: 10 ** -precision },
    });
    series.setData(candles);
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [candles]);
  return <div ref={container} role="img" aria-label={label} className="h-72 w-full text-muted" />;
}
