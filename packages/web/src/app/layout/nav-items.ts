import { routes } from '@opswap/protocol/routes/routes';

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

/** The address prefix a route's screens live under: its pattern's first segment, e.g. /swap. */
function prefixOf(route: { pattern: string }): string {
  return `/${route.pattern.split('/').find((segment) => segment !== '') ?? ''}`;
}

/** Spec 2 "Navigation menu", in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    label: 'Trade',
    to: routes.home(),
    match: [routes.home, routes.swap, routes.send, routes.listing].map(prefixOf),
    icon: 'trade',
    children: [
      { label: 'Swap', to: routes.swap() },
      { label: 'Send', to: routes.send() },
    ],
  },
  {
    label: 'Pool',
    to: routes.pool(),
    match: [routes.pool].map(prefixOf),
    icon: 'pool',
    children: [
      { label: 'View Positions', to: routes.pool() },
      { label: 'Add Liquidity', to: routes.poolAdd() },
      { label: 'Create Pool', to: routes.poolCreate() },
    ],
  },
  {
    label: 'Stake',
    to: routes.stake(),
    match: [routes.stake].map(prefixOf),
    icon: 'stake',
    children: [
      { label: 'Stake', to: routes.stake('stake') },
      { label: 'Claim', to: routes.stake('claim') },
      { label: 'Unstake', to: routes.stake('unstake') },
    ],
  },
  {
    label: 'Explore',
    to: routes.explore(),
    match: [routes.explore, routes.token].map(prefixOf),
    icon: 'explore',
    overview: 'Overview',
    children: [
      { label: 'Tokens', to: routes.explore('tokens') },
      { label: 'Pools', to: routes.explore('pools') },
    ],
  },
  {
    label: 'Activity',
    to: routes.dashboard(),
    match: [routes.dashboard, routes.activity].map(prefixOf),
    icon: 'activity',
    overview: 'Overview',
    children: [
      { label: 'Activity', to: routes.dashboard('activity') },
      { label: 'Listings', to: routes.dashboard('listings') },
      { label: 'Pools', to: routes.dashboard('pools') },
      { label: 'Reservations', to: routes.dashboard('reservations') },
      { label: 'Tokens', to: routes.dashboard('tokens') },
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
