import {
  createOptionsChart,
  type IChartApiBase,
  type ISeriesApi,
  LineSeries,
  type MouseEventParams,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { chartPricePrecision } from '../chart/candle-data.ts';
import { type ChartTheme, readChartTheme, watchTheme } from '../chart/chart-theme.ts';
import type { DepthChartData } from './depth-data.ts';

interface DepthCanvasProps {
  data: DepthChartData;
  /** The point the crosshair marks (its x), chosen by pointer or keyboard. */
  selected: number;
  /** Stable (a state setter): a new one would redraw the chart. */
  onSelect: (index: number) => void;
}

interface Drawn {
  chart: IChartApiBase<number>;
  sell: ISeriesApi<'Line', number>;
  buy: ISeriesApi<'Line', number>;
}

/**
 * The depth lines on a canvas; the module (and the charting library) loads in its own chunk. The
 * canvas is hidden from assistive technology: the slider around it carries the same read-out.
 */
export default function DepthCanvas({ data, selected, onSelect }: DepthCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const drawn = useRef<Drawn | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = createOptionsChart(element, {
      autoSize: true,
      layout: { background: { color: 'transparent' } },
      grid: { vertLines: { visible: false }, horzLines: { color: 'rgba(128,128,128,0.15)' } },
      localization: { timeFormatter: (index: number) => data.axisTexts[index] ?? '' },
      // Its x is a point's place in order, which means nothing as a number: the read-out under the
      // chart says the selected point's trade instead.
      timeScale: { visible: false },
      handleScroll: false,
      handleScale: false,
    });
    const precision = chartPricePrecision([...data.sell, ...data.buy].map((point) => point.value));
    const priceFormat = { type: 'price', precision, minMove: 10 ** -precision } as const;
    const line = {
      priceFormat,
      lineWidth: 2,
      lastValueVisible: false,
      priceLineVisible: false,
    } as const;
    const sell = chart.addSeries(LineSeries, line);
    const buy = chart.addSeries(LineSeries, line);
    sell.setData(data.sell);
    buy.setData(data.buy);
    const paint = (theme: ChartTheme) => {
      chart.applyOptions({ layout: { textColor: theme.text } });
      sell.applyOptions({ color: theme.down });
      buy.applyOptions({ color: theme.up });
    };
    paint(readChartTheme(element));
    chart.timeScale().fitContent();
    const onMove = (event: MouseEventParams<number>) => {
      if (event.time !== undefined && event.point) onSelect(event.time);
    };
    chart.subscribeCrosshairMove(onMove);
    drawn.current = { chart, sell, buy };
    const unwatch = watchTheme(() => paint(readChartTheme(element)));
    return () => {
      unwatch();
      chart.unsubscribeCrosshairMove(onMove);
      drawn.current = null;
      chart.remove();
    };
  }, [data, onSelect]);

  useEffect(() => {
    if (!drawn.current) return;
    const { chart, sell, buy } = drawn.current;
    const onSell = selected < data.sell.length;
    const point = onSell ? data.sell[selected] : data.buy[selected - data.sell.length + 1];
    if (point) chart.setCrosshairPosition(point.value, point.time, onSell ? sell : buy);
  }, [data, selected]);

  return <div ref={container} aria-hidden="true" className="h-64 w-full text-muted" />;
}
