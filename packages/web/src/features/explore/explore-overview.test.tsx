import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-client.ts';
import {
  serveApi,
  startSignedOut,
  txid,
} from '../../entities/activity/testing/activity-test-kit.tsx';
import {
  ammPool,
  btcUsdRoute,
  exploreTokenJson,
  MOTO,
  nativePool,
  overviewJson,
  PILL,
  poolPages,
  renderExplore,
  tradeJson,
} from './testing/explore-test-kit.tsx';

vi.mock('../../lib/api/api-client.ts', { spy: true });
vi.mock('../../lib/wallet/session.ts', { spy: true });

beforeEach(startSignedOut);

const POOLS = [
  nativePool(1, 'MOTO', '500000000'),
  ammPool(2, ['MOTO', 'PILL'], null),
  nativePool(3, 'PILL', '900000000'),
];

function serveOverview(overview: object = overviewJson(), pools: readonly object[] = POOLS) {
  const calls: string[] = [];
  serveApi({ 'explore/overview': overview, ...poolPages(pools) }, calls);
  return calls;
}

const topTokens = () => within(screen.getByRole('table', { name: 'Top tokens' }));

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('the explore overview', () => {
  it('holds the totals in place with dashes while loading, then shows those of an anonymous api call', async () => {
    const calls: string[] = [];
    serveApi(
      { 'explore/overview': overviewJson(), ...poolPages(POOLS), ...btcUsdRoute(50_000n) },
      calls,
    );
    renderExplore('/explore');

    expect(screen.getByText('Loading the top tokens…')).toBeVisible();
    const tokens = screen.getByText('Tokens', { selector: 'dt' });
    expect(tokens.nextElementSibling).toHaveTextContent('—');
    await waitFor(() => expect(tokens.nextElementSibling).toHaveTextContent('12'));
    const pools = screen.getByText('Pools', { selector: 'dt' }).parentElement as HTMLElement;
    expect(pools).toHaveTextContent('4');
    expect(pools).toHaveTextContent('3 NativeSwap, 1 MotoSwap');
    expect(
      screen.getByText('Transactions 24h', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('42');
    // USD at the api's $50,000 a BTC.
    expect(await screen.findByText('$125K')).toBeVisible();
    expect(screen.getByText('Volume 24h', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '2.5 rBTC$125K',
    );
    expect(
      screen.getByText('Total value locked', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('12,345 rBTC$617.25M');
    expect(document.title).toBe('Explore | opswap');
    expect(calls).toContain('explore/overview');
  });

  const TOP_TOKENS = overviewJson([
    exploreTokenJson(MOTO, 'MOTO'),
    exploreTokenJson(PILL, 'PILL', {
      priceSats: null,
      priceChange24h: { direction: 'down', changeBps: '-50' },
      transactions24h: 1,
    }),
  ]);
  const topSymbols = () =>
    rowsOf('Top tokens').map((row) => row.querySelector('th span')?.textContent);

  it('lists the top tokens with price, change and volume, each opening its token page', async () => {
    serveOverview(TOP_TOKENS);
    const { router } = renderExplore('/explore');

    await screen.findByRole('table', { name: 'Top tokens' });
    expect(rowsOf('Top tokens').map((row) => row.textContent)).toEqual([
      'MOTO MOTO Token1,234.5 sats+1.25%1.5 rBTC—3',
      'PILL PILL Token—-0.50%1.5 rBTC—1',
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'PILL PILL Token' }));
    expect(router.state.location.pathname).toBe(`/token/${PILL}`);
  });

  it('sorts the top tokens by a column header, busiest first until then', async () => {
    serveOverview(TOP_TOKENS);
    renderExplore('/explore');

    await screen.findByRole('table', { name: 'Top tokens' });
    expect(topTokens().getByRole('columnheader', { name: /^Transactions 24h/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(topTokens().getByRole('button', { name: /^Change 24h/ }));
    expect(topSymbols()).toEqual(['MOTO', 'PILL']);
    await userEvent.click(topTokens().getByRole('button', { name: /^Change 24h/ }));
    expect(topSymbols()).toEqual(['PILL', 'MOTO']);
    expect(topTokens().getByRole('columnheader', { name: /^Change 24h/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('lists the five largest pools by TVL, those without a price last, sortable', async () => {
    serveOverview(overviewJson(), [
      ...POOLS,
      ...[4, 5, 6].map((n) => nativePool(n, `T${n}`, String(n))),
    ]);
    renderExplore('/explore');

    await screen.findByRole('table', { name: 'Top pools' });
    const names = () => rowsOf('Top pools').map((row) => row.querySelector('th')?.textContent);
    expect(names()).toEqual(['PILL / rBTC', 'MOTO / rBTC', 'T6 / rBTC', 'T5 / rBTC', 'T4 / rBTC']);
    expect(screen.queryByRole('navigation', { name: 'Pools pages' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /^TVL/ }));
    expect(names()).toEqual(['T4 / rBTC', 'T5 / rBTC', 'T6 / rBTC', 'MOTO / rBTC', 'PILL / rBTC']);
  });

  it('lists the latest transactions with their wallet and explorer id, newest first or oldest', async () => {
    serveOverview(overviewJson([], [tradeJson(1), tradeJson(2, { direction: 'Sell' })]));
    renderExplore('/explore');

    await screen.findByRole('table', { name: 'Recent transactions' });
    const rows = rowsOf('Recent transactions');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Buy')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('25 MOTO')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('0.5 rBTC')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('Sell')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByTitle(txid(2))).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByTitle(`0x${'c3'.repeat(32)}`)).toBeVisible();

    const time = screen.getByRole('columnheader', { name: /^Time/ });
    expect(time).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(time).getByRole('button'));
    expect(time).toHaveAttribute('aria-sort', 'ascending');
    expect(within(rowsOf('Recent transactions')[0] as HTMLElement).getByText('Sell')).toBeVisible();
  });

  it('says when there are no tokens, pools or transactions yet', async () => {
    serveOverview(overviewJson(), []);
    renderExplore('/explore');

    expect(await screen.findByText('No tokens yet.')).toBeVisible();
    expect(await screen.findByText('No pools yet.')).toBeVisible();
    expect(screen.getByText('No transactions yet.')).toBeVisible();
  });

  it('says why the overview could not load', async () => {
    serveApi({
      'explore/overview': new ApiError(404, 'Unknown network.'),
      ...poolPages([]),
    });
    renderExplore('/explore');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the market overview: Unknown network.',
    );
  });

  it('links to the full lists and marks the open tab', async () => {
    serveOverview();
    const { router } = renderExplore('/explore');

    const tabs = screen.getByRole('navigation', { name: 'Explore tabs' });
    expect(within(tabs).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(await screen.findByRole('link', { name: 'All pools' }));
    expect(router.state.location.pathname).toBe('/explore/pools');
    expect(within(tabs).getByRole('link', { name: 'Pools' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows Page not found for an unknown tab', () => {
    serveOverview();
    renderExplore('/explore/farms');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
