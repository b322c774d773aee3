import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context.ts';

// TODO(issue 5): routes being written.
export function searchRoutes(_context: AppContext): FastifyPluginAsync {
  return async () => {};
}
