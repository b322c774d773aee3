import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityIdParamsSchema,
  activityListSchema,
  activityOverviewSchema,
  activitySchema,
  activityTypeParamsSchema,
  addActivityBodySchema,
} from '@opswap/protocol/schemas/activity';
import { basePathParamsSchema, pageQuerySchema } from '@opswap/protocol/schemas/common';
import type { AppContext } from '../app-context.ts';
import { requireUser } from '../auth/authenticate.ts';
import { conflict, notFound } from '../http/http-error.ts';
import {
  activityFromRow,
  addActivity,
  countActivities,
  findActivity,
  listActivities,
} from './activity-store.ts';

export const ACTIVITY_NOT_FOUND = 'Activity not found';

/**
 * A user's activity: recorded by the client after each action (always Pending), its status then
 * set by the indexer from the chain.
 */
export function activityRoutes(context: AppContext): FastifyPluginAsync {
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
        const { params, body } = request;
        const userKey = await requireUser(context, request, params);
        const scope = { network: params.network, userKey };
        const inputs = await context.node.pendingInputs(body.transactionId).catch(() => null);
        const result = await addActivity(context.db, scope, body, inputs, context.now());
        if (result.kind === 'conflict') {
          throw conflict(
            `Activity ${result.row.transactionId} is already recorded as ${result.row.type} with other data.`,
          );
        }
        return reply
          .status(result.kind === 'created' ? 201 : 200)
          .send(activityFromRow(result.row));
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
      async (request) => {
        const { params, query } = request;
        const userKey = await requireUser(context, request, params);
        const rows = await listActivities(
          context.db,
          { network: params.network, userKey },
          query.page,
        );
        return rows.map(activityFromRow);
      },
    );

    app.get(
      '/activity/all/:type',
      {
        schema: {
          params: basePathParamsSchema.extend(activityTypeParamsSchema.shape),
          querystring: pageQuerySchema,
          response: { 200: activityListSchema },
        },
      },
      async (request) => {
        const { params, query } = request;
        const userKey = await requireUser(context, request, params);
        const rows = await listActivities(
          context.db,
          { network: params.network, userKey },
          query.page,
          params.type,
        );
        return rows.map(activityFromRow);
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
      async (request) => {
        const { params, query } = request;
        const userKey = await requireUser(context, request, params);
        const scope = { network: params.network, userKey };
        const [counts, rows] = await Promise.all([
          countActivities(context.db, scope),
          listActivities(context.db, scope, query.page),
        ]);
        return { ...counts, activities: rows.map(activityFromRow) };
      },
    );

    app.get(
      '/activity/:id',
      {
        schema: {
          params: basePathParamsSchema.extend(activityIdParamsSchema.shape),
          response: { 200: activitySchema },
        },
      },
      async (request) => {
        const { params } = request;
        const userKey = await requireUser(context, request, params);
        const row = await findActivity(context.db, { network: params.network, userKey }, params.id);
        if (!row) throw notFound(ACTIVITY_NOT_FOUND);
        return activityFromRow(row);
      },
    );
  };
}
