import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNativeOrderStore } from '../../../entities/native-swap/native-order-store.ts';
import { acquireReservationLock } from '../../../entities/native-swap/reservation-lock.ts';
import {
  connectTestWallet,
  disconnectTestWallet,
  MOTO,
  RBTC,
} from '../../../entities/tokens/testing/render-with-providers.tsx';
import {
  fakeTokenBalance,
  tokenBalances,
} from '../../../entities/tokens/testing/fake-token-hooks.ts';
import { resetNativeBuy } from '../../../entities/native-swap/testing/native-swap-test-kit.tsx';
import { renderSwapForm } from '../testing/swap-form-kit.tsx';

const E18 = 10n ** 18n;
/** 1 BTC buys 10,000 MOTO: 1e22 base units per 1e8 sats. */
const PRICE = 10n ** 22n;
const reservationChain = vi.hoisted(() => ({
  simulateReservation: vi.fn(),
  readQuoteForSatoshis: vi.fn(),
}));

vi.mock('../../../entities/tokens/use-token-balance.ts', () => fakeTokenBalance);
vi.mock('../../../lib/chain/use-block-number.ts', () => ({ useBlockNumber: () => 20 }));
vi.mock('../chain/native-quote-chain.ts', () => ({ readNativeQuote: async () => PRICE }));
vi.mock('../../../entities/native-swap/reservation-chain.ts', () => reservationChain);

function renderForm(typedAmount: string) {
  return renderSwapForm({ sellToken: RBTC, buyToken: MOTO, typedAmount }, { path: '/' });
}

beforeEach(() => {
  tokenBalances.set(RBTC.address, 10n ** 8n);
  tokenBalances.set(MOTO.address, 0n);
  reservationChain.readQuoteForSatoshis.mockImplementation(async (_n, _c, _t, sats: bigint) => ({
    tokensOut: (sats * PRICE) / 10n ** 8n,
    requiredSatoshis: sats,
    price: PRICE,
  }));
  reservationChain.simulateReservation.mockImplementation(async (request) => ({
    reverted: false,
    expectedAmountOut: (request.amountIn * PRICE) / 10n ** 8n,
    totalSatoshis: request.amountIn,
    estimatedGas: 1_000n,
    estimatedSatGas: 2_000n,
  }));
  connectTestWallet();
});

afterEach(() => {
  disconnectTestWallet();
  resetNativeBuy();
  vi.clearAllMocks();
});

describe('the swap form, from Bitcoin', () => {
  it('simulates the reservation with the recommended reorg protection and hands the order on', async () => {
    renderForm('0.001');
    expect(screen.getByRole('list', { name: 'Swap steps' })).toHaveTextContent('Select Tokens');
    const next = await screen.findByRole('button', { name: /Next Step$/ });
    await waitFor(() => expect(next).toBeEnabled());
    expect(reservationChain.simulateReservation).toHaveBeenCalledWith(
      expect.objectContaining({ token: MOTO.address, amountIn: 100_000n, activationDelay: 1 }),
      expect.anything(),
    );
    expect(screen.getByText('10 MOTO', { selector: 'dd' })).toBeInTheDocument();
    await userEvent.click(next);
    expect(useNativeOrderStore.getState().order).toMatchObject({
      amountIn: 100_000n,
      expectedAmountOut: 10n * E18,
      activationDelay: 1,
      estimatedSatGas: 2_000n,
    });
  });

  it('keeps the max slippage in hundredths of a percent: 10 MOTO expected, 9.98 at least', async () => {
    renderForm('0.001');
    const next = await screen.findByRole('button', { name: /Next Step$/ });
    await waitFor(() => expect(next).toBeEnabled());
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(row('Expected')).toHaveTextContent('10 MOTO');
    expect(row('Minimum received')).toHaveTextContent('9.98 MOTO');
    expect(row('Max slippage')).toHaveTextContent('0.20%');
    await userEvent.click(next);
    expect(useNativeOrderStore.getState().order).toMatchObject({
      minimumAmountOut: 998n * 10n ** 16n,
      slippage: 20,
    });
  });

  it('without reorg protection warns and reserves with no activation delay', async () => {
    renderForm('0.001');
    const reorg = screen.getByRole('group', { name: 'Reorg protection' });
    await userEvent.click(within(reorg).getByRole('switch', { name: 'Reorg protection' }));
    expect(within(reorg).getByRole('status')).toHaveTextContent(/reorg/i);
    await waitFor(() =>
      expect(reservationChain.simulateReservation).toHaveBeenCalledWith(
        expect.objectContaining({ activationDelay: 0 }),
        expect.anything(),
      ),
    );
  });

  it('says when the pool cannot fill the trade', async () => {
    reservationChain.simulateReservation.mockResolvedValue({
      reverted: true,
      revert: 'NATIVE_SWAP: Not enough liquidity available.',
    });
    renderForm('0.001');
    expect(
      await screen.findByRole('button', { name: 'Not enough liquidity in the pool.' }),
    ).toBeDisabled();
  });

  it('names a revert other than the lack of liquidity on the button, and nothing contradicts it', async () => {
    reservationChain.simulateReservation.mockResolvedValue({
      reverted: true,
      revert:
        'NATIVE_SWAP: You already have an active reservation. Swap or wait for expiration before creating another',
    });
    renderForm('0.001');
    const reason = 'Already an active reservation for this pool, check activity page';
    expect(await screen.findByRole('button', { name: reason })).toBeDisabled();
    expect(screen.queryByText('Not enough liquidity in the pool.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('with more asked for than the pool can reserve', () => {
    /** The pool reserves at most 5,147.60 MOTO (its 5-block cap), which cost 0.51476 rBTC. */
    const CAP = 514_760n * 10n ** 16n;
    beforeEach(() => {
      tokenBalances.set(RBTC.address, 100n * 10n ** 8n);
      // getQuote caps at the available liquidity only: twice the reservation cap.
      reservationChain.readQuoteForSatoshis.mockImplementation(async (_n, _c, _t, sats: bigint) => {
        const tokens = (sats * PRICE) / 10n ** 8n;
        return {
          tokensOut: tokens < 2n * CAP ? tokens : 2n * CAP,
          requiredSatoshis: sats,
          price: PRICE,
        };
      });
      reservationChain.simulateReservation.mockImplementation(async (request) => {
        const wanted = (request.amountIn * PRICE) / 10n ** 8n;
        const tokens = wanted < CAP ? wanted : CAP;
        return {
          reverted: false,
          expectedAmountOut: tokens,
          totalSatoshis: (tokens * 10n ** 8n) / PRICE,
          estimatedGas: 1_000n,
          estimatedSatGas: 2_000n,
        };
      });
    });
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

    it('sells 50 rBTC: the Buy field, Expected and You pay are the part it fills, and Next Step is off', async () => {
      renderForm('50');
      const button = await screen.findByRole('button', {
        name: 'Not enough liquidity for this amount',
      });
      expect(button).toBeDisabled();
      expect(screen.getByLabelText('Buy')).toHaveValue('5147.6');
      expect(row('Expected')).toHaveTextContent('5,147.6 MOTO');
      expect(row('You pay')).toHaveTextContent('0.51476 rBTC');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Only 5,147.6 MOTO is available for 0.51476 rBTC.',
      );

      await userEvent.click(
        screen.getByRole('button', { name: 'Buy 5,147.6 MOTO for 0.51476 rBTC' }),
      );
      expect(screen.getByLabelText('Sell')).toHaveValue('0.51476');
      const next = await screen.findByRole('button', { name: /Next Step$/ });
      await waitFor(() => expect(next).toBeEnabled());
      await userEvent.click(next);
      expect(useNativeOrderStore.getState().order).toMatchObject({
        amountIn: 51_476_000n,
        expectedAmountOut: CAP,
      });
    });

    it('buys 20,000 MOTO: You pay is what the 5,147.6 it fills cost, not the 2 rBTC asked', async () => {
      renderSwapForm(
        { sellToken: RBTC, buyToken: MOTO, typedAmount: '20000', typedSide: 'buy' },
        { path: '/' },
      );
      expect(
        await screen.findByRole('button', { name: 'Not enough liquidity for this amount' }),
      ).toBeDisabled();
      expect(screen.getByLabelText('Sell')).toHaveValue('2');
      expect(row('Expected')).toHaveTextContent('5,147.6 MOTO');
      expect(row('You pay')).toHaveTextContent('0.51476 rBTC');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Only 5,147.6 MOTO is available for 0.51476 rBTC.',
      );
    });
  });

  it('keeps Next Step off while another tab sends a reservation', async () => {
    acquireReservationLock();
    renderForm('0.001');
    await waitFor(() => expect(reservationChain.simulateReservation).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: /Next Step$/ })).toBeDisabled();
  });

  it('applies the minimum trade before simulating', async () => {
    renderForm('0.0001');
    expect(await screen.findByRole('button', { name: 'Below minimum trade' })).toBeDisabled();
    expect(reservationChain.simulateReservation).not.toHaveBeenCalled();
  });
});
