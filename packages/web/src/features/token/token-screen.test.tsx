import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@opswap/protocol/routes/routes';
import {
  ammPoolJson,
  nativePoolJson,
  renderRoutes,
  serveApi,
  startSignedOut,
  TOKEN_A,
  tokenJson,
} from '../../entities/activity/testing/activity-test-kit.tsx';
import { ApiError } from '../../lib/api/api-client.ts';
import { appConfig } from '../../lib/config/app-config.ts';
import TokenScreen from './token-screen.tsx';
import { pricesRoute, recordRoute, transactionJson, wallet } from './testing/token-fixtures.ts';

vi.mock('../../lib/api/api-client.ts', { spy: true });
vi.mock('../../lib/wallet/session.ts', { spy: true });
// jsdom has no canvas: the chart is drawn by a stand-in.
vi.mock('./chart/candle-chart.tsx', () => ({ default: () => <div>candles</div> }));
// The metrics panel reads the chain; its own tests cover it. Here it never answers.
vi.mock('./metrics/metrics-chain.ts', () => ({
  readNativeSwapMetrics: () => new Promise(() => undefined),
}));

const screenRoutes = [
  { path: routes.token.pattern, element: <TokenScreen /> },
  { path: routes.explore.pattern, element: <p>Explore screen</p> },
  { path: routes.swap.pattern, element: <p>Swap screen</p> },
];

const POOLS_ROUTE = `token/pools/${TOKEN_A}`;

beforeEach(() => {
  startSignedOut();
  serveApi({ ...recordRoute(1, []), ...pricesRoute(), [POOLS_ROUTE]: [] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('TokenScreen: not found', () => {
  it.each(['/token', '/token/bitcoin', '/token/%20'])(
    "shows 'Token not found' with a link to explore at %s",
    async (path) => {
      const { router } = renderRoutes(screenRoutes, path);
      expect(screen.getByRole('heading', { name: 'Token not found' })).toBeInTheDocument();
      expect(document.title).toBe('Token not found | opswap');
      await userEvent.click(screen.getByRole('link', { name: 'Explore tokens' }));
      expect(router.state.location.pathname).toBe('/explore');
    },
  );

  it("shows 'Token not found' when the api does not know the token", async () => {
    serveApi({ [`token/${TOKEN_A}?page=1`]: new ApiError(404, 'Token not found') });
    renderRoutes(screenRoutes, routes.token(TOKEN_A));
    expect(await screen.findByRole('heading', { name: 'Token not found' })).toBeInTheDocument();
  });
});

describe('TokenScreen: header', () => {
  it('names the token, titles the page with it and shows its price and change', async () => {
    renderRoutes(screenRoutes, routes.token(TOKEN_A));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Motoswap');
    expect(heading).toHaveTextContent('$MOTO');
    expect(document.title).toBe('Motoswap | opswap');
    // No BTC/USD rate without a session: the price reads in sats.
    expect(await screen.findByText('1,000 sats')).toBeInTheDocument();
    expect(screen.getByText('+12.34% (24h)')).toBeInTheDocument();
    const timeframe = screen.getByRole('group', { name: 'Timeframe' });
    await userEvent.click(within(timeframe).getByRole('radio', { name: '4h' }));
    expect(screen.getByText('-2.50% (4h)')).toBeInTheDocument();
  });

  it('shows the price in USD once the api gives a BTC/USD rate', async () => {
    serveApi({
      ...recordRoute(1, []),
      ...pricesRoute(),
      // $100,000 a BTC: 1,000 sats is $1.
      'market/btc-usd': { usdPerBtc: String(100_000n * 10n ** 8n), source: 'fixed', updatedAt: 0 },
    });
    renderRoutes(screenRoutes, routes.token(TOKEN_A));
    expect(await screen.findByText('$1.00')).toBeInTheDocument();
  });

  it("shows the token's logo from its lookup", async () => {
    serveApi({
      ...recordRoute(1, []),
      ...pricesRoute(),
      [`search/token/${TOKEN_A}`]: {
        ...tokenJson(TOKEN_A, 'MOTO'),
        image: 'https://logos/moto.png',
      },
    });
    renderRoutes(screenRoutes, routes.token(TOKEN_A));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'MOTO' })).toHaveAttribute(
        'src',
        'https://logos/moto.png',
      ),
    );
  });

  it("copies the address and says 'Copied!' for 2 s", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoutes(screenRoutes, routes.token(TOKEN_A));
    const copy = await screen.findByRole('button', { name: `Copy address ${TOKEN_A}` });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith(TOKEN_A);
    expect(within(copy).getByText('Copied!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_999));
    expect(within(copy).getByText('Copied!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(copy).queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('links Swap to the swap screen and Add Liquidity to adding liquidity for the token', async () => {
    const { router } = renderRoutes(screenRoutes, routes.token(TOKEN_A));
    const addLinks = await screen.findAllByRole('link', { name: 'Add Liquidity' });
    expect(addLinks[0]).toHaveAttribute('href', routes.poolAdd(TOKEN_A));
    await userEvent.click(screen.getAllByRole('link', { name: 'Swap' })[0]!);
    expect(router.state.location.pathname).toBe(routes.swap(TOKEN_A));
  });

  it('opens the phone menu by keyboard and closes it with Escape, focus back on its button', async () => {
    renderRoutes(screenRoutes, routes.token(TOKEN_A));
    const menu = await screen.findByRole('button', { name: 'Actions' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link', { name: 'Swap' })).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });
});

describe('TokenScreen: explorer links', () => {
  it('links the token, its pools and (on a phone, in the menu) View on to the explorer', async () => {
    vi.spyOn(appConfig, 'explorer').mockReturnValue({
      mempoolBaseUrl: 'https://mempool.example',
      opscanBaseUrl: 'https://opscan.example',
      opscanNetwork: null,
    });
    const poolAddress = `0x${'a1'.repeat(32)}`;
    serveApi({
      ...recordRoute(1, []),
      ...pricesRoute(),
      [POOLS_ROUTE]: [
        ammPoolJson(poolAddress, ['MOTO', 'PILL'], ['1', '1'], '1'),
        nativePoolJson(TOKEN_A, 'MOTO', '0'),
      ],
    });
    renderRoutes(screenRoutes, routes.token(TOKEN_A));
    const tokenUrl = `https://opscan.example/accounts/${TOKEN_A}`;
    expect(await screen.findByRole('link', { name: 'MOTO on the explorer' })).toHaveAttribute(
      'href',
      tokenUrl,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('link', { name: 'View on explorer' })).toHaveAttribute(
      'href',
      tokenUrl,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Pools' }));
    expect(
      await screen.findByRole('link', { name: 'Pool MOTO / PILL on the explorer' }),
    ).toHaveAttribute('href', `https://opscan.example/accounts/${poolAddress}`);
    // A NativeSwap pool lives in the NativeSwap contract: its link goes there.
    expect(
      screen.getByRole('link', { name: 'Pool MOTO / BTC (NativeSwap) on the explorer' }),
    ).toHaveAttribute('href', `https://opscan.example/accounts/0x${'9'.repeat(64)}`);
  });
});

describe('TokenScreen: tabs', () => {
  it('lists the transactions with their columns, and says when there are none', async () => {
    serveApi({
      ...recordRoute(1, [transactionJson(2), transactionJson(1, { direction: 'Sell' })]),
      ...pricesRoute(),
    });
    renderRoutes(screenRoutes, routes.token(TOKEN_A));
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Time', 'Type', 'Amount', 'For', 'Wallet', 'Explorer']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Buy');
    expect(rows[0]).toHaveTextContent('2 MOTO');
    expect(rows[0]).toHaveTextContent('0.00002 rBTC');
    expect(
      within(rows[1]!).getByRole('button', { name: `Copy wallet ${wallet(1)}` }),
    ).toBeInTheDocument();
  });

  it("says 'No Transactions for this Token' without transactions", async () => {
    renderRoutes(screenRoutes, routes.token(TOKEN_A));
    expect(await screen.findByText('No Transactions for this Token')).toBeInTheDocument();
  });

  it('lists the pools on the Pools tab', async () => {
    const poolAddress = `0x${'a1'.repeat(32)}`;
    serveApi({
      ...recordRoute(1, []),
      ...pricesRoute(),
      [POOLS_ROUTE]: [
        nativePoolJson(TOKEN_A, 'MOTO', '0'),
        ammPoolJson(poolAddress, ['MOTO', 'PILL'], ['1', '1'], String(25n * 10n ** 18n)),
      ],
    });
    renderRoutes(screenRoutes, routes.token(TOKEN_A));
    await userEvent.click(await screen.findByRole('tab', { name: 'Pools' }));
    const table = await screen.findByRole('table', { name: 'Pools' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Tokens', 'Circulating Pool Tokens', 'Pool Address', 'Explorer']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('MOTO / BTC (NativeSwap)');
    expect(rows[1]).toHaveTextContent('MOTO / PILL');
    expect(rows[1]).toHaveTextContent('25');
  });

  it("says 'No Pools for this Token' without pools", async () => {
    renderRoutes(screenRoutes, routes.token(TOKEN_A));
    await userEvent.click(await screen.findByRole('tab', { name: 'Pools' }));
    expect(await screen.findByText('No Pools for this Token')).toBeInTheDocument();
  });
});

describe('TokenScreen: metrics', () => {
  it("says 'No Native Pool' in place of the metrics of a token without a NativeSwap pool", async () => {
    renderRoutes(screenRoutes, routes.token(TOKEN_A));
    expect(await screen.findAllByText('No Native Pool')).toHaveLength(1);
    const panel = screen.getByRole('heading', { name: 'NativeSwap Metrics' });
    expect(panel.parentElement).toHaveTextContent('No Native Pool');
    await userEvent.click(screen.getByRole('tab', { name: 'Liquidity depth' }));
    const depth = screen.getByRole('region', { name: 'Liquidity depth' });
    expect(depth).toHaveTextContent('No Native Pool');
    expect(screen.queryByText('Loading metrics...')).not.toBeInTheDocument();
  });

  it('shows the metrics panel for a token with a NativeSwap pool', async () => {
    serveApi({
      ...recordRoute(1, []),
      ...pricesRoute(),
      [POOLS_ROUTE]: [nativePoolJson(TOKEN_A, 'MOTO', '0')],
    });
    renderRoutes(screenRoutes, routes.token(TOKEN_A));
    expect(await screen.findByText('Loading metrics...')).toBeInTheDocument();
    expect(screen.queryByText('No Native Pool')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Liquidity depth' }));
    const depth = screen.getByRole('region', { name: 'Liquidity depth' });
    expect(depth).toHaveTextContent('Loading liquidity depth...');
  });
});

describe('TokenScreen: chart', () => {
  it('shows the price chart first and the liquidity depth on its tab, one at a time', async () => {
    serveApi({ ...recordRoute(1, []), ...pricesRoute([{ ...candle(190) }]) });
    renderRoutes(screenRoutes, routes.token(TOKEN_A));
    const price = await screen.findByRole('tab', { name: 'Price' });
    expect(price).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('region', { name: 'Liquidity depth' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Liquidity depth' }));
    expect(screen.getByRole('region', { name: 'Liquidity depth' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /price chart/ })).not.toBeInTheDocument();
  });

  it('draws the candles once the chart module has loaded', async () => {
    serveApi({ ...recordRoute(1, []), ...pricesRoute([{ ...candle(190) }]) });
    renderRoutes(screenRoutes, routes.token(TOKEN_A));
    await waitFor(() => expect(screen.getByText('candles')).toBeInTheDocument());
  });
});

function candle(startBlock: number) {
  const price = String(1_000n * 10n ** 8n);
  return {
    startBlock,
    endBlock: startBlock + 5,
    time: null,
    open: price,
    high: price,
    low: price,
    close: price,
    volume: '0',
    volumeSats: '0',
  };
}
