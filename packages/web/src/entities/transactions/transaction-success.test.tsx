import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_MS } from '@opswap/protocol/constants';
import type { ExplorerConfig } from '@opswap/protocol/tokens/networks';
import { renderWithProviders } from '../tokens/testing/render-with-providers.tsx';
import { mempoolStatusQueryOptions } from './mempool-status.ts';
import { TransactionSuccess, type TransactionSuccessProps } from './transaction-success.tsx';

const TXID = 'ab'.repeat(32);
const EXPLORER: ExplorerConfig = {
  mempoolBaseUrl: 'http://devnet.test/explorer',
  opscanBaseUrl: 'http://opscan.test',
  opscanNetwork: null,
};

const world = vi.hoisted(() => ({
  activity: { status: 'Pending', failedReason: null } as {
    status: string;
    failedReason: string | null;
    blockNumber?: number;
  },
  explorer: null as ExplorerConfig | null,
  listeners: new Set<() => void>(),
}));
/** The api's next answer for the activity: every mounted useActivity sees it. */
function settleActivity(activity: typeof world.activity) {
  world.activity = activity;
  world.listeners.forEach((listener) => listener());
}
vi.mock('../activity/get-activity.ts', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    world.listeners.add(listener);
    return () => world.listeners.delete(listener);
  };
  return {
    useActivity: () => ({
      data: useSyncExternalStore(subscribe, () => world.activity),
      isError: false,
    }),
  };
});
vi.mock('../../lib/config/app-config.ts', () => ({
  appConfig: { explorer: () => world.explorer },
}));

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderSuccess(change: Partial<TransactionSuccessProps> = {}) {
  const props: TransactionSuccessProps = {
    title: 'Swap submitted',
    summary: 'Swapped 10 MOTO for 19 PILL',
    transactionId: TXID,
    recording: { status: 'recorded' },
    doneLabel: 'New Swap',
    onDone: vi.fn(),
    failedTitle: 'Swap failed',
    ...change,
  };
  return { ...renderWithProviders(<TransactionSuccess {...props} />), props };
}

beforeEach(() => {
  world.activity = { status: 'Pending', failedReason: null };
  world.explorer = null;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('TransactionSuccess when the mined transaction reverts', () => {
  it('opens the failure dialog with the revert in the catalogue’s words', async () => {
    world.activity = { status: 'Failed', failedReason: 'Insufficient balance' };
    const { props } = renderSuccess();

    const dialog = await screen.findByRole('dialog', { name: 'Swap failed' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Insufficient token balance.');
    expect(within(dialog).getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByTestId('transaction-failed-icon')).toBeInTheDocument();
    // The status line shows the same friendly text, not the raw revert.
    expect(screen.getByTestId('activity-status')).toHaveTextContent('Failed');
    expect(screen.queryByText('Insufficient balance')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Swap' }));
    expect(props.onDone).toHaveBeenCalledTimes(1);
  });

  it('names the unexpected error when the activity failed without a reason', async () => {
    world.activity = { status: 'Failed', failedReason: null };
    renderSuccess({ failedTitle: 'Send failed', backLabel: 'Back to Send' });
    const dialog = await screen.findByRole('dialog', { name: 'Send failed' });
    expect(dialog).toHaveTextContent('An unexpected error occurred.');
    expect(within(dialog).getByRole('button', { name: 'Back to Send' })).toBeVisible();
  });

  it('stays the success view while pending, and shows a cancellation as it is', () => {
    renderSuccess();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('transaction-sent-icon')).toBeInTheDocument();

    world.activity = { status: 'Cancelled', failedReason: 'Transaction was cancelled by user' };
    renderSuccess();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Transaction was cancelled by user')).toBeVisible();
  });

  it('does not watch an activity that was never recorded', () => {
    world.activity = { status: 'Failed', failedReason: 'Insufficient balance' };
    renderSuccess({ recording: { status: 'failed', message: 'Network error' } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('TransactionSuccess confirmation from the mempool explorer', () => {
  it('polls the status endpoint and shows waiting, then the block', async () => {
    world.explorer = EXPLORER;
    fetchMock.mockResolvedValue(json({ confirmed: false }));
    // Before the activity is recorded the explorer alone says where the transaction stands.
    const { client } = renderSuccess({ recording: { status: 'recording' } });

    expect(await screen.findByText('Waiting for confirmation')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `http://devnet.test/explorer/api/tx/${TXID}/status`,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );

    fetchMock.mockResolvedValue(
      json({ confirmed: true, block_height: 321, block_hash: 'cd'.repeat(32), block_time: 1 }),
    );
    await act(() => client.refetchQueries());
    expect(await screen.findByText('Confirmed in block 321')).toBeVisible();

    // A new block refreshes the per-block queries; a confirmed status is not asked again.
    const calls = fetchMock.mock.calls.length;
    await act(() =>
      client.invalidateQueries({ predicate: (query) => query.meta?.perBlock === true }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(calls);
    expect(screen.getByText('Confirmed in block 321')).toBeVisible();
  });

  it('claims no block while the status reads Pending, and both agree once confirmed', async () => {
    world.explorer = EXPLORER;
    // The explorer sees block 90 before the indexer settles the activity.
    fetchMock.mockResolvedValue(
      json({ confirmed: true, block_height: 90, block_hash: 'cd'.repeat(32), block_time: 1 }),
    );
    renderSuccess();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findByText('Waiting for confirmation')).toBeVisible();
    expect(screen.getByTestId('activity-status')).toHaveTextContent('Pending');
    expect(screen.queryByText('Confirmed in block 90')).toBeNull();

    act(() => settleActivity({ status: 'Completed', failedReason: null, blockNumber: 90 }));
    expect(await screen.findByText('Confirmed in block 90')).toBeVisible();
    expect(screen.getByTestId('activity-status')).toHaveTextContent('Complete');
    expect(screen.queryByText('Waiting for confirmation')).toBeNull();
  });

  it("names the activity's block without an explorer on the network", () => {
    world.activity = { status: 'Completed', failedReason: null, blockNumber: 91 };
    renderSuccess();
    expect(screen.getByText('Confirmed in block 91')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks again as soon as the api sees the transaction mined', async () => {
    world.explorer = EXPLORER;
    fetchMock.mockResolvedValue(json({ confirmed: false }));
    const { client } = renderSuccess();
    expect(await screen.findByText('Waiting for confirmation')).toBeVisible();

    fetchMock.mockResolvedValue(
      json({ confirmed: true, block_height: 322, block_hash: 'cd'.repeat(32), block_time: 1 }),
    );
    act(() => settleActivity({ status: 'Completed', failedReason: null }));
    expect(await screen.findByText('Confirmed in block 322')).toBeVisible();
    expect(client.getQueryCache().findAll({ queryKey: ['transactions'] })).toHaveLength(2);
  });

  it('counts a transaction the explorer does not know yet as waiting', async () => {
    world.explorer = EXPLORER;
    fetchMock.mockResolvedValue(new Response('Transaction not found', { status: 404 }));
    renderSuccess();
    expect(await screen.findByText('Waiting for confirmation')).toBeVisible();
  });

  it('shows nothing when the answer is not a status', async () => {
    world.explorer = EXPLORER;
    fetchMock.mockResolvedValue(json({ confirmed: true }));
    const { client } = renderSuccess();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.status).toBe('error'));
    expect(screen.queryByTestId('mempool-confirmation')).toBeNull();
  });

  it('does not poll without an explorer on the network', () => {
    renderSuccess();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('mempool-confirmation')).toBeNull();
  });

  it('polls every 15 s until confirmed', () => {
    const { refetchInterval } = mempoolStatusQueryOptions(EXPLORER, TXID);
    const at = (data: unknown) =>
      typeof refetchInterval === 'function'
        ? refetchInterval({ state: { data } } as never)
        : refetchInterval;
    expect(at(undefined)).toBe(POLL_MS.transactionConfirmation);
    expect(at({ confirmed: false })).toBe(15_000);
    expect(at({ confirmed: true, block_height: 1, block_hash: 'x', block_time: 1 })).toBe(false);
  });
});
