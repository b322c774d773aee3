import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingActivity } from '../../../entities/transactions/testing/transaction-test-kit.ts';
import type { Address } from '@btc-vision/transaction';
import {
  connectTestWallet,
  disconnectTestWallet,
  PILL,
  RBTC,
  renderWithProviders,
  TEST_WALLET,
} from '../../../entities/tokens/testing/render-with-providers.tsx';
import {
  fakePopularTokens,
  fakeRecentSearches,
  fakeTokenBalance,
  tokenBalances,
} from '../../../entities/tokens/testing/fake-token-hooks.ts';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import { SendForm } from './send-form.tsx';

const E18 = 10n ** 18n;
const OWN_OPNET = `0x${'12'.repeat(32)}`;
const OTHER_P2TR = 'bcrt1p0lks35d0spqsvz2t3t0kqus38wrlpmcjtvvupkfkwdrzfh6zjypsljsy4e';
const OTHER_OPNET = '0xe0a852f192bd0dc5e611daa8df4edb4083f4f09ad02b024b943341d4e877cbec';
const MAINNET_P2TR = 'bc1p0lks35d0spqsvz2t3t0kqus38wrlpmcjtvvupkfkwdrzfh6zjypsqqqqqq';
const P2OP = 'opr1sqrfx88vp34ylnctwg2n7gt0ac6vp9nq6w5ntktpm';

const chain = vi.hoisted(() => ({
  resolveRecipient: vi.fn(),
  sendToken: vi.fn(),
  sendBitcoin: vi.fn(),
}));
const recordActivity = vi.hoisted(() => vi.fn());

vi.mock('../../../entities/tokens/use-token-balance.ts', () => fakeTokenBalance);
vi.mock('../../../entities/tokens/api/get-popular-tokens.ts', () => fakePopularTokens);
vi.mock('../../../entities/tokens/api/get-recent-searches.ts', () => fakeRecentSearches);
vi.mock('../chain/send-chain.ts', () => chain);
vi.mock('../../../entities/accounts/account-chain.ts', () => chain);
vi.mock('../../../entities/transactions/transaction-chain.ts', () => ({
  readFeeRateEstimates: async () => ({ conservative: 7, low: 2, medium: 4, high: 9 }),
}));
vi.mock('../../../entities/activity/record-activity.ts', () => ({ recordActivity }));
vi.mock('../../../entities/activity/get-activity.ts', () => pendingActivity);

async function chooseToken(symbol: string) {
  await userEvent.click(screen.getByRole('button', { name: /^Amount token:/ }));
  const dialog = screen.getByRole('dialog', { name: 'Select a token' });
  await userEvent.click(
    within(within(dialog).getByRole('region', { name: 'Popular' })).getByRole('button', {
      name: symbol,
    }),
  );
}

const amountInput = () => screen.getByLabelText('Amount', { selector: 'input' });
const recipientInput = () => screen.getByLabelText('Recipient');
const sendButton = () => screen.getByRole('button', { name: 'Send' });

/** The recipient's refusal: said under the field and, as the first problem, on the disabled button. */
function expectRecipientRefused(reason: string | RegExp) {
  expect(recipientInput()).toHaveAttribute('aria-invalid', 'true');
  expect(recipientInput()).toHaveAccessibleDescription(reason);
  expect(screen.getByRole('button', { name: reason })).toBeDisabled();
}

async function fill(amount: string, recipient: string) {
  await userEvent.clear(amountInput());
  if (amount) await userEvent.type(amountInput(), amount);
  await userEvent.clear(recipientInput());
  if (recipient) await userEvent.type(recipientInput(), recipient);
  await userEvent.tab();
}

beforeEach(() => {
  tokenBalances.set(PILL.address, 100n * E18);
  tokenBalances.set(RBTC.address, 50_000_000n);
  chain.resolveRecipient.mockImplementation(async (_network, address: string) =>
    address === OTHER_P2TR ? OTHER_OPNET : address === TEST_WALLET.address ? OWN_OPNET : null,
  );
  chain.sendToken.mockResolvedValue('c'.repeat(64));
  chain.sendBitcoin.mockResolvedValue('d'.repeat(64));
  recordActivity.mockResolvedValue({});
  connectTestWallet({
    ...TEST_WALLET,
    sender: { toHex: () => OWN_OPNET } as unknown as Address,
  });
});

afterEach(() => {
  vi.clearAllMocks();
  disconnectTestWallet();
});

describe('the send form', () => {
  it('asks a visitor to connect a wallet', async () => {
    disconnectTestWallet();
    renderWithProviders(<SendForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(useWalletStore.getState().connectModalOpen).toBe(true);
  });

  it('keeps Send disabled while something is wrong, its text saying what, in the spec’s words', async () => {
    renderWithProviders(<SendForm />);
    expect(screen.getByRole('button', { name: 'Select Token' })).toBeDisabled();
    await chooseToken('PILL');
    const button = screen.getByRole('button', { name: 'Please enter a value greater than 0.' });
    expect(button).toBeDisabled();
    await userEvent.type(amountInput(), '1');
    expect(button).toHaveAccessibleName('Enter Recipient Address');
    expect(button).toBeDisabled();
    expect(recipientInput()).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(recipientInput(), 'bcrt1qshort');
    expectRecipientRefused('Enter Valid Recipient Address');
  });

  it('says why a recipient is refused under it before a token is chosen', async () => {
    renderWithProviders(<SendForm />);
    await userEvent.type(recipientInput(), 'bcrt1qshort');
    expect(recipientInput()).toHaveAccessibleDescription('Enter Valid Recipient Address');
    expect(screen.getByRole('button', { name: 'Select Token' })).toBeDisabled();
    await userEvent.clear(recipientInput());
    expect(recipientInput()).toHaveAttribute('aria-invalid', 'false');
    expect(recipientInput()).not.toHaveAccessibleDescription();
  });

  it('enables Send once the amount fits the balance and the recipient is valid', async () => {
    renderWithProviders(<SendForm />);
    await chooseToken('PILL');
    await fill('101', OTHER_P2TR);
    const button = screen.getByRole('button', {
      name: 'Insufficient balance: the amount plus 0.1% must not exceed your balance.',
    });
    expect(button).toBeDisabled();
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '25');
    await waitFor(() => expect(button).toHaveAccessibleName('Send'));
    expect(button).toBeEnabled();
  });

  it('refuses an address that is too short or of another network', async () => {
    renderWithProviders(<SendForm />);
    await chooseToken('PILL');
    await fill('1', 'bcrt1qshort');
    expectRecipientRefused('Enter Valid Recipient Address');
    await fill('1', MAINNET_P2TR);
    expectRecipientRefused('Enter Valid Recipient Address');
  });

  it('refuses sending to oneself, by address or by resolved key', async () => {
    renderWithProviders(<SendForm />);
    await chooseToken('PILL');
    await fill('1', TEST_WALLET.address);
    expectRecipientRefused('You cannot send to yourself.');
    await fill('1', OWN_OPNET);
    expectRecipientRefused('You cannot send to yourself.');
  });

  it('refuses a zero amount and one above the balance plus 0.1 percent', async () => {
    renderWithProviders(<SendForm />);
    await chooseToken('PILL');
    await fill('0', OTHER_P2TR);
    expect(screen.getByText('Please enter a value greater than 0.')).toBeInTheDocument();
    await fill('99.95', OTHER_P2TR);
    expect(
      screen.getByText('Insufficient balance: the amount plus 0.1% must not exceed your balance.'),
    ).toBeInTheDocument();
    expect(amountInput()).toHaveAttribute('aria-invalid', 'false');
    await fill('101', OTHER_P2TR);
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('needs the recipient’s key for a token', async () => {
    renderWithProviders(<SendForm />);
    await chooseToken('PILL');
    await fill('1', 'bcrt1p6f0xvqe892y0fvm2hwnmmj6fzczp7lx6tluvwhymcca4d7a45jjsjnrez2');
    await waitFor(() => expectRecipientRefused(/The recipient's public key could not be found/));
  });

  it('says when the node cannot be asked for the recipient’s key, not that it has none', async () => {
    chain.resolveRecipient.mockRejectedValue(new Error('fetch failed'));
    renderWithProviders(<SendForm />);
    await chooseToken('PILL');
    await fill('1', OTHER_P2TR);
    await waitFor(() => expectRecipientRefused(/fetch failed/));
    expect(screen.queryByText(/The recipient's public key could not be found/)).toBeNull();
  });

  it('sends a token to the resolved address and records the Send', async () => {
    renderWithProviders(<SendForm />);
    await chooseToken('PILL');
    await fill('25', OTHER_P2TR);
    await waitFor(() => expect(chain.resolveRecipient).toHaveBeenCalled());
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await userEvent.click(sendButton());
    const dialog = screen.getByRole('dialog', { name: 'Confirm Send' });
    expect(dialog).toHaveTextContent('25 PILL');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Send' }));
    expect(await screen.findByRole('heading', { name: 'Sent' })).toBeInTheDocument();
    expect(chain.sendToken).toHaveBeenCalledWith(
      'regtest',
      PILL.address,
      OTHER_OPNET,
      25n * E18,
      expect.anything(),
      { feeRate: 7, priorityFee: 0n, maximumAllowedSatToSpend: 5_000n },
    );
    await waitFor(() =>
      expect(recordActivity).toHaveBeenCalledWith({
        type: 'Send',
        transactionId: 'c'.repeat(64),
        data: { tokenAddress: PILL.address, amount: (25n * E18).toString() },
      }),
    );
  });

  it('sends Bitcoin only to a Bitcoin address', async () => {
    renderWithProviders(<SendForm />);
    await chooseToken('rBTC');
    await fill('0.001', P2OP);
    expectRecipientRefused('Enter Valid Recipient Address');
    await fill('0.001', OTHER_P2TR);
    await userEvent.click(sendButton());
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Confirm Send' })).getByRole('button', {
        name: 'Confirm Send',
      }),
    );
    await screen.findByRole('heading', { name: 'Sent' });
    expect(chain.sendBitcoin).toHaveBeenCalledWith(
      'regtest',
      OTHER_P2TR,
      100_000n,
      expect.anything(),
      7,
    );
    expect(chain.resolveRecipient).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(recordActivity).toHaveBeenCalledWith(
        expect.objectContaining({ data: { tokenAddress: 'bitcoin', amount: '100000' } }),
      ),
    );
  });

  it('shows a refusal in the failure dialog', async () => {
    chain.sendToken.mockRejectedValue({ code: 4001, message: 'no' });
    renderWithProviders(<SendForm />);
    await chooseToken('PILL');
    await fill('1', OTHER_P2TR);
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await userEvent.click(sendButton());
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Confirm Send' })).getByRole('button', {
        name: 'Confirm Send',
      }),
    );
    const failed = await screen.findByRole('dialog', { name: 'Send failed' });
    expect(failed).toHaveTextContent('User rejected the request.');
    await userEvent.click(within(failed).getByRole('button', { name: 'Back to Send' }));
    expect(amountInput()).toHaveValue('1');
  });
});
