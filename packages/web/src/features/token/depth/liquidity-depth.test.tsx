import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NativeSwapMetricsReading } from '@opswap/protocol/market/native-swap-metrics';
import {
  ammPoolJson,
  nativePoolJson,
  renderInApp,
  serveApi,
  startSignedOut,
  TOKEN_A,
} from '../../../entities/activity/testing/activity-test-kit.tsx';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { readNativeSwapMetrics } from '../metrics/metrics-chain.ts';
import { NativeSwapMetrics } from '../metrics/native-swap-metrics.tsx';
import type { DepthChartData } from './depth-data.ts';
import { LiquidityDepth } from './liquidity-depth.tsx';

vi.mock('../../../lib/api/api-client.ts', { spy: true });
vi.mock('../../../lib/wallet/session.ts', { spy: true });
vi.mock('../metrics/metrics-chain.ts', () => ({ readNativeSwapMetrics: vi.fn() }));

// The canvas stands in for lightweight-charts (jsdom has no canvas) and records when it is first
// imported, to prove the page loads it only once there is a pool to draw.
const canvasModule = vi.hoisted(() => ({ imported: false }));
vi.mock('./depth-canvas.tsx', () => {
  canvasModule.imported = true;
  return {
    default: ({ data, selected }: { data: DepthChartData; selected: number }) => (
      <p data-testid="depth-canvas">
        {data.sell.length} listings to {data.buy.length - 1} buys, at {data.axisTexts[selected]}
      </p>
    ),
  };
});

const E18 = 10n ** 18n;
const MOTO = { address: TOKEN_A, symbol: 'MOTO', decimals: 18 };
const POOLS_ROUTE = `token/pools/${TOKEN_A}`;

/** docs/native-swap-pricing.md's worked example: 1,000,000 MOTO at 10,000 sats a MOTO. */
const READING: NativeSwapMetricsReading = {
  quote: 10n ** 22n,
  quote4h: null,
  quote24h: null,
  liquidity: 1_000_000n * E18,
  reservedLiquidity: 0n,
  virtualBTCReserve: 10n ** 10n,
  virtualTokenReserve: 1_000_000n * E18,
  queue: {
    priorityQueueLength: 0,
    priorityQueueStartingIndex: 0,
    standardQueueLength: 0,
    standardQueueStartingIndex: 0,
    priorityPurgeQueueLength: 0,
    standardPurgeQueueLength: 0,
    blockWithReservationsLength: 0,
  },
  initialProviderLiquidity: 1_000_000n * E18,
};

const read = vi.mocked(readNativeSwapMetrics);
const section = () => screen.getByRole('region', { name: 'Liquidity depth' });
const slider = () => screen.findByRole('slider', { name: /^MOTO liquidity depth/ });

function serveNativePool() {
  serveApi({ [POOLS_ROUTE]: [nativePoolJson(TOKEN_A, 'MOTO', String(10n ** 22n))] });
}

beforeEach(() => {
  startSignedOut();
  useNetworkStore.setState({ network: 'regtest' });
  read.mockReset();
});

describe('LiquidityDepth', () => {
  it('draws the depth from the pool at the price now, loading the chart module on demand', async () => {
    read.mockReturnValue(new Promise(() => undefined));
    serveNativePool();
    renderInApp(<LiquidityDepth token={MOTO} />);
    expect(await within(section()).findByRole('status')).toHaveTextContent(
      'Loading liquidity depth...',
    );
    expect(canvasModule.imported).toBe(false);

    read.mockResolvedValue(READING);
    renderInApp(<LiquidityDepth token={MOTO} />);
    const depth = await slider();
    expect(depth).toHaveAttribute('aria-valuetext', 'Price now: 10,000 sats per MOTO');
    expect(depth).toHaveAccessibleDescription(/arrow keys/);
    expect(await screen.findByTestId('depth-canvas')).toHaveTextContent(
      '41 listings to 40 buys, at Now',
    );
    expect(canvasModule.imported).toBe(true);
  });

  it('reads each trade by keyboard: arrows step, Home and End go to either end', async () => {
    read.mockResolvedValue(READING);
    serveNativePool();
    renderInApp(<LiquidityDepth token={MOTO} />);
    const depth = await slider();
    await userEvent.tab();
    expect(depth).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(depth).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(
        /^Buying for [\d,]+ sats gets [\d,.]+ MOTO and moves the price to 10,\d{3}\.\d+ sats$/,
      ),
    );
    expect(screen.getByTestId('depth-canvas')).toHaveTextContent(/at Buy [\d,]+ sats/);

    await userEvent.keyboard('{Home}');
    expect(depth).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^Listing 2,000,000 MOTO moves the price to \d,\d{3}\.\d+ sats$/),
    );
    expect(depth).toHaveAttribute('aria-valuenow', '0');
    await userEvent.keyboard('{ArrowLeft}');
    expect(depth).toHaveAttribute('aria-valuenow', '0');

    await userEvent.keyboard('{End}');
    expect(depth).toHaveAttribute('aria-valuenow', '80');
    // The last buy is the one that doubles the price now (DEPTH_BUY_PRICE_CEILING).
    expect(depth).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(
        /^Buying for [\d,]+ sats gets [\d,.]+ MOTO and moves the price to 20,000 sats$/,
      ),
    );
  });

  it('reads the chain once for the metrics panel and the depth chart together', async () => {
    read.mockResolvedValue(READING);
    serveNativePool();
    renderInApp(
      <>
        <NativeSwapMetrics token={MOTO} />
        <LiquidityDepth token={MOTO} />
      </>,
    );
    await slider();
    expect(await screen.findByText('Price')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("says 'No Native Pool' for a token with only AMM pools, without reading the chain", async () => {
    serveApi({
      [POOLS_ROUTE]: [ammPoolJson(`0x${'3'.repeat(64)}`, ['MOTO', 'PILL'], ['1', '1'], '1')],
    });
    renderInApp(<LiquidityDepth token={MOTO} />);
    expect(await within(section()).findByText('No Native Pool')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it("says 'Failed to load liquidity depth' when the reads fail", async () => {
    read.mockRejectedValue(new Error('node down'));
    serveNativePool();
    renderInApp(<LiquidityDepth token={MOTO} />);
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Failed to load liquidity depth',
    );
  });

  it('says there is no liquidity yet for a pool without virtual reserves', async () => {
    read.mockResolvedValue({ ...READING, virtualBTCReserve: 0n, virtualTokenReserve: 0n });
    serveNativePool();
    renderInApp(<LiquidityDepth token={MOTO} />);
    expect(
      await within(section()).findByText('No liquidity to buy from this pool yet'),
    ).toBeInTheDocument();
  });

  it('says the network is not supported where NativeSwap has no contract yet', () => {
    useNetworkStore.setState({ network: 'mainnet' });
    serveNativePool();
    renderInApp(<LiquidityDepth token={MOTO} />);
    expect(within(section()).getByRole('status')).toHaveTextContent(/is not supported yet/);
    expect(read).not.toHaveBeenCalled();
  });
});
