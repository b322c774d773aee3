import { act, screen, waitFor, within } from '@testing-library/react';
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
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import {
  fakeChainTransaction,
  pendingActivity,
} from '../../../entities/transactions/testing/transaction-test-kit.ts';
import { renderSwapForm, sellBuyPool, swapButton } from '../testing/swap-form-kit.tsx';

const E18 = 10n ** 18n;
const allowance = vi.hoisted(() => ({
  readAllowance: vi.fn(),
  approveSpender: vi.fn(),
  waitForAllowance: vi.fn(),
}));
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
vi.mock('../../../entities/tokens/chain/allowance-chain.ts', () => allowance);
vi.mock('../chain/native-quote-chain.ts', () => ({ readNativeQuote: vi.fn() }));
vi.mock('../../../entities/transactions/transaction-chain.ts', () => fakeChainTransaction());
vi.mock('../../../entities/activity/record-activity.ts', () => ({ recordActivity }));
vi.mock('../../../entities/activity/get-activity.ts', () => pendingActivity);

function renderForm(typedAmount = '10') {
  return renderSwapForm({ sellToken: MOTO, buyToken: PILL, typedAmount });
}

beforeEach(() => {
  tokenBalances.set(MOTO.address, 100n * E18);
  tokenBalances.set(PILL.address, 5n * E18);
  chain.quotePoolSwap.mockImplementation(async ({ side, amount }) =>
    side === 'sell'
      ? { amountIn: amount, amountOut: amount * 2n }
      : { amountIn: amount / 2n, amountOut: amount },
  );
  pairChain.readPairPool.mockResolvedValue(
    sellBuyPool(MOTO.address, PILL.address, 10_000n * E18, 20_000n * E18),
  );
  allowance.readAllowance.mockResolvedValue(0n);
  allowance.approveSpender.mockResolvedValue('a'.repeat(64));
  allowance.waitForAllowance.mockResolvedValue(undefined);
  chain.sendPoolSwap.mockResolvedValue('b'.repeat(64));
  recordActivity.mockResolvedValue({});
  connectTestWallet();
});

afterEach(() => {
  vi.clearAllMocks();
  disconnectTestWallet();
});

describe('the swap form', () => {
  it('asks a visitor to connect a wallet and opens the login modal', async () => {
    disconnectTestWallet();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(useWalletStore.getState().connectModalOpen).toBe(true);
  });

  it('quotes the other side after typing and shows the trade’s details', async () => {
    renderForm();
    expect(await swapButton()).toBeEnabled();
    expect(screen.getByLabelText('Buy')).toHaveValue('20');
    expect(screen.getByText('Minimum received')).toBeInTheDocument();
    expect(screen.getByText('19.96 PILL')).toBeInTheDocument();
    expect(chain.quotePoolSwap).toHaveBeenCalledWith(
      expect.objectContaining({ side: 'sell', amount: 10n * E18 }),
      expect.anything(),
    );
  });

  it('quotes the sell side when the buy amount is typed', async () => {
    renderForm('');
    await userEvent.type(screen.getByLabelText('Buy'), '8');
    await swapButton();
    expect(screen.getByLabelText('Sell')).toHaveValue('4');
  });

  it('says the balance is short, with the error style on the sell side only', async () => {
    tokenBalances.set(MOTO.address, 5n * E18);
    renderForm();
    expect(await screen.findByRole('button', { name: 'Insufficient MOTO balance' })).toBeDisabled();
    expect(screen.getByLabelText('Sell')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Buy')).toHaveAttribute('aria-invalid', 'false');
  });

  it('waits for the sell balance instead of calling it short', async () => {
    tokenBalances.delete(MOTO.address);
    renderForm();
    expect(await screen.findByRole('button', { name: /Loading balance/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Insufficient MOTO balance' })).toBeNull();
  });

  it('shows a quote error in the error box for 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    chain.quotePoolSwap.mockRejectedValue(new Error('Motoswap: INSUFFICIENT_LIQUIDITY'));
    renderForm();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not enough liquidity in this pool for the trade.');
    await act(async () => vi.advanceTimersByTime(4_900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
    vi.useRealTimers();
  });

  it('fills the largest spendable amount with MAX', async () => {
    tokenBalances.set(MOTO.address, 1001n);
    renderForm('');
    await userEvent.click(screen.getAllByRole('button', { name: 'MAX' })[0]!);
    expect(screen.getByLabelText('Sell')).toHaveValue('0.000000000000001');
  });

  it('approves the router when the allowance is short, then swaps and records the activity', async () => {
    renderForm();
    await userEvent.click(await swapButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Swap' });
    expect(within(dialog).getByText(/The router may not spend your MOTO yet/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Swap' }));
    expect(await screen.findByRole('heading', { name: 'Swap submitted' })).toBeInTheDocument();
    expect(allowance.approveSpender).toHaveBeenCalledOnce();
    expect(allowance.approveSpender.mock.calls[0]![5]).toEqual({
      feeRate: 6,
      priorityFee: 200n,
      maximumAllowedSatToSpend: 10_000n,
    });
    const [request, , fees] = chain.sendPoolSwap.mock.calls[0]!;
    expect(request).toMatchObject({
      amountIn: 10n * E18,
      amountOutMin: 19_960_000_000_000_000_000n,
      deadline: 120n,
    });
    expect(fees).toEqual({ feeRate: 5, priorityFee: 0n, maximumAllowedSatToSpend: 20_000n });
    await waitFor(() =>
      expect(recordActivity).toHaveBeenCalledWith({
        type: 'Swap',
        transactionId: 'b'.repeat(64),
        data: {
          tokenOne: MOTO.address,
          tokenTwo: PILL.address,
          amountIn: (10n * E18).toString(),
          amountOut: (20n * E18).toString(),
        },
      }),
    );
  });

  it('skips the approval when the allowance covers the amount', async () => {
    allowance.readAllowance.mockResolvedValue(10n ** 30n);
    renderForm();
    await userEvent.click(await swapButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Swap' });
    expect(within(dialog).queryByText(/The router may not spend/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Swap' }));
    await screen.findByRole('heading', { name: 'Swap submitted' });
    expect(allowance.approveSpender).not.toHaveBeenCalled();
  });

  it('shows a wallet rejection in the failure dialog, with support and the way back', async () => {
    allowance.readAllowance.mockResolvedValue(10n ** 30n);
    chain.sendPoolSwap.mockRejectedValue({ code: 4001, message: 'The user said no' });
    renderForm();
    await userEvent.click(await swapButton());
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Swap' })).getByRole('button', {
        name: 'Confirm Swap',
      }),
    );
    const failed = await screen.findByRole('dialog', { name: 'Swap failed' });
    expect(within(failed).getByText('User rejected the request.')).toBeInTheDocument();
    expect(within(failed).getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(within(failed).getByRole('button', { name: 'Back to Swap' }));
    expect(screen.queryByRole('dialog', { name: 'Swap failed' })).toBeNull();
    expect(await swapButton()).toBeEnabled();
  });
});
