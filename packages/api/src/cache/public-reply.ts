import type { FastifyReply } from 'fastify';
import { sendJson } from '../http/json-body.ts';
import type { PublicAnswer } from './public-read-cache.ts';

/**
 * Browsers and proxies may keep a public answer but must ask again each time (no-cache): a new
 * block may change it any moment, and asking again costs a 304 when it did not.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/** Whether an If-None-Match header names this entity tag (weak comparison, as for GET). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** Sends a public answer with its entity tag, or 304 without a body when the client holds it. */
export function sendPublicAnswer(reply: FastifyReply, answer: PublicAnswer): FastifyReply {
  void reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', answer.etag);
  if (ifNoneMatchHits(reply.request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  return sendJson(reply, answer.body);
}
