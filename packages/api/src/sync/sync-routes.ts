import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { basePathParamsSchema } from '@opswap/protocol/schemas/common';
import { syncResponseSchema } from '@opswap/protocol/schemas/sync';
import type { AppContext } from '../app-context.ts';
import { requireUser } from '../auth/authenticate.ts';
import { listReservations, reservationFromRow } from '../reservations/reservation-store.ts';
import { watchlistTokens } from '../watchlist/watched-tokens.ts';
import { readUsdRate } from './usd-rate.ts';

/** GET sync: the session's watched tokens with balances, the USD rate and the reservations. */
export function syncRoutes(context: AppContext): FastifyPluginAsync {
  return async (plugin) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/sync',
      { schema: { params: basePathParamsSchema, response: { 200: syncResponseSchema } } },
      async (request) => {
        const { params } = request;
        const scope = {
          network: params.network,
          userKey: await requireUser(context, request, params),
        };
        const [watchlist, usd, reservations] = await Promise.all([
          watchlistTokens(context, scope),
          readUsdRate(context),
          listReservations(context.db, scope),
        ]);
        return {
          watchlist,
          exchangeRates: { rates: { usd: { value: usd.value, source: usd.source } } },
          reservations: reservations.map(reservationFromRow),
        };
      },
    );
  };
}
