import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { extend } from 'zod/mini';
import { POOL_DOES_NOT_EXIST } from '@opswap/protocol/errors/messages';
import { basePathParamsSchema, pageQuerySchema } from '@opswap/protocol/schemas/common';
import {
  poolAddressParamsSchema,
  poolPricesSchema,
  tokenPricesQuerySchema,
} from '@opswap/protocol/schemas/market';
import { poolActivitySchema } from '@opswap/protocol/schemas/pool-activity';
import type { AppContext } from '../app-context.ts';
import { sendPublicAnswer } from '../cache/public-reply.ts';
import { notFound } from '../http/http-error.ts';
import { jsonBody } from '../http/json-body.ts';
import { poolActivityPage } from './pool-activity.ts';
import { poolPrices } from './pool-prices.ts';

const poolParams = extend(basePathParamsSchema, poolAddressParamsSchema.shape);

/**
 * Public pool data from the indexed chain: GET pool/prices/{poolAddress} and
 * pool/activity/{poolAddress}?page, answered from context.publicReads.
 */
export function poolRoutes(context: AppContext): FastifyPluginAsync {
  const { db, publicReads } = context;
  return async (plugin) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/pool/prices/:poolAddress',
      {
        schema: {
          params: poolParams,
          querystring: tokenPricesQuerySchema,
          response: { 200: poolPricesSchema },
        },
      },
      async ({ params, query }, reply) => {
        const answer = await publicReads.answer(
          params.network,
          `pool/prices ${params.poolAddress} ${query.interval}`,
          async () => {
            const prices = await poolPrices(db, params.network, params.poolAddress, query.interval);
            if (prices === null) throw notFound(POOL_DOES_NOT_EXIST);
            return jsonBody(poolPricesSchema, prices);
          },
        );
        return sendPublicAnswer(reply, answer);
      },
    );

    app.get(
      '/pool/activity/:poolAddress',
      {
        schema: {
          params: poolParams,
          querystring: pageQuerySchema,
          response: { 200: poolActivitySchema },
        },
      },
      async ({ params, query }, reply) => {
        const answer = await publicReads.answer(
          params.network,
          `pool/activity ${params.poolAddress} ${query.page}`,
          async () => {
            const activity = await poolActivityPage(
              db,
              params.network,
              params.poolAddress,
              query.page,
            );
            if (activity === null) throw notFound(POOL_DOES_NOT_EXIST);
            return jsonBody(poolActivitySchema, activity);
          },
        );
        return sendPublicAnswer(reply, answer);
      },
    );
  };
}
