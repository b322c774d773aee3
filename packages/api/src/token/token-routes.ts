import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { extend } from 'zod/mini';
import { basePathParamsSchema, pageQuerySchema } from '@opswap/protocol/schemas/common';
import {
  tokenAddressParamsSchema,
  tokenPoolsSchema,
  tokenPricesQuerySchema,
  tokenPricesSchema,
  type MarketPool,
} from '@opswap/protocol/schemas/market';
import { tokenExploreRecordSchema, type PoolInfo } from '@opswap/protocol/schemas/token';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import { NATIVE_TOKEN_ADDRESS } from '@opswap/protocol/tokens/token';
import { TOKEN_NOT_FOUND } from '@opswap/protocol/errors/messages';
import type { AppContext } from '../app-context.ts';
import { sendPublicAnswer } from '../cache/public-reply.ts';
import { notFound } from '../http/http-error.ts';
import { jsonBody } from '../http/json-body.ts';
import { tokenPools } from './pool-views.ts';
import { tokenActivityPage } from './token-activity.ts';
import { findStoredToken, type StoredToken } from './token-directory.ts';
import { tokenPrices } from './token-prices.ts';

const tokenParams = extend(basePathParamsSchema, tokenAddressParamsSchema.shape);

/**
 * A pool as the token record's Pools tab lists it. A NativeSwap pool's reserves are its virtual
 * token and BTC reserves, and its circulating pool tokens the tokens its providers hold.
 */
function poolInfo(pool: MarketPool): PoolInfo {
  if (pool.type === 'OP20') {
    return {
      poolAddress: pool.poolAddress,
      blockTimestampLast: pool.blockTimestampLast,
      reserveA: pool.reserveA,
      reserveB: pool.reserveB,
      tokenA: pool.tokenA.address,
      tokenB: pool.tokenB.address,
      totalSupply: pool.totalSupply,
      decimals: 18,
    };
  }
  return {
    poolAddress: pool.poolAddress,
    blockTimestampLast: pool.blockTimestampLast,
    reserveA: pool.virtualTokenReserve,
    reserveB: pool.virtualBTCReserve,
    tokenA: pool.token.address,
    tokenB: NATIVE_TOKEN_ADDRESS,
    totalSupply: pool.liquidity,
    decimals: pool.token.decimals,
  };
}

/**
 * Public token data from the indexed chain: GET token/{address} (the explore record, 50
 * transactions a page), token/pools/{address} and token/prices/{address}, answered from
 * context.publicReads.
 */
export function tokenRoutes(context: AppContext): FastifyPluginAsync {
  const { db, publicReads } = context;
  const knownToken = async (network: ProductNetwork, address: string): Promise<StoredToken> => {
    const token = await findStoredToken(db, network, address);
    if (token === null) throw notFound(TOKEN_NOT_FOUND);
    return token;
  };

  return async (plugin) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/token/pools/:address',
      { schema: { params: tokenParams, response: { 200: tokenPoolsSchema } } },
      async ({ params }, reply) => {
        const answer = await publicReads.answer(
          params.network,
          `token/pools ${params.address}`,
          async () => {
            const token = await knownToken(params.network, params.address);
            return jsonBody(tokenPoolsSchema, await tokenPools(db, params.network, token.address));
          },
        );
        return sendPublicAnswer(reply, answer);
      },
    );

    app.get(
      '/token/prices/:address',
      {
        schema: {
          params: tokenParams,
          querystring: tokenPricesQuerySchema,
          response: { 200: tokenPricesSchema },
        },
      },
      async ({ params, query }, reply) => {
        const answer = await publicReads.answer(
          params.network,
          `token/prices ${params.address} ${query.interval}`,
          async () => {
            const token = await knownToken(params.network, params.address);
            return jsonBody(
              tokenPricesSchema,
              await tokenPrices(db, params.network, token, query.interval),
            );
          },
        );
        return sendPublicAnswer(reply, answer);
      },
    );

    app.get(
      '/token/:address',
      {
        schema: {
          params: tokenParams,
          querystring: pageQuerySchema,
          response: { 200: tokenExploreRecordSchema },
        },
      },
      async ({ params, query }, reply) => {
        const answer = await publicReads.answer(
          params.network,
          `token ${params.address} ${query.page}`,
          async () => {
            const token = await knownToken(params.network, params.address);
            const [page, pools] = await Promise.all([
              tokenActivityPage(db, params.network, token.address, query.page),
              tokenPools(db, params.network, token.address),
            ]);
            return jsonBody(tokenExploreRecordSchema, {
              name: token.name,
              symbol: token.symbol,
              decimals: token.decimals,
              address: token.address,
              activity: { ...page, pools: pools.map(poolInfo) },
            });
          },
        );
        return sendPublicAnswer(reply, answer);
      },
    );
  };
}
