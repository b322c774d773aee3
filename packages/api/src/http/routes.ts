import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { activityRoutes } from '../activity/activity-routes.ts';
import { authRoutes } from '../auth/auth-routes.ts';
import { exploreRoutes } from '../explore/explore-routes.ts';
import { listingRoutes } from '../listings/listing-routes.ts';
import { poolRoutes } from '../pool/pool-routes.ts';
import { reservationRoutes } from '../reservations/reservation-routes.ts';
import { searchRoutes } from '../search/search-routes.ts';
import { syncRoutes } from '../sync/sync-routes.ts';
import { usdRateRoutes } from '../sync/usd-rate-routes.ts';
import { tokenRoutes } from '../token/token-routes.ts';
import { watchlistRoutes } from '../watchlist/watchlist-routes.ts';

/** A feature's routes under api/v1/{blockchain}/{network}/{userPublicKey}. */
export type FeatureRoutes = (context: AppContext) => FastifyPluginAsync;

const FEATURES: readonly FeatureRoutes[] = [
  authRoutes,
  activityRoutes,
  listingRoutes,
  reservationRoutes,
  syncRoutes,
  searchRoutes,
  watchlistRoutes,
  tokenRoutes,
  exploreRoutes,
  poolRoutes,
  usdRateRoutes,
];

export function userScopedRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    for (const feature of FEATURES) await app.register(feature(context));
  };
}
