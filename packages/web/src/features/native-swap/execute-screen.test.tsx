import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeChainTransaction } from '../../entities/transactions/testing/transaction-test-kit.ts';
import { Route } from 'react-router';
import { routes } from '@opswap/protocol/routes/routes';
import type { Reservation } from '@opswap/protocol/schemas/reservation';
import { SWAPPED_RESERVATIONS_KEY } from '../../entities/native-swap/swapped-reservations.ts';
import {
  connectTestWallet,
  disconnectTestWallet,
  MOTO,
} from '../../entities/tokens/testing/render-with-providers.tsx';
import {
  renderRoutesAt,
  signedInSessionUser,
  testReservation,
} from '../../entities/native-swap/testing/native-swap-test-kit.tsx';
import ExecuteScreen from './execute-screen.tsx';

const HASH = testReservation().hash;
const SWAP_ID = 'cd'.repeat(32);
const mocks = vi.hoisted(() => ({
  simulateSwap: vi.fn(),
  sendSwap: vi.fn(),
  recordActivity: vi.fn(),
  block: { current: 20 },
  reservation: { current: undefined as Reservation | undefined },
}));

vi.mock('../../lib/chain/use-block-number.ts', () => ({
  useBlockNumber: () => mocks.block.current,
}));
vi.mock('./chain/swap-chain.ts', () => ({
  simulateSwap: mocks.simulateSwap,
  sendSwap: mocks.sendSwap,
}));
vi.mock('../../entities/transactions/transaction-chain.ts', () => fakeChainTransaction());
vi.mock('../../entities/tokens/use-token-balance.ts', () => ({
  refreshTokenBalances: async () => undefined,
}));
vi.mock('../../entities/activity/record-activity.ts', () => ({
  recordActivity: mocks.recordActivity,
}));
vi.mock('../../entities/tokens/api/get-token.ts', () => ({ useToken: () => ({ data: MOTO }) }));
vi.mock('../../entities/activity/session-user.ts', () => signedInSessionUser);
vi.mock('./api/reservation-api.ts', () => ({
  useReservation: () => ({ data: mocks.reservation.current, isError: false }),
}));

const PROVIDERS = [
  { depositAddress: 'bcrt1qprovidera', satoshisAmount: 60_000n },
  { depositAddress: 'bcrt1qproviderb', satoshisAmount: 40_000n },
];

function reservation(change: Partial<Reservation> = {}): Reservation {
  return testReservation({
    status: 'Completed',
    confirmedAtBlock: 20,
    expiresAtBlock: 26,
    events: { ReservationCreated: { totalSatoshis: 100_000n }, providers: PROVIDERS },
    ...change,
  });
}

function renderAt(path: string) {
  return renderRoutesAt(
    path,
    <>
      <Route path={routes.home.pattern} element={<p>home</p>} />
      <Route path={routes.nativeExecute.pattern} element={<ExecuteScreen />} />
      <Route path={routes.nativeWatch.pattern} element={<p>watch</p>} />
    </>,
  );
}

const swapButton = () => screen.getByRole('button', { name: /Swap Tokens$/ });

beforeEach(() => {
  connectTestWallet();
  mocks.block.current = 20;
  mocks.reservation.current = reservation();
  mocks.simulateSwap.mockResolvedValue(null);
  mocks.sendSwap.mockResolvedValue({
    transactionId: SWAP_ID,
    interactionAddress: 'bcrt1pinteraction',
    compiledTargetScript: 'abcd',
  });
  mocks.recordActivity.mockResolvedValue(undefined);
});

afterEach(() => {
  disconnectTestWallet();
  localStorage.removeItem(SWAPPED_RESERVATIONS_KEY);
  vi.clearAllMocks();
});

describe('the execute screen', () => {
  it('redirects to / without a reservation to continue', () => {
    renderAt('/swap/native/execute');
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('waits for reorg protection before simulating the swap', () => {
    renderAt(routes.nativeExecute(HASH));
    expect(
      screen.getByText('Please wait 1 more block(s) for reorg protection.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Not Simulated')).toBeInTheDocument();
    expect(swapButton()).toBeDisabled();
    expect(mocks.simulateSwap).not.toHaveBeenCalled();
  });

  it('pays each provider what the reservation named, records the NativeSwap and moves to watch', async () => {
    mocks.block.current = 21;
    renderAt(routes.nativeExecute(HASH));
    await waitFor(() => expect(swapButton()).toBeEnabled());
    expect(screen.getByText('Success')).toBeInTheDocument();
    const payments = [
      { to: 'bcrt1qprovidera', value: 60_000n },
      { to: 'bcrt1qproviderb', value: 40_000n },
    ];
    expect(mocks.simulateSwap).toHaveBeenCalledWith(
      expect.objectContaining({ token: MOTO.address, payments }),
      expect.anything(),
    );
    await userEvent.click(swapButton());
    const review = await screen.findByRole('dialog', { name: 'Confirm Swap' });
    expect(mocks.sendSwap).not.toHaveBeenCalled();
    await userEvent.click(within(review).getByRole('button', { name: 'Confirm Swap' }));
    expect(await screen.findByText('watch')).toBeInTheDocument();
    expect(mocks.sendSwap).toHaveBeenCalledWith(
      expect.objectContaining({ payments }),
      expect.anything(),
      { feeRate: 5, priorityFee: 0n, maximumAllowedSatToSpend: 20_000n },
    );
    expect(mocks.recordActivity).toHaveBeenCalledWith({
      type: 'NativeSwap',
      transactionId: SWAP_ID,
      data: expect.objectContaining({
        reservationHash: HASH,
        tokenAddress: MOTO.address,
        amountIn: '100000',
        feeRate: 5,
        interactionAddress: 'bcrt1pinteraction',
        compiledTargetScript: 'abcd',
      }),
    });
  });

  it('never counts more blocks remaining than the 6-block lifetime', () => {
    // Confirmed in block 20, expiring after block 26; a current block still at 19 lags the chain.
    mocks.block.current = 19;
    renderAt(routes.nativeExecute(HASH));
    expect(screen.getByText('Blocks remaining').nextSibling).toHaveTextContent(/^6$/);
  });

  it('reviews what is paid and received before sending; Escape cancels', async () => {
    mocks.block.current = 21;
    renderAt(routes.nativeExecute(HASH));
    await waitFor(() => expect(swapButton()).toBeEnabled());
    await userEvent.click(swapButton());
    const review = await screen.findByRole('dialog', { name: 'Confirm Swap' });
    const row = (label: string) => within(review).getByText(label).nextSibling;
    expect(row('You pay')).toHaveTextContent('0.001 rBTC');
    expect(row('Paid to')).toHaveTextContent('2 liquidity providers');
    expect(row('You receive about')).toHaveTextContent('10 MOTO');
    expect(row('Minimum received')).toHaveTextContent('8 MOTO');
    expect(row('Network fees')).toHaveTextContent('At most 20,000 sats');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(swapButton()).toHaveFocus();
    expect(mocks.sendSwap).not.toHaveBeenCalled();
    expect(screen.queryByText('watch')).toBeNull();
  });

  it('marks an expired reservation and keeps the swap off', () => {
    mocks.block.current = 27;
    renderAt(routes.nativeExecute(HASH));
    expect(
      screen.getByText('Your reservation has expired. Please create a new reservation to swap.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(swapButton()).toBeDisabled();
  });

  it('counts a failed simulation as expired', async () => {
    mocks.block.current = 21;
    mocks.simulateSwap.mockResolvedValue('NATIVE_SWAP: No active reservation for this address.');
    renderAt(routes.nativeExecute(HASH));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(swapButton()).toBeDisabled();
  });

  it('says so when the swap was already sent', () => {
    mocks.block.current = 21;
    mocks.reservation.current = reservation({ status: 'Spent' });
    renderAt(routes.nativeExecute(HASH));
    expect(
      screen.getByText(/This swap is already pending. Please check your activity page./),
    ).toBeInTheDocument();
    expect(swapButton()).toBeDisabled();
  });

  it('shows a wallet rejection in the spec words and lets the user try again', async () => {
    mocks.block.current = 21;
    mocks.sendSwap.mockRejectedValue({ code: 4001, message: 'User rejected' });
    renderAt(routes.nativeExecute(HASH));
    await waitFor(() => expect(swapButton()).toBeEnabled());
    await userEvent.click(swapButton());
    const review = await screen.findByRole('dialog', { name: 'Confirm Swap' });
    await userEvent.click(within(review).getByRole('button', { name: 'Confirm Swap' }));
    const failed = await screen.findByRole('dialog', { name: 'Swap failed' });
    expect(within(failed).getByText('User rejected the request.')).toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: 'Back to Swap' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(swapButton()).toBeEnabled();
  });
});
