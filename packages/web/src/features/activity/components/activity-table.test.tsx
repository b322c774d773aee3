import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityJson } from '@opswap/protocol/schemas/activity';
import {
  activityJson,
  activityRoutes,
  renderInApp,
  serveApi,
  startSignedIn,
  TOKEN_A,
  TOKEN_B,
  TOKEN_ROUTES,
  tokenJson,
  txid,
} from '../../../entities/activity/testing/activity-test-kit.tsx';
import { ActivityTable } from './activity-table.tsx';

vi.mock('../../../lib/api/api-client.ts', { spy: true });
vi.mock('../../../lib/wallet/session.ts', { spy: true });

function serve(activities: ActivityJson[], calls: string[] = []) {
  serveApi({ ...activityRoutes(activities), ...TOKEN_ROUTES }, calls);
}

/** The transaction ids of the table's body rows, in order, from their explorer cells. */
function shownIds(): string[] {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map(
    (row) =>
      within(row)
        .getByTitle(/^[0-9a-f]{64}$/)
        .getAttribute('title') ?? '',
  );
}

beforeEach(startSignedIn);

describe('the activity table', () => {
  it('shows 25 rows a page, oldest first, and pages through the rest', async () => {
    const user = userEvent.setup();
    const activities = Array.from({ length: 60 }, (_, index) => activityJson(index + 1));
    const calls: string[] = [];
    serve(activities, calls);
    renderInApp(<ActivityTable caption="Your activity" />);

    await screen.findByRole('table');
    expect(await screen.findAllByText('1.5 MOTO')).toHaveLength(25);
    expect(shownIds()).toEqual(Array.from({ length: 25 }, (_, index) => txid(index + 1)));
    // The oldest 25 of 60 sit at the end of the api's newest-first list: api page 2.
    expect(calls).toContain('activity/all?page=2');
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(shownIds()).toEqual(Array.from({ length: 25 }, (_, index) => txid(index + 26)));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeVisible();
    expect(shownIds()).toEqual(Array.from({ length: 10 }, (_, index) => txid(index + 51)));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('sorts by last update, ascending by default, and toggles', async () => {
    const user = userEvent.setup();
    serve([activityJson(3), activityJson(1), activityJson(2)]);
    renderInApp(<ActivityTable caption="Your activity" />);

    await screen.findByRole('table');
    const timeHeader = screen.getByRole('columnheader', { name: /Time/ });
    expect(timeHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(shownIds()).toEqual([txid(1), txid(2), txid(3)]);

    await user.click(within(timeHeader).getByRole('button', { name: /Time/ }));
    expect(timeHeader).toHaveAttribute('aria-sort', 'descending');
    expect(shownIds()).toEqual([txid(3), txid(2), txid(1)]);
  });

  it('shows statuses as the spec labels them', async () => {
    serve([
      activityJson(1, { status: 'Completed' }),
      activityJson(2, { status: 'Cancelled' }),
      activityJson(3, { status: 'Spent' }),
      activityJson(4, { status: 'Pending' }),
      activityJson(5, { status: 'Failed', failedReason: 'Insufficient balance' }),
    ]);
    renderInApp(<ActivityTable caption="Your activity" />);

    await screen.findByRole('table');
    const statuses = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(statuses).toEqual([
      'Complete',
      'Failed',
      'Complete',
      'Pending',
      'FailedInsufficient token balance.',
    ]);
  });

  it('formats a swap as the amount in and the amount out', async () => {
    serve([
      activityJson(1, {
        type: 'Swap',
        data: {
          tokenOne: TOKEN_A,
          tokenTwo: TOKEN_B,
          amountIn: '2000000000000000000000',
          amountOut: '12345678',
        },
      }),
    ]);
    renderInApp(<ActivityTable caption="Your activity" />);
    expect(await screen.findByText('2,000 MOTO')).toBeVisible();
    expect(await screen.findByText('0.1234 PILL')).toBeVisible();
    expect(screen.getByText('Swap')).toBeVisible();
  });

  it('shows what a reservation paid and reserved, and what a cancelled listing returned', async () => {
    serveApi({
      ...activityRoutes([
        activityJson(1, {
          type: 'Reservation',
          data: { tokenAddress: TOKEN_A, amountIn: '50000', amountOut: '3000000000000000000' },
        }),
        activityJson(2, {
          type: 'CancelListingNativeSwap',
          data: { token: TOKEN_A, amount: '4000000000000000000', penalty: '2000000000000000000' },
        }),
      ]),
      ...TOKEN_ROUTES,
      'search/token/bitcoin': tokenJson('bitcoin', 'rBTC', 8),
    });
    renderInApp(<ActivityTable caption="Your activity" />);
    expect(await screen.findByText('0.0005 rBTC')).toBeVisible();
    expect(await screen.findByText('3 MOTO')).toBeVisible();
    expect(await screen.findByText('2 MOTO')).toBeVisible();
    expect(screen.queryByText('—')).toBeNull();
  });

  it('shows the transaction id without a link where the network has no explorer', async () => {
    serve([activityJson(1)]);
    renderInApp(<ActivityTable caption="Your activity" />);
    expect(await screen.findByTitle(txid(1))).toHaveTextContent('000000...0001');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says so when there is no activity yet', async () => {
    serve([]);
    renderInApp(<ActivityTable caption="Your activity" />);
    expect(await screen.findByText('You have no activity yet.')).toBeVisible();
  });
});
