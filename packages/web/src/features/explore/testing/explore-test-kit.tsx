// Test support for the explore pages: wire-format builders over the activity test kit's fake api,
// and the explore routes to render in. A test file still spies on the api client itself:
//   vi.mock('<...>/lib/api/api-client.ts', { spy: true });
//   vi.mock('<...>/lib/wallet/session.ts', { spy: true });
import { routes } from '@opswap/protocol/routes/routes';
import {
  ammPoolJson,
  nativePoolJson,
  renderRoutes,
  txid,
} from '../../../entities/activity/testing/activity-test-kit.tsx';
import ExploreScreen from '../explore-screen.tsx';

export const MOTO = `0x${'a1'.repeat(32)}`;
export const PILL = `0x${'b2'.repeat(32)}`;

export const tokenRef = (address: string, symbol: string, decimals = 18) => ({
  name: `${symbol} Token`,
  symbol,
  address,
  decimals,
});

/** A top token of explore/overview. */
export function exploreTokenJson(address: string, symbol: string, overrides: object = {}) {
  return {
    ...tokenRef(address, symbol),
    verified: true,
    image: '',
    transactions24h: 3,
    volume24hSats: '150000000',
    priceSats: '123450000000',
    priceChange24h: { direction: 'up', changeBps: '125' },
    ...overrides,
  };
}

/** A trade of explore/overview's latest transactions. */
export function tradeJson(n: number, overrides: object = {}) {
  return {
    direction: 'Buy',
    token: tokenRef(MOTO, 'MOTO'),
    tokenTwo: tokenRef('bitcoin', 'rBTC', 8),
    amount: String(25n * 10n ** 18n),
    forAmount: '50000000',
    wallet: `0x${'c3'.repeat(32)}`,
    time: Date.now() - n * 60_000,
    transactionId: txid(n),
    ...overrides,
  };
}

/** GET explore/overview with these tokens and trades. */
export function overviewJson(
  topTokens: readonly object[] = [],
  latestTransactions: readonly object[] = [],
) {
  return {
    currentBlock: 500,
    tokens: 12,
    pools: { total: 4, native: 3, amm: 1 },
    transactions24h: 42,
    volume24hSats: '250000000',
    tvlSats: '1234500000000',
    topTokens,
    latestTransactions,
  };
}

/** A native pool of explore/pools with its TVL, volume and trades. */
export function nativePool(n: number, symbol: string, tvlSats: string, overrides: object = {}) {
  const address = `0x${'e'.repeat(32)}${n.toString(16).padStart(32, '0')}`;
  return { ...nativePoolJson(address, symbol, '1'), tvlSats, ...overrides };
}

/** An AMM pool of explore/pools with its TVL (null: no price for either side). */
export function ammPool(n: number, pair: [string, string], tvlSats: string | null) {
  return {
    ...ammPoolJson(`0x${n.toString(16).padStart(64, '0')}`, pair, ['0', '0'], '0'),
    tvlSats,
  };
}

/** explore/pools pages (50 a page, in the api's order) holding these pools. */
export function poolPages(pools: readonly object[]): Record<string, unknown> {
  const pages: Record<string, unknown> = {};
  for (let page = 1; page <= Math.max(1, Math.ceil(pools.length / 50)); page++) {
    pages[`explore/pools?page=${page}`] = {
      page,
      total: pools.length,
      pools: pools.slice((page - 1) * 50, page * 50),
    };
  }
  return pages;
}

/** The explore screen at `path`, with stand-ins for the token and pool pages it links to. */
export function renderExplore(path: string) {
  return renderRoutes(
    [
      { path: routes.explore.pattern, element: <ExploreScreen /> },
      { path: routes.token.pattern, element: <p>token page</p> },
      { path: routes.poolDetail.pattern, element: <p>pool page</p> },
    ],
    path,
  );
}

/** A row of explore/tokens. */
export function tokenRowJson(address: string, symbol: string, overrides: object = {}) {
  return {
    ...tokenRef(address, symbol),
    verified: true,
    image: '',
    priceSats: '123450000000',
    priceUsd: '123000000',
    priceChange24h: { direction: 'down', changeBps: '-250' },
    volume24hSats: '150000000',
    tvlSats: '2000000000',
    ...overrides,
  };
}

/** A page of explore/tokens, 25 rows a page. */
export function tokensPageJson(tokens: readonly object[], page = 1, total = tokens.length) {
  return { tokens, page, pageSize: 25, total };
}

/** The explore/tokens path the table asks for: the default sort unless told. */
export function tokensPath({
  page = 1,
  sort = 'volume24h',
  order = 'desc',
  search,
}: { page?: number; sort?: string; order?: string; search?: string } = {}): string {
  const searchPart = search === undefined ? '' : `&search=${search}`;
  return `explore/tokens?page=${page}&pageSize=25&sort=${sort}&order=${order}${searchPart}`;
}

/** GET market/btc-usd at this many dollars a BTC. */
export function btcUsdRoute(dollars: bigint): Record<string, unknown> {
  return {
    'market/btc-usd': {
      usdPerBtc: String(dollars * 10n ** 8n),
      source: 'fixed',
      updatedAt: 1_700_000_000_000,
    },
  };
}
