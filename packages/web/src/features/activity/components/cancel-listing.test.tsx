import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@opswap/protocol/routes/routes';
import { fakeChainTransaction } from '../../../entities/transactions/testing/transaction-test-kit.ts';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { ensureSession } from '../../../lib/wallet/session.ts';
import {
  activityJson,
  activityRoutes,
  overviewJson,
  renderRoutes,
  serveApi,
  startSignedIn,
  TOKEN_A,
  TOKEN_ROUTES,
} from '../../../entities/activity/testing/activity-test-kit.tsx';
import ActivityScreen from '../activity-screen.tsx';

vi.mock('../../../lib/api/api-client.ts', { spy: true });
vi.mock('../../../lib/wallet/session.ts', { spy: true });

const E18 = 10n ** 18n;
const chain = vi.hoisted(() => ({
  readProviderQueueState: vi.fn(),
  sendCancelListing: vi.fn(),
}));
vi.mock('../../../entities/native-swap/listing-chain.ts', () => chain);
vi.mock('../../../entities/transactions/transaction-chain.ts', () => fakeChainTransaction(120n));

const screens = [{ path: routes.activity.pattern, element: <ActivityScreen /> }];
const listing = activityJson(3, {
  type: 'ListNativeSwap',
  data: { token: TOKEN_A, amount: (10n * E18).toString(), amountSold: '0' },
} as never);
const CANCEL_ID = 'c'.repeat(64);

function providerState(overrides: Record<string, unknown> = {}) {
  return {
    provider: {
      liquidity: 10n * E18,
      reserved: 0n,
      indexedAt: 12,
      isPriority: false,
      isPurged: false,
      isActive: true,
      listedAtBlock: 100,
      ...overrides,
    },
    queue: {
      priorityQueueLength: 2,
      priorityQueueStartingIndex: 0,
      standardQueueLength: 20,
      standardQueueStartingIndex: 10,
      priorityPurgeQueueLength: 0,
      standardPurgeQueueLength: 0,
    },
  };
}

beforeEach(() => {
  startSignedIn();
  vi.mocked(ensureSession).mockResolvedValue({
    network: 'regtest',
    publicKey: `02${'ab'.repeat(32)}`,
    sessionToken: 'session-token',
  } as never);
  serveApi({
    ...activityRoutes([listing], 'activity/all/ListNativeSwap'),
    listings: [listing],
    'activity/add': activityJson(4, {
      transactionId: CANCEL_ID,
      type: 'CancelListingNativeSwap',
      status: 'Pending',
      data: { token: TOKEN_A },
    } as never),
    ...TOKEN_ROUTES,
  });
  chain.readProviderQueueState.mockResolvedValue(providerState());
  chain.sendCancelListing.mockResolvedValue(CANCEL_ID);
});

afterEach(() => vi.clearAllMocks());

async function openListing() {
  renderRoutes(screens, routes.activity('active-listings'));
  return screen.findByRole('article', { name: `Listings of ${TOKEN_A}` });
}

describe('an open listing', () => {
  it('shows its place in the queue with the queue name', async () => {
    const card = await openListing();
    expect(await within(card).findByText('3/10 (Standard)')).toBeVisible();
  });

  it("shows 'Getting fulfilled' once purged", async () => {
    chain.readProviderQueueState.mockResolvedValue(providerState({ isPurged: true }));
    const card = await openListing();
    expect(await within(card).findByText('Getting fulfilled')).toBeVisible();
  });

  it('shows the slashing penalty before cancelling, then cancels and records the activity', async () => {
    const card = await openListing();
    await userEvent.click(await within(card).findByRole('button', { name: 'Cancel Listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel listing' });
    expect(within(dialog).getByText(/50-90% of its tokens, rising over 2016 blocks/)).toBeVisible();
    expect(within(dialog).getByText(/token's staking pool/)).toBeVisible();
    // Listed at block 100, mined at 121: age 21, 17 blocks past the grace window.
    expect(within(dialog).getByText('Penalty (50.33%)')).toBeVisible();
    expect(await within(dialog).findByText('5.033 MOTO')).toBeVisible();
    expect(within(dialog).getByText('4.967 MOTO')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Cancel' }));
    expect(await within(card).findByText(/Cancellation sent/)).toBeVisible();
    expect(chain.sendCancelListing).toHaveBeenCalledWith(
      'regtest',
      expect.anything(),
      TOKEN_A,
      expect.anything(),
      { feeRate: 5, priorityFee: 0n, maximumAllowedSatToSpend: 20_000n },
    );
    await waitFor(() =>
      expect(
        vi.mocked(apiRequest).mock.calls.find(([request]) => request.path === 'activity/add')?.[0],
      ).toEqual(
        expect.objectContaining({
          body: {
            type: 'CancelListingNativeSwap',
            transactionId: CANCEL_ID,
            data: {
              token: TOKEN_A,
              amount: (10n * E18).toString(),
              penalty: '5033000000000000000',
            },
          },
        }),
      ),
    );
  });

  it("opens 'Cancel listing failed' with the catalogue's text when the simulation reverts", async () => {
    chain.sendCancelListing.mockRejectedValue(
      new Error(
        'NATIVE_SWAP: You can no longer cancel this listing. Provider is providing liquidity.',
      ),
    );
    const card = await openListing();
    await userEvent.click(await within(card).findByRole('button', { name: 'Cancel Listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel listing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Cancel' }));
    const failed = await screen.findByRole('dialog', { name: 'Cancel listing failed' });
    expect(
      within(failed).getByText(
        'Cannot cancel a listing that changed the price once someone started swapping',
      ),
    ).toBeVisible();
    expect(within(failed).getByRole('link', { name: 'Contact Support' })).toBeVisible();

    // 'Back to Swap' closes the dialog and stays on the listing.
    await userEvent.click(within(failed).getByRole('button', { name: 'Back to Swap' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel Listing' })).toBeVisible();
  });

  it('turns the group Cancelled and closes it after a later cancellation', async () => {
    const cancel = activityJson(5, {
      type: 'CancelListingNativeSwap',
      data: { token: TOKEN_A },
    } as never);
    serveApi({
      ...activityRoutes([cancel], 'activity/all/CancelListingNativeSwap'),
      ...activityRoutes([listing], 'activity/all/ListNativeSwap'),
      listings: [listing],
      'activity/get-activity-overview?page=1': overviewJson([listing, cancel]),
      ...TOKEN_ROUTES,
    });
    const card = await openListing();
    expect(await within(card).findAllByText('Cancelled')).toHaveLength(1);
    expect(within(card).getByText('Cancellation', { exact: true })).toBeVisible();
    expect(within(card).getByText('Complete')).toBeVisible();
    expect(within(card).getAllByText('Historic')).toHaveLength(1);
    expect(within(card).queryByRole('button', { name: 'Cancel Listing' })).toBeNull();
  });
});
