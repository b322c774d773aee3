import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from '@btc-vision/transaction';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@opswap/protocol/routes/routes';
import type { ActivityJson } from '@opswap/protocol/schemas/activity';
import type { ReservationJson } from '@opswap/protocol/schemas/reservation';
import {
  activityJson,
  connectWallet,
  renderRoutes,
  serveApi,
  startSignedIn,
  TOKEN_A,
  TOKEN_ROUTES,
  txid,
} from '../../../entities/activity/testing/activity-test-kit.tsx';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { ensureSession } from '../../../lib/wallet/session.ts';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import WatchScreen from './watch-screen.tsx';

vi.mock('../../../lib/api/api-client.ts', { spy: true });
vi.mock('../../../lib/wallet/session.ts', { spy: true });
const { readMinedTransaction, simulateSwapCheck } = vi.hoisted(() => ({
  simulateSwapCheck: vi.fn(),
  readMinedTransaction: vi.fn(),
}));
const { sendSwapCancellation } = vi.hoisted(() => ({ sendSwapCancellation: vi.fn() }));
vi.mock('./api/load-chain-modules.ts', () => ({
  loadWatchChain: async () => ({ simulateSwapCheck, readMinedTransaction }),
  loadCancelChain: async () => ({ sendSwapCancellation }),
}));

const RESERVATION = 'ab'.repeat(32);
const SWAP = txid(7);
const CANCEL = txid(8);
const PATH = routes.nativeWatch(RESERVATION, SWAP);
const screens = [{ path: routes.nativeWatch.pattern, element: <WatchScreen /> }];
const PAYMENT = { depositAddress: 'bcrt1qseller', satoshisAmount: '150000' };

const swapActivity = (overrides: Partial<ActivityJson> = {}): ActivityJson =>
  activityJson(7, {
    type: 'NativeSwap',
    status: 'Pending',
    data: {
      reservationHash: RESERVATION,
      tokenAddress: TOKEN_A,
      amountIn: '150000',
      amountOut: '15000000000000000000',
      feeRate: 3,
      interactionAddress: 'bcrt1pinteraction',
      compiledTargetScript: '20aa',
    },
    ...overrides,
  } as Partial<ActivityJson>);

const reservation: ReservationJson = {
  hash: RESERVATION,
  tokenSymbol: 'MOTO',
  tokenAddress: TOKEN_A,
  status: 'Spent',
  amountIn: '150000',
  amountOut: '15000000000000000000',
  confirmedAtBlock: 20,
  expiresAtBlock: 26,
  timestamp: 1_000,
  lastUpdated: 1_000,
  simulationResult: { estimatedGas: '1', estimatedSatGas: '1', minTokenOut: '1' },
  settings: { slippage: 20, miningFee: 3, priorityFee: 0, reorgProtection: 1 },
  events: { ReservationCreated: { totalSatoshis: '150000' }, providers: [PAYMENT] },
};

const calls: string[] = [];
function serve(activity: ActivityJson) {
  serveApi(
    {
      ...TOKEN_ROUTES,
      [`activity/${SWAP}`]: activity,
      [`reservation/update/${RESERVATION}`]: reservation,
      'activity/add': activityJson(8, {
        type: 'CancelTransaction',
        status: 'Pending',
        data: { canceledTransactionId: SWAP },
      } as Partial<ActivityJson>),
    },
    calls,
  );
}

/** A new block: the chain-dependent queries are fetched again (BlockWatcher's job in the app). */
async function newBlock(client: QueryClient) {
  await act(() =>
    client.invalidateQueries({ predicate: (query) => query.meta?.perBlock === true }),
  );
}

/** Runs checks (the first one on mount, then one per new block) until `count` have run. */
async function checks(client: QueryClient, count: number) {
  await waitFor(() => expect(simulateSwapCheck).toHaveBeenCalled());
  while (simulateSwapCheck.mock.calls.length < count) {
    const next = simulateSwapCheck.mock.calls.length + 1;
    await newBlock(client);
    await waitFor(() => expect(simulateSwapCheck).toHaveBeenCalledTimes(next));
  }
}

beforeEach(() => {
  vi.clearAllMocks();
  calls.length = 0;
  startSignedIn();
  connectWallet();
  const wallet = useWalletStore.getState().wallet!;
  useWalletStore.setState({ wallet: { ...wallet, sender: {} as Address } });
  vi.mocked(ensureSession).mockResolvedValue({
    network: 'regtest',
    publicKey: wallet.publicKey,
    sessionToken: 'session-token',
  });
  vi.mocked(readMinedTransaction).mockResolvedValue(null);
  vi.mocked(simulateSwapCheck).mockResolvedValue('clean');
  serve(swapActivity());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the watch screen', () => {
  it('shows step 4 and the pending swap with its amounts and a Cancel Transaction button', async () => {
    renderRoutes(screens, PATH);
    expect(await screen.findByRole('heading', { name: 'Swap Pending' })).toBeVisible();
    const steps = screen.getByRole('list', { name: 'Swap steps' });
    expect(steps.querySelectorAll('[data-status="completed"]')).toHaveLength(3);
    expect(await screen.findByText('0.0015 rBTC')).toBeVisible();
    expect(await screen.findByText('15 MOTO')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel Transaction' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Auto-protection' })).not.toBeChecked();
    expect(screen.queryByText('At Risk')).toBeNull();
    expect(document.title).toBe('Transaction Status | opswap');
  });

  it('simulates the swap with its payments on each check', async () => {
    const { client } = renderRoutes(screens, PATH);
    await checks(client, 2);
    expect(simulateSwapCheck).toHaveBeenLastCalledWith(
      'regtest',
      expect.objectContaining({ nativeSwap: expect.any(String) }),
      expect.anything(),
      TOKEN_A,
      [{ to: PAYMENT.depositAddress, value: 150_000n }],
    );
  });

  it("flags 'At Risk' after 3 ReservationFallback checks (not 2) and cancels on request", async () => {
    vi.mocked(simulateSwapCheck).mockResolvedValue('reservation-fallback');
    vi.mocked(sendSwapCancellation).mockResolvedValue({ kind: 'broadcast', transactionId: CANCEL });
    const { client } = renderRoutes(screens, PATH);
    await checks(client, 2);
    expect(screen.queryByText('At Risk')).toBeNull();
    await checks(client, 3);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('At Risk');
    expect(alert).toHaveTextContent(/recommend cancelling/);
    expect(document.title).toMatch(/^(At Risk|Transaction Status) \| opswap$/);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Transaction' }));
    expect(sendSwapCancellation).toHaveBeenCalledWith('regtest', expect.anything(), {
      interactionAddress: 'bcrt1pinteraction',
      compiledTargetScript: '20aa',
      feeRate: 3,
    });
    expect(await screen.findByText(/Cancellation sent/)).toBeVisible();
    expect(vi.mocked(apiRequest)).toHaveBeenCalledWith(
      expect.objectContaining({
        path: 'activity/add',
        body: {
          type: 'CancelTransaction',
          transactionId: CANCEL,
          data: { canceledTransactionId: SWAP },
        },
      }),
    );

    // The cancellation is mined: the api marks the swap Cancelled.
    serve(swapActivity({ status: 'Cancelled', failedReason: 'Transaction was cancelled by user' }));
    await newBlock(client);
    expect(await screen.findByRole('heading', { name: 'Swap Cancelled' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel Transaction' })).toBeNull();
    expect(screen.queryByText('You receive')).toBeNull();
    expect(document.title).toBe('Transaction Status | opswap');
  });

  it('says the simulation failed, and auto-protection cancels once in danger', async () => {
    vi.mocked(simulateSwapCheck).mockResolvedValue('simulation-error');
    vi.mocked(sendSwapCancellation).mockResolvedValue({ kind: 'not-broadcast' });
    const { client } = renderRoutes(screens, PATH);
    await userEvent.click(await screen.findByRole('switch', { name: 'Auto-protection' }));
    expect(screen.getByRole('switch', { name: 'Auto-protection' })).toBeChecked();
    await checks(client, 1);
    expect(
      await screen.findByText('Simulation failed. Your expiration is probably invalid.'),
    ).toBeVisible();
    expect(sendSwapCancellation).not.toHaveBeenCalled();
    await checks(client, 2);
    await waitFor(() => expect(sendSwapCancellation).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Cancellation transaction failed!')).toBeVisible();
    await checks(client, 3);
    expect(sendSwapCancellation).toHaveBeenCalledTimes(1);
  });

  it('does not cancel on its own with auto-protection off (the default)', async () => {
    vi.mocked(simulateSwapCheck).mockResolvedValue('no-result');
    const { client } = renderRoutes(screens, PATH);
    await checks(client, 3);
    expect(await screen.findByRole('alert')).toHaveTextContent('At Risk');
    expect(sendSwapCancellation).not.toHaveBeenCalled();
  });

  it('alerts with a notification and a sound when the danger starts', async () => {
    const shown: string[] = [];
    class FakeNotification {
      static permission = 'granted';
      static requestPermission = vi.fn();
      constructor(title: string) {
        shown.push(title);
      }
    }
    const oscillators: number[] = [];
    class FakeAudioContext {
      currentTime = 0;
      destination = {};
      createOscillator() {
        const oscillator = {
          type: '',
          frequency: { value: 0 },
          connect: (node: unknown) => node,
          start: () => oscillators.push(oscillator.frequency.value),
          stop: () => undefined,
          onended: null,
        };
        return oscillator;
      }
      createGain() {
        return { gain: { value: 0 }, connect: (node: unknown) => node };
      }
      close = async () => undefined;
    }
    vi.stubGlobal('Notification', FakeNotification);
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.mocked(simulateSwapCheck).mockResolvedValue('no-result');
    const { client } = renderRoutes(screens, PATH);
    await checks(client, 1);
    expect(shown).toEqual([]);
    await checks(client, 2);
    await waitFor(() => expect(shown).toEqual(['At Risk']));
    expect(oscillators.length).toBeGreaterThan(0);
  });

  it('checks the cancel data first', async () => {
    serve(swapActivity({ data: { reservationHash: RESERVATION } } as Partial<ActivityJson>));
    renderRoutes(screens, PATH);
    await screen.findByRole('heading', { name: 'Swap Pending' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Transaction' }));
    expect(await screen.findByText('No swap data available for cancellation')).toBeVisible();
    expect(sendSwapCancellation).not.toHaveBeenCalled();
  });

  it('words a failed cancellation with its reason', async () => {
    vi.mocked(sendSwapCancellation).mockResolvedValue({
      kind: 'error',
      reason: 'User rejected the request.',
    });
    renderRoutes(screens, PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Transaction' }));
    expect(
      await screen.findByText('Cancellation failed: User rejected the request.'),
    ).toBeVisible();
  });

  it('shows a mined swap as confirmed and stops monitoring', async () => {
    vi.mocked(readMinedTransaction).mockResolvedValue({ events: [{}], revert: null });
    serve(swapActivity({ status: 'Completed' }));
    renderRoutes(screens, PATH);
    expect(await screen.findByRole('heading', { name: 'Swap Confirmed' })).toBeVisible();
    expect(await screen.findByText('You received')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel Transaction' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Swap' })).toHaveAttribute('href', '/');
    expect(simulateSwapCheck).not.toHaveBeenCalled();
  });

  it('shows a reverted swap with its failure reason from the error catalogue', async () => {
    serve(swapActivity({ status: 'Failed', failedReason: 'NATIVE_SWAP: No active reservation' }));
    renderRoutes(screens, PATH);
    expect(await screen.findByRole('heading', { name: 'Swap Reverted' })).toBeVisible();
    expect(screen.getByText('No active reservation found, it may have expired')).toBeVisible();
  });

  it('asks for a wallet first', async () => {
    useWalletStore.setState({ wallet: null });
    renderRoutes(screens, PATH);
    expect(
      await screen.findByText('Please connect your wallet to follow this swap.'),
    ).toBeVisible();
  });
});
