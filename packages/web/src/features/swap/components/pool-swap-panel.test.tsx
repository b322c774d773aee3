import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectTestWallet,
  disconnectTestWallet,
  MOTO,
  PILL,
} from '../../../entities/tokens/testing/render-with-providers.tsx';
import {
  fakeTokenBalance,
  tokenBalances,
} from '../../../entities/tokens/testing/fake-token-hooks.ts';
import {
  fakeChainTransaction,
  pendingActivity,
} from '../../../entities/transactions/testing/transaction-test-kit.ts';
import { renderSwapForm, sellBuyPool } from '../testing/swap-form-kit.tsx';

const E18 = 10n ** 18n;
const chain = vi.hoisted(() => ({
  sendPoolSwap: vi.fn(),
  quotePoolSwap: vi.fn(),
}));
const pairChain = vi.hoisted(() => ({ readPairPool: vi.fn() }));
const recordActivity = vi.hoisted(() => vi.fn());

vi.mock('../../../entities/tokens/use-token-balance.ts', () => fakeTokenBalance);
vi.mock('../../../lib/chain/use-block-number.ts', () => ({ useBlockNumber: () => 20 }));
vi.mock('../chain/pool-swap-chain.ts', () => chain);
vi.mock('../../../entities/pools/pair-chain.ts', () => pairChain);
vi.mock('../../../entities/tokens/chain/allowance-chain.ts', () => ({
  readAllowance: async () => 10n ** 30n,
  approveSpender: vi.fn(),
  waitForAllowance: vi.fn(),
}));
vi.mock('../chain/native-quote-chain.ts', () => ({ readNativeQuote: vi.fn() }));
vi.mock('../../../entities/transactions/transaction-chain.ts', () => fakeChainTransaction());
vi.mock('../../../entities/activity/record-activity.ts', () => ({ recordActivity }));
vi.mock('../../../entities/activity/get-activity.ts', () => pendingActivity);

/** Selling 10 MOTO into a pool holding `reserveIn` MOTO (and twice as much PILL). */
function renderWithPool(reserveIn: bigint) {
  pairChain.readPairPool.mockResolvedValue(
    sellBuyPool(MOTO.address, PILL.address, reserveIn, 2n * reserveIn),
  );
  return renderSwapForm({ sellToken: MOTO, buyToken: PILL, typedAmount: '10' });
}

beforeEach(() => {
  tokenBalances.set(MOTO.address, 100n * E18);
  tokenBalances.set(PILL.address, 0n);
  chain.quotePoolSwap.mockImplementation(async ({ amount }) => ({
    amountIn: amount,
    amountOut: amount * 2n,
  }));
  chain.sendPoolSwap.mockResolvedValue('b'.repeat(64));
  recordActivity.mockResolvedValue({});
  connectTestWallet();
});

afterEach(() => {
  vi.clearAllMocks();
  disconnectTestWallet();
});

describe('the pool swap’s price impact', () => {
  it('shows a small impact plainly, without a warning', async () => {
    renderWithPool(10_000n * E18);
    const value = await screen.findByText('0.09%');
    expect(value).not.toHaveClass('text-warning');
    expect(value).not.toHaveClass('text-danger');
    expect(screen.queryByText(/price impact:/)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Swap Tokens' })).toBeEnabled();
  });

  it('colours an impact above 5 percent as a warning and says it is high', async () => {
    renderWithPool(100n * E18);
    expect(await screen.findByText('9.00%')).toHaveClass('text-warning');
    expect(screen.getByText(/^High price impact/)).toHaveClass('text-warning');
    expect(await screen.findByRole('button', { name: 'Swap Tokens' })).toBeEnabled();
  });

  it('colours an impact above 15 percent as a danger and asks to accept it before swapping', async () => {
    renderWithPool(E18);
    expect(await screen.findByText('90.41%')).toHaveClass('text-danger');
    expect(screen.getByText(/^Very high price impact/)).toHaveClass('text-danger');

    await userEvent.click(await screen.findByRole('button', { name: 'Swap Anyway' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Swap' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Swap' });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByText('90.41%')).toHaveClass('text-danger');

    const accept = within(dialog).getByRole('checkbox', {
      name: 'I accept a price impact of 90.41%',
    });
    await userEvent.click(accept);
    expect(confirm).toBeEnabled();
    await userEvent.click(accept);
    expect(confirm).toBeDisabled();

    // Accepting belongs to one review: cancelling and reviewing again asks again.
    await userEvent.click(accept);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Swap Anyway' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm Swap' });
    expect(within(again).getByRole('checkbox')).not.toBeChecked();
    expect(within(again).getByRole('button', { name: 'Confirm Swap' })).toBeDisabled();

    await userEvent.click(within(again).getByRole('checkbox'));
    await userEvent.click(within(again).getByRole('button', { name: 'Confirm Swap' }));
    expect(await screen.findByRole('heading', { name: 'Swap submitted' })).toBeInTheDocument();
    expect(chain.sendPoolSwap).toHaveBeenCalledOnce();
  });
});

describe('the pool swap’s amounts', () => {
  const QUOTED = 20_019_998_450_901_804_206n;

  it('shows the quoted side at 6 fraction digits, keeps the typed side as typed, and sends the exact quote', async () => {
    chain.quotePoolSwap.mockImplementation(async ({ amount }) => ({
      amountIn: amount,
      amountOut: QUOTED,
    }));
    pairChain.readPairPool.mockResolvedValue(
      sellBuyPool(MOTO.address, PILL.address, 10n ** 24n, 10n ** 24n),
    );
    renderSwapForm({ sellToken: MOTO, buyToken: PILL, typedAmount: '10.000000000000000001' });
    const swap = await screen.findByRole('button', { name: 'Swap Tokens' });
    expect(screen.getByLabelText('Buy')).toHaveValue('20.019998');
    expect(screen.getByLabelText('Sell')).toHaveValue('10.000000000000000001');

    await userEvent.click(swap);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Swap' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Swap' }));
    await screen.findByRole('heading', { name: 'Swap submitted' });
    expect(chain.sendPoolSwap.mock.calls[0]![0]).toMatchObject({ amountIn: 10n * E18 + 1n });
    await waitFor(() =>
      expect(recordActivity).toHaveBeenCalledWith(
        expect.objectContaining({
          data: expect.objectContaining({ amountOut: QUOTED.toString() }),
        }),
      ),
    );
  });
});
