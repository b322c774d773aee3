import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  explorePoolsRoute,
  overviewJson,
  renderInApp,
  serveApi,
  startSignedIn,
  syncJson,
  tokenJson,
} from '../../../entities/activity/testing/activity-test-kit.tsx';
import {
  fakeTokenBalance,
  tokenBalances,
} from '../../../entities/tokens/testing/fake-token-hooks.ts';
import { HeaderBoxes } from './header-boxes.tsx';

vi.mock('../../../lib/api/api-client.ts', { spy: true });
vi.mock('../../../lib/wallet/session.ts', { spy: true });
// The wallet's balances as the chain would answer them.
vi.mock('../../../entities/tokens/use-token-balance.ts', () => fakeTokenBalance);

// 123,456.789 BTC at $100,000 a BTC: $12,345,678,900.
const bitcoin = {
  ...tokenJson('bitcoin', 'rBTC', 8, '12345678900000'),
  p2op: 'bitcoin',
  name: 'Bitcoin',
};

beforeEach(() => {
  startSignedIn();
  tokenBalances.clear();
});

describe('the activity header boxes', () => {
  it('show large counts and the portfolio value in compact form', async () => {
    serveApi({
      'activity/get-activity-overview?page=1': {
        ...overviewJson([]),
        totalActivity: 1_234_567,
        pools: 999,
        activeListings: 1_500,
        pendingSwaps: 12_000,
      },
      sync: syncJson([bitcoin]),
      ...explorePoolsRoute(),
    });
    renderInApp(<HeaderBoxes />);
    await waitFor(() =>
      expect(screen.getAllByRole('definition').map((box) => box.textContent)).toEqual([
        '1.23M',
        '999',
        '1.5K',
        '12K',
        '$12.34B',
      ]),
    );
  });

  it('keep small values whole, with cents for the portfolio', async () => {
    serveApi({
      'activity/get-activity-overview?page=1': {
        ...overviewJson([]),
        totalActivity: 7,
        pools: 0,
        activeListings: 0,
        pendingSwaps: 0,
      },
      sync: syncJson([{ ...bitcoin, balanceBigint: '51000' }]),
      ...explorePoolsRoute(),
    });
    renderInApp(<HeaderBoxes />);
    await waitFor(() =>
      expect(screen.getAllByRole('definition').map((box) => box.textContent)).toEqual([
        '7',
        '0',
        '0',
        '0',
        '$51.00',
      ]),
    );
  });

  it('count the wallet’s Bitcoin in the portfolio when it is not watched', async () => {
    // 100 rBTC at $100,000 a BTC, nothing watched: $10M, not $0.
    tokenBalances.set('bitcoin', 10_000_000_000n);
    serveApi({
      'activity/get-activity-overview?page=1': overviewJson([]),
      sync: syncJson([]),
      ...explorePoolsRoute(),
    });
    renderInApp(<HeaderBoxes />);
    await waitFor(() => expect(screen.getAllByRole('definition').at(-1)).toHaveTextContent('$10M'));
  });
});
