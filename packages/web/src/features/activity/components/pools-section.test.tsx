import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readLpBalance } from '../../../entities/activity/lp-balance-chain.ts';
import {
  ammPoolJson,
  connectWallet,
  explorePoolsRoute,
  nativePoolJson,
  providerStateOf,
  renderInApp,
  serveApi,
  startSignedOut,
} from '../../../entities/activity/testing/activity-test-kit.tsx';
import { readProviderQueueState } from '../../../entities/native-swap/listing-chain.ts';
import { PoolsSection } from './pools-section.tsx';

vi.mock('../../../lib/api/api-client.ts', { spy: true });
vi.mock('../../../lib/wallet/session.ts', { spy: true });
// The chain side: the pool contracts' balanceOf.
vi.mock('../../../entities/activity/lp-balance-chain.ts', () => ({ readLpBalance: vi.fn() }));
// And the NativeSwap contract's provider slots.
vi.mock('../../../entities/native-swap/listing-chain.ts', () => ({
  readProviderQueueState: vi.fn(),
}));

const POOL_1 = `0x${'a1'.repeat(32)}`;
const POOL_2 = `0x${'a2'.repeat(32)}`;
const POOL_3 = `0x${'a3'.repeat(32)}`;
const ODYS = `0x${'0d'.repeat(32)}`;
const PILL = `0x${'0e'.repeat(32)}`;
const E18 = 10n ** 18n;

beforeEach(() => {
  startSignedOut();
  serveApi(
    explorePoolsRoute([
      ammPoolJson(
        POOL_1,
        ['MOTO', 'PILL'],
        [String(100n * E18), String(50n * E18)],
        String(10n * E18),
      ),
      ammPoolJson(
        POOL_2,
        ['MOTO', 'ODYS'],
        [String(10n * E18), String(10n * E18)],
        String(10n * E18),
      ),
      ammPoolJson(POOL_3, ['PILL', 'ODYS'], ['1000', '1000'], '1000'),
      { ...nativePoolJson(ODYS, 'ODYS', '0'), liquidity: String(400n * E18) },
      { ...nativePoolJson(PILL, 'PILL', '0'), liquidity: String(100n * E18) },
    ]),
  );
  // The wallet lists nothing in PILL's pool.
  vi.mocked(readProviderQueueState).mockImplementation(async (_network, _contracts, token) =>
    providerStateOf(token === ODYS ? 100n * E18 : 0n, { indexedAt: 2 }),
  );
});

describe('the pools tab', () => {
  it('asks for a wallet without one', () => {
    renderInApp(<PoolsSection />);
    expect(screen.getByText('Please connect your wallet to view pool data')).toBeVisible();
  });

  it('lists the LP and NativeSwap positions, largest share first, with what they hold', async () => {
    connectWallet();
    const balances: Record<string, bigint> = {
      [POOL_1]: 1n * E18,
      [POOL_2]: 5n * E18,
      [POOL_3]: 0n,
    };
    vi.mocked(readLpBalance).mockImplementation(
      async (_network, _owner, pool) => balances[pool] ?? 0n,
    );
    renderInApp(<PoolsSection />);

    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4),
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]),
    ).toEqual([
      ['MOTO / ODYS', '50.00%', '5 MOTO5 ODYS'],
      // 100 of the pool's 400 ODYS, third in the standard queue.
      ['ODYS / rBTC', '25.00%', 'Listed: 100 ODYS3/10 (Standard)'],
      ['MOTO / PILL', '10.00%', '10 MOTO5 PILL'],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the wallet holds no LP tokens and lists nothing', async () => {
    connectWallet();
    vi.mocked(readLpBalance).mockResolvedValue(0n);
    vi.mocked(readProviderQueueState).mockResolvedValue(providerStateOf(0n));
    renderInApp(<PoolsSection />);
    expect(await screen.findByText('You have no Pools yet.')).toBeVisible();
  });
});
