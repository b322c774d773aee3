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
import { sendPublicAnswer } from '../cache/public-reply.ts';
import { jsonBody } from '../http/json-body.ts';
import { exploreOverview } from './explore-overview.ts';
import { poolsPage } from './explore-pools.ts';
import { exploreTokensPage } from './explore-tokens.ts';

/**
 * Public explore data from the indexed chain: GET explore/overview, explore/pools and
 * explore/tokens, answered from context.publicReads.
 */
export function exploreRoutes(context: AppContext): FastifyPluginAsync {
  const { db, publicReads } = context;
  return async (plugin) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/explore/overview',
      { schema: { params: basePathParamsSchema, response: { 200: exploreOverviewSchema } } },
      async ({ params }, reply) => {
        const answer = await publicReads.answer(params.network, 'explore/overview', async () =>
          jsonBody(exploreOverviewSchema, await exploreOverview(db, params.network)),
        );
        return sendPublicAnswer(reply, answer);
      },
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
      async ({ params, query }, reply) => {
        const answer = await publicReads.answer(
          params.network,
          `explore/pools ${query.page}`,
          async () =>
            jsonBody(explorePoolsSchema, {
              page: query.page,
              ...(await poolsPage(db, params.network, query.page)),
            }),
        );
        return sendPublicAnswer(reply, answer);
      },
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
      async ({ params, query, log }, reply) => {
        // Without a USD rate the list still answers, its USD prices null as the schema allows.
        const usdPerBtc = await context.usdRate.rate().then(
          (rate) => usdRateToScaled(rate.value),
          (error: unknown) => {
            log.warn({ err: error }, 'explore/tokens: no USD rate');
            return null;
          },
        );
        // The rate changes between blocks: an answer is kept for the rate it was made with.
        const { page, pageSize, sort, order, search } = query;
        const key = JSON.stringify(['explore/tokens', page, pageSize, sort, order, search]);
        const answer = await publicReads.answer(params.network, `${key} ${usdPerBtc}`, async () =>
          jsonBody(
            exploreTokensPageSchema,
            await exploreTokensPage(db, params.network, query, usdPerBtc),
          ),
        );
        return sendPublicAnswer(reply, answer);
      },
    );
  };
}
