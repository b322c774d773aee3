import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationJson } from '@opswap/protocol/schemas/reservation';
import {
  activityJson,
  activityRoutes,
  renderInApp,
  serveApi,
  startSignedIn,
  TOKEN_A,
  TOKEN_ROUTES,
} from '../../../entities/activity/testing/activity-test-kit.tsx';
import { ReservationsSection } from './reservations-section.tsx';

vi.mock('../../../lib/api/api-client.ts', { spy: true });
vi.mock('../../../lib/wallet/session.ts', { spy: true });
// The current block, as the chain would answer it.
vi.mock('../../../lib/chain/load-chain.ts', () => ({
  loadChain: async () => ({ fetchBlockNumber: async () => 100 }),
}));

const hash = (n: number) => n.toString(16).padStart(64, '0');

function reservation(n: number, overrides: Partial<ReservationJson>): ReservationJson {
  return {
    hash: hash(n),
    tokenSymbol: 'MOTO',
    tokenAddress: TOKEN_A,
    status: 'Completed',
    amountIn: '50000',
    amountOut: '3000000000000000000',
    confirmedAtBlock: 98,
    expiresAtBlock: 104,
    timestamp: n * 1_000,
    lastUpdated: n * 1_000,
    simulationResult: { estimatedGas: '1', estimatedSatGas: '1', minTokenOut: '1' },
    settings: { slippage: 20, miningFee: 3, priorityFee: 0, reorgProtection: 0 },
    ...overrides,
  };
}

beforeEach(startSignedIn);

describe('the reservations tab', () => {
  it('shows each display status and offers Continue Swap only for usable ones', async () => {
    serveApi({
      reservations: [
        reservation(1, { status: 'Pending', confirmedAtBlock: null, expiresAtBlock: null }),
        reservation(2, { status: 'Completed', expiresAtBlock: null }),
        reservation(3, { status: 'Completed', expiresAtBlock: 104 }),
        reservation(5, { status: 'Failed', reason: 'Not enough liquidity in the pool.' }),
        reservation(6, { status: 'Spent' }),
      ],
      ...activityRoutes([], 'activity/all/NativeSwap'),
      ...TOKEN_ROUTES,
    });
    renderInApp(<ReservationsSection />);

    // Newest first: 6, 5, 3, 2, 1.
    expect(await screen.findByText('Already Used')).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const shown = rows.map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[2]?.textContent, cells[4]?.textContent];
    });
    expect(shown).toEqual([
      ['Already Used', ''],
      ['FailedNot enough liquidity in the pool.', ''],
      ['Expires in 4 Blocks', 'Continue Swap'],
      ['Ready to Swap', 'Continue Swap'],
      ['Pending', ''],
    ]);
    expect(within(rows[2]!).getByRole('link', { name: 'Continue Swap' })).toHaveAttribute(
      'href',
      `/swap/native/execute/${hash(3)}`,
    );
    expect(within(rows[0]!).getByText('0.0005 rBTC')).toBeVisible();
    expect(await within(rows[0]!).findByText('3 MOTO')).toBeVisible();
  });

  it('hides expired reservations and those a swap used, as the spec does', async () => {
    const swap = activityJson(50, { type: 'NativeSwap', data: { reservationHash: hash(6) } });
    serveApi({
      reservations: [
        reservation(1, { status: 'Completed', expiresAtBlock: 104 }),
        // Expired: the current block (100) reached or passed its expiry block.
        reservation(2, { status: 'Completed', expiresAtBlock: 90 }),
        reservation(3, { status: 'Completed', expiresAtBlock: 100 }),
        reservation(4, { status: 'Pending', expiresAtBlock: 99 }),
        // A Pending reservation is still shown at its expiry block.
        reservation(5, { status: 'Pending', expiresAtBlock: 100 }),
        // Used by a NativeSwap activity.
        reservation(6, { status: 'Completed', expiresAtBlock: 104 }),
      ],
      ...activityRoutes([swap], 'activity/all/NativeSwap'),
      ...TOKEN_ROUTES,
    });
    renderInApp(<ReservationsSection />);

    expect(await screen.findByText('Expires in 4 Blocks')).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Pending',
      'Expires in 4 Blocks',
    ]);
    expect(screen.queryByText('Expired')).toBeNull();
    expect(screen.queryByText('Already Used')).toBeNull();
  });

  it('says there are none when every reservation has expired', async () => {
    serveApi({
      reservations: [reservation(1, { status: 'Completed', expiresAtBlock: 90 })],
      ...activityRoutes([], 'activity/all/NativeSwap'),
    });
    renderInApp(<ReservationsSection />);
    expect(await screen.findByText('You have no reservations yet.')).toBeVisible();
  });

  it('says so when there are none', async () => {
    serveApi({ reservations: [], ...activityRoutes([]) });
    renderInApp(<ReservationsSection />);
    expect(await screen.findByText('You have no reservations yet.')).toBeVisible();
  });
});
