import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectTestWallet,
  disconnectTestWallet,
  PILL,
  RBTC,
} from '../../../entities/tokens/testing/render-with-providers.tsx';
import {
  fakeTokenBalance,
  tokenBalances,
} from '../../../entities/tokens/testing/fake-token-hooks.ts';
import { fakeChainTransaction } from '../../../entities/transactions/testing/transaction-test-kit.ts';
import { renderSwapForm, swapButton } from '../testing/swap-form-kit.tsx';

const E18 = 10n ** 18n;
/** PILL at 5,000 sats: 2e14 base units per sat, scaled by 1e8. */
const PILL_QUOTE = 2n * 10n ** 22n;
const FEES_ADDRESS = 'bcrt1pfees';

const allowance = vi.hoisted(() => ({
  readAllowance: vi.fn(),
  approveSpender: vi.fn(),
  waitForAllowance: vi.fn(),
}));
const listing = vi.hoisted(() => ({
  readNativeSwapFees: vi.fn(),
  sendListing: vi.fn(),
  sellerCsvAddress: () => 'bcrt1qsellercsv',
}));
const recordActivity = vi.hoisted(() => vi.fn());
const freshBalance = vi.hoisted(() => ({ value: 0n }));

vi.mock('../../../entities/tokens/use-token-balance.ts', () => ({
  ...fakeTokenBalance,
  tokenBalanceQueryOptions: () => ({
    queryKey: ['fresh-balance'],
    queryFn: async () => freshBalance.value,
  }),
}));
vi.mock('../../../lib/chain/use-block-number.ts', () => ({ useBlockNumber: () => 20 }));
vi.mock('../chain/native-quote-chain.ts', () => ({ readNativeQuote: async () => PILL_QUOTE }));
vi.mock('../../../entities/native-swap/listing-chain.ts', () => listing);
vi.mock('../../../entities/tokens/chain/allowance-chain.ts', () => allowance);
vi.mock('../../../entities/transactions/transaction-chain.ts', () => fakeChainTransaction());
vi.mock('../../../entities/activity/record-activity.ts', () => ({ recordActivity }));
/** The recorded listing's activity as the api reports it. */
const minedListing = vi.hoisted(() => ({
  activity: { status: 'Pending', failedReason: null as string | null },
}));
vi.mock('../../../entities/activity/get-activity.ts', () => ({
  useActivity: () => ({ data: minedListing.activity, isError: false }),
}));

function renderForm(typedAmount = '20') {
  return renderSwapForm({ sellToken: PILL, buyToken: RBTC, typedAmount });
}

async function confirmListing() {
  await userEvent.click(await swapButton());
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Listing' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Listing' }));
}

beforeEach(() => {
  minedListing.activity = { status: 'Pending', failedReason: null };
  tokenBalances.set(PILL.address, 100n * E18);
  freshBalance.value = 100n * E18;
  allowance.readAllowance.mockResolvedValue(10n ** 30n);
  allowance.approveSpender.mockResolvedValue('a'.repeat(64));
  allowance.waitForAllowance.mockResolvedValue(undefined);
  listing.readNativeSwapFees.mockResolvedValue({
    priorityQueueBaseFee: 50_000n,
    reservationBaseFee: 5_000n,
    feesAddress: FEES_ADDRESS,
  });
  listing.sendListing.mockResolvedValue({
    transactionId: 'c'.repeat(64),
    interactionAddress: null,
    compiledTargetScript: null,
  });
  recordActivity.mockResolvedValue({});
  connectTestWallet();
});

afterEach(() => {
  vi.clearAllMocks();
  disconnectTestWallet();
});

describe('the to-Bitcoin swap form', () => {
  it("asks for a source token with 'Select Source Token'", async () => {
    renderSwapForm({ sellToken: null, buyToken: RBTC, typedAmount: '' });
    expect(await screen.findByRole('button', { name: 'Select Source Token' })).toBeDisabled();
  });

  it('quotes the rBTC side from the 1 BTC quote and lists on Standard without extra outputs', async () => {
    renderForm();
    expect(await swapButton()).toBeEnabled();
    expect(screen.getByLabelText('Buy')).toHaveValue('0.001');
    expect(screen.queryByText('Bitcoin swaps under maintenance')).toBeNull();
    await confirmListing();
    expect(await screen.findByRole('heading', { name: 'Listing submitted' })).toBeInTheDocument();
    expect(allowance.approveSpender).not.toHaveBeenCalled();
    const [request, , fees] = listing.sendListing.mock.calls[0]!;
    expect(request).toMatchObject({
      token: PILL.address,
      amount: 20n * E18,
      priority: false,
      outputs: [],
    });
    expect(fees).toEqual({ feeRate: 5, priorityFee: 0n, maximumAllowedSatToSpend: 20_000n });
    await waitFor(() =>
      expect(recordActivity).toHaveBeenCalledWith({
        type: 'ListNativeSwap',
        transactionId: 'c'.repeat(64),
        data: { token: PILL.address, amount: (20n * E18).toString() },
      }),
    );
  });

  it('asks to confirm High priority with its cost, then pays the priority fee output', async () => {
    renderForm();
    await swapButton();
    await userEvent.click(screen.getByRole('radio', { name: 'High' }));
    const warning = await screen.findByRole('dialog', { name: 'High priority listing' });
    expect(
      within(warning).getByText(/50,000 sats plus 3 percent of the tokens/),
    ).toBeInTheDocument();
    expect(within(warning).getByText('0.6 PILL')).toBeInTheDocument();
    await userEvent.click(within(warning).getByRole('button', { name: 'Use High' }));
    expect(screen.getByRole('radio', { name: 'High' })).toBeChecked();
    await confirmListing();
    await screen.findByRole('heading', { name: 'Listing submitted' });
    expect(listing.sendListing.mock.calls[0]![0]).toMatchObject({
      priority: true,
      outputs: [{ to: FEES_ADDRESS, value: 50_000n }],
    });
  });

  it('keeps Standard when the High warning is dismissed', async () => {
    renderForm();
    await swapButton();
    await userEvent.click(screen.getByRole('radio', { name: 'High' }));
    const warning = await screen.findByRole('dialog', { name: 'High priority listing' });
    await userEvent.click(within(warning).getByRole('button', { name: 'Keep Standard' }));
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
  });

  it('approves NativeSwap first when its allowance is short', async () => {
    allowance.readAllowance.mockResolvedValue(0n);
    renderForm();
    await userEvent.click(await swapButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Listing' });
    expect(within(dialog).getByText(/NativeSwap may not spend your PILL yet/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('listing-receiver')).toHaveTextContent('bcrt1qsellercsv');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Listing' }));
    await screen.findByRole('heading', { name: 'Listing submitted' });
    expect(allowance.approveSpender).toHaveBeenCalledOnce();
    expect(listing.sendListing).toHaveBeenCalledOnce();
  });

  it('warns below the minimum trade and keeps the button disabled', async () => {
    renderForm('5');
    expect(await screen.findByRole('button', { name: 'Below minimum trade' })).toBeDisabled();
    expect(screen.getByText(/less than the minimum trade of 50,000 sats/)).toBeInTheDocument();
  });

  it("stops with 'Insufficient balance' when the refreshed balance is short", async () => {
    freshBalance.value = 10n * E18;
    renderForm();
    await confirmListing();
    const failed = await screen.findByRole('dialog', { name: 'Listing failed' });
    expect(within(failed).getByText('Insufficient balance')).toBeInTheDocument();
    expect(listing.sendListing).not.toHaveBeenCalled();
  });

  it('maps a NativeSwap revert to the product text', async () => {
    listing.sendListing.mockRejectedValue(
      new Error(
        'Error in calling function: NATIVE_SWAP: You have an active position partially fulfilled. You must wait until it is fully fulfilled.',
      ),
    );
    renderForm();
    await confirmListing();
    const failed = await screen.findByRole('dialog', { name: 'Listing failed' });
    expect(
      within(failed).getByText('Already listed, wait until fully consumed or use another account'),
    ).toBeInTheDocument();
  });

  it("stays on the listing with its inputs after 'Back to Swap' when the mined listing reverts", async () => {
    minedListing.activity = { status: 'Failed', failedReason: 'Insufficient balance' };
    renderForm();
    await confirmListing();
    const failed = await screen.findByRole('dialog', { name: 'Listing failed' });
    await userEvent.click(within(failed).getByRole('button', { name: 'Back to Swap' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Listing submitted' })).toBeNull();
    expect(screen.getByLabelText('Sell')).toHaveValue('20');
    expect(await swapButton()).toBeEnabled();
  });
});
