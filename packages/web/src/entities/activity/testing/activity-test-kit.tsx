// Test support for the activity screens and the sidebar panels: a fake api behind apiRequest
// (the module boundary every fetcher goes through), wire-format builders and a router to render in.
//
// A test file that arranges with startSignedOut()/startSignedIn()/serveApi() spies on the two
// modules the fakes stand in for (vi.mock is hoisted per file, so it cannot live here):
//   vi.mock('<...>/lib/api/api-client.ts', { spy: true });
//   vi.mock('<...>/lib/wallet/session.ts', { spy: true });
import { parse } from 'zod/mini';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { create } from 'zustand';
import type { ActivityJson } from '@opswap/protocol/schemas/activity';
import { ApiError, apiRequest, type ApiRequest } from '../../../lib/api/api-client.ts';
import { useApiUser } from '../../../lib/wallet/session.ts';
import { useWalletStore } from '../../../lib/wallet/wallet-store.ts';
import type { ProviderQueueState } from '../../native-swap/listing-chain.ts';

export const PUBLIC_KEY = `02${'ab'.repeat(32)}`;
export const TOKEN_A = `0x${'1'.repeat(64)}`;
export const TOKEN_B = `0x${'2'.repeat(64)}`;

/** A 64-hex transaction id from a number, so ids sort with it. */
export const txid = (n: number): string => n.toString(16).padStart(64, '0');

/** A wire-format activity; lastUpdated defaults to the number that names it. */
export function activityJson(n: number, overrides: Partial<ActivityJson> = {}): ActivityJson {
  return {
    transactionId: txid(n),
    type: 'Send',
    status: 'Completed',
    timestamp: n * 1_000,
    lastUpdated: n * 1_000,
    data: { tokenAddress: TOKEN_A, amount: '1500000000000000000' },
    ...overrides,
  } as ActivityJson;
}

/** The overview the api answers for these activities (all of them, newest first, counted). */
export function overviewJson(activities: readonly ActivityJson[], pendingSwaps = 0) {
  const countsByType: Record<string, number> = {};
  for (const activity of activities) {
    countsByType[activity.type] = (countsByType[activity.type] ?? 0) + 1;
  }
  return {
    totalActivity: activities.length,
    pending: activities.filter((activity) => activity.status === 'Pending').length,
    pendingSwaps,
    activeListings: 0,
    pools: 0,
    countsByType,
    activities: newestFirst(activities).slice(0, 50),
  };
}

function newestFirst(activities: readonly ActivityJson[]): ActivityJson[] {
  return [...activities].sort((a, b) => b.lastUpdated - a.lastUpdated);
}

/** The api's activity/all pages (50 a page, newest first) as fake routes. */
function activityPages(
  activities: readonly ActivityJson[],
  prefix = 'activity/all',
): Record<string, unknown> {
  const sorted = newestFirst(activities);
  const routes: Record<string, unknown> = {};
  for (let page = 1; page <= Math.max(1, Math.ceil(sorted.length / 50)); page++) {
    routes[`${prefix}?page=${page}`] = sorted.slice((page - 1) * 50, page * 50);
  }
  return routes;
}

/** The overview and the activity/all pages (or those of `prefix`) of these activities. */
export function activityRoutes(
  activities: readonly ActivityJson[],
  prefix = 'activity/all',
): FakeRoutes {
  return {
    'activity/get-activity-overview?page=1': overviewJson(activities),
    ...activityPages(activities, prefix),
  };
}

export function tokenJson(address: string, symbol: string, decimals = 18, balance = '0') {
  return {
    address,
    p2op: `opr1${symbol.toLowerCase()}`,
    name: `${symbol} Token`,
    symbol,
    decimals,
    verified: true,
    maxSupply: '1000000000000000000000000000',
    image: '',
    balance: '0',
    balanceBigint: balance,
  };
}

export type FakeRoutes = Record<string, unknown>;

/** The api's answers for the two test tokens: MOTO (18 decimals) and PILL (8). */
export const TOKEN_ROUTES: FakeRoutes = {
  [`search/token/${TOKEN_A}`]: tokenJson(TOKEN_A, 'MOTO'),
  [`search/token/${TOKEN_B}`]: tokenJson(TOKEN_B, 'PILL', 8),
};

/**
 * An apiRequest stand-in answering from `routes` by path and parsing through the real schema; a
 * path it does not know answers 404, an Error value is thrown as the answer.
 */
function fakeApi(routes: FakeRoutes, calls: string[] = []) {
  return async <T,>(request: ApiRequest<T>): Promise<T> => {
    calls.push(request.path);
    const answer = routes[request.path];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) throw new ApiError(404, `No fake route for ${request.path}`);
    return parse(request.schema, answer);
  };
}

/** A connected wallet in the store, as the wallet bridge sets it. */
export function connectWallet(): void {
  useWalletStore.setState({
    wallet: {
      kind: 'OP_WALLET',
      address: 'bcrt1p' + 'q'.repeat(58),
      publicKey: PUBLIC_KEY,
      sender: null,
      signer: null,
      chain: 'BITCOIN_REGTEST',
    },
  });
}

/** No wallet and no session (a test that disconnects midway). */
export function disconnectWallet(): void {
  useWalletStore.setState({ wallet: null, connectModalOpen: false });
  signIn(false);
}

/** Answers the app's api calls from `routes`; the paths asked are pushed to `calls`. */
export function serveApi(routes: FakeRoutes, calls?: string[]): void {
  vi.mocked(apiRequest).mockImplementation(fakeApi(routes, calls));
}

/** How every test starts: no wallet, no session, the fake session behind useApiUser, no routes. */
export function startSignedOut(): void {
  disconnectWallet();
  vi.mocked(useApiUser).mockImplementation(useFakeApiUser);
  serveApi({});
}

/** A connected wallet that has signed in to the api. */
export function startSignedIn(): void {
  startSignedOut();
  connectWallet();
  signIn();
}

/** Renders routes at a path with a fresh query client; returns the router to follow navigation. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** Renders one element inside a router and a query client. */
export function renderInApp(element: ReactElement) {
  return renderRoutes([{ path: '*', element }], '/');
}

/** Whether the fake session is signed in; tests set it, the fake useApiUser reads it. */
const useFakeSession = create<{ signedIn: boolean }>(() => ({ signedIn: false }));

export function signIn(signedIn = true): void {
  useFakeSession.setState({ signedIn });
}

/**
 * A stand-in for useApiUser: the connected wallet's key, with a session token once signIn() ran
 * (the real session store belongs to the wallet bridge).
 */
function useFakeApiUser() {
  const publicKey = useWalletStore((state) => state.wallet?.publicKey ?? null);
  const signedIn = useFakeSession((state) => state.signedIn);
  return {
    network: 'regtest' as const,
    publicKey,
    sessionToken: publicKey && signedIn ? 'session-token' : null,
  };
}

const tokenRef = (address: string, symbol: string, decimals = 18) => ({
  name: `${symbol} Token`,
  symbol,
  address,
  decimals,
});

/** A NativeSwap pool of explore/pools; quote is token base units per sat x1e8 (0: no listings). */
export function nativePoolJson(address: string, symbol: string, quote: string) {
  return {
    type: 'NATIVE',
    poolAddress: address,
    nativeSwapAddress: `0x${'9'.repeat(64)}`,
    token: tokenRef(address, symbol),
    liquidity: '0',
    reservedLiquidity: '0',
    virtualBTCReserve: '0',
    virtualTokenReserve: '0',
    quote,
    priceSats: null,
    tvlSats: '0',
    volume24hSats: '0',
    transactions24h: 0,
    createdAtBlock: 1,
    updatedAtBlock: null,
    blockTimestampLast: 0,
  };
}

/** A MotoSwap pool of explore/pools. */
export function ammPoolJson(
  poolAddress: string,
  pair: [string, string],
  reserves: [string, string],
  totalSupply: string,
) {
  return {
    type: 'OP20',
    poolAddress,
    tokenA: tokenRef(TOKEN_A, pair[0]),
    tokenB: tokenRef(TOKEN_B, pair[1]),
    reserveA: reserves[0],
    reserveB: reserves[1],
    totalSupply,
    blockTimestampLast: 0,
    volume24hA: '0',
    volume24hB: '0',
    volume24hSats: null,
    tvlSats: null,
    transactions24h: 0,
    createdAtBlock: 1,
    updatedAtBlock: null,
  };
}

/** The first page of explore/pools holding these pools. */
export function explorePoolsRoute(pools: readonly unknown[] = []): FakeRoutes {
  return { 'explore/pools?page=1': { page: 1, total: pools.length, pools } };
}

/** GET sync with these watched tokens at a USD rate. */
export function syncJson(watchlist: unknown[], usd = 100_000) {
  return {
    watchlist,
    exchangeRates: { rates: { usd: { value: usd, source: 'fixed' } } },
    reservations: [],
  };
}

/**
 * The wallet's provider slot in a token's NativeSwap pool and the token's queues, as
 * readProviderQueueState answers: `liquidity` listed, `reserved` of it, at `indexedAt` in the
 * standard queue (whose starting index is 0 and length 10).
 */
export function providerStateOf(
  liquidity: bigint,
  options: { reserved?: bigint; indexedAt?: number; isActive?: boolean } = {},
): ProviderQueueState {
  return {
    provider: {
      liquidity,
      reserved: options.reserved ?? 0n,
      indexedAt: options.indexedAt ?? 0,
      isPriority: false,
      isPurged: false,
      isActive: options.isActive ?? true,
      listedAtBlock: 1,
    },
    queue: {
      priorityQueueLength: 0,
      priorityQueueStartingIndex: 0,
      standardQueueLength: 10,
      standardQueueStartingIndex: 0,
      priorityPurgeQueueLength: 0,
      standardPurgeQueueLength: 0,
    },
  };
}
