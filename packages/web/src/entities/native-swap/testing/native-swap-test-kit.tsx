import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Routes } from 'react-router';
import type { Reservation } from '@opswap/protocol/schemas/reservation';
import { MOTO } from '../../tokens/testing/render-with-providers.tsx';
import { useNativeOrderStore } from '../native-order-store.ts';
import { releaseReservationLock } from '../reservation-lock.ts';

const E18 = 10n ** 18n;

/** A Pending MOTO reservation of 100,000 sats for 10 MOTO (at least 8); `change` overrides. */
export function testReservation(change: Partial<Reservation> = {}): Reservation {
  return {
    hash: 'ab'.repeat(32),
    tokenSymbol: 'MOTO',
    tokenAddress: MOTO.address,
    status: 'Pending',
    amountIn: 100_000n,
    amountOut: 10n * E18,
    confirmedAtBlock: null,
    expiresAtBlock: null,
    timestamp: 1,
    lastUpdated: 1,
    simulationResult: { estimatedGas: 1_000n, estimatedSatGas: 3_000n, minTokenOut: 8n * E18 },
    settings: { slippage: 20, miningFee: 6, priorityFee: 0, reorgProtection: 2 },
    ...change,
  };
}

const SESSION = { network: 'regtest', publicKey: '02', sessionToken: 't' } as const;

/** A stand-in for entities/activity/session-user.ts: always signed in (use with vi.mock). */
export const signedInSessionUser = {
  useSessionUser: () => ({ user: SESSION, session: SESSION }),
};

/** Renders `routes` (Route elements, e.g. a screen and where it navigates) at `path`. */
export function renderRoutesAt(path: string, routes: ReactNode, after?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routes}</Routes>
        {after}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Forgets the from-Bitcoin order and the reservation lock a test left behind. */
export function resetNativeBuy(): void {
  releaseReservationLock();
  useNativeOrderStore.setState({ order: null });
}
