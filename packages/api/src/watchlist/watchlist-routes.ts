import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TOKEN_NOT_FOUND } from '@opswap/protocol/errors/messages';
import { basePathParamsSchema, type BasePathParams } from '@opswap/protocol/schemas/common';
import {
  watchlistChangeResponseSchema,
  watchlistResponseSchema,
  watchlistTokenBodySchema,
  watchlistTokenQuerySchema,
} from '@opswap/protocol/schemas/sync';
import type { AppContext } from '../app-context.ts';
import { requireUser } from '../auth/authenticate.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { findToken, isHexAddress } from '../token/token-lookup.ts';
import { watchlistAfterChange, watchlistTokens } from './watched-tokens.ts';
import { MAX_WATCHED_TOKENS, unwatch, watch } from './watchlist-store.ts';

/** The spec's text for a visitor without a session. */
export const WATCHLIST_NEEDS_USER = 'Watchlist is only available for authenticated users.';

/**
 * GET watchlist/token lists (or looks up one), POST watches, DELETE unwatches. A saved change is
 * answered 200 even when the node is down (a partial answer, without balances).
 */
export function watchlistRoutes(context: AppContext): FastifyPluginAsync {
  return async (plugin) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const scopeOf = async (request: FastifyRequest, params: BasePathParams) => ({
      network: params.network,
      userKey: await requireUser(context, request, params, WATCHLIST_NEEDS_USER),
    });
    const tokenAt = async (params: BasePathParams, address: string) => {
      const token = await findToken(context, params.network, address);
      if (token === null) throw notFound(TOKEN_NOT_FOUND);
      return token;
    };

    app.get(
      '/watchlist/token',
      {
        schema: {
          params: basePathParamsSchema,
          querystring: watchlistTokenQuerySchema,
          response: { 200: watchlistResponseSchema },
        },
      },
      async (request) => {
        const scope = await scopeOf(request, request.params);
        const all = await watchlistTokens(context, scope);
        const wanted = request.query.address;
        if (wanted === undefined) return { watchlist: all };
        const token = await findToken(context, scope.network, wanted);
        return { watchlist: all.filter((watched) => watched.address === token?.address) };
      },
    );

    app.post(
      '/watchlist/token',
      {
        schema: {
          params: basePathParamsSchema,
          body: watchlistTokenBodySchema,
          response: { 200: watchlistChangeResponseSchema },
        },
      },
      async (request) => {
        const scope = await scopeOf(request, request.params);
        const token = await tokenAt(request.params, request.body.address);
        const added = await watch(context.db, scope, token.address, context.now());
        if (!added) throw badRequest(`A watchlist holds at most ${MAX_WATCHED_TOKENS} tokens.`);
        return watchlistAfterChange(context, scope);
      },
    );

    app.delete(
      '/watchlist/token',
      {
        schema: {
          params: basePathParamsSchema,
          body: watchlistTokenBodySchema,
          response: { 200: watchlistChangeResponseSchema },
        },
      },
      async (request) => {
        const scope = await scopeOf(request, request.params);
        const { address } = request.body;
        // A 0x address is stored as it is (in lower case): unwatching it needs no lookup.
        const stored = isHexAddress(address)
          ? address.toLowerCase()
          : ((await findToken(context, scope.network, address))?.address ?? address);
        await unwatch(context.db, scope, stored);
        return watchlistAfterChange(context, scope);
      },
    );
  };
}
