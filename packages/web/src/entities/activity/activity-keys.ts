import type { ActivityType } from '@opswap/protocol/schemas/activity';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';

/** Whose data a key is for; a query without a signed-in user keys on null. */
export interface KeyUser {
  network: ProductNetwork;
  publicKey: string;
}

const userPart = (user: KeyUser | null) =>
  user === null ? (['none'] as const) : ([user.network, user.publicKey] as const);

/** Every query key of the activity domain: per-user data under the user, public data under the network. */
export const activityKeys = {
  all: ['activity'] as const,
  user: (user: KeyUser | null) => [...activityKeys.all, 'user', ...userPart(user)] as const,
  // A list page is keyed by how many activities the overview counted when it was asked for, so a
  // new activity (the count moves) fetches the pages again instead of reading a shifted cache.
  list: (user: KeyUser | null, page: number, total: number | null = null) =>
    [...activityKeys.user(user), 'list', 'all', page, total] as const,
  listByType: (
    user: KeyUser | null,
    type: ActivityType,
    page: number,
    total: number | null = null,
  ) => [...activityKeys.user(user), 'list', type, page, total] as const,
  detail: (user: KeyUser | null, transactionId: string) =>
    [...activityKeys.user(user), 'detail', transactionId.toLowerCase()] as const,
  overview: (user: KeyUser | null, page: number) =>
    [...activityKeys.user(user), 'overview', page] as const,
  listings: (user: KeyUser | null) => [...activityKeys.user(user), 'listings'] as const,
  reservations: (user: KeyUser | null) => [...activityKeys.user(user), 'reservations'] as const,
  sync: (user: KeyUser | null) => [...activityKeys.user(user), 'sync'] as const,
  lpBalance: (user: KeyUser | null, poolAddress: string) =>
    [...activityKeys.user(user), 'lp-balance', poolAddress.toLowerCase()] as const,
  explorePools: (network: ProductNetwork, page: number) =>
    [...activityKeys.all, 'public', network, 'explore-pools', page] as const,
};
