import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readLpBalance } from '../../entities/activity/lp-balance-chain.ts';
import { readProviderQueueState } from '../../entities/native-swap/listing-chain.ts';
import {
  activityJson,
  activityRoutes,
  ammPoolJson,
  disconnectWallet,
  explorePoolsRoute,
  nativePoolJson,
  providerStateOf,
  renderInApp,
  serveApi,
  startSignedIn,
  syncJson,
  TOKEN_A,
  TOKEN_B,
  tokenJson,
} from '../../entities/activity/testing/activity-test-kit.tsx';
import { ActivityPanel } from './activity-panel.tsx';
import { PoolsPanel } from './pools-panel.tsx';
import { TokensPanel } from './tokens-panel.tsx';

vi.mock('../../lib/api/api-client.ts', { spy: true });
vi.mock('../../lib/wallet/session.ts', { spy: true });
vi.mock('../../entities/activity/lp-balance-chain.ts', () => ({ readLpBalance: vi.fn() }));
vi.mock('../../entities/native-swap/listing-chain.ts', () => ({
  readProviderQueueState: vi.fn(),
}));

beforeEach(startSignedIn);

describe('the Activity panel', () => {
  it('says so when there is no activity yet', async () => {
    serveApi(activityRoutes([]));
    renderInApp(<ActivityPanel />);
    expect(await screen.findByText('You have no activity yet.')).toBeVisible();
  });

  it('shows 8 activities a page, newest first', async () => {
    const user = userEvent.setup();
    const activities = Array.from({ length: 10 }, (_, index) =>
      activityJson(index + 1, { data: { tokenAddress: TOKEN_A, amount: String(index + 1) } }),
    );
    serveApi({
      ...activityRoutes(activities),
      [`search/token/${TOKEN_A}`]: tokenJson(TOKEN_A, 'MOTO', 0),
    });
    renderInApp(<ActivityPanel />);
    const list = await screen.findByRole('list', { name: 'Your activity' });
    await within(list).findAllByText(/MOTO/);
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(
      within(list)
        .getAllByText(/ MOTO$/)
        .map((item) => item.textContent),
    ).toEqual(['10', '9', '8', '7', '6', '5', '4', '3'].map((n) => `${n} MOTO`));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your activity' }))
          .getAllByText(/ MOTO$/)
          .map((item) => item.textContent),
      ).toEqual(['2 MOTO', '1 MOTO']),
    );
  });

  it('asks a visitor to connect a wallet', () => {
    disconnectWallet();
    renderInApp(<ActivityPanel />);
    expect(screen.getByText('Please connect your wallet to view activity data')).toBeVisible();
  });
});

describe('the Tokens panel', () => {
  it('says so when no token is watched', async () => {
    serveApi({ sync: syncJson([]), ...explorePoolsRoute() });
    renderInApp(<TokensPanel />);
    expect(await screen.findByText('You have no watched tokens')).toBeVisible();
  });

  it('sorts the watched tokens by balance, largest first', async () => {
    serveApi({
      sync: syncJson([
        tokenJson(TOKEN_A, 'SMALL', 18, '2000000000000000000'),
        tokenJson(TOKEN_B, 'LARGE', 8, '300000000'),
        tokenJson(`0x${'3'.repeat(64)}`, 'NONE', 18, '0'),
      ]),
      ...explorePoolsRoute(),
    });
    renderInApp(<TokensPanel />);
    const list = await screen.findByRole('list', { name: 'Watched tokens' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('span span')?.textContent),
    ).toEqual(['LARGE', 'SMALL', 'NONE']);
  });

  it('shows a large balance in compact form, the full balance on hover', async () => {
    serveApi({
      sync: syncJson([tokenJson(TOKEN_A, 'MOTO', 18, '1234567891000000000000000')]),
      ...explorePoolsRoute(),
    });
    renderInApp(<TokensPanel />);
    const balance = await screen.findByText('1.23M');
    expect(balance.parentElement).toHaveAttribute('title', '1,234,567.891');
  });
});

describe('the Pools panel', () => {
  const E18 = 10n ** 18n;
  const pools = [1, 2, 3].map((n) =>
    ammPoolJson(
      `0x${String(n).repeat(64)}`,
      [`A${n}`, `B${n}`],
      ['1000', '1000'],
      String(100n * E18),
    ),
  );

  it('says so when the wallet holds no LP tokens', async () => {
    serveApi(explorePoolsRoute());
    renderInApp(<PoolsPanel />);
    expect(await screen.findByText('You have no Pools yet.')).toBeVisible();
  });

  it('sorts the positions by shares, largest first', async () => {
    serveApi(explorePoolsRoute(pools));
    const shares: Record<string, bigint> = {
      [`0x${'1'.repeat(64)}`]: 5n * E18,
      [`0x${'2'.repeat(64)}`]: 40n * E18,
      [`0x${'3'.repeat(64)}`]: 12n * E18,
    };
    vi.mocked(readLpBalance).mockImplementation(
      async (_network, _owner, pool) => shares[pool] ?? 0n,
    );
    renderInApp(<PoolsPanel />);
    const list = await screen.findByRole('list', { name: 'Your pools' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(list)
        .getAllByText(/%$/)
        .map((item) => item.textContent),
    ).toEqual(['40.00%', '12.00%', '5.00%']);
    expect(within(list).getByText('A2 / B2')).toBeVisible();
  });

  it('shows a NativeSwap listing among them, by its share of the pool, its initial liquidity locked', async () => {
    const token = `0x${'4'.repeat(64)}`;
    serveApi(
      explorePoolsRoute([
        ...pools,
        { ...nativePoolJson(token, 'ODYS', '0'), liquidity: String(1_000n * E18) },
      ]),
    );
    vi.mocked(readLpBalance).mockImplementation(async (_network, _owner, pool) =>
      pool === `0x${'2'.repeat(64)}` ? 40n * E18 : 0n,
    );
    // The pool's creator: its slot sits at the initial provider's index, in no queue.
    vi.mocked(readProviderQueueState).mockResolvedValue(
      providerStateOf(200n * E18, { indexedAt: 0xffff_fffe }),
    );
    renderInApp(<PoolsPanel />);
    const list = await screen.findByRole('list', { name: 'Your pools' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('A2 / B2');
    expect(items[1]).toHaveTextContent('ODYS / rBTC');
    expect(items[1]).toHaveTextContent('20.00%');
    expect(items[1]).toHaveTextContent('Listed: 200 ODYS · Initial liquidity: Locked');
  });

  it('asks a visitor to connect a wallet for pool data', () => {
    disconnectWallet();
    renderInApp(<PoolsPanel />);
    expect(screen.getByText('Please connect your wallet to view pool data')).toBeVisible();
  });
});
