import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityListSchema } from '@opswap/protocol/schemas/activity';
import { basePathParamsSchema } from '@opswap/protocol/schemas/common';
import type { AppContext } from '../app-context.ts';
import { requireUser } from '../auth/authenticate.ts';
import { userListings } from './user-listings.ts';

/** GET listings: the user's NativeSwap listings, from the chain and from what the app recorded. */
export function listingRoutes(context: AppContext): FastifyPluginAsync {
  return async (plugin) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/listings',
      { schema: { params: basePathParamsSchema, response: { 200: activityListSchema } } },
      async (request) => {
        const { network } = request.params;
        const userKey = await requireUser(context, request, request.params);
        return userListings(context.db, { network, userKey });
      },
    );
  };
}
