import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeChainTransaction } from '../../entities/transactions/testing/transaction-test-kit.ts';
import { Route, useLocation } from 'react-router';
import { NOT_ENOUGH_BITCOIN_MESSAGE } from '@opswap/protocol/nativeswap/reserve-requirements';
import { routes } from '@opswap/protocol/routes/routes';
import type { Reservation } from '@opswap/protocol/schemas/reservation';
import type { NativeBuyOrder } from '@opswap/protocol/swap/buy-flow';
import { useNativeOrderStore } from '../../entities/native-swap/native-order-store.ts';
import {
  connectTestWallet,
  disconnectTestWallet,
  MOTO,
} from '../../entities/tokens/testing/render-with-providers.tsx';
import { fakeTokenBalance, tokenBalances } from '../../entities/tokens/testing/fake-token-hooks.ts';
import {
  renderRoutesAt,
  resetNativeBuy,
  signedInSessionUser,
  testReservation,
} from '../../entities/native-swap/testing/native-swap-test-kit.tsx';
import ReserveScreen from './reserve-screen.tsx';

const E18 = 10n ** 18n;
const TXID = testReservation().hash;
const mocks = vi.hoisted(() => ({
  sendReservation: vi.fn(),
  trackReservation: vi.fn(),
  recordActivity: vi.fn(),
  reservation: { current: undefined as Reservation | undefined },
}));

vi.mock('../../entities/tokens/use-token-balance.ts', () => fakeTokenBalance);
vi.mock('../../lib/chain/use-block-number.ts', () => ({ useBlockNumber: () => 20 }));
vi.mock('../../entities/native-swap/reservation-chain.ts', () => ({
  sendReservation: mocks.sendReservation,
}));
vi.mock('../../entities/transactions/transaction-chain.ts', () => fakeChainTransaction());
vi.mock('../../entities/activity/record-activity.ts', () => ({
  recordActivity: mocks.recordActivity,
}));
vi.mock('../../entities/tokens/api/get-token.ts', () => ({ useToken: () => ({ data: MOTO }) }));
vi.mock('../../entities/activity/session-user.ts', () => signedInSessionUser);
vi.mock('./api/reservation-api.ts', () => ({
  trackReservation: mocks.trackReservation,
  useReservation: () => ({ data: mocks.reservation.current, isError: false }),
}));

const ORDER: NativeBuyOrder = {
  token: MOTO,
  amountIn: 100_000n,
  expectedAmountOut: 10n * E18,
  minimumAmountOut: 998n * 10n ** 16n,
  slippage: 20,
  activationDelay: 2,
  estimatedGas: 1_000n,
  estimatedSatGas: 3_000n,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  return renderRoutesAt(
    path,
    <>
      <Route path={routes.home.pattern} element={<p>home</p>} />
      <Route path={routes.nativeReserve.pattern} element={<ReserveScreen />} />
      <Route path={routes.nativeExecute.pattern} element={<p>execute</p>} />
    </>,
    <Where />,
  );
}

beforeEach(() => {
  connectTestWallet();
  tokenBalances.set('bitcoin', 10n ** 8n);
  mocks.sendReservation.mockResolvedValue({
    transactionId: TXID,
    interactionAddress: null,
    compiledTargetScript: null,
    expectedAmountOut: 10n * E18,
    estimatedGas: 1_000n,
    estimatedSatGas: 3_000n,
    reservationUTXO: {
      transactionId: TXID,
      outputIndex: 2,
      scriptPubKey: { hex: '0020', address: 'bcrt1qcsv' },
      value: 330n,
    },
  });
  mocks.trackReservation.mockResolvedValue(undefined);
  mocks.recordActivity.mockResolvedValue(undefined);
  mocks.reservation.current = testReservation();
});

afterEach(() => {
  disconnectTestWallet();
  resetNativeBuy();
  vi.clearAllMocks();
});

describe('the reserve screen', () => {
  it('goes back to / with no order to reserve', () => {
    renderAt(routes.nativeReserve());
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('refuses a wallet that cannot cover amount, gas and the reservation fee', () => {
    useNativeOrderStore.setState({ order: ORDER });
    tokenBalances.set('bitcoin', 100_000n + 3_000n + 4_999n);
    renderAt(routes.nativeReserve());
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_ENOUGH_BITCOIN_MESSAGE);
    expect(screen.getByRole('button', { name: 'Reserve Swap' })).toBeDisabled();
  });

  it('reserves, tracks the reservation with its timelock UTXO and polls it under its id', async () => {
    useNativeOrderStore.setState({ order: ORDER });
    renderAt(routes.nativeReserve());
    expect(screen.getByRole('list', { name: 'Swap steps' })).toHaveTextContent('Reserve');
    expect(screen.getByText('2 blocks')).toBeInTheDocument();
    expect(screen.getByText('9.98 MOTO')).toBeInTheDocument();
    expect(screen.getByText('Max slippage', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '0.20%',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reserve Swap' }));

    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/swap/native/reserve/${TXID}`),
    );
    expect(mocks.sendReservation).toHaveBeenCalledWith(
      expect.objectContaining({
        token: MOTO.address,
        amountIn: 100_000n,
        minimumAmountOut: 998n * 10n ** 16n,
        activationDelay: 2,
      }),
      expect.anything(),
      // The configured rate (auto: conservative 5) plus 1; amount + 20,000 sats at most.
      { feeRate: 6, priorityFee: 0n, maximumAllowedSatToSpend: 120_000n },
    );
    const tracked = mocks.trackReservation.mock.calls[0]?.[0];
    expect(tracked.trackingInformation).toMatchObject({
      hash: TXID,
      amountIn: '100000',
      reservationUTXO: { outputIndex: 2, value: '330' },
      settings: { reorgProtection: 2, slippage: 20 },
    });
    expect(mocks.recordActivity).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'Reservation', transactionId: TXID }),
    );
    expect(
      await screen.findByText('Waiting for the reservation to be confirmed…'),
    ).toBeInTheDocument();
  });

  it('shows why a reservation failed', () => {
    mocks.reservation.current = testReservation({ status: 'Failed', reason: null });
    renderAt(routes.nativeReserve(TXID));
    expect(screen.getByRole('alert')).toHaveTextContent('Reservation failed: Unknown error');
  });

  it('moves on to the execute screen once the reservation is confirmed', async () => {
    mocks.reservation.current = testReservation({
      status: 'Completed',
      confirmedAtBlock: 20,
      expiresAtBlock: 26,
    });
    renderAt(routes.nativeReserve(TXID));
    expect(await screen.findByText('execute')).toBeInTheDocument();
  });
});
