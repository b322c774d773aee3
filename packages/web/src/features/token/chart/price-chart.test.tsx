import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  renderInApp,
  serveApi,
  startSignedOut,
  TOKEN_A,
} from '../../../entities/activity/testing/activity-test-kit.tsx';
import { candleJson, pricesRoute } from '../testing/token-fixtures.ts';
import type { ChartSeries } from './candle-data.ts';
import { PriceChart } from './price-chart.tsx';

vi.mock('../../../lib/api/api-client.ts', { spy: true });
vi.mock('../../../lib/wallet/session.ts', { spy: true });

// The chart module stands in for lightweight-charts (jsdom has no canvas) and records when it is
// first imported, to prove the page loads it on demand rather than with the page.
const chartModule = vi.hoisted(() => ({ imported: false }));
vi.mock('./candle-chart.tsx', () => {
  chartModule.imported = true;
  return {
    default: ({ series, label }: { series: ChartSeries; label: string }) => (
      <ul aria-label={label}>
        {series.candles.map((candle) => (
          <li key={candle.time}>block {candle.time}</li>
        ))}
        {series.volumes.map((bar) => (
          <li key={`volume ${bar.time}`}>
            volume {bar.time}: {bar.value} sats {bar.direction}
          </li>
        ))}
      </ul>
    ),
  };
});

const SEVEN_DAYS_ROUTE = `token/prices/${TOKEN_A}?interval=4h`;

beforeEach(() => {
  startSignedOut();
});

describe('PriceChart', () => {
  it('imports the chart module only when there are candles to draw', async () => {
    serveApi(pricesRoute([]));
    renderInApp(<PriceChart address={TOKEN_A} symbol="MOTO" />);
    expect(await screen.findByText('No price history in this range')).toBeInTheDocument();
    expect(chartModule.imported).toBe(false);

    serveApi(pricesRoute([candleJson(150, 10n ** 8n), candleJson(190, 10n ** 8n)]));
    renderInApp(<PriceChart address={TOKEN_A} symbol="MOTO" />);
    expect(
      await screen.findByRole('list', { name: 'MOTO price candles and volume, last 24h' }),
    ).toBeInTheDocument();
    expect(chartModule.imported).toBe(true);
  });

  it('shows the candles of the chosen range: 4h keeps the last 24 blocks', async () => {
    serveApi(pricesRoute([candleJson(150, 10n ** 8n), candleJson(180, 10n ** 8n)]));
    renderInApp(<PriceChart address={TOKEN_A} symbol="MOTO" />);
    const day = await screen.findByRole('list', {
      name: 'MOTO price candles and volume, last 24h',
    });
    expect(within(day).getAllByText(/^block/)).toHaveLength(2);
    await userEvent.click(screen.getByRole('radio', { name: '4h' }));
    const fourHours = await screen.findByRole('list', {
      name: 'MOTO price candles and volume, last 4h',
    });
    expect(
      within(fourHours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['block 180', 'volume 180: 7000 sats up']);
  });

  it("draws each candle's volume in sats, in the direction of its candle", async () => {
    serveApi(
      pricesRoute([
        candleJson(150, 10n ** 8n, { open: 2n * 10n ** 8n, volumeSats: 2_500_000n }),
        candleJson(156, 3n * 10n ** 8n, { open: 10n ** 8n, volumeSats: 12_345_678_901n }),
      ]),
    );
    renderInApp(<PriceChart address={TOKEN_A} symbol="MOTO" />);
    const chart = await screen.findByRole('list', {
      name: 'MOTO price candles and volume, last 24h',
    });
    expect(within(chart).getByText('volume 150: 2500000 sats down')).toBeInTheDocument();
    expect(within(chart).getByText('volume 156: 12345678901 sats up')).toBeInTheDocument();
  });

  it('asks for 4h candles for 7d', async () => {
    serveApi({
      ...pricesRoute([candleJson(150, 10n ** 8n)]),
      [SEVEN_DAYS_ROUTE]: {
        ...pricesRoute()[`token/prices/${TOKEN_A}?interval=1h`],
        interval: '4h',
        candles: [candleJson(48, 10n ** 8n)],
      },
    });
    renderInApp(<PriceChart address={TOKEN_A} symbol="MOTO" />);
    await screen.findByRole('list', { name: 'MOTO price candles and volume, last 24h' });
    await userEvent.click(screen.getByRole('radio', { name: '7d' }));
    const week = await screen.findByRole('list', {
      name: 'MOTO price candles and volume, last 7d',
    });
    expect(within(week).getByText('block 48')).toBeInTheDocument();
  });
});
