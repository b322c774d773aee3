import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { basePathParamsSchema, pageQuerySchema } from '@opswap/protocol/schemas/common';
import { exploreOverviewSchema, explorePoolsSchema } from '@opswap/protocol/schemas/market';
import type { AppContext } from '../app-context.ts';
import { exploreOverview } from './explore-overview.ts';
import { poolsPage } from './explore-pools.ts';

/** Public explore data from the indexed chain: GET explore/overview and explore/pools?page. */
export function exploreRoutes(context: AppContext): FastifyPluginAsync {
  return async (plugin) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/explore/overview',
      { schema: { params: basePathParamsSchema, response: { 200: exploreOverviewSchema } } },
      async ({ params }) => exploreOverview(context.db, params.network),
    );

    app.get(
      '/explore/pools',
      {
        schema: {
          params: basePathParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: explorePoolsSchema },
        },
      },
      async ({ params, query }) => ({
        page: query.page,
        ...(await poolsPage(context.db, params.network, query.page)),
      }),
    );
  };
}
