import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@opswap/protocol/routes/routes';
import { COMPOUND_REVERTS } from '@opswap/protocol/staking/staking-reverts';
import { networkContracts } from '@opswap/protocol/tokens/network-contracts';
import {
  connectWallet,
  renderRoutes,
  serveApi,
  startSignedOut,
  TOKEN_A as MOTO,
  TOKEN_B as PILL,
  TOKEN_ROUTES,
} from '../../entities/activity/testing/activity-test-kit.tsx';
import { fakeTokenBalance, tokenBalances } from '../../entities/tokens/testing/fake-token-hooks.ts';
import {
  fakeChainTransaction,
  pendingActivity,
} from '../../entities/transactions/testing/transaction-test-kit.ts';
import { useWalletStore } from '../../lib/wallet/wallet-store.ts';
import type { StakingPosition } from './chain/staking-chain.ts';
import StakeScreen from './stake-screen.tsx';

vi.mock('../../lib/api/api-client.ts', { spy: true });
vi.mock('../../lib/wallet/session.ts', { spy: true });
const chain = vi.hoisted(() => ({ readStakingPosition: vi.fn(), sendStakingCall: vi.fn() }));
vi.mock('./chain/staking-chain.ts', () => chain);
const allowance = vi.hoisted(() => ({
  readAllowance: vi.fn(),
  approveSpender: vi.fn(),
  waitForAllowance: vi.fn(),
}));
vi.mock('../../entities/tokens/chain/allowance-chain.ts', () => allowance);
vi.mock('../../entities/tokens/use-token-balance.ts', () => fakeTokenBalance);
vi.mock('../../entities/transactions/transaction-chain.ts', () => fakeChainTransaction(20n));
const recordActivity = vi.hoisted(() => vi.fn());
vi.mock('../../entities/activity/record-activity.ts', () => ({ recordActivity }));
vi.mock('../../entities/activity/get-activity.ts', () => pendingActivity);
vi.mock('../../lib/chain/use-block-number.ts', () => ({ useBlockNumber: () => 20 }));

const E18 = 10n ** 18n;
const STAKING = networkContracts('regtest')!.staking;
const TX = 'c'.repeat(64);
const FEES = { feeRate: 5, priorityFee: 0n, maximumAllowedSatToSpend: 20_000n };

/** 1,000 MOTO staked at block 10 of 4,000 in the pool; 12.5 MOTO and 3 PILL (8 decimals) pending. */
const POSITION: StakingPosition = {
  moto: MOTO,
  staked: 1_000n * E18,
  totalStaked: 4_000n * E18,
  lastInteractedBlock: 10n,
  rewards: [
    { token: MOTO, amount: 125n * 10n ** 17n },
    { token: PILL, amount: 3n * 10n ** 8n },
  ],
  slashingFee: 200n * E18,
};

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: routes.stake.pattern, element: <StakeScreen /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    path,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  startSignedOut();
  serveApi(TOKEN_ROUTES);
  tokenBalances.clear();
  tokenBalances.set(MOTO, 1_500n * E18);
  chain.readStakingPosition.mockResolvedValue(POSITION);
  chain.sendStakingCall.mockResolvedValue(TX);
  allowance.readAllowance.mockResolvedValue(0n);
  allowance.approveSpender.mockResolvedValue('a'.repeat(64));
  allowance.waitForAllowance.mockResolvedValue(undefined);
  recordActivity.mockResolvedValue(undefined);
});

describe('/stake without a wallet', () => {
  it('shows the tabs and asks for a wallet', async () => {
    renderAt(routes.stake());
    expect(screen.getByRole('heading', { name: 'Stake' })).toBeVisible();
    expect(document.title).toBe('Stake | opswap');
    const tabs = screen.getByRole('navigation', { name: 'Staking actions' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Stake', 'Claim', 'Unstake', 'Compound']);
    expect(within(tabs).getByRole('link', { name: 'Stake' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Please connect your wallet to stake MOTO.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(useWalletStore.getState().connectModalOpen).toBe(true);
    expect(chain.readStakingPosition).not.toHaveBeenCalled();
  });
});

describe('/stake with a wallet', () => {
  beforeEach(connectWallet);

  it('says it is loading, then why the stake could not be read', async () => {
    let fail: (error: Error) => void = () => {};
    chain.readStakingPosition.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    renderAt(routes.stake('claim'));
    expect(await screen.findByText('Loading your stake…')).toBeVisible();
    fail(new Error('Failed to fetch'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not load your stake: /);
  });

  it('shows the balance, stake, rewards per token, pool total, lock-up and slashing fee', async () => {
    renderAt(routes.stake());
    const list = await screen.findByRole('list', { name: 'Pending rewards' });
    await waitFor(() => expect(list).toHaveTextContent('3 PILL'));
    expect(list).toHaveTextContent('12.5 MOTO');
    const card = screen.getByLabelText('Your stake');
    const rows = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(rows).toEqual({
      'Your MOTO balance': '1,500 MOTO',
      Staked: '1,000 MOTO',
      'Pending rewards': '12.5 MOTO3 PILL',
      'Total staked': '4,000 MOTO',
      'Lock-up': 'Until block 2,010 (1,990 blocks left)',
      'Slashing fee if you unstake now': '200 MOTO (20.00%)',
    });
    expect(chain.readStakingPosition).toHaveBeenCalledWith(
      'regtest',
      networkContracts('regtest'),
      expect.objectContaining({ address: useWalletStore.getState().wallet?.address }),
    );
  });

  it('stakes: checks the balance, approves MOTO when short, stakes and records a Stake', async () => {
    renderAt(routes.stake('stake'));
    const input = await screen.findByLabelText('Amount to stake');
    await userEvent.type(input, '1500');
    expect(screen.getByRole('button', { name: 'Insufficient MOTO balance' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Stake MOTO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stake MOTO' });
    expect(within(dialog).getByText('100 MOTO')).toBeVisible();
    expect(within(dialog).getByText('1,100 MOTO')).toBeVisible();
    expect(within(dialog).getByText(/first approves MOTO for the staking contract/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Stake' }));
    expect(await screen.findByRole('heading', { name: 'Stake sent' })).toBeVisible();
    expect(screen.getByText('Staked 100 MOTO')).toBeVisible();
    expect(allowance.approveSpender).toHaveBeenCalledWith(
      'regtest',
      MOTO,
      STAKING,
      0n,
      expect.anything(),
      { feeRate: 6, priorityFee: 200n, maximumAllowedSatToSpend: 10_000n },
    );
    expect(chain.sendStakingCall).toHaveBeenCalledWith(
      'regtest',
      networkContracts('regtest'),
      { method: 'stake', amount: 100n * E18 },
      expect.anything(),
      FEES,
    );
    await waitFor(() =>
      expect(recordActivity).toHaveBeenCalledWith({
        type: 'Stake',
        transactionId: TX,
        data: { token: MOTO, amount: (100n * E18).toString() },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to staking' }));
    expect(await screen.findByLabelText('Amount to stake')).toHaveValue('');
  });

  it('stakes without an approval when the allowance covers the amount; MAX fills the spendable balance', async () => {
    allowance.readAllowance.mockResolvedValue(10n ** 30n);
    renderAt(routes.stake('stake'));
    await userEvent.click(await screen.findByRole('button', { name: 'MAX' }));
    // 1,500 MOTO less the 0.1 percent buffer.
    expect(screen.getByLabelText('Amount to stake')).toHaveValue('1498.501498501498501498');
    await userEvent.click(screen.getByRole('button', { name: 'Stake MOTO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stake MOTO' });
    expect(within(dialog).queryByText(/first approves/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Stake' }));
    expect(await screen.findByRole('heading', { name: 'Stake sent' })).toBeVisible();
    expect(allowance.approveSpender).not.toHaveBeenCalled();
  });

  it('claims every pending reward and records a Claim', async () => {
    renderAt(routes.stake('claim'));
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Rewards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim rewards' });
    await waitFor(() => expect(dialog).toHaveTextContent('3 PILL'));
    expect(dialog).toHaveTextContent('12.5 MOTO');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Claim' }));
    expect(await screen.findByRole('heading', { name: 'Claim sent' })).toBeVisible();
    expect(chain.sendStakingCall.mock.calls[0]?.[2]).toEqual({ method: 'claimRewards' });
    expect(allowance.readAllowance).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(recordActivity).toHaveBeenCalledWith({
        type: 'Claim',
        transactionId: TX,
        data: {
          rewards: [
            { token: MOTO, amount: (125n * 10n ** 17n).toString() },
            { token: PILL, amount: '300000000' },
          ],
        },
      }),
    );
  });

  it("opens 'Claim failed' with the catalogue's text when the contract refuses", async () => {
    chain.sendStakingCall.mockRejectedValue(new Error('No tokens staked'));
    renderAt(routes.stake('claim'));
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Rewards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim rewards' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Claim' }));
    const failed = await screen.findByRole('dialog', { name: 'Claim failed' });
    expect(within(failed).getByText('You have no tokens staked.')).toBeVisible();
  });

  it('shows the slashing fee and what comes back before the unstake, then records an Unstake', async () => {
    renderAt(routes.stake('unstake'));
    const button = await screen.findByRole('button', { name: 'Unstake All' });
    expect(screen.getByText('MOTO you get back').nextElementSibling).toHaveTextContent('800 MOTO');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Unstake MOTO' });
    expect(within(dialog).getByText('Slashing fee').nextElementSibling).toHaveTextContent(
      '200 MOTO (20.00%)',
    );
    expect(within(dialog).getByText('MOTO you get back').nextElementSibling).toHaveTextContent(
      '800 MOTO',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Unstake' }));
    expect(await screen.findByRole('heading', { name: 'Unstake sent' })).toBeVisible();
    expect(screen.getByText('Unstaked 1,000 MOTO')).toBeVisible();
    expect(chain.sendStakingCall.mock.calls[0]?.[2]).toEqual({ method: 'unstake' });
    await waitFor(() =>
      expect(recordActivity).toHaveBeenCalledWith({
        type: 'Unstake',
        transactionId: TX,
        data: { token: MOTO, amount: (1_000n * E18).toString(), fee: (200n * E18).toString() },
      }),
    );
  });

  it('blocks unstake, claim and compound when there is nothing to act on', async () => {
    chain.readStakingPosition.mockResolvedValue({
      ...POSITION,
      staked: 0n,
      slashingFee: 0n,
      rewards: [{ token: MOTO, amount: 0n }],
    });
    const { router } = renderAt(routes.stake('unstake'));
    expect(await screen.findByRole('button', { name: 'Nothing staked' })).toBeDisabled();
    await userEvent.click(screen.getByRole('link', { name: 'Claim' }));
    expect(await screen.findByRole('button', { name: 'No rewards to claim' })).toBeDisabled();
    await userEvent.click(screen.getByRole('link', { name: 'Compound' }));
    expect(router.state.location.pathname).toBe('/stake/compound');
    expect(
      await screen.findByRole('button', { name: 'No MOTO rewards to compound' }),
    ).toBeDisabled();
  });

  it('compounds: restakes the MOTO reward, pays PILL out, and records a Reward', async () => {
    renderAt(routes.stake('compound'));
    expect(await screen.findByRole('link', { name: 'Compound' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Compound' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compound rewards' });
    expect(within(dialog).getByText('MOTO restaked').nextElementSibling).toHaveTextContent(
      '12.5 MOTO',
    );
    expect(within(dialog).getByText('Staked after').nextElementSibling).toHaveTextContent(
      '1,012.5 MOTO',
    );
    await waitFor(() =>
      expect(within(dialog).getByText('Paid to your wallet').nextElementSibling).toHaveTextContent(
        '3 PILL',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Compound' }));
    expect(await screen.findByRole('heading', { name: 'Compound sent' })).toBeVisible();
    expect(screen.getByText('Restaked 12.5 MOTO')).toBeVisible();
    expect(chain.sendStakingCall.mock.calls[0]?.[2]).toEqual({ method: 'compound' });
    await waitFor(() =>
      expect(recordActivity).toHaveBeenCalledWith({
        type: 'Reward',
        transactionId: TX,
        data: {
          token: MOTO,
          amount: (125n * 10n ** 17n).toString(),
          rewards: [{ token: PILL, amount: '300000000' }],
        },
      }),
    );
  });

  it("opens 'Compound failed' with the catalogue's text when nothing is left to compound", async () => {
    chain.sendStakingCall.mockRejectedValue(new Error(COMPOUND_REVERTS.nothingToCompound));
    renderAt(routes.stake('compound'));
    await userEvent.click(await screen.findByRole('button', { name: 'Compound' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compound rewards' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Compound' }));
    const failed = await screen.findByRole('dialog', { name: 'Compound failed' });
    expect(within(failed).getByText('You have no MOTO rewards to compound yet.')).toBeVisible();
  });
});
