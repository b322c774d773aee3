import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readLpBalance } from '../../../entities/activity/lp-balance-chain.ts';
import {
  ammPoolJson,
  connectWallet,
  explorePoolsRoute,
  renderInApp,
  serveApi,
  startSignedOut,
} from '../../../entities/activity/testing/activity-test-kit.tsx';
import { PoolsSection } from './pools-section.tsx';

vi.mock('../../../lib/api/api-client.ts', { spy: true });
vi.mock('../../../lib/wallet/session.ts', { spy: true });
// The chain side: the pool contracts' balanceOf.
vi.mock('../../../entities/activity/lp-balance-chain.ts', () => ({ readLpBalance: vi.fn() }));

const POOL_1 = `0x${'a1'.repeat(32)}`;
const POOL_2 = `0x${'a2'.repeat(32)}`;
const POOL_3 = `0x${'a3'.repeat(32)}`;
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
    ]),
  );
});

describe('the pools tab', () => {
  it('asks for a wallet without one', () => {
    renderInApp(<PoolsSection />);
    expect(screen.getByText('Please connect your wallet to view pool data')).toBeVisible();
  });

  it('lists the LP positions, largest share first, with the tokens they hold', async () => {
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
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3),
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
      ['MOTO / PILL', '10.00%', '10 MOTO5 PILL'],
    ]);
  });

  it('says so when the wallet holds no LP tokens', async () => {
    connectWallet();
    vi.mocked(readLpBalance).mockResolvedValue(0n);
    renderInApp(<PoolsSection />);
    expect(await screen.findByText('You have no Pools yet.')).toBeVisible();
  });
});
