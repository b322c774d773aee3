/** The external farming site (spec 2: "Farm: external link opened in a new tab"). */
export const FARM_URL = 'https://motoswap.org/farm';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavItem {
  label: string;
  /** Internal route of the entry, or an external URL when `external`. */
  to: string;
  external?: boolean;
  /** Path prefixes that mark the entry current ('/' matches only the home page). */
  match: readonly string[];
  children: readonly NavLinkItem[];
  /** The entry's own page as the mobile dock lists it beside the sub-entries, when it is not one. */
  overview?: string;
  icon: 'trade' | 'pool' | 'stake' | 'explore' | 'activity' | 'farm';
}

/** Spec 2 "Navigation menu", in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    label: 'Trade',
    to: '/',
    match: ['/', '/swap', '/send', '/listing'],
    icon: 'trade',
    children: [
      { label: 'Swap', to: '/swap' },
      { label: 'Send', to: '/send' },
    ],
  },
  {
    label: 'Pool',
    to: '/pool',
    match: ['/pool'],
    icon: 'pool',
    children: [
      { label: 'View Positions', to: '/pool' },
      { label: 'Add Liquidity', to: '/pool/add' },
      { label: 'Create Pool', to: '/pool/create' },
    ],
  },
  {
    label: 'Stake',
    to: '/stake',
    match: ['/stake'],
    icon: 'stake',
    children: [
      { label: 'Stake', to: '/stake/stake' },
      { label: 'Claim', to: '/stake/claim' },
      { label: 'Unstake', to: '/stake/unstake' },
    ],
  },
  {
    label: 'Explore',
    to: '/explore',
    match: ['/explore', '/token'],
    icon: 'explore',
    overview: 'Overview',
    children: [
      { label: 'Tokens', to: '/explore/tokens' },
      { label: 'Pools', to: '/explore/pools' },
    ],
  },
  {
    label: 'Activity',
    to: '/dashboard',
    match: ['/dashboard', '/activity'],
    icon: 'activity',
    overview: 'Overview',
    children: [
      { label: 'Activity', to: '/dashboard/activity' },
      { label: 'Listings', to: '/dashboard/listings' },
      { label: 'Pools', to: '/dashboard/pools' },
      { label: 'Reservations', to: '/dashboard/reservations' },
      { label: 'Tokens', to: '/dashboard/tokens' },
    ],
  },
  { label: 'Farm', to: FARM_URL, external: true, match: [], icon: 'farm', children: [] },
];

/** Whether the entry is the current section for a path. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return item.match.some((prefix) =>
    prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
