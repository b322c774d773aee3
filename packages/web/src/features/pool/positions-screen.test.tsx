import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@opswap/protocol/routes/routes';
import { readLpBalance } from '../../entities/activity/lp-balance-chain.ts';
import {
  ammPoolJson,
  connectWallet,
  explorePoolsRoute,
  nativePoolJson,
  providerStateOf,
  renderRoutes,
  serveApi,
  startSignedOut,
  TOKEN_A,
  TOKEN_B,
} from '../../entities/activity/testing/activity-test-kit.tsx';
import {
  readProviderQueueState,
  readWithdrawMode,
  sendWithdrawListing,
} from '../../entities/native-swap/listing-chain.ts';
import { fakeChainTransaction } from '../../entities/transactions/testing/transaction-test-kit.ts';
import { ApiError, apiRequest } from '../../lib/api/api-client.ts';
import { ensureSession } from '../../lib/wallet/session.ts';
import { useWalletStore } from '../../lib/wallet/wallet-store.ts';
import PositionsScreen from './positions-screen.tsx';

vi.mock('../../lib/api/api-client.ts', { spy: true });
vi.mock('../../lib/wallet/session.ts', { spy: true });
// The chain side: the pool contracts' balanceOf and the NativeSwap contract's provider slots.
vi.mock('../../entities/activity/lp-balance-chain.ts', () => ({ readLpBalance: vi.fn() }));
vi.mock('../../entities/native-swap/listing-chain.ts', () => ({
  readProviderQueueState: vi.fn(),
  readWithdrawMode: vi.fn(),
  sendWithdrawListing: vi.fn(),
}));
vi.mock('../../entities/transactions/transaction-chain.ts', () => fakeChainTransaction(120n));

const E18 = 10n ** 18n;
const MOTO_PILL = `0x${'a1'.repeat(32)}`;
const MOTO_ODYS = `0x${'a2'.repeat(32)}`;
const PILL_ODYS = `0x${'a3'.repeat(32)}`;
const ODYS = `0x${'0d'.repeat(32)}`;
const PILL = `0x${'0e'.repeat(32)}`;
const INITIAL_PROVIDER = 0xffff_fffe;

const screenRoutes = [
  { path: routes.pool.pattern, element: <PositionsScreen /> },
  { path: '*', element: <p>Elsewhere</p> },
];

const amm = (
  address: string,
  pair: [string, string],
  reserves: [bigint, bigint],
  tvlSats: string | null,
  blockTimestampLast = 0,
) => ({
  ...ammPoolJson(address, pair, [String(reserves[0]), String(reserves[1])], String(10n * E18)),
  tvlSats,
  blockTimestampLast,
});

const POOLS = [
  // 0.01 BTC of value: 1 of its 10 LP tokens is worth 100,000 sats.
  amm(MOTO_PILL, ['MOTO', 'PILL'], [100n * E18, 50n * E18], '1000000', 1_700_000_000),
  amm(MOTO_ODYS, ['MOTO', 'ODYS'], [10n * E18, 10n * E18], null),
  // Drained of PILL: its shares cannot trade.
  amm(PILL_ODYS, ['PILL', 'ODYS'], [0n, 10n * E18], null),
  // A quote of 2e22: 100 ODYS are worth 500,000 sats.
  { ...nativePoolJson(ODYS, 'ODYS', String(2n * 10n ** 22n)), liquidity: String(400n * E18) },
  { ...nativePoolJson(PILL, 'PILL', '0'), liquidity: String(200n * E18) },
];

const LP_BALANCES: Record<string, bigint> = {
  [MOTO_PILL]: 1n * E18,
  [MOTO_ODYS]: 5n * E18,
  [PILL_ODYS]: 1n * E18,
};

function serveWallet() {
  connectWallet();
  vi.mocked(readLpBalance).mockImplementation(
    async (_network, _owner, pool) => LP_BALANCES[pool] ?? 0n,
  );
  vi.mocked(readProviderQueueState).mockImplementation(async (_network, _contracts, token) =>
    token === ODYS
      ? providerStateOf(100n * E18, { reserved: 30n * E18, indexedAt: 2 })
      : providerStateOf(50n * E18, { indexedAt: INITIAL_PROVIDER }),
  );
}

/** Each card's pool name (its first link's text) in the order shown. */
async function cardNames(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Your positions' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
  return within(list)
    .getAllByRole('listitem')
    .map((card) => within(card).getAllByRole('link')[0]?.textContent ?? '');
}

/** A card's figures, label to value. */
function figures(card: HTMLElement): Record<string, string | null | undefined> {
  const labels = within(card).getAllByRole('term');
  const values = within(card).getAllByRole('definition');
  return Object.fromEntries(labels.map((label, i) => [label.textContent, values[i]?.textContent]));
}

function card(name: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'Your positions' });
  const found = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).getAllByRole('link')[0]?.textContent === name);
  if (!found) throw new Error(`No card for ${name}`);
  return found;
}

beforeEach(() => {
  startSignedOut();
  serveApi(explorePoolsRoute(POOLS));
  vi.mocked(readWithdrawMode).mockResolvedValue(false);
});

describe('/pool without a wallet', () => {
  it('asks for a wallet, with the connect button, under the header’s actions', async () => {
    const { router } = renderRoutes(screenRoutes, routes.pool());
    expect(screen.getByRole('heading', { name: 'Your Positions' })).toBeVisible();
    expect(screen.getByText('Please connect your wallet to view pool data')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(useWalletStore.getState().connectModalOpen).toBe(true);
    expect(screen.getByRole('link', { name: 'Create Pool' })).toHaveAttribute(
      'href',
      '/pool/create',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Add Liquidity' }));
    expect(router.state.location.pathname).toBe('/pool/add');
    expect(document.title).toBe('Your Positions | opswap');
  });
});

describe('/pool with a wallet', () => {
  it('orders the positions by value, the unvalued last by shares', async () => {
    serveWallet();
    renderRoutes(screenRoutes, routes.pool());
    expect(await cardNames()).toEqual([
      'ODYS / rBTC',
      'MOTO / PILL',
      'PILL / rBTC',
      'MOTO / ODYS',
      'PILL / ODYS',
    ]);
  });

  it('shows an LP position’s shares, worth, tokens, share, status and last update, with its actions', async () => {
    serveWallet();
    renderRoutes(screenRoutes, routes.pool());
    await cardNames();
    const motoPill = card('MOTO / PILL');
    expect(figures(motoPill)).toMatchObject({
      'LP shares': '1',
      Liquidity: '0.001 rBTC—',
      'Pooled MOTO': '10 MOTO',
      'Pooled PILL': '5 PILL',
      'Share of pool': '10.00%',
    });
    expect(figures(motoPill)['Last updated']).not.toBe('Never');
    expect(within(motoPill).getByText('ACTIVE')).toBeVisible();
    expect(within(motoPill).getByRole('link', { name: 'Add: MOTO / PILL' })).toHaveAttribute(
      'href',
      routes.poolAdd(TOKEN_A, TOKEN_B),
    );
    // /pool/remove takes the pool's address in its quoteHash place.
    expect(within(motoPill).getByRole('link', { name: 'Remove: MOTO / PILL' })).toHaveAttribute(
      'href',
      `/pool/remove/${MOTO_PILL}`,
    );
    expect(within(motoPill).getByRole('link', { name: 'Details: MOTO / PILL' })).toHaveAttribute(
      'href',
      `/pool/${MOTO_PILL}`,
    );

    const drained = card('PILL / ODYS');
    expect(within(drained).getByText('INACTIVE')).toBeVisible();
    expect(figures(drained)).toMatchObject({ Liquidity: '——', 'Last updated': 'Never' });
  });

  it('shows a listing’s tokens, reservations, queue place and worth; the initial liquidity locked, without Add', async () => {
    serveWallet();
    renderRoutes(screenRoutes, routes.pool());
    await cardNames();
    const listing = card('ODYS / rBTC');
    expect(figures(listing)).toMatchObject({
      Listed: '100 ODYS',
      Reserved: '30 ODYS',
      Available: '70 ODYS',
      Liquidity: '0.005 rBTC—',
      'Share of pool': '25.00%',
      Queue: '3/10 (Standard)',
    });
    expect(within(listing).getByRole('link', { name: 'Add: ODYS / rBTC' })).toHaveAttribute(
      'href',
      routes.poolAddNative(ODYS),
    );

    const created = card('PILL / rBTC');
    expect(figures(created)).toMatchObject({
      Listed: '50 PILL',
      'Share of pool': '25.00%',
      Queue: 'Initial liquidity: Locked',
    });
    expect(within(created).queryByRole('link', { name: /^Add/ })).toBeNull();
  });

  it('says so when the wallet has no position', async () => {
    connectWallet();
    vi.mocked(readLpBalance).mockResolvedValue(0n);
    vi.mocked(readProviderQueueState).mockResolvedValue(providerStateOf(0n));
    renderRoutes(screenRoutes, routes.pool());
    expect(await screen.findByText('You have no Pools yet.')).toBeVisible();
  });

  it('says it is loading until the chain answers', async () => {
    connectWallet();
    vi.mocked(readLpBalance).mockReturnValue(new Promise(() => undefined));
    vi.mocked(readProviderQueueState).mockReturnValue(new Promise(() => undefined));
    renderRoutes(screenRoutes, routes.pool());
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your pools');
  });

  it('says why when the pools cannot be read', async () => {
    connectWallet();
    // A client error: the query does not retry it.
    serveApi({ 'explore/pools?page=1': new ApiError(400, 'Must be a whole number.') });
    renderRoutes(screenRoutes, routes.pool());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load your pools: Must be a whole number.',
    );
  });
});

describe('/pool in NativeSwap withdraw mode', () => {
  const WITHDRAW_ID = 'd'.repeat(64);

  beforeEach(() => {
    serveWallet();
    vi.mocked(readWithdrawMode).mockResolvedValue(true);
    vi.mocked(ensureSession).mockResolvedValue({
      network: 'regtest',
      publicKey: `02${'ab'.repeat(32)}`,
      sessionToken: 'session-token',
    } as never);
    serveApi({
      ...explorePoolsRoute(POOLS),
      'activity/add': {
        id: 4,
        transactionId: WITHDRAW_ID,
        type: 'RemoveLiquidityNativeSwap',
        status: 'Pending',
        timestamp: new Date(0).toISOString(),
        data: { token: ODYS },
      },
    });
  });

  it('says so, and offers Withdraw on every listing, the locked initial liquidity too, in place of Add', async () => {
    renderRoutes(screenRoutes, routes.pool());
    await cardNames();
    expect(await screen.findByRole('note')).toHaveTextContent(/withdraw mode/);
    const listing = card('ODYS / rBTC');
    expect(
      await within(listing).findByRole('button', { name: 'Withdraw: ODYS / rBTC' }),
    ).toBeVisible();
    expect(within(listing).queryByRole('link', { name: /^Add/ })).toBeNull();
    expect(within(card('PILL / rBTC')).getByRole('button', { name: /^Withdraw/ })).toBeVisible();
    // An LP position is not NativeSwap's: it keeps its own actions.
    expect(within(card('MOTO / PILL')).queryByRole('button', { name: /^Withdraw/ })).toBeNull();
  });

  it('shows what comes back, withdraws it and records a RemoveLiquidityNativeSwap activity', async () => {
    vi.mocked(sendWithdrawListing).mockResolvedValue(WITHDRAW_ID);
    renderRoutes(screenRoutes, routes.pool());
    await cardNames();
    const listing = card('ODYS / rBTC');
    await userEvent.click(
      await within(listing).findByRole('button', { name: 'Withdraw: ODYS / rBTC' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw listing' });
    // Reserved tokens come back too: the whole 100 ODYS listed.
    expect(await within(dialog).findByText('100 ODYS')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Withdraw' }));
    expect(await within(listing).findByText(/Withdrawal sent/)).toBeVisible();
    expect(sendWithdrawListing).toHaveBeenCalledWith(
      'regtest',
      expect.anything(),
      ODYS,
      expect.anything(),
      { feeRate: 5, priorityFee: 0n, maximumAllowedSatToSpend: 20_000n },
    );
    await waitFor(() =>
      expect(
        vi.mocked(apiRequest).mock.calls.find(([request]) => request.path === 'activity/add')?.[0],
      ).toEqual(
        expect.objectContaining({
          body: {
            type: 'RemoveLiquidityNativeSwap',
            transactionId: WITHDRAW_ID,
            data: { token: ODYS, amount: (100n * E18).toString() },
          },
        }),
      ),
    );
  });

  it("opens 'Withdraw failed' with the catalogue's text when the contract refuses", async () => {
    vi.mocked(sendWithdrawListing).mockRejectedValue(
      new Error('NATIVE_SWAP: Withdraw mode is not active.'),
    );
    renderRoutes(screenRoutes, routes.pool());
    await cardNames();
    await userEvent.click(
      await within(card('ODYS / rBTC')).findByRole('button', { name: 'Withdraw: ODYS / rBTC' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw listing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Withdraw' }));
    const failed = await screen.findByRole('dialog', { name: 'Withdraw failed' });
    expect(
      within(failed).getByText('Listings can only be withdrawn while withdraw mode is active.'),
    ).toBeVisible();
    await userEvent.click(within(failed).getByRole('button', { name: 'Back to your pools' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
