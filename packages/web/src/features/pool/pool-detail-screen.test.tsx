import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@opswap/protocol/routes/routes';
import { readLpBalance } from '../../entities/activity/lp-balance-chain.ts';
import {
  ammPoolJson,
  connectWallet,
  explorePoolsRoute,
  type FakeRoutes,
  nativePoolJson,
  providerStateOf,
  renderRoutes,
  serveApi,
  startSignedOut,
  TOKEN_A,
  TOKEN_B,
  txid,
} from '../../entities/activity/testing/activity-test-kit.tsx';
import { readProviderQueueState } from '../../entities/native-swap/listing-chain.ts';
import PoolDetailScreen from './pool-detail-screen.tsx';

vi.mock('../../lib/api/api-client.ts', { spy: true });
vi.mock('../../lib/wallet/session.ts', { spy: true });
vi.mock('../../entities/activity/lp-balance-chain.ts', () => ({ readLpBalance: vi.fn() }));
vi.mock('../../entities/native-swap/listing-chain.ts', () => ({
  readProviderQueueState: vi.fn(),
}));

const E18 = 10n ** 18n;
const MOTO_PILL = `0x${'a1'.repeat(32)}`;
const ODYS = `0x${'0d'.repeat(32)}`;
const ref = (address: string, symbol: string) => ({
  name: `${symbol} Token`,
  symbol,
  address,
  decimals: 18,
});

const AMM_POOL = {
  ...ammPoolJson(
    MOTO_PILL,
    ['MOTO', 'PILL'],
    [String(100n * E18), String(50n * E18)],
    String(10n * E18),
  ),
  tvlSats: '1000000',
  volume24hSats: '250000',
  transactions24h: 3,
};
const NATIVE_POOL = {
  ...nativePoolJson(ODYS, 'ODYS', String(2n * 10n ** 22n)),
  liquidity: String(400n * E18),
  reservedLiquidity: String(30n * E18),
  virtualBTCReserve: '150000000',
  virtualTokenReserve: String(3_000n * E18),
};

const AMM_PRICES = {
  type: 'OP20',
  poolAddress: MOTO_PILL,
  tokenA: ref(TOKEN_A, 'MOTO'),
  tokenB: ref(TOKEN_B, 'PILL'),
  currentBlock: 10,
  // 50 PILL to 100 MOTO: half a PILL a MOTO, two MOTO a PILL (8 fraction digits).
  priceA: '50000000',
  priceB: '200000000',
  interval: '1h',
  candlesA: [],
  candlesB: [],
};
const NATIVE_PRICES = {
  type: 'NATIVE',
  poolAddress: ODYS,
  token: ref(ODYS, 'ODYS'),
  currentBlock: 10,
  quote: String(2n * 10n ** 22n),
  priceSats: String(5_000n * 10n ** 8n),
  priceChange4h: null,
  priceChange24h: null,
  interval: '1h',
  candles: [],
};

const SWAP = {
  direction: 'Buy',
  token: ref(TOKEN_B, 'PILL'),
  tokenTwo: ref(TOKEN_A, 'MOTO'),
  amount: String(2n * E18),
  forAmount: String(4n * E18),
  wallet: `0x${'b0'.repeat(32)}`,
  time: Date.now() - 5 * 60_000,
  transactionId: txid(7),
};

const activityRoute = (pool: string, transactions: unknown[] = []): FakeRoutes => ({
  [`pool/activity/${pool}?page=1`]: { poolAddress: pool, transactions, hasMore: false },
});

const API: FakeRoutes = {
  ...explorePoolsRoute([AMM_POOL, NATIVE_POOL]),
  [`pool/prices/${MOTO_PILL}?interval=1h`]: AMM_PRICES,
  [`pool/prices/${ODYS}?interval=1h`]: NATIVE_PRICES,
  ...activityRoute(MOTO_PILL, [SWAP]),
  ...activityRoute(ODYS),
};

const screenRoutes = [
  { path: routes.poolDetail.pattern, element: <PoolDetailScreen /> },
  { path: routes.pool.pattern, element: <p>Positions screen</p> },
  { path: '*', element: <p>Elsewhere</p> },
];

/** The figure under a label ('TVL', 'Price'...), or a position's. */
function figure(label: string): string | null | undefined {
  const term = screen.getAllByRole('term').find((item) => item.textContent === label);
  return term?.nextElementSibling?.textContent;
}

beforeEach(() => {
  startSignedOut();
  serveApi(API);
  vi.mocked(readLpBalance).mockClear();
  vi.mocked(readProviderQueueState).mockClear();
});

describe('/pool/{address}: a pool that does not exist', () => {
  it.each([
    ['not an address', '/pool/0x1234'],
    ['no pool', `/pool/0x${'c'.repeat(64)}`],
  ])("says 'Pool does not exist' for %s, with a link back to /pool", async (_case, path) => {
    const { router } = renderRoutes(screenRoutes, path);
    expect(await screen.findByRole('heading', { name: 'Pool does not exist' })).toBeVisible();
    expect(document.title).toBe('Pool does not exist | opswap');
    await userEvent.click(screen.getByRole('link', { name: 'Back to your pools' }));
    expect(router.state.location.pathname).toBe('/pool');
  });
});

describe('/pool/{address}: an AMM pool', () => {
  it('shows its figures, prices both ways, reserves and actions', async () => {
    renderRoutes(screenRoutes, routes.poolDetail(MOTO_PILL));
    expect(await screen.findByRole('heading', { name: 'MOTO / PILL', level: 1 })).toBeVisible();
    expect(document.title).toBe('MOTO / PILL | opswap');
    expect(screen.getByText('MotoSwap')).toBeVisible();
    expect(figure('TVL')).toBe('0.01 rBTC—');
    expect(figure('Volume 24h')).toBe('0.0025 rBTC—');
    expect(figure('Transactions 24h')).toBe('3');
    await waitFor(() => expect(figure('Price')).toBe('1 MOTO = 0.5 PILL1 PILL = 2 MOTO'));
    expect(figure('Reserves')).toBe('100 MOTO50 PILL');
    expect(screen.getByRole('link', { name: 'Add Liquidity' })).toHaveAttribute(
      'href',
      routes.poolAdd(TOKEN_A, TOKEN_B),
    );
    expect(screen.getByRole('link', { name: 'Remove' })).toHaveAttribute(
      'href',
      `/pool/remove/${MOTO_PILL}`,
    );
  });

  it('lists its latest transactions', async () => {
    renderRoutes(screenRoutes, routes.poolDetail(MOTO_PILL));
    const table = await screen.findByRole('table', { name: 'Recent transactions' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent(/^5m/);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['Buy', '2 PILL', '4 MOTO']));
  });

  it('asks for a wallet to show the position', async () => {
    renderRoutes(screenRoutes, routes.poolDetail(MOTO_PILL));
    const section = await screen.findByRole('region', { name: 'Your position' });
    expect(within(section).getByText('Please connect your wallet to view pool data')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  });

  it('shows the wallet’s LP position, as /pool does', async () => {
    connectWallet();
    vi.mocked(readLpBalance).mockResolvedValue(1n * E18);
    renderRoutes(screenRoutes, routes.poolDetail(MOTO_PILL));
    const section = await screen.findByRole('region', { name: 'Your position' });
    await within(section).findByText('ACTIVE');
    expect(figure('LP shares')).toBe('1');
    expect(figure('Pooled MOTO')).toBe('10 MOTO');
    expect(figure('Pooled PILL')).toBe('5 PILL');
    expect(figure('Share of pool')).toBe('10.00%');
    expect(vi.mocked(readProviderQueueState)).not.toHaveBeenCalled();
  });

  it('says so when the wallet has no liquidity in it', async () => {
    connectWallet();
    vi.mocked(readLpBalance).mockResolvedValue(0n);
    renderRoutes(screenRoutes, routes.poolDetail(MOTO_PILL));
    expect(await screen.findByText('You have no liquidity in this pool.')).toBeVisible();
  });
});

describe('/pool/{address}: a native pool, named by its token', () => {
  it('prices the token in sats and the coin in tokens, with its listed and virtual reserves', async () => {
    renderRoutes(screenRoutes, routes.poolDetail(ODYS));
    expect(await screen.findByRole('heading', { name: 'ODYS / rBTC', level: 1 })).toBeVisible();
    expect(screen.getByText('NativeSwap')).toBeVisible();
    await waitFor(() => expect(figure('Price')).toBe('1 ODYS = 5,000 sats1 rBTC = 20,000 ODYS'));
    expect(figure('Reserves')).toBe(
      'Listed liquidity: 400 ODYSReserved liquidity: 30 ODYSVirtual BTC reserve: 1.5 rBTCVirtual token reserve: 3,000 ODYS',
    );
    expect(screen.getByRole('link', { name: 'Add Liquidity' })).toHaveAttribute(
      'href',
      routes.poolAddNative(ODYS),
    );
    expect(screen.getByRole('link', { name: 'Manage listings' })).toHaveAttribute(
      'href',
      routes.dashboard('listings'),
    );
    expect(await screen.findByText('No transactions in this pool yet.')).toBeVisible();
  });

  it('shows the creator’s initial liquidity as locked', async () => {
    connectWallet();
    vi.mocked(readProviderQueueState).mockResolvedValue(
      providerStateOf(100n * E18, { indexedAt: 0xffff_fffe }),
    );
    renderRoutes(screenRoutes, routes.poolDetail(ODYS));
    const section = await screen.findByRole('region', { name: 'Your position' });
    await within(section).findByText('ACTIVE');
    expect(figure('Listed')).toBe('100 ODYS');
    expect(figure('Share of pool')).toBe('25.00%');
    expect(figure('Queue')).toBe('Initial liquidity: Locked');
    expect(vi.mocked(readLpBalance)).not.toHaveBeenCalled();
  });
});
