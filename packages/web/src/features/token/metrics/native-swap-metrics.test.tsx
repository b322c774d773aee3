import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NativeSwapMetricsReading } from '@opswap/protocol/market/native-swap-metrics';
import {
  disconnectTestWallet,
  MOTO,
  renderWithProviders,
} from '../../../entities/tokens/testing/render-with-providers.tsx';
import { useBtcUsdRate } from '../../../entities/market/get-btc-usd-rate.ts';
import { useNetworkStore } from '../../../lib/network/network-store.ts';
import { readNativeSwapMetrics } from './metrics-chain.ts';
import { NativeSwapMetrics } from './native-swap-metrics.tsx';

vi.mock('./metrics-chain.ts', () => ({ readNativeSwapMetrics: vi.fn() }));
vi.mock('../../../entities/market/get-btc-usd-rate.ts', () => ({ useBtcUsdRate: vi.fn() }));

const E18 = 10n ** 18n;

/** 10,000 sats a MOTO; 250,000 of 1,000,000 reserved; 100,000 queued beyond the initial 900,000. */
const READING: NativeSwapMetricsReading = {
  quote: 10n ** 22n,
  quote4h: 101n * 10n ** 20n,
  quote24h: 98n * 10n ** 20n,
  liquidity: 1_000_000n * E18,
  reservedLiquidity: 250_000n * E18,
  virtualBTCReserve: 10n ** 10n,
  virtualTokenReserve: 1_000_000n * E18,
  queue: {
    priorityQueueLength: 10,
    priorityQueueStartingIndex: 9,
    standardQueueLength: 0,
    standardQueueStartingIndex: 0,
    priorityPurgeQueueLength: 0,
    standardPurgeQueueLength: 0,
    blockWithReservationsLength: 0,
  },
  initialProviderLiquidity: 900_000n * E18,
};

const read = vi.mocked(readNativeSwapMetrics);

function serve(reading: NativeSwapMetricsReading) {
  read.mockResolvedValue(reading);
}

const panel = () => screen.getByRole('region', { name: 'NativeSwap Metrics' });
const valueOf = (label: string) =>
  within(panel()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function renderLoaded() {
  renderWithProviders(<NativeSwapMetrics token={MOTO} />);
  await screen.findByText('Price');
}

beforeEach(() => {
  useNetworkStore.setState({ network: 'regtest' });
  disconnectTestWallet();
  read.mockReset();
  vi.mocked(useBtcUsdRate).mockReturnValue(null);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the NativeSwap Metrics panel', () => {
  it("says 'Loading metrics...' until the chain answers", () => {
    read.mockReturnValue(new Promise(() => {}));
    renderWithProviders(<NativeSwapMetrics token={MOTO} />);
    expect(within(panel()).getByRole('status')).toHaveTextContent('Loading metrics...');
  });

  it('says the network is not supported where NativeSwap has no contract yet', () => {
    useNetworkStore.setState({ network: 'mainnet' });
    renderWithProviders(<NativeSwapMetrics token={MOTO} />);
    expect(within(panel()).getByRole('status')).toHaveTextContent(/is not supported yet/);
    expect(read).not.toHaveBeenCalled();
  });

  it("says 'Failed to load metrics' when the reads fail", async () => {
    read.mockRejectedValue(new Error('node down'));
    renderWithProviders(<NativeSwapMetrics token={MOTO} />);
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Failed to load metrics');
  });

  it("reads the token's metrics with or without a wallet, with no 'Connect wallet to see metrics!'", async () => {
    serve(READING);
    await renderLoaded();
    expect(read).toHaveBeenCalledWith('regtest', expect.anything(), MOTO.address);
    expect(screen.queryByText('Connect wallet to see metrics!')).toBeNull();
  });

  it('shows the price, its changes, the liquidity and the locked initial liquidity', async () => {
    serve(READING);
    await renderLoaded();
    expect(valueOf('Price')).toBe('10,000 sats');
    expect(valueOf('Price (USD)')).toBe('N/A');
    expect(valueOf('4h change')).toBe('+1.00%');
    expect(valueOf('24h change')).toBe('-2.00%');
    expect(valueOf('Total liquidity')).toBe('1,000,000 MOTO');
    expect(valueOf('Available liquidity')).toBe('750,000 MOTO');
    expect(valueOf('Reserved liquidity')).toBe('250,000 MOTO');
    expect(valueOf('Utilization')).toBe('25.00%');
    expect(valueOf('Virtual BTC reserve')).toBe('100 rBTC');
    expect(valueOf('Virtual token reserve')).toBe('1,000,000 MOTO');
    expect(valueOf('Initial provider liquidity')).toBe('900,000 MOTO (Locked)');
  });

  it('values the price and the ±2% depth in USD at the public BTC/USD rate', async () => {
    vi.mocked(useBtcUsdRate).mockReturnValue(100_000n * 10n ** 8n);
    serve(READING);
    await renderLoaded();
    expect(valueOf('Price (USD)')).toBe('$10.00');
    expect(valueOf('Liquidity depth +2%')).toBe('$99,504.93');
    expect(valueOf('Liquidity depth -2%')).toBe('$100,505.06');
  });

  it('shows the ±2% depth as N/A without a BTC/USD rate', async () => {
    serve(READING);
    await renderLoaded();
    expect(valueOf('Liquidity depth +2%')).toBe('N/A');
    expect(valueOf('Liquidity depth -2%')).toBe('N/A');
  });

  it("draws each queue's bar with 'SOLD OUT' or 'N PROVIDER(S) LEFT' and its colour level", async () => {
    serve({
      ...READING,
      queue: { ...READING.queue, standardQueueLength: 10, standardQueueStartingIndex: 5 },
    });
    await renderLoaded();
    const priority = screen.getByRole('progressbar', { name: 'Priority queue' });
    expect(priority).toHaveAttribute('aria-valuenow', '90');
    expect(priority).toHaveAttribute('data-level', 'critical');
    expect(within(panel()).getByText('1 PROVIDER(S) LEFT')).toBeVisible();
    const standard = screen.getByRole('progressbar', { name: 'Standard queue' });
    expect(standard).toHaveAttribute('aria-valuenow', '50');
    expect(standard).toHaveAttribute('data-level', 'medium');
    expect(within(panel()).getByText('5 PROVIDER(S) LEFT')).toBeVisible();
  });

  it("says 'SOLD OUT' for a queue with no provider left", async () => {
    serve(READING);
    await renderLoaded();
    expect(screen.getByRole('progressbar', { name: 'Standard queue' })).toHaveAttribute(
      'aria-valuetext',
      '100% consumed, SOLD OUT',
    );
    expect(within(panel()).getByText('SOLD OUT')).toBeVisible();
  });

  it.each([
    [0, 'Empty'],
    [1, 'Minimal'],
    [25, 'Light'],
    [75, 'Moderate'],
    [150, 'Busy'],
    [250, 'Heavy'],
    [400, 'Congested'],
    [700, 'Severely Congested'],
    [1000, 'Jeeting In Progress'],
  ])('shows the congestion badge for %i waiting providers: %s', async (waiting, badge) => {
    serve({
      ...READING,
      queue: {
        ...READING.queue,
        priorityQueueLength: 0,
        priorityQueueStartingIndex: 0,
        standardQueueLength: waiting,
      },
    });
    await renderLoaded();
    expect(valueOf('Congestion')).toBe(badge);
  });

  it.each([
    // reserved, initial provider's: the queue is 1,000,000 minus the initial provider's.
    [250_000n, 900_000n, 'Pure Buy Demand - No Sellers!'],
    [450_000n, 0n, 'Extreme Buy Intensity'],
    [250_000n, 0n, 'Strong Buy Intensity'],
    [100_000n, 0n, 'Active Buying'],
    [50_000n, 0n, 'Heavy Sell Queue'],
    [0n, 1_000_000n, 'No Activity'],
  ])('weighs %i reserved against the queue: %s', async (reserved, initial, condition) => {
    serve({
      ...READING,
      reservedLiquidity: reserved * E18,
      initialProviderLiquidity: initial * E18,
    });
    await renderLoaded();
    expect(valueOf('Market condition')).toBe(condition);
    const notice = within(panel()).queryByText('Consuming Initial Liquidity!');
    expect(notice !== null).toBe(condition === 'Pure Buy Demand - No Sellers!');
  });

  it('warns of stale orders only when purged orders wait and 2 blocks hold reservations', async () => {
    serve({
      ...READING,
      queue: { ...READING.queue, priorityPurgeQueueLength: 2, blockWithReservationsLength: 2 },
    });
    await renderLoaded();
    expect(within(panel()).getByRole('note')).toHaveTextContent(/^Stale orders/);
  });

  it('shows no stale-order warning with fewer than 2 blocks of reservations', async () => {
    serve({
      ...READING,
      queue: { ...READING.queue, priorityPurgeQueueLength: 2, blockWithReservationsLength: 1 },
    });
    await renderLoaded();
    expect(within(panel()).queryByRole('note')).toBeNull();
  });

  it('refreshes every 15 s and flashes a price move up or down for 600 ms', async () => {
    // The clock also runs for real (the lazy chain import needs it): checks keep some slack.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(READING);
    await renderLoaded();
    const price = screen.getByTestId('metrics-price');
    expect(read).toHaveBeenCalledTimes(1);
    expect(price.className).not.toMatch(/text-(success|danger)/);

    // A smaller quote is fewer tokens a sat: the price went up.
    serve({ ...READING, quote: 5n * 10n ** 21n });
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(read).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(price).toHaveTextContent('20,000 sats'));
    expect(read).toHaveBeenCalledTimes(2);
    expect(price).toHaveClass('text-success');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(price).toHaveClass('text-success');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(price.className).not.toMatch(/text-(success|danger)/);

    // The next refresh is 15 s after the last one, 30 s after the first read.
    serve(READING);
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(read).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(price).toHaveTextContent('10,000 sats'));
    expect(read).toHaveBeenCalledTimes(3);
    expect(price).toHaveClass('text-danger');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(price.className).not.toMatch(/text-(success|danger)/);
  });
});
