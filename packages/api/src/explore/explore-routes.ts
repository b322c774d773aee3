import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { basePathParamsSchema, pageQuerySchema } from '@opswap/protocol/schemas/common';
import { usdRateToScaled } from '@opswap/protocol/format/format-amount';
import {
  exploreOverviewSchema,
  explorePoolsSchema,
  exploreTokensPageSchema,
  exploreTokensQuerySchema,
} from '@opswap/protocol/schemas/market';
import type { AppContext } from '../app-context.ts';
import { exploreOverview } from './explore-overview.ts';
import { poolsPage } from './explore-pools.ts';
import { exploreTokensPage } from './explore-tokens.ts';

/** Public explore data from the indexed chain: GET explore/overview, explore/pools and explore/tokens. */
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

    app.get(
      '/explore/tokens',
      {
        schema: {
          params: basePathParamsSchema,
          querystring: exploreTokensQuerySchema,
          response: { 200: exploreTokensPageSchema },
        },
      },
      async ({ params, query, log }) => {
        // Without a USD rate the list still answers, its USD prices null as the schema allows.
        const usdPerBtc = await context.usdRate.rate().then(
          (rate) => usdRateToScaled(rate.value),
          (error: unknown) => {
            log.warn({ err: error }, 'explore/tokens: no USD rate');
            return null;
          },
        );
        return exploreTokensPage(context.db, params.network, query, usdPerBtc);
      },
    );
  };
}
