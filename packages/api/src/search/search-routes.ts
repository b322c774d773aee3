import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { extend } from 'zod/mini';
import { and, desc, eq, lt } from 'drizzle-orm';
import { TOKEN_NOT_FOUND } from '@opswap/protocol/errors/messages';
import { basePathParamsSchema } from '@opswap/protocol/schemas/common';
import { ANONYMOUS_USER_KEY } from '@opswap/protocol/tokens/token';
import {
  recentSearchesResponseSchema,
  searchTokenParamsSchema,
  searchTokenResponseSchema,
} from '@opswap/protocol/schemas/sync';
import type { ProductNetwork } from '@opswap/protocol/tokens/networks';
import type { AppContext } from '../app-context.ts';
import { optionalUser, requireUser } from '../auth/authenticate.ts';
import { sendPublicAnswer } from '../cache/public-reply.ts';
import { recentSearches } from '../db/schema/watchlist.ts';
import { notFound } from '../http/http-error.ts';
import { jsonBody } from '../http/json-body.ts';
import { findToken, resolveTokens, withBalances, type TokenInfo } from '../token/token-lookup.ts';

/** How many recent searches a user keeps. */
export const RECENT_SEARCHES = 10;

/**
 * Token search: GET search/token/{address} finds a token ('bitcoin' is the native coin) and, for a
 * signed-in user, remembers it; GET search/recent lists what they looked up. A wallet's search
 * answers its balances, read from the node; the dead address's holds none and comes from
 * context.publicReads.
 */
export function searchRoutes(context: AppContext): FastifyPluginAsync {
  const lookUp = async (network: ProductNetwork, address: string): Promise<TokenInfo> => {
    const token = await findToken(context, network, address);
    if (token === null) throw notFound(TOKEN_NOT_FOUND);
    return token;
  };

  return async (plugin) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/search/token/:address',
      {
        schema: {
          params: extend(basePathParamsSchema, searchTokenParamsSchema.shape),
          response: { 200: searchTokenResponseSchema },
        },
      },
      async (request, reply) => {
        const { params } = request;
        if (params.userPublicKey === ANONYMOUS_USER_KEY) {
          const answer = await context.publicReads.answer(
            params.network,
            `search/token ${params.address}`,
            async () => {
              const token = await lookUp(params.network, params.address);
              const [found] = await withBalances(context, params.network, ANONYMOUS_USER_KEY, [
                token,
              ]);
              return jsonBody(searchTokenResponseSchema, found!);
            },
          );
          return sendPublicAnswer(reply, answer);
        }
        const token = await lookUp(params.network, params.address);
        const userKey = await optionalUser(context, request, params);
        if (userKey !== null) {
          await remember(context, params.network, userKey, token.address);
        }
        const [withBalance] = await withBalances(context, params.network, params.userPublicKey, [
          token,
        ]);
        return withBalance!;
      },
    );

    app.get(
      '/search/recent',
      {
        schema: { params: basePathParamsSchema, response: { 200: recentSearchesResponseSchema } },
      },
      async (request) => {
        const { params } = request;
        const userKey = await requireUser(context, request, params);
        const rows = await context.db
          .select({ address: recentSearches.tokenAddress })
          .from(recentSearches)
          .where(
            and(eq(recentSearches.network, params.network), eq(recentSearches.userKey, userKey)),
          )
          .orderBy(desc(recentSearches.searchedAt))
          .limit(RECENT_SEARCHES);
        const found = await resolveTokens(
          context,
          params.network,
          rows.map((row) => row.address),
        );
        return withBalances(context, params.network, userKey, found);
      },
    );
  };
}

/** Records a search, keeping only the user's latest RECENT_SEARCHES. */
async function remember(
  context: AppContext,
  network: AppContext['network'],
  userKey: string,
  tokenAddress: string,
): Promise<void> {
  const now = context.now();
  await context.db.transaction(async (tx) => {
    await tx
      .insert(recentSearches)
      .values({ network, userKey, tokenAddress, searchedAt: now })
      .onConflictDoUpdate({
        target: [recentSearches.network, recentSearches.userKey, recentSearches.tokenAddress],
        set: { searchedAt: now },
      });
    const kept = await tx
      .select({ searchedAt: recentSearches.searchedAt })
      .from(recentSearches)
      .where(and(eq(recentSearches.network, network), eq(recentSearches.userKey, userKey)))
      .orderBy(desc(recentSearches.searchedAt))
      .limit(1)
      .offset(RECENT_SEARCHES - 1);
    const oldestKept = kept[0]?.searchedAt;
    if (oldestKept !== undefined) {
      await tx
        .delete(recentSearches)
        .where(
          and(
            eq(recentSearches.network, network),
            eq(recentSearches.userKey, userKey),
            lt(recentSearches.searchedAt, oldestKept),
          ),
        );
    }
  });
}
