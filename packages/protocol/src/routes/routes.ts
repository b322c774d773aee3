/**
 * Every address of the app, each once: the react-router pattern its screen is registered under,
 * and a builder for links to it. Values that come from outside (hashes, addresses) are encoded as
 * path segments.
 */

/** The /activity tabs after All Activity, which is /activity itself. */
export type ActivityTabSegment = 'active-listings' | 'pools' | 'reservations' | 'tokens';

/** The dashboard's sub-pages after its overview, which is /dashboard itself. */
export type DashboardTabSegment =
  | 'activity'
  | 'deployment'
  | 'tokens'
  | 'reservations'
  | 'pools'
  | 'listings'
  | 'deploy-token'
  | 'deploy-farm';

export type StakeTabSegment = 'stake' | 'claim' | 'unstake' | 'compound';

export type ExploreTabSegment = 'tokens' | 'pools';

/** The documentation hub's pages; the guides are placeholders until they are written. */
export type DocumentationPageSegment =
  | 'introduction-to-swapping'
  | 'how-to-swap-tokens'
  | 'introduction-to-native-swap'
  | 'how-to-swap-tokens-for-bitcoin'
  | 'terms'
  | 'privacy';

/** A link builder that also carries the pattern its screen is registered under. */
export type Route<Args extends unknown[]> = ((...args: Args) => string) & {
  readonly pattern: string;
};

function route<Args extends unknown[]>(
  pattern: string,
  build: (...args: Args) => string,
): Route<Args> {
  return Object.assign(build, { pattern });
}

/** '/{base}', then each value given as an encoded segment. */
function path(base: string, ...values: (string | undefined)[]): string {
  const segments = values.filter((value) => value !== undefined).map(encodeURIComponent);
  return ['', base, ...segments].join('/');
}

export const routes = {
  // The router registers it as the index route.
  home: route('/', () => '/'),
  swap: route('swap/:tokenA?/:tokenB?', (tokenA?: string, tokenB?: string) =>
    path('swap', tokenA, tokenB),
  ),
  send: route('send', () => path('send')),

  nativeReserve: route('swap/native/reserve/:quoteHash?', (transactionId?: string) =>
    path('swap/native/reserve', transactionId),
  ),
  // Without a quote hash the screen sends the user home; with a swap hash, on to the watch page.
  nativeExecute: route('swap/native/execute/:quoteHash?/:swapHash?', (reservationHash: string) =>
    path('swap/native/execute', reservationHash),
  ),
  nativeWatch: route(
    'swap/native/watch/:orderHash/:swapHash',
    (reservationHash: string, swapTransactionId: string) =>
      path('swap/native/watch', reservationHash, swapTransactionId),
  ),

  activity: route('activity/:tab?', (tab?: ActivityTabSegment) => path('activity', tab)),
  listingDetail: route('activity/active-listings/:listingHash', (listingHash: string) =>
    path('activity/active-listings', listingHash),
  ),
  /** A listing's short link; it opens the listing detail. */
  listing: route('listing/:listingHash', (listingHash: string) => path('listing', listingHash)),
  dashboard: route('dashboard/:tab?', (tab?: DashboardTabSegment) => path('dashboard', tab)),
  documentation: route('documentation/:doc?', (page?: DocumentationPageSegment) =>
    path('documentation', page),
  ),

  pool: route('pool', () => path('pool')),
  poolDetail: route('pool/:address', (address: string) => path('pool', address)),
  poolCreate: route('pool/create', () => path('pool/create')),
  poolCreateNew: route('pool/create-new', () => path('pool/create-new')),
  poolAdd: route('pool/add/:tokenA?/:tokenB?', (tokenA?: string, tokenB?: string) =>
    path('pool/add', tokenA, tokenB),
  ),
  poolAddNative: route('pool/add-native/:quoteHash?', (quoteHash?: string) =>
    path('pool/add-native', quoteHash),
  ),
  poolRemove: route('pool/remove/:quoteHash?', (quoteHash?: string) =>
    path('pool/remove', quoteHash),
  ),

  stake: route('stake/:activeTab?', (tab?: StakeTabSegment) => path('stake', tab)),
  explore: route('explore/:tab?', (tab?: ExploreTabSegment) => path('explore', tab)),
  token: route('token/:address?', (address?: string) => path('token', address)),

  farm: route('farm', () => path('farm')),
  farmManage: route('farm/manage', () => path('farm/manage')),
  farmDeployToken: route('farm/manage/deploy-token', () => path('farm/manage/deploy-token')),
  farmDeployFarm: route('farm/manage/deploy-farm', () => path('farm/manage/deploy-farm')),
} as const;
