import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { extend } from 'zod/mini';
import { basePathParamsSchema } from '@opswap/protocol/schemas/common';
import {
  reservationHashParamsSchema,
  reservationListSchema,
  reservationSchema,
  reservationTrackingBodySchema,
} from '@opswap/protocol/schemas/reservation';
import type { AppContext } from '../app-context.ts';
import { requireUser } from '../auth/authenticate.ts';
import { conflict, notFound } from '../http/http-error.ts';
import {
  findReservation,
  listReservations,
  reservationFromRow,
  trackReservation,
} from './reservation-store.ts';

export const RESERVATION_NOT_FOUND = 'Reservation not found';

/**
 * NativeSwap reservations: the client tracks one right after reserving; the indexer confirms it
 * (or fails it) from the chain, with its expiry block and the providers to pay.
 */
export function reservationRoutes(context: AppContext): FastifyPluginAsync {
  return async (plugin) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/reservations',
      { schema: { params: basePathParamsSchema, response: { 200: reservationListSchema } } },
      async (request) => {
        const userKey = await requireUser(context, request, request.params);
        const rows = await listReservations(context.db, {
          network: request.params.network,
          userKey,
        });
        return rows.map(reservationFromRow);
      },
    );

    app.get(
      '/reservation/update/:hash',
      {
        schema: {
          params: extend(basePathParamsSchema, reservationHashParamsSchema.shape),
          response: { 200: reservationSchema },
        },
      },
      async (request) => {
        const { params } = request;
        const userKey = await requireUser(context, request, params);
        const row = await findReservation(
          context.db,
          { network: params.network, userKey },
          params.hash,
        );
        if (!row) throw notFound(RESERVATION_NOT_FOUND);
        return reservationFromRow(row);
      },
    );

    app.post(
      '/reservation/track',
      {
        schema: {
          params: basePathParamsSchema,
          body: reservationTrackingBodySchema,
          response: {
            200: z.object({ reservation: reservationSchema }),
            201: z.object({ reservation: reservationSchema }),
          },
        },
      },
      async (request, reply) => {
        const { params, body } = request;
        const userKey = await requireUser(context, request, params);
        const result = await trackReservation(
          context.db,
          { network: params.network, userKey },
          body,
          context.now(),
        );
        if (result.kind === 'conflict') {
          throw conflict(`Reservation ${result.row.hash} is already tracked with other data.`);
        }
        return reply
          .status(result.kind === 'created' ? 201 : 200)
          .send({ reservation: reservationFromRow(result.row) });
      },
    );
  };
}
