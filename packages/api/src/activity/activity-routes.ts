import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { extend } from 'zod/mini';
import { activityTokenAmounts } from '@opswap/protocol/activity/activity-amounts';
import {
  activityIdParamsSchema,
  activityListSchema,
  activityOverviewSchema,
  activitySchema,
  activityTypeParamsSchema,
  addActivityBodySchema,
  type ActivityType,
} from '@opswap/protocol/schemas/activity';
import {
  basePathParamsSchema,
  pageQuerySchema,
  type BasePathParams,
} from '@opswap/protocol/schemas/common';
import type { AppContext } from '../app-context.ts';
import { requireUser } from '../auth/authenticate.ts';
import { conflict, notFound } from '../http/http-error.ts';
import { jsonBody, sendJson } from '../http/json-body.ts';
import {
  addActivity,
  countActivities,
  findActivity,
  listActivities,
  type UserScope,
} from './activity-store.ts';
import { userListings } from '../listings/user-listings.ts';
import { watchTradedTokens } from '../watchlist/watched-tokens.ts';
import { activityView, activityViews } from './activity-views.ts';

export const ACTIVITY_NOT_FOUND = 'Activity not found';

/**
 * A user's activity: recorded by the client after each action (always Pending), its status then
 * set by the indexer from the chain. Lists are served from context.activityPages.
 */
export function activityRoutes(context: AppContext): FastifyPluginAsync {
  const { db, activityPages } = context;
  const scopeOf = async (request: FastifyRequest, params: BasePathParams): Promise<UserScope> => ({
    network: params.network,
    userKey: await requireUser(context, request, params),
  });
  const views = async (scope: UserScope, page: number, type?: ActivityType) =>
    activityViews(db, scope.network, await listActivities(db, scope, page, type));
  const listJson = (scope: UserScope, page: number, type?: ActivityType) =>
    activityPages.json(scope, `${type ?? '*'}:${page}`, async () =>
      jsonBody(activityListSchema, await views(scope, page, type)),
    );

  return async (plugin) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/activity/add',
      {
        schema: {
          params: basePathParamsSchema,
          body: addActivityBodySchema,
          response: { 200: activitySchema, 201: activitySchema },
        },
      },
      async (request, reply) => {
        const { body } = request;
        const scope = await scopeOf(request, request.params);
        const inputs = await context.node.pendingInputs(body.transactionId).catch(() => null);
        const result = await addActivity(db, scope, body, inputs, context.now());
        if (result.kind === 'conflict') {
          throw conflict(
            `Activity ${result.row.transactionId} is already recorded as ${result.row.type} with other data.`,
          );
        }
        const activity = await activityView(db, scope.network, result.row);
        if (result.kind === 'created') {
          activityPages.activitiesChanged(scope.network, [scope.userKey]);
          const traded = activityTokenAmounts(activity).map((entry) => entry.token);
          await watchTradedTokens(context, scope, traded);
        }
        return reply.status(result.kind === 'created' ? 201 : 200).send(activity);
      },
    );

    app.get(
      '/activity/all',
      {
        schema: {
          params: basePathParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: activityListSchema },
        },
      },
      async (request, reply) => {
        const scope = await scopeOf(request, request.params);
        return sendJson(reply, await listJson(scope, request.query.page));
      },
    );

    app.get(
      '/activity/all/:type',
      {
        schema: {
          params: extend(basePathParamsSchema, activityTypeParamsSchema.shape),
          querystring: pageQuerySchema,
          response: { 200: activityListSchema },
        },
      },
      async (request, reply) => {
        const scope = await scopeOf(request, request.params);
        return sendJson(reply, await listJson(scope, request.query.page, request.params.type));
      },
    );

    app.get(
      '/activity/get-activity-overview',
      {
        schema: {
          params: basePathParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: activityOverviewSchema },
        },
      },
      async (request, reply) => {
        const scope = await scopeOf(request, request.params);
        const { page } = request.query;
        const json = await activityPages.json(scope, `overview:${page}`, async () => {
          const [counts, activities, listings] = await Promise.all([
            countActivities(db, scope),
            views(scope, page),
            userListings(db, scope),
          ]);
          // A mined listing stays active until it is sold out or cancelled.
          const activeListings = listings.filter(
            (listing) => listing.status === 'Completed',
          ).length;
          return jsonBody(activityOverviewSchema, { ...counts, activeListings, activities });
        });
        return sendJson(reply, json);
      },
    );

    app.get(
      '/activity/:id',
      {
        schema: {
          params: extend(basePathParamsSchema, activityIdParamsSchema.shape),
          response: { 200: activitySchema },
        },
      },
      async (request) => {
        const scope = await scopeOf(request, request.params);
        const row = await findActivity(db, scope, request.params.id);
        if (!row) throw notFound(ACTIVITY_NOT_FOUND);
        return activityView(db, scope.network, row);
      },
    );
  };
}
