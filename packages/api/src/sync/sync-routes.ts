import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { basePathParamsSchema } from '@opswap/protocol/schemas/common';
import { syncResponseSchema } from '@opswap/protocol/schemas/sync';
import type { AppContext } from '../app-context.ts';
import { requireUser } from '../auth/authenticate.ts';
import { HttpError } from '../http/http-error.ts';
import { listReservations, reservationFromRow } from '../reservations/reservation-store.ts';
import { watchlistTokens } from '../watchlist/watched-tokens.ts';

export const USD_RATE_UNAVAILABLE = 'The USD rate source did not answer. Try again in a moment.';

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
          context.usdRate.rate().catch((error: unknown) => {
            throw new HttpError(502, USD_RATE_UNAVAILABLE, { cause: error });
          }),
          listReservations(context.db, scope),
        ]);
        return {
          watchlist,
          exchangeRates: { rates: { usd } },
          reservations: reservations.map(reservationFromRow),
        };
      },
    );
  };
}
