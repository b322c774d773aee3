import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-client.ts';
import { serveApi, startSignedOut } from '../../../entities/activity/testing/activity-test-kit.tsx';
import {
  ammPool,
  btcUsdRoute,
  nativePool,
  poolPages,
  renderExplore,
} from '../testing/explore-test-kit.tsx';

vi.mock('../../../lib/api/api-client.ts', { spy: true });
vi.mock('../../../lib/wallet/session.ts', { spy: true });

beforeEach(startSignedOut);

const POOLS = [
  nativePool(1, 'MOTO', '500000000', {
    volume24hSats: '7',
    transactions24h: 2,
    createdAtBlock: 10,
  }),
  ammPool(2, ['MOTO', 'PILL'], null),
  nativePool(3, 'PILL', '900000000', { volume24hSats: '9', transactions24h: 1, createdAtBlock: 5 }),
  nativePool(4, 'ODYS', '100000000', {
    volume24hSats: '8',
    transactions24h: 5,
    createdAtBlock: 20,
  }),
];

const poolNames = () =>
  within(screen.getByRole('table', { name: 'Pools' }))
    .getAllByRole('rowheader')
    .map((header) => header.textContent);

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('the explore pools table', () => {
  it('shows every pool, largest TVL first, those without a price last', async () => {
    serveApi({ ...poolPages(POOLS), ...btcUsdRoute(100_000n) });
    renderExplore('/explore/pools');

    expect(screen.getByRole('status')).toHaveTextContent('Loading pools…');
    await screen.findByRole('table', { name: 'Pools' });
    expect(poolNames()).toEqual(['PILL / rBTC', 'MOTO / rBTC', 'ODYS / rBTC', 'MOTO / PILL']);
    expect(header('TVL')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Volume 24h')).not.toHaveAttribute('aria-sort');
    const first = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    // USD at $100,000 a BTC: 9 sats are under a cent.
    expect(await within(first).findByText('$900K')).toBeVisible();
    expect(first.textContent).toBe('PILL / rBTCNativeSwap9 rBTC$900K0.00000009 rBTC$<0.0115');
    const unpriced = within(screen.getByRole('table')).getAllByRole('row')[4] as HTMLElement;
    expect(unpriced.textContent).toBe('MOTO / PILLMotoSwap————01');
    expect(document.title).toBe('Pools | Explore | opswap');
  });

  it('sorts by a column header, turning around on a second click', async () => {
    const user = userEvent.setup();
    serveApi(poolPages(POOLS));
    renderExplore('/explore/pools');
    await screen.findByRole('table', { name: 'Pools' });

    await user.click(screen.getByRole('button', { name: /^Transactions 24h/ }));
    expect(poolNames()).toEqual(['ODYS / rBTC', 'MOTO / rBTC', 'PILL / rBTC', 'MOTO / PILL']);
    expect(header('Transactions 24h')).toHaveAttribute('aria-sort', 'descending');
    expect(header('TVL')).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: /^Transactions 24h/ }));
    expect(poolNames()).toEqual(['MOTO / PILL', 'PILL / rBTC', 'MOTO / rBTC', 'ODYS / rBTC']);
    expect(header('Transactions 24h')).toHaveAttribute('aria-sort', 'ascending');

    // Names start A to Z.
    await user.click(screen.getByRole('button', { name: /^Pool/ }));
    expect(poolNames()).toEqual(['MOTO / PILL', 'MOTO / rBTC', 'ODYS / rBTC', 'PILL / rBTC']);
    expect(header('Pool')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('sorts by keyboard', async () => {
    const user = userEvent.setup();
    serveApi(poolPages(POOLS));
    renderExplore('/explore/pools');
    await screen.findByRole('table', { name: 'Pools' });

    screen.getByRole('button', { name: /^Created at block/ }).focus();
    await user.keyboard('{Enter}');
    expect(poolNames()).toEqual(['ODYS / rBTC', 'MOTO / rBTC', 'PILL / rBTC', 'MOTO / PILL']);
    await user.keyboard(' ');
    expect(header('Created at block')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('pages through every api page, 50 rows a page, Previous and Next disabled at the ends', async () => {
    const user = userEvent.setup();
    const pools = Array.from({ length: 51 }, (_, index) =>
      nativePool(index + 1, `T${String(index + 1).padStart(2, '0')}`, String((index + 1) * 1000)),
    );
    serveApi(poolPages(pools));
    renderExplore('/explore/pools');

    await screen.findByRole('table', { name: 'Pools' });
    expect(poolNames()).toHaveLength(50);
    expect(poolNames()[0]).toBe('T51 / rBTC');
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(poolNames()).toEqual(['T01 / rBTC']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    // A new sort starts again from page 1.
    await user.click(screen.getByRole('button', { name: /^TVL/ }));
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(poolNames()[0]).toBe('T01 / rBTC');
  });

  it('opens the pool a row names, a native pool by its own address', async () => {
    const native = nativePool(7, 'ODYS', '5');
    serveApi(poolPages([ammPool(2, ['MOTO', 'PILL'], '5'), native]));
    const { router } = renderExplore('/explore/pools');

    await userEvent.click(await screen.findByRole('link', { name: 'MOTO / PILL' }));
    expect(router.state.location.pathname).toBe(`/pool/0x${'2'.padStart(64, '0')}`);
    await router.navigate('/explore/pools');
    await userEvent.click(await screen.findByRole('link', { name: 'ODYS / rBTC' }));
    expect(router.state.location.pathname).toBe(`/pool/${native.poolAddress}`);
    expect(native.poolAddress).toBe(native.token.address);
  });

  it('says when there are no pools yet', async () => {
    serveApi(poolPages([]));
    renderExplore('/explore/pools');
    expect(await screen.findByText('No pools yet.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why the pools could not load', async () => {
    serveApi({ 'explore/pools?page=1': new ApiError(400, 'Unknown network.') });
    renderExplore('/explore/pools');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load pools: Unknown network.',
    );
  });
});
