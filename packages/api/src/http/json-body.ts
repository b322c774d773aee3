import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * A body as a route's zod response schema serializes it (encoded by the schema, then JSON), in
 * bytes: an answer built once and sent many times is encoded to UTF-8 once.
 */
export function jsonBody<S extends z.core.$ZodType>(schema: S, value: z.output<S>): Buffer {
  return Buffer.from(JSON.stringify(z.encode(schema, value)));
}

/** Sends a body made by jsonBody as it is: the response serializer has nothing left to do. */
export function sendJson(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
