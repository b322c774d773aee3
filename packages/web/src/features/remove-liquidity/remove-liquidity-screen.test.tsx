import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@opswap/protocol/constants';
import { routes } from '@opswap/protocol/routes/routes';
import { networkContracts } from '@opswap/protocol/tokens/network-contracts';
import { readLpBalance } from '../../entities/activity/lp-balance-chain.ts';
import {
  ammPoolJson,
  connectWallet,
  explorePoolsRoute,
  renderRoutes,
  serveApi,
  startSignedOut,
  TOKEN_A,
  TOKEN_B,
} from '../../entities/activity/testing/activity-test-kit.tsx';
import { useSettingsStore } from '../../entities/settings/stores/settings-store.ts';
import {
  fakeChainTransaction,
  pendingActivity,
} from '../../entities/transactions/testing/transaction-test-kit.ts';
import RemoveLiquidityScreen from './remove-liquidity-screen.tsx';

vi.mock('../../lib/api/api-client.ts', { spy: true });
vi.mock('../../lib/wallet/session.ts', { spy: true });
vi.mock('../../entities/activity/lp-balance-chain.ts', () => ({ readLpBalance: vi.fn() }));
const chain = vi.hoisted(() => ({ readPoolState: vi.fn(), sendRemoveLiquidity: vi.fn() }));
vi.mock('./chain/remove-liquidity-chain.ts', () => chain);
const allowance = vi.hoisted(() => ({
  readAllowance: vi.fn(),
  approveSpender: vi.fn(),
  waitForAllowance: vi.fn(),
}));
vi.mock('../../entities/tokens/chain/allowance-chain.ts', () => allowance);
vi.mock('../../entities/transactions/transaction-chain.ts', () => fakeChainTransaction(20n));
const recordActivity = vi.hoisted(() => vi.fn());
vi.mock('../../entities/activity/record-activity.ts', () => ({ recordActivity }));
vi.mock('../../entities/activity/get-activity.ts', () => pendingActivity);
vi.mock('../../lib/chain/use-block-number.ts', () => ({ useBlockNumber: () => 20 }));

const E18 = 10n ** 18n;
const POOL = `0x${'a1'.repeat(32)}`;
const OTHER_POOL = `0x${'a2'.repeat(32)}`;
const ROUTER = networkContracts('regtest')!.router;
const TX = 'c'.repeat(64);

/**
 * The MOTO/PILL pool on chain: 100 MOTO and 50 PILL for 10 LP, the wallet holding 2 LP (20%). The
 * api still reports an older state, so what the form shows proves it reads the chain's.
 */
function servePools(balances: Record<string, bigint> = { [POOL]: 2n * E18 }) {
  serveApi(
    explorePoolsRoute([
      ammPoolJson(
        POOL,
        ['MOTO', 'PILL'],
        [String(90n * E18), String(45n * E18)],
        String(10n * E18),
      ),
      ammPoolJson(OTHER_POOL, ['MOTO', 'ODYS'], [String(E18), String(E18)], String(E18)),
    ]),
  );
  vi.mocked(readLpBalance).mockImplementation(
    async (_network, _owner, pool) => balances[pool] ?? 0n,
  );
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: routes.poolRemove.pattern, element: <RemoveLiquidityScreen /> },
      { path: routes.poolAdd.pattern, element: <p>add liquidity page</p> },
    ],
    path,
  );
}

/** The form of the MOTO/PILL position, once the pool's state is read. */
async function openPosition() {
  const view = renderAt(routes.poolRemove(POOL));
  await screen.findByRole('heading', { name: 'MOTO / PILL' });
  await waitFor(() => expect(screen.getByLabelText('LP tokens to remove')).toBeEnabled());
  return view;
}

const field = () => screen.getByLabelText('LP tokens to remove');
const preset = (label: string) => screen.getByRole('button', { name: label });
const detail = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

beforeEach(() => {
  startSignedOut();
  useSettingsStore.setState({
    settings: { ...DEFAULT_SETTINGS, maxSlippage: 50, blockDeadline: 5 },
  });
  servePools();
  chain.readPoolState.mockResolvedValue({
    // token0 is PILL: the pool's order is the reverse of the api's MOTO/PILL.
    token0: TOKEN_B,
    reserve0: 50n * E18,
    reserve1: 100n * E18,
    totalSupply: 10n * E18,
    lpDecimals: 18,
  });
  chain.sendRemoveLiquidity.mockResolvedValue(TX);
  allowance.readAllowance.mockResolvedValue(10n ** 30n);
  allowance.approveSpender.mockResolvedValue('d'.repeat(64));
  allowance.waitForAllowance.mockResolvedValue(undefined);
  recordActivity.mockResolvedValue({});
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('the remove liquidity screen without a position', () => {
  it('asks for a wallet without one', () => {
    renderAt(routes.poolRemove(POOL));
    expect(screen.getByText('Please connect your wallet to view pool data')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
  });

  it('says the wallet has no pools and links to adding liquidity', async () => {
    connectWallet();
    servePools({});
    const { router } = renderAt(routes.poolRemove());
    expect(await screen.findByText('You have no Pools yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Add Liquidity' }));
    expect(router.state.location.pathname).toBe('/pool/add');
  });

  it('says the pool in the address holds none of the wallet’s LP tokens', async () => {
    connectWallet();
    renderAt(routes.poolRemove(OTHER_POOL));
    expect(await screen.findByText('You have no liquidity in this pool.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add Liquidity' })).toHaveAttribute(
      'href',
      '/pool/add',
    );
    expect(screen.getByRole('link', { name: 'Your positions' })).toHaveAttribute(
      'href',
      '/pool/remove',
    );
  });
});

describe('choosing a position', () => {
  it('lists the positions and opens the one picked, by its pool address', async () => {
    connectWallet();
    servePools({ [POOL]: 2n * E18, [OTHER_POOL]: E18 / 2n });
    const { router } = renderAt(routes.poolRemove());
    const list = await screen.findByRole('list', { name: 'Your positions' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
    // Largest share of its pool first: 50% of MOTO/ODYS, then 20% of MOTO/PILL.
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['MOTO / ODYS50.00%0.5 MOTO · 0.5 ODYS', 'MOTO / PILL20.00%18 MOTO · 9 PILL']);
    await userEvent.click(within(list).getByRole('link', { name: /MOTO \/ PILL/ }));
    expect(router.state.location.pathname).toBe(`/pool/remove/${POOL}`);
    expect(await screen.findByRole('heading', { name: 'MOTO / PILL' })).toBeVisible();
  });
});

describe('the position and the share removed', () => {
  beforeEach(connectWallet);

  it('shows the position from the pool’s state on chain, in the pair’s order', async () => {
    await openPosition();
    expect(detail('Your LP tokens')).toBe('2 LP');
    expect(detail('Pooled MOTO')).toBe('20 MOTO');
    expect(detail('Pooled PILL')).toBe('10 PILL');
    expect(detail('Share of pool')).toBe('20.00%');
    expect(screen.getByText('Available: 2 LP')).toBeVisible();
    expect(chain.readPoolState).toHaveBeenCalledWith('regtest', POOL);
  });

  it('fills the exact LP amount of each preset and shows what it pays with the minimums', async () => {
    await openPosition();
    expect(screen.getByRole('button', { name: 'Enter an amount of LP tokens' })).toBeDisabled();

    await userEvent.click(preset('50%'));
    expect(field()).toHaveValue('1');
    expect(preset('50%')).toHaveAttribute('aria-pressed', 'true');
    expect(preset('25%')).toHaveAttribute('aria-pressed', 'false');
    expect(detail('Receive MOTO')).toBe('10 MOTO');
    expect(detail('Receive PILL')).toBe('5 PILL');
    // 0.50% max slippage.
    expect(detail('Minimum MOTO')).toBe('9.95 MOTO');
    expect(detail('Minimum PILL')).toBe('4.975 PILL');
    expect(detail('Max slippage')).toBe('0.50%');
    expect(detail('Deadline')).toBe('5 blocks');

    await userEvent.click(preset('25%'));
    expect(field()).toHaveValue('0.5');
    await userEvent.click(preset('75%'));
    expect(field()).toHaveValue('1.5');
    await userEvent.click(preset('100%'));
    expect(field()).toHaveValue('2');
    expect(detail('Receive MOTO')).toBe('20 MOTO');
    expect(screen.getByRole('button', { name: 'Remove Liquidity' })).toBeEnabled();
  });

  it('rounds a preset down to whole LP base units', async () => {
    servePools({ [POOL]: 3n });
    await openPosition();
    await userEvent.click(preset('50%'));
    expect(field()).toHaveValue('0.000000000000000001');
  });

  it('shows a preset of many digits shortened, and removes its exact amount', async () => {
    const shares = 14_189_009_701_202_074_190n;
    servePools({ [POOL]: shares });
    await openPosition();
    await userEvent.click(preset('50%'));
    expect(field()).toHaveValue('7.094504');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Liquidity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Remove Liquidity' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Remove' }));
    await waitFor(() => expect(chain.sendRemoveLiquidity).toHaveBeenCalledOnce());
    expect(chain.sendRemoveLiquidity.mock.calls[0]![0]).toMatchObject({ liquidity: shares / 2n });
  });

  it('validates the exact amount: above zero and not above the shares', async () => {
    await openPosition();
    await userEvent.type(field(), '2.5');
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient LP balance');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Insufficient LP balance' })).toBeDisabled();
    expect(screen.queryByText('Receive MOTO')).toBeNull();

    await userEvent.clear(field());
    await userEvent.type(field(), '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount above zero');
    expect(screen.getByRole('button', { name: 'Enter an amount above zero' })).toBeDisabled();

    await userEvent.clear(field());
    await userEvent.type(field(), 'a1,2.5x');
    // Only digits and one point are kept: '12.5'.
    expect(field()).toHaveValue('12.5');

    await userEvent.clear(field());
    await userEvent.type(field(), '1.999999999999999999');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(preset('100%')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Remove Liquidity' })).toBeEnabled();
  });

  it('refuses an amount whose burn pays nothing of a token', async () => {
    chain.readPoolState.mockResolvedValue({
      token0: TOKEN_A,
      reserve0: 100n * E18,
      reserve1: 5n,
      totalSupply: 10n * E18,
      lpDecimals: 18,
    });
    await openPosition();
    await userEvent.type(field(), '0.000000000000000001');
    expect(screen.getByRole('alert')).toHaveTextContent('Amount too small');
  });
});

describe('sending the removal', () => {
  beforeEach(connectWallet);

  async function reviewHalf() {
    await openPosition();
    await userEvent.click(preset('50%'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Liquidity' }));
    return screen.findByRole('dialog', { name: 'Confirm Remove Liquidity' });
  }

  it('sends the router’s removeLiquidity without an approval when the allowance suffices', async () => {
    const dialog = await reviewHalf();
    expect(within(dialog).getByText('1 LP (50.00% of your position)')).toBeVisible();
    expect(within(dialog).getByText('9.95 MOTO')).toBeVisible();
    expect(within(dialog).queryByText(/first approves/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Remove' }));

    expect(
      await screen.findByRole('heading', { name: 'Liquidity removal submitted' }),
    ).toBeVisible();
    expect(screen.getByText('Removed 1 LP for about 10 MOTO and 5 PILL')).toBeVisible();
    expect(allowance.approveSpender).not.toHaveBeenCalled();
    expect(chain.sendRemoveLiquidity).toHaveBeenCalledOnce();
    expect(chain.sendRemoveLiquidity.mock.calls[0]![0]).toEqual({
      network: 'regtest',
      contracts: networkContracts('regtest'),
      tokenA: TOKEN_A,
      tokenB: TOKEN_B,
      liquidity: E18,
      amountAMin: (10n * E18 * 9950n) / 10_000n,
      amountBMin: (5n * E18 * 9950n) / 10_000n,
      // Block 20 plus the 5-block deadline setting.
      deadline: 25n,
    });
    await waitFor(() =>
      expect(recordActivity).toHaveBeenCalledWith({
        type: 'RemoveLiquidity',
        transactionId: TX,
        data: {
          poolAddress: POOL,
          tokenOne: TOKEN_A,
          tokenTwo: TOKEN_B,
          liquidity: E18.toString(),
          amountOne: (10n * E18).toString(),
          amountTwo: (5n * E18).toString(),
        },
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(field()).toHaveValue('');
  });

  it('keeps the sent view when removing all of the position ends it', async () => {
    const { client } = await openPosition();
    await userEvent.click(preset('100%'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Liquidity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Remove Liquidity' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Remove' }));
    await screen.findByRole('heading', { name: 'Liquidity removal submitted' });

    // The next block: the wallet holds no LP tokens of the pool any more.
    vi.mocked(readLpBalance).mockResolvedValue(0n);
    await act(() => client.refetchQueries());
    expect(screen.getByRole('heading', { name: 'Liquidity removal submitted' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('You have no liquidity in this pool.')).toBeVisible();
  });

  it('approves the LP token to the router first when its allowance is short', async () => {
    allowance.readAllowance.mockResolvedValue(E18 - 1n);
    const dialog = await reviewHalf();
    expect(within(dialog).getByText(/first approves the router to spend your LP/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Remove' }));

    expect(
      await screen.findByRole('heading', { name: 'Liquidity removal submitted' }),
    ).toBeVisible();
    expect(allowance.approveSpender).toHaveBeenCalledOnce();
    const [network, token, spender, current] = allowance.approveSpender.mock.calls[0]!;
    expect([network, token, spender, current]).toEqual(['regtest', POOL, ROUTER, E18 - 1n]);
    expect(allowance.waitForAllowance.mock.calls[0]!.slice(1, 3)).toEqual([POOL, ROUTER]);
    expect(allowance.waitForAllowance.mock.invocationCallOrder[0]!).toBeLessThan(
      chain.sendRemoveLiquidity.mock.invocationCallOrder[0]!,
    );
  });

  it('shows a revert in the catalogue’s words and goes back to the form', async () => {
    chain.sendRemoveLiquidity.mockRejectedValue(new Error('Motoswap: INSUFFICIENT_A_AMOUNT'));
    const dialog = await reviewHalf();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Remove' }));

    const failed = await screen.findByRole('dialog', { name: 'Removing liquidity failed' });
    expect(within(failed).getByRole('alert')).toHaveTextContent(
      'The price moved beyond your slippage tolerance. Try again or raise your max slippage.',
    );
    expect(recordActivity).not.toHaveBeenCalled();
    await userEvent.click(within(failed).getByRole('button', { name: 'Back to Remove Liquidity' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field()).toHaveValue('1');
  });
});
