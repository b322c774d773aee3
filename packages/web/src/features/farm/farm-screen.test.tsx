import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@btc-vision/transaction';
import { farmPoolsPath } from '@opswap/protocol/farms/farm-link';
import { routes } from '@opswap/protocol/routes/routes';
import {
  connectWallet,
  renderRoutes,
  startSignedOut,
} from '../../entities/activity/testing/activity-test-kit.tsx';
import {
  fakeChainTransaction,
  pendingActivity,
} from '../../entities/transactions/testing/transaction-test-kit.ts';
import { useWalletStore } from '../../lib/wallet/wallet-store.ts';
import type { Farm, FarmPool } from './farm-data.ts';
import FarmScreen from './farm-screen.tsx';

vi.mock('../../lib/api/api-client.ts', { spy: true });
vi.mock('../../lib/wallet/session.ts', { spy: true });
const chain = vi.hoisted(() => ({ readFarmsFor: vi.fn(), sendFarmCall: vi.fn() }));
vi.mock('./chain/farm-chain.ts', () => chain);
const tokens = vi.hoisted(() => ({ readTokenBalance: vi.fn(), readNativeBalance: vi.fn() }));
vi.mock('../../entities/tokens/chain/token-chain.ts', () => tokens);
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

const E18 = 10n ** 18n;
const TX = 'd'.repeat(64);
/** The connected farmer's OP_NET address. */
const FARMER = `0x${'ab'.repeat(32)}`;
const address = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

function pool(poolId: number, token: Farm['token'] | null, figures: Partial<FarmPool> = {}) {
  return {
    poolId,
    token,
    allocPoint: 1_000n,
    totalSupply: 0n,
    rewardsPerBlock: 5n * E18,
    deposited: null,
    pending: null,
    ...figures,
  } satisfies FarmPool;
}

function farm(n: number, name: string, figures: Partial<Farm> = {}): Farm {
  const token = { address: address(1000 + n), name: `${name} Coin`, symbol: `T${n}`, decimals: 18 };
  return {
    address: address(n),
    name,
    token,
    decimals: 18,
    balance: null,
    pendingHarvest: null,
    totalSupply: BigInt(n) * E18,
    rewardsPerBlock: 10n * E18,
    pools: [pool(0, null), pool(1, token)],
    ...figures,
  };
}

const farmRoutes = [{ path: routes.farm.pattern, element: <FarmScreen /> }];
const show = () => renderRoutes(farmRoutes, '/farm');
const table = () => screen.findByRole('table', { name: 'Farms' });
const farmNames = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('button', { name: /^Show pools: / })
    .map((button) => button.getAttribute('aria-label')?.replace('Show pools: ', ''));

/** A connected wallet with an OP_NET address, as the wallet bridge sets one. */
function connectFarmer() {
  connectWallet();
  const wallet = useWalletStore.getState().wallet!;
  useWalletStore.setState({ wallet: { ...wallet, sender: { toHex: () => FARMER } as Address } });
}

beforeEach(() => {
  vi.clearAllMocks();
  startSignedOut();
  chain.readFarmsFor.mockResolvedValue([farm(1, 'MotoChef'), farm(2, 'Pill Fields')]);
  chain.sendFarmCall.mockResolvedValue(TX);
  tokens.readTokenBalance.mockResolvedValue(5_000n * E18);
  allowance.readAllowance.mockResolvedValue(0n);
  recordActivity.mockResolvedValue({});
});

describe('/farm without a wallet', () => {
  it('lists the farms, says the wallet figures need a wallet, and links to Manage Farms', async () => {
    show();
    const list = await table();
    expect(farmNames(list)).toEqual(['MotoChef', 'Pill Fields']);
    expect(
      screen.getByText('Connect a wallet to see your balance and pending harvest'),
    ).toBeVisible();
    const row = within(list).getAllByRole('row')[1]!;
    expect(within(row).getAllByText('Connect wallet')).toHaveLength(2);
    expect(within(row).getByText('1 T1')).toBeVisible();
    expect(within(row).getByText('10 T1')).toBeVisible();
    // The page header's link, and the farm sidebar's, which also leads back here.
    for (const link of screen.getAllByRole('link', { name: 'Manage Farms' })) {
      expect(link).toHaveAttribute('href', '/farm/manage');
    }
    const sidebar = screen.getByRole('navigation', { name: 'Farms' });
    expect(within(sidebar).getByRole('link', { name: 'Farms Overview' })).toHaveAttribute(
      'href',
      '/farm',
    );
    expect(chain.readFarmsFor).toHaveBeenCalledWith('regtest', expect.anything(), null);
  });

  it('shows the pools of a farm, but no actions', async () => {
    show();
    await userEvent.click(
      within(await table()).getByRole('button', { name: 'Show pools: MotoChef' }),
    );
    const pools = screen.getByRole('region', { name: 'Pools: MotoChef' });
    expect(within(pools).getByRole('listitem', { name: 'Pool BTC' })).toBeVisible();
    expect(
      within(pools).getByText('Connect a wallet to deposit, withdraw and harvest'),
    ).toBeVisible();
    expect(within(pools).queryByRole('button', { name: /^Deposit/ })).toBeNull();
  });
});

describe('a link to one farm', () => {
  it('opens that farm’s pools', async () => {
    renderRoutes(farmRoutes, farmPoolsPath(address(2)));
    expect(await screen.findByRole('region', { name: 'Pools: Pill Fields' })).toBeVisible();
    expect(
      within(await table()).getByRole('button', { name: 'Hide pools: Pill Fields' }),
    ).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('/farm states', () => {
  it('says so while loading and when reading fails', async () => {
    chain.readFarmsFor.mockReturnValue(new Promise(() => {}));
    show();
    expect(await screen.findByText('Loading farms…')).toBeVisible();
  });

  it('shows the failure', async () => {
    chain.readFarmsFor.mockRejectedValue(new Error('node down'));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the farms');
  });

  it("says 'No farms available' when there are none and 'No Data' when none match", async () => {
    chain.readFarmsFor.mockResolvedValue([]);
    const first = show();
    expect(await screen.findByText('No farms available')).toBeVisible();
    first.unmount();

    chain.readFarmsFor.mockResolvedValue([farm(1, 'MotoChef')]);
    show();
    await table();
    await userEvent.type(screen.getByPlaceholderText('Search Farms...'), 'zzz');
    expect(screen.getByText('No Data')).toBeVisible();
  });
});

describe('/farm search, sort, views and pages', () => {
  it('searches the trimmed name case-insensitively', async () => {
    show();
    await table();
    await userEvent.type(screen.getByPlaceholderText('Search Farms...'), '  pILL ');
    expect(farmNames(await table())).toEqual(['Pill Fields']);
  });

  it('sorts by a column from its header, turning around on a second click', async () => {
    chain.readFarmsFor.mockResolvedValue([farm(1, 'b'), farm(3, 'c'), farm(2, 'a')]);
    show();
    expect(farmNames(await table())).toEqual(['a', 'b', 'c']);
    const header = () => screen.getByRole('button', { name: /Total Supply/ });
    await userEvent.click(header());
    expect(farmNames(await table())).toEqual(['c', 'a', 'b']);
    expect(header().closest('th')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(header());
    expect(farmNames(await table())).toEqual(['b', 'a', 'c']);
  });

  it('pages 25 to a list, 12 to a grid and 36 to the mini view, with up to five page buttons', async () => {
    chain.readFarmsFor.mockResolvedValue(
      Array.from({ length: 70 }, (_, i) => farm(i + 1, `Farm ${String(i + 1).padStart(2, '0')}`)),
    );
    show();
    expect(within(await table()).getAllByRole('row')).toHaveLength(26);
    const nav = screen.getByRole('navigation', { name: 'Farm pages' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(within(await table()).getAllByRole('row')).toHaveLength(21);
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Grid' }));
    const grid = screen.getByRole('list', { name: 'Farms' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(within(grid).getAllByText('Total Supply')).toHaveLength(12);

    await userEvent.click(screen.getByRole('radio', { name: 'Mini' }));
    const mini = screen.getByRole('list', { name: 'Farms' });
    expect(within(mini).getAllByRole('listitem')).toHaveLength(36);
    expect(within(mini).queryByText('Total Supply')).toBeNull();
  });
});

describe('/farm with a wallet', () => {
  const withDeposit = () => {
    const mine = farm(2, 'Pill Fields', { balance: 5_000n * E18, pendingHarvest: 3n * E18 });
    mine.pools = [
      pool(0, null, { deposited: 0n, pending: 0n }),
      pool(1, mine.token, { deposited: 100n * E18, pending: 3n * E18, totalSupply: 400n * E18 }),
    ];
    chain.readFarmsFor.mockResolvedValue([mine]);
    return mine;
  };

  async function openPool() {
    connectFarmer();
    show();
    await userEvent.click(
      within(await table()).getByRole('button', { name: 'Show pools: Pill Fields' }),
    );
    return screen.getByRole('listitem', { name: 'Pool T2' });
  }

  it('shows the wallet figures formatted, and reviews a deposit with its approval first', async () => {
    const mine = withDeposit();
    const pool = await openPool();
    expect(within(await table()).getByText('5,000 T2')).toBeVisible();
    // The farms are read with the wallet's figures: its OP_NET address and public key.
    expect(chain.readFarmsFor).toHaveBeenCalledWith('regtest', expect.anything(), {
      address: FARMER,
      publicKey: useWalletStore.getState().wallet!.publicKey,
    });
    expect(within(pool).getByText('100 T2')).toBeVisible();
    expect(within(pool).getByText('400 T2')).toBeVisible();

    await userEvent.type(within(pool).getByLabelText(/^Amount/), '1000');
    await userEvent.click(within(pool).getByRole('button', { name: 'Deposit T2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deposit' });
    expect(within(dialog).getByText('1,000 T2')).toBeVisible();
    expect(within(dialog).getByText(/needs your approval/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(pool).findByText('Deposit sent.')).toBeVisible();
    expect(allowance.approveSpender.mock.calls[0]!.slice(0, 3)).toEqual([
      'regtest',
      mine.token.address,
      mine.address,
    ]);
    expect(chain.sendFarmCall.mock.calls[0]![1]).toEqual({
      action: 'deposit',
      farm: mine.address,
      poolId: 1,
      amount: 1_000n * E18,
      token: mine.token.address,
    });
    await waitFor(() =>
      expect(recordActivity).toHaveBeenCalledWith({
        type: 'Stake',
        transactionId: TX,
        data: {
          farm: mine.address,
          poolId: 1,
          token: mine.token.address,
          amount: String(1_000n * E18),
        },
      }),
    );
  });

  it('does not approve again when the allowance covers the deposit', async () => {
    withDeposit();
    allowance.readAllowance.mockResolvedValue(10n ** 30n);
    const pool = await openPool();
    await userEvent.type(within(pool).getByLabelText(/^Amount/), '10');
    await userEvent.click(within(pool).getByRole('button', { name: 'Deposit T2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm deposit' });
    expect(within(dialog).queryByText(/needs your approval/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(pool).findByText('Deposit sent.')).toBeVisible();
    expect(allowance.approveSpender).not.toHaveBeenCalled();
  });

  it('harvests what is pending as a Claim, and keeps deposits within the balance', async () => {
    const mine = withDeposit();
    const pool = await openPool();
    await userEvent.type(within(pool).getByLabelText(/^Amount/), '6000');
    expect(within(pool).getByRole('button', { name: 'Deposit T2' })).toBeDisabled();
    expect(within(pool).getByRole('button', { name: 'Withdraw T2' })).toBeDisabled();
    expect(within(pool).getByText('Insufficient balance')).toBeVisible();

    await userEvent.click(within(pool).getByRole('button', { name: 'Harvest T2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm harvest' });
    expect(within(dialog).getByText('3 T2')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(pool).findByText('Harvest sent.')).toBeVisible();
    expect(allowance.readAllowance).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(recordActivity).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'Claim',
          data: {
            farm: mine.address,
            poolId: 1,
            rewards: [{ token: mine.token.address, amount: String(3n * E18) }],
          },
        }),
      ),
    );
  });

  it('shows a revert in the failure dialog', async () => {
    withDeposit();
    chain.sendFarmCall.mockRejectedValue(new Error('Withdraw amount exceeds the deposited amount'));
    const pool = await openPool();
    await userEvent.type(within(pool).getByLabelText(/^Amount/), '50');
    await userEvent.click(within(pool).getByRole('button', { name: 'Withdraw T2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm withdrawal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const failed = await screen.findByRole('dialog', { name: 'Withdrawal failed' });
    expect(failed).toHaveTextContent('You cannot withdraw more than you deposited in this pool.');
    expect(recordActivity).not.toHaveBeenCalled();
  });
});
